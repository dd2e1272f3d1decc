// Commandes et caisse : les moyens de paiement de l'établissement et les tables de la caisse (POS),
// en français (un bloc par ressource déclarée ; les écrans sont dans Réglages › Intégrations).
import type { DeclaredTexts } from '../resource-text-types.js';

export const ordersResourcesFr = {
  paymentOption: {
    names: {
      title: 'Moyens de paiement',
      noun: 'moyen de paiement',
      one: 'un moyen de paiement',
      the: 'le moyen de paiement',
      plural: 'moyens de paiement',
    },
    fields: {
      name: 'Nom',
      method: 'Mode de paiement',
      status: 'Proposé',
    },
    columns: {
      name: 'Nom',
      method: 'Mode de paiement',
      status: 'Proposé',
    },
    filters: {
      search: 'Rechercher par nom',
      status: 'Proposé',
    },
    messages: {
      create: 'Moyen de paiement {{title}} créé',
      update: 'Moyen de paiement {{title}} modifié',
      remove: 'Moyen de paiement {{title}} supprimé',
      createMany: '{{n}} moyens de paiement créés',
      removeMany: '{{n}} moyens de paiement supprimés',
    },
    options: {
      method: {
        cash: 'Espèces',
        card: 'Carte',
        room_charge: 'Sur la chambre',
        voucher: 'Bon cadeau',
        other: 'Autre',
      },
    },
  },
  posTableMap: {
    names: {
      title: 'Tables de la caisse',
      noun: 'table de caisse',
      one: 'une table de caisse',
      the: 'la table de caisse',
      plural: 'tables de caisse',
    },
    fields: {
      pos_table: 'Nom de la table dans la caisse (exactement comme la caisse l’envoie)',
      table_id: 'Table du plan de salle',
    },
    columns: {
      pos_table: 'Nom dans la caisse',
      table_id: 'Table du plan de salle',
    },
    filters: {
      search: 'Rechercher par nom dans la caisse',
    },
    messages: {
      create: 'Table de caisse {{title}} associée',
      update: 'Table de caisse {{title}} modifiée',
      remove: 'Table de caisse {{title}} supprimée',
      createMany: '{{n}} tables de caisse associées',
      removeMany: '{{n}} tables de caisse supprimées',
    },
    options: {},
  },
} satisfies Partial<DeclaredTexts>;
