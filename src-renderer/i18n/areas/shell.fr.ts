// Le cadre de la console (recherche, synchro, messages, garde des modifications, raccourcis, pages
// non construites / introuvables / non autorisées), en français (mêmes clés que shellEn).
import type { Shape } from '../shape.js';
import type { shellEn } from './shell.en.js';

export const shellFr: Shape<typeof shellEn> = {
  dismiss: 'Fermer',
  search: {
    title: 'Rechercher',
    close: 'Fermer la recherche',
    label: 'Rechercher',
    placeholder: 'Nom du client, téléphone ou e-mail',
    hint: 'Tapez pour chercher réservations, demandes et clients. Échap pour fermer.',
    upcoming: 'Réservations et demandes à venir',
    past: 'Réservations et demandes passées',
    clients: 'Clients',
    none: 'Aucun résultat',
    openReservation: 'Ouvrir la réservation de {{name}} le {{date}} à {{time}}',
    when: '{{date}} · {{time}} pour {{count}}',
    openClient: 'Ouvrir le client {{name}}',
    openRequests: 'Demandes en cours',
    settledRequests: 'Demandes traitées et closes',
    openRequest: 'Ouvrir la demande ({{kind}}) de {{name}}',
    requestsFailed: 'Les demandes n’ont pas pu être recherchées : {{reason}}',
  },
  sync: {
    offlineSignIn: 'Hors ligne — connecté sur ce terminal',
    rows: '{{done}} lignes reçues',
    rowsOf: '{{done}} lignes reçues sur {{total}}',
    waiting_one: '{{count}} modification en attente de synchro',
    waiting_other: '{{count}} modifications en attente de synchro',
    others_one: '{{count}} modification d’un autre utilisateur attend sa connexion',
    others_other: '{{count}} modifications d’un autre utilisateur attendent sa connexion',
    notYet: 'Pas encore synchronisé',
    last: 'Dernière synchro {{time}}',
    status: 'État de la synchro : {{summary}}',
    refused_one: '{{count}} modification refusée',
    refused_other: '{{count}} modifications refusées',
    pending: '{{count}} en attente',
    noConflicts: 'Aucun conflit : toutes les modifications envoyées par ce terminal ont été acceptées.',
    notices: 'Avis de synchro',
    conflicts: 'Avis de conflit',
    dismissAbout: 'Fermer l’avis concernant {{guest}}',
    more: '{{count}} de plus sur le tableau de bord',
  },
  realtime: {
    region: 'Messages de l’administrateur',
    emergency: 'Urgence',
    message: 'Message',
    dismissEmergency: 'Fermer l’avis d’urgence de {{from}}',
    dismissMessage: 'Fermer le message de {{from}}',
  },
  unsaved: {
    title: 'Quitter sans enregistrer ?',
    text: '{{what}} : modifications non enregistrées. Si vous partez maintenant, elles sont perdues.',
    thisScreen: 'Cet écran',
    stay: 'Rester et continuer',
    leave: 'Quitter sans enregistrer',
  },
  shortcuts: {
    title: 'Raccourcis clavier',
    close: 'Fermer les raccourcis clavier',
    or: 'ou',
    note: 'Les raccourcis sont désactivés pendant la saisie. Ctrl+K ouvre la recherche partout.',
    commands: {
      newReservation: 'Nouvelle réservation',
      search: 'Rechercher réservations et clients',
      previousDay: 'Jour précédent',
      nextDay: 'Jour suivant',
      seatSelected: 'Installer la réservation sélectionnée',
      help: 'Afficher ces raccourcis',
    },
  },
  pages: {
    notBuilt: 'Cet écran n’est pas encore construit',
    notBuiltText:
      'L’écran {{screen}} arrivera plus tard. Rien ici ne provient des données de votre établissement ni ne les remplace.',
    notFound: 'Page introuvable',
    notFoundText:
      'Aucune page à cette adresse pour votre restaurant et votre rôle. Vérifiez l’adresse ou revenez à votre page d’accueil.',
    notAuthorized: 'Accès non autorisé',
    notAuthorizedText:
      'Votre rôle ne donne pas accès à cette page. Demandez-le à un administrateur de votre établissement si besoin.',
    notAllowedScreen:
      'Votre rôle ne donne pas accès à cet écran ({{screen}}). Demandez-le à un administrateur si vous en avez besoin.',
    forbiddenScreen:
      'Votre rôle ({{role}}) ne permet pas d’ouvrir cet écran ({{screen}}) : il n’a pas le droit « {{permission}} ». Demandez-le à un administrateur si vous en avez besoin.',
    readOnly:
      'Vous pouvez consulter cette page mais pas la modifier : votre rôle ({{role}}) n’a pas le droit « {{permission}} ».',
    readOnlyTitle: 'Lecture seule',
    serverUnreachable: 'Serveur injoignable',
    home: 'Aller à votre page d’accueil',
    signIn: 'Aller à la connexion',
    reload: 'Recharger la console',
  },
  password: {
    forgotTitle: 'Mot de passe oublié',
    forgotSubtitle: 'Nous vous enverrons par e-mail un lien pour choisir un nouveau mot de passe.',
    email: 'E-mail',
    send: 'Envoyer le lien',
    back: 'Retour à la connexion',
    resetTitle: 'Nouveau mot de passe',
    resetFor: 'Pour {{email}}',
    incomplete:
      'Ce lien de réinitialisation est incomplet. Ouvrez à nouveau le lien de l’e-mail, ou demandez-en un nouveau.',
    newPassword: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    differ: 'Les mots de passe ne correspondent pas',
    hint: 'Au moins 8 caractères.',
    set: 'Enregistrer le mot de passe',
  },
};
