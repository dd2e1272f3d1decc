// Réglages › Disponibilités : services, fermetures, règles d'accès, programmes du jour, avantages
// conciergerie et canaux de réservation, en français (un bloc par ressource déclarée).
import type { DeclaredTexts } from '../resource-text-types.js';

/** The days of a rule or program, by their code (the stored values). */
const DAYS = { SUN: 'DIM', MON: 'LUN', TUE: 'MAR', WED: 'MER', THU: 'JEU', FRI: 'VEN', SAT: 'SAM' };

/** The dates and days a rule, program or perk applies on (the declarations share them too). */
const DATED_FIELDS = {
  start_date: 'Date de début',
  end_date: 'Date de fin',
  end_indefinite: 'Sans date de fin',
  active_days: 'Jours',
};
const DATED_COLUMNS = { start_date: 'Début', end_date: 'Fin', active_days: 'Jours' };

export const availabilityResourcesFr = {
  shift: {
    names: {
      title: 'Services',
      noun: 'service',
      one: 'un service',
      the: 'le service',
      plural: 'services',
    },
    fields: {
      name: 'Nom',
      category: 'Catégorie',
      start_time: 'Heure de début',
      end_time: 'Heure de fin',
      interval_minutes: 'Intervalle (minutes)',
      active_days: 'Jours',
      is_active: 'Actif',
    },
    columns: {
      name: 'Nom',
      category: 'Catégorie',
      start_time: 'Début',
      end_time: 'Fin',
      active_days: 'Jours',
      is_active: 'Statut',
    },
    filters: {
      search: 'Rechercher par nom',
      is_active: 'Statut',
    },
    messages: {
      create: 'Service {{title}} créé',
      update: 'Service {{title}} modifié',
      remove: 'Service {{title}} supprimé',
      createMany: '{{n}} services créés',
      removeMany: '{{n}} services supprimés',
    },
    options: {
      category: {
        BREAKFAST: 'Petit-déjeuner',
        BRUNCH: 'Brunch',
        LUNCH: 'Déjeuner',
        AFTERNOON: 'Après-midi',
        DINNER: 'Dîner',
        LATE: 'Soirée tardive',
        FULL_DAY: 'Journée entière',
      },
      active_days: DAYS,
    },
  },
  blackoutDate: {
    names: {
      title: 'Dates de fermeture',
      noun: 'date de fermeture',
      one: 'une date de fermeture',
      the: 'la date de fermeture',
      plural: 'dates de fermeture',
    },
    fields: {
      date: 'Dates',
      shift_id: 'Service',
      reason: 'Motif',
    },
    columns: {
      date: 'Date',
      shift_id: 'Service',
      reason: 'Motif',
    },
    filters: {
      search: 'Rechercher par date ou motif',
      shift_id: 'Service',
    },
    messages: {
      create: 'Date de fermeture {{title}} ajoutée',
      update: 'Date de fermeture {{title}} modifiée',
      remove: 'Date de fermeture {{title}} retirée',
      createMany: '{{n}} dates de fermeture ajoutées',
      removeMany: '{{n}} dates de fermeture retirées',
    },
  },
  accessRule: {
    names: {
      title: 'Règles d’accès',
      noun: 'règle d’accès',
      one: 'une règle d’accès',
      the: 'la règle d’accès',
      plural: 'règles d’accès',
    },
    fields: {
      name: 'Nom',
      description: 'Description',
      status: 'Statut',
      priority: 'Priorité',
      ...DATED_FIELDS,
    },
    columns: {
      name: 'Nom',
      priority: 'Priorité',
      status: 'Statut',
      ...DATED_COLUMNS,
    },
    filters: {
      search: 'Rechercher par nom',
      status: 'Statut',
    },
    messages: {
      create: 'Règle d’accès {{title}} créée',
      update: 'Règle d’accès {{title}} modifiée',
      remove: 'Règle d’accès {{title}} supprimée',
      createMany: '{{n}} règles d’accès créées',
      removeMany: '{{n}} règles d’accès supprimées',
    },
    options: {
      status: {
        active: 'Active',
        inactive: 'Inactive',
      },
      active_days: DAYS,
    },
  },
  dailyProgram: {
    names: {
      title: 'Programme du jour',
      noun: 'programme du jour',
      one: 'un programme du jour',
      the: 'le programme du jour',
      plural: 'programmes du jour',
    },
    fields: {
      name: 'Nom',
      status: 'Statut',
      description: 'Description',
      cuisine: 'Cuisine',
      shift_id: 'Service',
      ...DATED_FIELDS,
      start_time: 'Heure de début',
      end_time: 'Heure de fin',
    },
    columns: {
      name: 'Nom',
      status: 'Statut',
      cuisine: 'Cuisine',
      shift_id: 'Service',
      ...DATED_COLUMNS,
    },
    filters: {
      search: 'Rechercher par nom',
      status: 'Statut',
      shift_id: 'Service',
    },
    messages: {
      create: 'Programme du jour {{title}} créé',
      update: 'Programme du jour {{title}} modifié',
      remove: 'Programme du jour {{title}} supprimé',
      createMany: '{{n}} programmes du jour créés',
      removeMany: '{{n}} programmes du jour supprimés',
    },
    options: {
      status: {
        active: 'Actif',
        inactive: 'Inactif',
      },
      active_days: DAYS,
    },
  },
  conciergePerk: {
    names: {
      title: 'Avantages conciergerie',
      noun: 'avantage conciergerie',
      one: 'un avantage conciergerie',
      the: 'l’avantage conciergerie',
      plural: 'avantages conciergerie',
    },
    fields: {
      name: 'Nom',
      status: 'Statut',
      external_link: 'Lien externe',
      additional_information: 'Informations complémentaires',
      staff_instructions: 'Consignes pour l’équipe',
      ...DATED_FIELDS,
      access_levels: 'Niveaux d’accès',
    },
    columns: {
      name: 'Nom',
      status: 'Statut',
      ...DATED_COLUMNS,
      access_levels: 'Niveaux d’accès',
    },
    filters: {
      search: 'Rechercher par nom',
      status: 'Statut',
    },
    messages: {
      create: 'Avantage conciergerie {{title}} créé',
      update: 'Avantage conciergerie {{title}} modifié',
      remove: 'Avantage conciergerie {{title}} supprimé',
      createMany: '{{n}} avantages conciergerie créés',
      removeMany: '{{n}} avantages conciergerie supprimés',
    },
    options: {
      status: {
        active: 'Actif',
        inactive: 'Inactif',
      },
      active_days: DAYS,
      access_levels: {
        all: 'Tous',
        regular: 'Habitué',
        vip: 'VIP',
        member: 'Membre',
        hotel_guest: 'Client de l’hôtel',
        staff: 'Personnel',
      },
    },
  },
  bookingChannel: {
    names: {
      title: 'Canaux de réservation',
      noun: 'canal de réservation',
      one: 'un canal de réservation',
      the: 'le canal de réservation',
      plural: 'canaux de réservation',
    },
    fields: {
      name: 'Nom',
      code: 'Code',
      code_description:
        'Le nom de ce canal dans les réservations (leur source) et les règles d’accès (leur public)',
      type: 'Type',
      status: 'Actif',
      commission_percent: 'Commission %',
      supports_credit_cards: 'Accepte les garanties par carte',
      notes: 'Notes',
    },
    columns: {
      name: 'Nom',
      code: 'Code',
      type: 'Type',
      commission_percent: 'Commission %',
      status: 'Actif',
    },
    filters: {
      search: 'Rechercher par nom',
      status: 'Statut',
    },
    messages: {
      create: 'Canal de réservation {{title}} créé',
      update: 'Canal de réservation {{title}} modifié',
      remove: 'Canal de réservation {{title}} supprimé',
      createMany: '{{n}} canaux de réservation créés',
      removeMany: '{{n}} canaux de réservation supprimés',
    },
    options: {
      type: {
        phone: 'Téléphone',
        walk_in: 'Client de passage',
        website: 'Site web',
        widget: 'Widget',
        email: 'E-mail',
        partner: 'Partenaire',
        concierge: 'Conciergerie',
        other: 'Autre',
      },
    },
  },
} satisfies Partial<DeclaredTexts>;
