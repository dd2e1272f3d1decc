// The venue's settings (spec §7 /venue-settings: one row per restaurant, edited by group) and its
// currency, declared as entities; the contracts are in venue-settings-calls.ts and settings-calls.ts.
import { SETTINGS_CALLS } from '../calls/settings-calls.js';
import { defineEntity } from '../entities/define-entity.js';
import { VENUE_SETTINGS_CALLS } from './venue-settings-calls.js';

export const venueSettingsEntity = defineEntity({
  key: 'venueSettings',
  noun: 'venue settings',
  plural: 'venue settings',
  mirror: null,
  callPrefix: '',
  calls: VENUE_SETTINGS_CALLS,
});

export const currencyEntity = defineEntity({
  key: 'currency',
  noun: 'currency',
  plural: 'currencies',
  mirror: null,
  callPrefix: '',
  calls: SETTINGS_CALLS,
});

export const VENUE_ENTITIES = [venueSettingsEntity, currencyEntity] as const;
