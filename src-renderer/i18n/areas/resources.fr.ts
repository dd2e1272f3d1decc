// Les écrans d’administration des ressources déclarées, en français (mêmes clés que resourcesEn) :
// les mots communs ici, ceux de chaque ressource dans un fichier par onglet de réglages.
import { bySection, type DeclaredTexts } from '../resource-texts.js';
import type { Shape } from '../shape.js';
import { availabilityResourcesFr } from './resources-availability.fr.js';
import { floorplanResourcesFr } from './resources-floorplan.fr.js';
import { generalResourcesFr } from './resources-general.fr.js';
import { marketingResourcesFr } from './resources-marketing.fr.js';
import type { resourcesEn } from './resources.en.js';

/** Every declared resource: one missing here does not compile. */
const declared: DeclaredTexts = {
  ...floorplanResourcesFr,
  ...availabilityResourcesFr,
  ...generalResourcesFr,
  ...marketingResourcesFr,
};

export const resourcesFr: Shape<typeof resourcesEn> = {
  ...bySection(declared),
  notAuthorized: 'Accès non autorisé',
  cannotManage: 'Votre rôle ({{role}}) ne permet pas de gérer : {{plural}}. Demandez à un administrateur.',
  none: 'aucun',
  deleteSelected: 'Supprimer la sélection ({{count}})',
  new: 'Ajouter {{noun}}',
  offline: 'Hors ligne',
  offlineText:
    '{{Plural}} : modifiables seulement quand ce terminal est connecté au serveur. La liste montre {{shown}}.',
  mirrorCopy: 'la copie de ce terminal',
  lastLoaded: 'le dernier chargement',
  dismiss: 'Fermer le message',
  loadFailed: 'Impossible de charger : {{plural}}',
  filter: 'Filtrer : {{plural}}',
  all: 'Tous',
  active: 'Actif',
  inactive: 'Inactif',
  yes: 'Oui',
  no: 'Non',
  noneOption: 'Aucun',
  selectAll: 'Tout sélectionner : {{plural}}',
  actions: 'Actions',
  select: 'Sélectionner {{noun}} {{name}}',
  editNamed: 'Modifier {{noun}} {{name}}',
  edit: 'Modifier',
  viewNamed: 'Voir {{noun}} {{name}}',
  view: 'Voir',
  close: 'Fermer',
  deleteNamed: 'Supprimer {{noun}} {{name}}',
  delete: 'Supprimer',
  empty: 'Pas encore de {{plural}}.',
  noMatch: 'Rien ne correspond à ces filtres ({{plural}}).',
  shown: '{{shown}} sur {{total}} ({{plural}})',
  control: 'Page {{control}}',
  page: 'Page {{page}}',
  pageOf: 'Page {{page}} sur {{pages}}',
  confirmTitle: 'Supprimer {{noun}} ?',
  confirmOne: 'Supprimer {{noun}} {{name}} ? C’est définitif.',
  confirmMany: 'Supprimer {{count}} éléments ({{plural}}) ? C’est définitif.',
  cancel: 'Annuler',
  closeForm: 'Fermer le formulaire',
  saveChanges: 'Enregistrer',
  create: 'Créer {{noun}}',
  duplicate: 'Dupliquer',
  date: 'Date',
  pickDates: 'Choisir une date ou une période',
  pickColour: '{{label}} : choisir une couleur à l’écran',
  calendar: {
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    previousYear: 'Année précédente',
    nextYear: 'Année suivante',
    previousDecade: 'Décennie précédente',
    nextDecade: 'Décennie suivante',
    monthLevelControl: 'Choisir un mois',
    yearLevelControl: 'Choisir une année',
  },
  members: {
    empty: 'Pas encore de table : ajoutez-en au moins deux.',
    inOrder: '{{label}} dans l’ordre',
    required: 'Obligatoire',
    isRequired: '{{table}} obligatoire',
    up: 'Monter {{table}}',
    down: 'Descendre {{table}}',
    remove: 'Retirer {{table}}',
    addTo: 'Ajouter une table ({{label}})',
    add: 'Ajouter une table…',
  },
};
