// Marketing : les codes promo, en français (un bloc par ressource déclarée du marketing).
import type { DeclaredTexts } from '../resource-text-types.js';

export const marketingResourcesFr = {
  promoCode: {
    names: {
      title: 'Codes promo',
      noun: 'code promo',
      one: 'un code promo',
      the: 'le code promo',
      plural: 'codes promo',
    },
    fields: {
      code: 'Code',
      description: 'Description',
      discount_type: 'Type de remise',
      discount_value: 'Remise (pourcentage ou montant)',
      valid_from: 'Valable du',
      valid_until: 'Valable jusqu’au',
      total_limit: 'Utilisations au total (0 = sans limite)',
      per_guest_limit: 'Utilisations par client (0 = sans limite)',
      limit_renewal: 'Renouvellement des limites',
      combinable: 'Cumulable avec d’autres codes',
      status: 'Actif',
    },
    columns: {
      code: 'Code',
      discount_type: 'Type de remise',
      discount_value: 'Remise',
      valid_until: 'Valable jusqu’au',
      total_limit: 'Utilisations au total',
      status: 'Actif',
    },
    filters: {
      search: 'Rechercher par code ou description',
      status: 'Actif',
    },
    messages: {
      create: 'Code promo {{title}} créé',
      update: 'Code promo {{title}} modifié',
      remove: 'Code promo {{title}} supprimé',
      createMany: '{{n}} codes promo créés',
      removeMany: '{{n}} codes promo supprimés',
    },
    options: {
      discount_type: { percent: 'Pourcentage', amount: 'Montant' },
      limit_renewal: { never: 'Jamais', monthly: 'Chaque mois', yearly: 'Chaque année' },
    },
  },
} satisfies Partial<DeclaredTexts>;
