// Réglages › Général et Comptes : codes vestimentaires, équipements, taxes et noms de serveurs, en
// français (un bloc par ressource déclarée).
import type { DeclaredTexts } from '../resource-text-types.js';

export const generalResourcesFr = {
  dressCode: {
    names: {
      title: 'Codes vestimentaires',
      noun: 'code vestimentaire',
      one: 'un code vestimentaire',
      the: 'le code vestimentaire',
      plural: 'codes vestimentaires',
    },
    fields: {
      name: 'Nom',
      description: 'Description',
    },
    columns: {
      name: 'Nom',
      description: 'Description',
    },
    filters: {
      search: 'Rechercher',
    },
    messages: {
      create: 'Code vestimentaire {{title}} créé',
      update: 'Code vestimentaire {{title}} modifié',
      remove: 'Code vestimentaire {{title}} supprimé',
      createMany: '{{n}} codes vestimentaires créés',
      removeMany: '{{n}} codes vestimentaires supprimés',
    },
  },
  facility: {
    names: {
      title: 'Équipements',
      noun: 'équipement',
      one: 'un équipement',
      the: 'l’équipement',
      plural: 'équipements',
    },
    fields: {
      name: 'Nom',
      description: 'Description',
      status: 'Proposé',
    },
    columns: {
      name: 'Nom',
      description: 'Description',
      status: 'Statut',
    },
    filters: {
      search: 'Rechercher par nom',
      status: 'Statut',
    },
    messages: {
      create: 'Équipement {{title}} créé',
      update: 'Équipement {{title}} modifié',
      remove: 'Équipement {{title}} supprimé',
      createMany: '{{n}} équipements créés',
      removeMany: '{{n}} équipements supprimés',
    },
  },
  taxRate: {
    names: {
      title: 'Taxes',
      noun: 'taux de taxe',
      one: 'un taux de taxe',
      the: 'le taux de taxe',
      plural: 'taux de taxe',
    },
    fields: {
      name: 'Nom',
      rate: 'Taux (%)',
      status: 'En vigueur',
    },
    columns: {
      name: 'Nom',
      rate: 'Taux (%)',
      status: 'En vigueur',
    },
    filters: {
      search: 'Rechercher par nom',
    },
    messages: {
      create: 'Taux de taxe {{title}} créé',
      update: 'Taux de taxe {{title}} modifié',
      remove: 'Taux de taxe {{title}} supprimé',
      createMany: '{{n}} taux de taxe créés',
      removeMany: '{{n}} taux de taxe supprimés',
    },
  },
  serverName: {
    names: {
      title: 'Noms des serveurs',
      noun: 'nom de serveur',
      one: 'un nom de serveur',
      the: 'le nom de serveur',
      plural: 'noms des serveurs',
    },
    fields: {
      name: 'Nom',
      status: 'Actif',
    },
    columns: {
      name: 'Nom',
      status: 'Statut',
    },
    filters: {
      search: 'Rechercher par nom',
      status: 'Statut',
    },
    messages: {
      create: 'Nom de serveur {{title}} créé',
      update: 'Nom de serveur {{title}} modifié',
      remove: 'Nom de serveur {{title}} supprimé',
      createMany: '{{n}} noms de serveurs créés',
      removeMany: '{{n}} noms de serveurs supprimés',
    },
  },
} satisfies Partial<DeclaredTexts>;
