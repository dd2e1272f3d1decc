// Spec §7 Venue settings: the calls under `venue-settings`, each with `outlet_id` as a query
// parameter when the console knows one. A group update is a partial of the group merged onto the
// stored group and checked whole (§5 rules span fields), so a refusal names every field at fault.
import { z } from 'zod';
import type { RouteContract } from '../resources/route-contract.js';
import { fieldErrorsSchema } from '../schemas/envelope.js';
import { restaurantIdPathParamsSchema } from '../schemas/restaurant.js';
import {
  VENUE_SETTINGS_GROUP_FIELDS,
  venueSettingsGroupSchema,
  venueSettingsSchema,
  type VenueSettingsGroup,
} from '../schemas/venue-settings.js';

const read = 'settings.read';
const manage = 'settings.manage';

/** `outlet_id` appended when known (spec §7). */
export const outletQuerySchema = z.object({
  outlet_id: z.coerce
    .number({ error: 'outlet_id must be a number' })
    .int('outlet_id must be a whole number')
    .positive('outlet_id must be positive')
    .optional(),
});

const groupPatch = <G extends VenueSettingsGroup>(group: G) => VENUE_SETTINGS_GROUP_FIELDS[group].partial();

/** PUT update: any of the four groups, each a partial merged onto the stored group. */
export const venueSettingsUpdateSchema = z.object({
  internal_terms_email: groupPatch('internal_terms_email').optional(),
  guest_communication: groupPatch('guest_communication').optional(),
  reservation_config: groupPatch('reservation_config').optional(),
  charges: groupPatch('charges').optional(),
});
export type VenueSettingsUpdate = z.infer<typeof venueSettingsUpdateSchema>;

export const settingsValidationSchema = z.object({
  settings_type: venueSettingsGroupSchema,
  settings_data: z.record(z.string(), z.unknown(), { error: 'settings_data must be an object' }),
});
export const settingsValidationResultSchema = z.object({
  valid: z.boolean(),
  settings_type: venueSettingsGroupSchema,
  errors: fieldErrorsSchema,
});
export type SettingsValidationResult = z.infer<typeof settingsValidationResultSchema>;

const scoped = {
  params: restaurantIdPathParamsSchema,
  restaurantParam: 'restaurantId',
  query: outletQuerySchema,
} as const;

const groupUpdate = <G extends VenueSettingsGroup>(group: G, slug: string, what: string) =>
  ({
    method: 'PUT',
    path: `/venue-settings/update-${slug}/{restaurantId}`,
    summary: `Update the ${what} settings (a partial, merged onto the stored group)`,
    permission: manage,
    ...scoped,
    body: groupPatch(group),
    response: venueSettingsSchema,
    status: 200,
  }) as const satisfies RouteContract;

export const VENUE_SETTINGS_CALLS = {
  'venueSettings.getAll': {
    method: 'GET',
    path: '/venue-settings/getall/{restaurantId}',
    summary: "The venue's settings, all four groups (spec §9 defaults where none are saved)",
    permission: read,
    ...scoped,
    response: venueSettingsSchema,
    status: 200,
  },
  'venueSettings.update': {
    method: 'PUT',
    path: '/venue-settings/update/{restaurantId}',
    summary: 'Update any of the four groups at once; all or nothing',
    permission: manage,
    ...scoped,
    body: venueSettingsUpdateSchema,
    response: venueSettingsSchema,
    status: 200,
  },
  'venueSettings.updateInternalTermsEmail': groupUpdate(
    'internal_terms_email',
    'internal-terms-email',
    'internal summary email',
  ),
  'venueSettings.updateGuestCommunication': groupUpdate(
    'guest_communication',
    'guest-communication',
    'guest communication',
  ),
  'venueSettings.updateReservationConfig': groupUpdate(
    'reservation_config',
    'reservation-config',
    'reservation config',
  ),
  'venueSettings.updateCharges': groupUpdate('charges', 'charges', 'charges'),
  'venueSettings.validate': {
    method: 'POST',
    path: '/venue-settings/validate',
    summary: "Check a group's changes as an update would: merged onto the stored group",
    permission: read,
    query: outletQuerySchema,
    body: settingsValidationSchema,
    response: settingsValidationResultSchema,
    status: 200,
  },
  'venueSettings.validateSettingsData': {
    method: 'POST',
    path: '/venue-settings/validate-settings-data',
    summary: 'Check a whole group as given, without the stored settings',
    permission: read,
    query: outletQuerySchema,
    body: settingsValidationSchema,
    response: settingsValidationResultSchema,
    status: 200,
  },
  'venueSettings.delete': {
    method: 'DELETE',
    path: '/venue-settings/delete/{restaurantId}',
    summary: 'Remove the saved settings: every group returns to the spec §9 defaults',
    permission: manage,
    ...scoped,
    response: venueSettingsSchema,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;
