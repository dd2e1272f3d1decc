// Commandes : les moyens de paiement de l'établissement, en français (un bloc par ressource
// déclarée des commandes ; l'écran est dans Réglages › Intégrations › Paiement).
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
} satisfies Partial<DeclaredTexts>;
