// Reading the venue settings (spec §3). A restaurant without a stored row has the §9 defaults, and a
// stored group missing a newer field takes that field's default (withGroupDefaults).
import { eq } from 'drizzle-orm';
import {
  withGroupDefaults,
  type VenueSettings,
  type VenueSettingsGroup,
  type VenueSettingsGroups,
} from '../../src-shared/schemas/venue-settings.js';
import type { DbExecutor } from '../db/client.js';
import { venueSettings } from '../db/schema/index.js';

export type VenueSettingsRow = typeof venueSettings.$inferSelect;

export const GROUP_COLUMNS = {
  internal_terms_email: 'internalTermsEmail',
  guest_communication: 'guestCommunication',
  reservation_config: 'reservationConfig',
  charges: 'charges',
} as const satisfies Record<VenueSettingsGroup, keyof VenueSettingsRow>;

export function settingsFromRow(restaurantId: number, row: VenueSettingsRow | undefined): VenueSettings {
  return {
    restaurant_id: restaurantId,
    outlet_id: row?.outletId ?? null,
    internal_terms_email: withGroupDefaults('internal_terms_email', row?.internalTermsEmail),
    guest_communication: withGroupDefaults('guest_communication', row?.guestCommunication),
    reservation_config: withGroupDefaults('reservation_config', row?.reservationConfig),
    charges: withGroupDefaults('charges', row?.charges),
    updated_at: row?.updatedAt?.toISOString() ?? null,
  };
}

export async function loadVenueSettings(db: DbExecutor, restaurantId: number): Promise<VenueSettings> {
  const [row] = await db.select().from(venueSettings).where(eq(venueSettings.restaurantId, restaurantId));
  return settingsFromRow(restaurantId, row);
}

/** One group, for a write path that needs only it (the booking path reads reservation_config). */
export async function loadSettingsGroup<G extends VenueSettingsGroup>(
  db: DbExecutor,
  restaurantId: number,
  group: G,
): Promise<VenueSettingsGroups[G]> {
  const column = GROUP_COLUMNS[group];
  const [row] = await db
    .select({ value: venueSettings[column] })
    .from(venueSettings)
    .where(eq(venueSettings.restaurantId, restaurantId));
  return withGroupDefaults(group, row?.value);
}
