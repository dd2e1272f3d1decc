// Writing the venue settings (spec §7): a group update is merged onto the stored group (defaults
// where none is stored) and the merged group must pass its whole schema, so the §5 rules that span
// fields hold after every write. An update of several groups is all or nothing. Saving the internal
// summary emails queues the reservation summary mail (reports/report-schedule-job.ts).
import { eq } from 'drizzle-orm';
import type { FieldErrors } from '../../src-shared/schemas/envelope.js';
import {
  VENUE_SETTINGS_GROUP_SCHEMAS,
  VENUE_SETTINGS_GROUPS,
  validateSettingsGroup,
  type VenueSettings,
  type VenueSettingsGroup,
} from '../../src-shared/schemas/venue-settings.js';
import type { VenueSettingsUpdate } from '../../src-shared/venue/venue-settings-calls.js';
import { API_MESSAGES } from '../../src-shared/errors.js';
import type { DbExecutor } from '../db/client.js';
import { venueSettings } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { queueVenueSummary } from '../reports/report-schedule-job.js';
import type { DomainWrite } from '../sync/write-context.js';
import { GROUP_COLUMNS, loadVenueSettings } from './venue-settings-store.js';

export interface SettingsWriteArgs {
  outletId: number | null;
  patch: VenueSettingsUpdate;
}

/** The group after a partial change, before it is checked. */
export function mergedGroup(current: VenueSettings, group: VenueSettingsGroup, patch: object): unknown {
  return { ...current[group], ...patch };
}

/** Every field at fault across the changed groups, keyed `group.field`. */
function problemsOf(current: VenueSettings, patch: VenueSettingsUpdate): FieldErrors {
  const errors: FieldErrors = {};
  for (const group of VENUE_SETTINGS_GROUPS) {
    const change = patch[group];
    if (!change) continue;
    for (const [field, messages] of Object.entries(
      validateSettingsGroup(group, mergedGroup(current, group, change)),
    ))
      errors[`${group}.${field}`] = messages;
  }
  return errors;
}

export const updateVenueSettings: DomainWrite<SettingsWriteArgs, VenueSettings> = async (
  write,
  ctx,
  { outletId, patch },
) => {
  const current = await loadVenueSettings(write.tx, ctx.restaurantId);
  const errors = problemsOf(current, patch);
  if (Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0]?.[0];
    throw new HttpError(422, first ?? API_MESSAGES.validationFailed, errors);
  }
  const values: Partial<typeof venueSettings.$inferInsert> = { updatedAt: new Date() };
  if (outletId !== null) values.outletId = outletId;
  for (const group of VENUE_SETTINGS_GROUPS) {
    const change = patch[group];
    if (!change) continue;
    values[GROUP_COLUMNS[group]] = VENUE_SETTINGS_GROUP_SCHEMAS[group].parse(
      mergedGroup(current, group, change),
    );
  }
  await write.tx
    .insert(venueSettings)
    .values({ restaurantId: ctx.restaurantId, ...values })
    .onConflictDoUpdate({ target: venueSettings.restaurantId, set: values });
  const saved = await loadVenueSettings(write.tx, ctx.restaurantId);
  // The reservation summary's next mail (and one due in the last minutes) is queued with the save;
  // a job of times no longer chosen, or of a summary switched off, finds so when it runs.
  if (patch.internal_terms_email)
    await queueVenueSummary(write.tx, ctx.restaurantId, saved.internal_terms_email, ctx.timeZone);
  return saved;
};

export const deleteVenueSettings: DomainWrite<Record<string, never>, VenueSettings> = async (write, ctx) => {
  await write.tx.delete(venueSettings).where(eq(venueSettings.restaurantId, ctx.restaurantId));
  return loadVenueSettings(write.tx, ctx.restaurantId);
};

/**
 * §7 validate: the data checked as an update would be (merged onto the stored group); with
 * `asGiven` (validate-settings-data) the data must be a whole valid group by itself.
 */
export async function checkSettings(
  db: DbExecutor,
  restaurantId: number,
  group: VenueSettingsGroup,
  data: Record<string, unknown>,
  asGiven: boolean,
): Promise<FieldErrors> {
  if (asGiven) return validateSettingsGroup(group, data);
  const current = await loadVenueSettings(db, restaurantId);
  return validateSettingsGroup(group, mergedGroup(current, group, data));
}
