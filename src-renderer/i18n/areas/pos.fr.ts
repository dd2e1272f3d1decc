// La caisse (POS, issue 34 §5), en français (mêmes clés que posEn).
import type { Shape } from '../shape.js';
import type { posEn } from './pos.en.js';

export const posFr: Shape<typeof posEn> = {
  connection: 'Connexion de la caisse',
  connectionIntro:
    'Votre caisse envoie ses additions à cette adresse, signées avec le secret créé ici. Une addition rejoint la réservation de sa table dont l’heure est dans la fenêtre ci-dessous.',
  connected: 'Connectée',
  notConnected: 'Non connectée',
  secretEnds: 'Secret se terminant par …{{hint}}',
  address: 'Adresse du webhook (après l’adresse du serveur de l’API)',
  addressHelp:
    'Donnez-la à la caisse avec le secret ; elle signe chaque addition dans l’en-tête venue-pos-signature.',
  copyAddress: 'Copier l’adresse du webhook',
  copySecret: 'Copier le secret',
  copied: 'Copié',
  copyFailed: 'Le presse-papiers a refusé : sélectionnez le texte et copiez-le à la main.',
  newSecret: 'Nouveau secret',
  newSecretHelp: 'Copiez-le dans la caisse maintenant : il est gardé scellé et ne sera plus affiché.',
  connect: 'Créer un secret de webhook',
  rotate: 'Créer un nouveau secret',
  rotateTitle: 'Créer un nouveau secret de webhook ?',
  rotateBody:
    'Le secret actuel reste valable {{hours}} heures, le temps de passer la caisse au nouveau sans perdre une addition.',
  cancel: 'Annuler',
  secretMade: 'Nouveau secret de webhook créé : copiez-le maintenant, il ne sera plus affiché',
  before: 'Minutes avant l’heure de la réservation',
  after: 'Minutes après l’heure de la réservation',
  saveWindow: 'Enregistrer la fenêtre',
  saved: 'Réglages de la caisse enregistrés',
  dismiss: 'Fermer',
  tableNames: 'Noms de tables de la caisse à vérifier',
  tableNamesIntro:
    'Chaque nom que la caisse utilise ou que vous avez associé. Les caisses comparent les noms à l’identique : un nom associé à rien ne relie aucune addition à une réservation.',
  noTableNames: 'Aucun nom de table de caisse pour le moment.',
  posTable: 'Nom dans la caisse',
  floorTable: 'Table du plan de salle',
  checksCount: 'Additions',
  problem: 'Problème',
  traps: {
    none: 'Aucun',
    unmapped: 'Non associé : ses additions ne rejoignent aucune réservation',
    near_miss: 'Non associé, mais {{table}} ne diffère que par les majuscules ou les espaces : associez-le',
    inactive_table: 'Associé à une table qui n’est plus utilisée',
  },
  checks: 'Additions du jour',
  checksIntro: 'Les additions envoyées aujourd’hui par la caisse et la réservation que chacune a rejointe.',
  noChecks: 'Aucune addition aujourd’hui.',
  opened: 'Ouverte',
  booking: 'Réservation',
  noBooking: 'Aucune réservation',
  status: 'Statut',
  checkStatus: { open: 'Ouverte', closed: 'Fermée' },
  total: 'Total',
  clientChecks: 'Additions de la caisse',
  clientChecksFailed: 'Les additions de la caisse n’ont pas pu être lues ({{error}}).',
};
