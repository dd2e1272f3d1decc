import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';

import { restaurantKey, instant } from './columns';

/**
 * Venue settings (spec §3): one row per restaurant, one JSON column per group. A restaurant
 * without a row has the §9 defaults; a stored group is read through withGroupDefaults.
 */
export const venueSettings = pgTable('venue_settings', {
  restaurantId: restaurantKey(),
  /** The outlet the settings were saved for when the console knew one (spec §7 outlet_id). */
  outletId: integer('outlet_id'),
  internalTermsEmail: jsonb('internal_terms_email').$type<Record<string, unknown>>(),
  guestCommunication: jsonb('guest_communication').$type<Record<string, unknown>>(),
  reservationConfig: jsonb('reservation_config').$type<Record<string, unknown>>(),
  charges: jsonb('charges').$type<Record<string, unknown>>(),
  updatedAt: instant('updated_at'),
});
