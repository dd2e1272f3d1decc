// Réglages › Plan de salle : zones, tables, combinaisons et statuts de réservation, en français
// (un bloc par ressource déclarée ; l'anglais est la déclaration elle-même).
import type { DeclaredTexts } from '../resource-texts.js';

export const floorplanResourcesFr = {
  seatingArea: {
    names: {
      title: 'Salles',
      noun: 'salle',
      one: 'une salle',
      the: 'la salle',
      plural: 'salles',
    },
    fields: {
      name: 'Nom',
      abbreviation: 'Abréviation',
      sa_order: 'Ordre',
      status: 'Active',
    },
    columns: {
      name: 'Nom',
      abbreviation: 'Abréviation',
      sa_order: 'Ordre',
      status: 'Statut',
    },
    filters: {
      search: 'Rechercher par nom',
      status: 'Statut',
    },
    messages: {
      create: 'Salle {{title}} créée',
      update: 'Salle {{title}} modifiée',
      remove: 'Salle {{title}} supprimée',
      createMany: '{{n}} salles créées',
      removeMany: '{{n}} salles supprimées',
    },
  },
  table: {
    names: {
      title: 'Tables',
      noun: 'table',
      one: 'une table',
      the: 'la table',
      plural: 'tables',
    },
    fields: {
      name: 'Nom',
      seating_area_id: 'Salle',
      min_covers: 'Couverts minimum',
      max_covers: 'Couverts maximum',
      shape: 'Forme',
      sort_order: 'Ordre',
      status: 'Active',
    },
    columns: {
      name: 'Nom',
      seating_area_id: 'Salle',
      min_covers: 'Min',
      max_covers: 'Max',
      shape: 'Forme',
      status: 'Statut',
    },
    filters: {
      search: 'Rechercher par nom',
      seating_area_id: 'Salle',
      status: 'Statut',
    },
    messages: {
      create: 'Table {{title}} créée',
      update: 'Table {{title}} modifiée',
      remove: 'Table {{title}} supprimée',
      createMany: '{{n}} tables créées',
      removeMany: '{{n}} tables supprimées',
    },
    options: {
      shape: {
        round: 'Ronde',
        square: 'Carrée',
        rectangle: 'Rectangulaire',
        oval: 'Ovale',
        booth: 'Banquette',
        bar: 'Bar',
      },
    },
  },
  tableCombination: {
    names: {
      title: 'Combinaisons de tables',
      noun: 'combinaison',
      one: 'une combinaison',
      the: 'la combinaison',
      plural: 'combinaisons de tables',
    },
    fields: {
      combination_name: 'Nom',
      description: 'Description',
      min_guest_capacity: 'Couverts minimum',
      max_guest_capacity: 'Couverts maximum',
      tables: 'Tables',
      is_active: 'Active',
    },
    columns: {
      combination_name: 'Nom',
      min_guest_capacity: 'Min',
      max_guest_capacity: 'Max',
      tables: 'Tables',
      is_active: 'Statut',
    },
    filters: {
      search: 'Rechercher par nom',
      is_active: 'Statut',
    },
    messages: {
      create: 'Combinaison {{title}} créée',
      update: 'Combinaison {{title}} modifiée',
      remove: 'Combinaison {{title}} supprimée',
      createMany: '{{n}} combinaisons de tables créées',
      removeMany: '{{n}} combinaisons de tables supprimées',
    },
  },
  reservationStatus: {
    names: {
      title: 'Statuts de réservation',
      noun: 'statut',
      one: 'un statut',
      the: 'le statut',
      plural: 'statuts de réservation',
    },
    fields: {
      reservation_Status_Name: 'Nom',
      color_code: 'Couleur',
      holds_table: 'Garde sa table',
      is_final: 'État final',
      is_default: 'Par défaut pour les nouvelles réservations',
      sort_order: 'Ordre',
    },
    columns: {
      reservation_Status_Name: 'Nom',
      color_code: 'Couleur',
      holds_table: 'Garde la table',
      is_final: 'Final',
      is_default: 'Par défaut',
    },
    filters: {
      search: 'Rechercher par nom',
    },
    messages: {
      create: 'Statut {{title}} créé',
      update: 'Statut {{title}} modifié',
      remove: 'Statut {{title}} supprimé',
      createMany: '{{n}} statuts de réservation créés',
      removeMany: '{{n}} statuts de réservation supprimés',
    },
  },
} satisfies Partial<DeclaredTexts>;
