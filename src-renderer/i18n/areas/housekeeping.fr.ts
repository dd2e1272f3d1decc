// La gouvernante : le tableau des chambres de l’employé d’étage, en français (mêmes clés que housekeepingEn).
import type { Shape } from '../shape.js';
import type { housekeepingEn } from './housekeeping.en.js';

export const housekeepingFr: Shape<typeof housekeepingEn> = {
  title: 'Gouvernante',
  subtitle:
    'Marquez chaque chambre une fois terminée. Les changements faits hors ligne sont gardés et envoyés au retour de la connexion.',
  rooms: 'Chambres',
  none: 'Aucune chambre : ajoutez-les dans Paramètres › Plan de salle › Chambres.',
  floor: 'Étage {{floor}}',
  pending: 'En attente de synchro',
  outOfOrder: 'Hors d’usage',
  outOfService: 'Hors service',
  cleanliness: { dirty: 'Sale', clean: 'Propre', inspected: 'Inspectée', pickup: 'À reprendre' },
  occupancy: { vacant: 'Libre', occupied: 'Occupée', due_out: 'Départ prévu', departed: 'Partie' },
  mark: { dirty: 'Sale', clean: 'Propre', inspected: 'Inspectée' },
  markLabel: {
    dirty: 'Marquer la chambre {{number}} sale',
    clean: 'Marquer la chambre {{number}} propre',
    inspected: 'Marquer la chambre {{number}} inspectée',
  },
  saved: 'La chambre {{number}} est maintenant : {{status}}',
  queued: 'Chambre {{number}} marquée {{status}} : en attente de synchro',
};
