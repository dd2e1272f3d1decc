// The restaurant's media library (spec §7 /restaurant/{restaurantId}/media) declared as an entity;
// its contracts are in media-calls.ts.
import { defineEntity } from '../entities/define-entity.js';
import { MEDIA_CALLS } from './media-calls.js';

export const mediaEntity = defineEntity({
  key: 'media',
  noun: 'media file',
  plural: 'media files',
  mirror: null,
  callPrefix: '',
  calls: MEDIA_CALLS,
});
