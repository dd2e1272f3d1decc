// Rapports : les envois programmés de rapports par e-mail, en français (un bloc par ressource
// déclarée des rapports ; l'écran est dans Réglages › Général).
import type { DeclaredTexts } from '../resource-text-types.js';

export const reportsResourcesFr = {
  reportSchedule: {
    names: {
      title: 'Rapports par e-mail',
      noun: 'envoi de rapports',
      one: 'un envoi de rapports',
      the: 'l’envoi de rapports',
      plural: 'envois de rapports',
    },
    fields: {
      name: 'Nom',
      cadence: 'Envoi',
      weekday: 'Jour de la semaine (envois hebdomadaires)',
      send_at: 'Heure d’envoi (heure de l’établissement)',
      send_at_description:
        'Un envoi quotidien couvre la veille ; un envoi hebdomadaire, les 7 jours précédents',
      recipients: 'Destinataires',
      recipients_description: 'E-mails du personnel de ce restaurant, séparés par des virgules',
      reports: 'Rapports',
      active: 'Actif',
    },
    columns: {
      name: 'Nom',
      cadence: 'Envoi',
      weekday: 'Jour',
      send_at: 'Heure',
      reports: 'Rapports',
      active: 'Actif',
    },
    filters: {
      search: 'Rechercher par nom',
      active: 'Actif',
    },
    messages: {
      create: 'Envoi de rapports {{title}} créé',
      update: 'Envoi de rapports {{title}} modifié',
      remove: 'Envoi de rapports {{title}} supprimé',
      createMany: '{{n}} envois de rapports créés',
      removeMany: '{{n}} envois de rapports supprimés',
    },
    options: {
      cadence: { daily: 'Chaque jour', weekly: 'Chaque semaine' },
      weekday: {
        Sunday: 'Dimanche',
        Monday: 'Lundi',
        Tuesday: 'Mardi',
        Wednesday: 'Mercredi',
        Thursday: 'Jeudi',
        Friday: 'Vendredi',
        Saturday: 'Samedi',
      },
      reports: {
        covers: 'Couverts et réservations',
        bookingMix: 'Réservations, clients sans réservation et liste d’attente',
        leadTimes: 'Absences et annulations par délai de réservation',
        turnTimes: 'Temps de rotation',
        utilisation: 'Occupation des tables',
        channels: 'Canaux et sources',
        servers: 'Couverts par serveur et par section',
        orders: 'Commandes',
        marketing: 'Marketing',
        requests: 'Demandes des clients',
      },
    },
  },
} satisfies Partial<DeclaredTexts>;
