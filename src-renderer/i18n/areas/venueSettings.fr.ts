// Paramètres › Général › Établissement : les quatre groupes de réglages, en français.
import type { Shape } from '../shape.js';
import type { venueSettingsEn } from './venueSettings.en.js';

export const venueSettingsFr: Shape<typeof venueSettingsEn> = {
  unsavedWhat: 'Paramètres de l’établissement',
  titles: {
    internal_terms_email: 'E-mails récapitulatifs internes',
    guest_communication: 'Communication avec les clients',
    reservation_config: 'Configuration des réservations',
    charges: 'Paiements et frais',
  },
  save: {
    internal_terms_email: 'Enregistrer les e-mails récapitulatifs',
    guest_communication: 'Enregistrer la communication avec les clients',
    reservation_config: 'Enregistrer la configuration des réservations',
    charges: 'Enregistrer les paiements et frais',
  },
  saved: {
    internal_terms_email: 'E-mails récapitulatifs internes enregistrés',
    guest_communication: 'Communication avec les clients enregistrée',
    reservation_config: 'Configuration des réservations enregistrée',
    charges: 'Paiements et frais enregistrés',
  },
  notSaved: {
    internal_terms_email:
      'Les e-mails récapitulatifs internes n’ont pas été enregistrés : corrigez les champs signalés ci-dessous.',
    guest_communication:
      'La communication avec les clients n’a pas été enregistrée : corrigez les champs signalés ci-dessous.',
    reservation_config:
      'La configuration des réservations n’a pas été enregistrée : corrigez les champs signalés ci-dessous.',
    charges: 'Les paiements et frais n’ont pas été enregistrés : corrigez les champs signalés ci-dessous.',
  },
  failed: {
    load: 'Échec du chargement des paramètres de l’établissement',
    reset: 'Échec de la réinitialisation des paramètres de l’établissement',
    internal_terms_email: 'Échec de l’enregistrement des e-mails récapitulatifs internes',
    guest_communication: 'Échec de l’enregistrement de la communication avec les clients',
    reservation_config: 'Échec de l’enregistrement de la configuration des réservations',
    charges: 'Échec de l’enregistrement des paiements et frais',
  },
  errors: {
    400: 'Données de la requête invalides',
    401: 'Accès non autorisé. Veuillez vous reconnecter.',
    403: 'Accès refusé. Vous n’avez pas l’autorisation d’effectuer cette action.',
    404: 'Paramètres de l’établissement introuvables',
    422: 'La validation a échoué',
    500: 'Erreur du serveur. Veuillez réessayer plus tard.',
    network: 'Erreur réseau. Vérifiez votre connexion et réessayez.',
    circular:
      'Les données du modèle contiennent des références invalides. Réessayez avec un contenu simplifié.',
  },
  rules: {
    reservationSummaryTimes:
      'Les heures du récapitulatif des réservations sont obligatoires quand le récapitulatif est activé',
    feedbackSummaryTime:
      'L’heure du récapitulatif des avis est obligatoire quand ce récapitulatif est activé',
    invalidTime: 'Format d’heure invalide : {{value}}. Utilisez le format HH:MM',
    reminderTiming: 'Le délai du rappel de réservation est obligatoire quand le rappel est activé',
    scopeRequired:
      'La portée des réservations multiples est obligatoire quand les réservations multiples sont interdites',
    requiredFieldsArray: 'Les champs obligatoires doivent être une liste',
  },
  loadFailed: 'Impossible de charger les paramètres de l’établissement',
  tryAgain: 'Réessayer',
  loading: 'Chargement des paramètres de l’établissement',
  unsaved: 'Modifications non enregistrées',
  savedBadge: 'Enregistré',
  alsoUnsaved: 'Également non enregistré : {{groups}}. Chaque onglet enregistre son propre groupe.',
  discard: 'Annuler les modifications',
  restoreDefaults: 'Rétablir les valeurs par défaut',
  restored: 'Paramètres de l’établissement rétablis à leurs valeurs par défaut',
  confirmTitle: 'Rétablir les paramètres par défaut de l’établissement ?',
  confirmText:
    'Chaque groupe (les quatre onglets) revient à sa valeur par défaut. Vos paramètres enregistrés sont supprimés.',
  cancel: 'Annuler',
  timePlaceholder: 'HH:MM',
  internal: {
    summaryEnabled: 'Envoyer l’e-mail récapitulatif des réservations',
    summaryEnabledDescription:
      'À chaque heure ci-dessous, les réservations du jour encore à venir, par e-mail à l’équipe de l’établissement autorisée à lire les rapports',
    summaryTimes: 'Heures du récapitulatif des réservations',
    summaryTime: 'Heure du récapitulatif des réservations {{n}}',
    removeSummaryTime: 'Supprimer l’heure du récapitulatif des réservations {{n}}',
    addSummaryTime: 'Ajouter une heure de récapitulatif',
    feedbackEnabled: 'Envoyer l’e-mail récapitulatif des avis',
    feedbackTime: 'Heure du récapitulatif des avis',
    feedbackSecondTime: 'Seconde heure du récapitulatif des avis',
    feedbackNotYet:
      'Les e-mails récapitulatifs des avis commenceront dès que les avis des clients seront recueillis. D’ici là, rien n’est envoyé.',
  },
  guest: {
    bookingNotifications: 'Notifications de réservation',
    notifyOn: 'Prévenir le client lors de',
    notificationOptions: {
      confirmation: 'Confirmation',
      modification: 'Modification',
      cancellation: 'Annulation',
    },
    qrNotification: 'Notification avec QR code',
    reminder: 'Rappel de réservation',
    reminderTiming: 'Délai du rappel (heures avant la réservation)',
    arrivalSms: 'SMS d’arrivée',
    feedbackEmails: 'E-mails de demande d’avis',
    feedbackCategories: 'Catégories d’avis',
    defaultMethod: 'Mode de notification par défaut',
    methods: { EMAIL: 'E-mail', SMS: 'SMS', BOTH: 'E-mail et SMS' },
    headerBackground: 'Fond de l’en-tête des e-mails',
    white: 'Blanc',
    customColour: 'Couleur personnalisée',
    buttonLinkColour: 'Couleur des boutons et des liens',
    sameAsBackground: 'Identique au fond de l’en-tête',
  },
  config: {
    requiredFields: 'Champs de réservation obligatoires',
    requiredFieldsDescription:
      'En plus du prénom et du nombre de couverts, une réservation doit comporter ces champs',
    requiredFieldsNone: 'Aucun autre champ obligatoire',
    requirable: {
      last_name: 'Nom',
      mobileNumber: 'Numéro de mobile',
      email: 'E-mail',
      special_request: 'Demande particulière',
      reservationType: 'Type de réservation',
    },
    autoAssign: 'Attribuer les tables automatiquement',
    autoAssignDescription: 'Une réservation sans table reçoit la table proposée',
    showProblems: 'Afficher les réservations à problème',
    preventMultiple: 'Empêcher les réservations multiples',
    preventMultipleDescription:
      'Un client (même e-mail ou même numéro de mobile) ne peut pas avoir deux réservations dans la portée choisie',
    scope: 'Portée des réservations multiples',
    scopePlaceholder: 'Choisir une portée',
    scopes: { same_day: 'Même jour', same_shift: 'Même service', overlapping: 'Horaires qui se chevauchent' },
    accessRuleAlert: 'Alerte des règles d’accès',
    waitTimes: 'Afficher les temps d’attente',
    intervalTimes: 'Afficher les intervalles',
    inRoomDining: 'Service en chambre',
    inRoomDiningDescription:
      "Les clients commandent depuis leur chambre. Désactivé : l'entrée Room service ouvre les commandes en cours du restaurant",
    confirmationMethod: 'Mode de confirmation des réservations',
    confirmationMethods: { all: 'Toutes les réservations', main_dining: 'Salle principale uniquement' },
  },
  charges: {
    collectionMethod: 'Mode de collecte de la carte bancaire',
    collectionMethods: {
      manually_enter: 'Saisie manuelle ou lien de paiement',
      paylink: 'Lien de paiement ou saisie manuelle',
      manually_enter_only: 'Saisie manuelle uniquement',
      paylink_only: 'Lien de paiement uniquement',
    },
    autoCancel: 'Annuler automatiquement les réservations impayées après (minutes)',
    autoCancelDescription: 'Vide : jamais',
    serviceCharge: 'Frais de service par défaut (%)',
    gratuity: 'Pourboire par défaut (%)',
    costOptions: 'Afficher les options de coût',
  },
};
