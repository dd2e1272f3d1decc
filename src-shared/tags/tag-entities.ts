// Client and reservation tag categories with their tags (spec §7 /clientsTag, /reservationTags),
// declared as entities: the settings tag screens are their own, so no generic form.
import { defineEntity } from '../entities/define-entity.js';
import { tagCalls } from './tag-calls.js';

export const clientTagEntity = defineEntity({
  key: 'clientTag',
  noun: 'client tag',
  plural: 'client tags',
  mirror: null,
  callPrefix: 'clientTags',
  calls: tagCalls('client'),
  screen: { custom: 'general/clientTags' },
});

export const reservationTagEntity = defineEntity({
  key: 'reservationTag',
  noun: 'reservation tag',
  plural: 'reservation tags',
  mirror: null,
  callPrefix: 'reservationTags',
  calls: tagCalls('reservation'),
  screen: { custom: 'general/reservationTags' },
});

export const TAG_ENTITIES = [clientTagEntity, reservationTagEntity] as const;
