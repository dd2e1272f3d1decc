// Paramètres › Disponibilité : filtres et actions de la liste des règles d’accès, en français.
import type { Shape } from '../shape.js';
import type { availabilityEn } from './availability.en.js';

export const availabilityFr: Shape<typeof availabilityEn> = {
  rules: {
    filterFailed: 'Impossible de filtrer les règles : {{error}}',
    seatingArea: 'Salle',
    allAreas: 'Toutes les salles',
    channel: 'Canal de réservation',
    allChannels: 'Tous les canaux',
    dates: 'En vigueur entre les dates',
    allDates: 'Toutes les dates',
    clearDates: 'Effacer les dates',
    duplicate: 'Dupliquer',
    duplicated: 'Règle d’accès dupliquée sous le nom {{name}} (inactive tant que vous ne l’activez pas)',
  },
};
