// Reservations (spec §3/§4/§7). Dates and times are venue-local; the server also keeps the absolute
// tstzrange behind the exclusion constraint. Ids are UUIDv7 so an offline booking keeps its id.
import { z } from 'zod';
import { RESERVATION_DRAFT_DEFAULTS } from '../constants.js';
import { entityIdSchema, timestampSchema } from '../ids.js';
import { venueDateSchema, venueTimeSchema } from '../time.js';
import { labelSchema, uniqueLabelsSchema } from './client.js';
import { contactColumns, contactInputFields } from './contact.js';
import { reservationStatusRefSchema } from './reservation-status.js';
import { newRowSchema, someOf, tenantRowSchema } from './row-parts.js';

export const RESERVATION_SOURCES = [
  'phone',
  'walk_in',
  'online',
  'widget',
  'email',
  'in_person',
  'other',
] as const;
export const reservationSourceSchema = z.enum(RESERVATION_SOURCES, {
  error: `Source must be one of ${RESERVATION_SOURCES.join(', ')}`,
});

const guestCount = z
  .number({ error: 'Guest count must be a number' })
  .int('Guest count must be a whole number')
  .min(1, 'Guest count must be at least 1')
  .max(500, 'Guest count cannot exceed 500');
const durationMinutes = z
  .number({ error: 'Duration must be a number' })
  .int('Duration must be whole minutes')
  .min(15, 'Duration must be at least 15 minutes')
  .max(720, 'Duration cannot exceed 12 hours');
const tableIds = z
  .array(entityIdSchema)
  .max(20, 'No more than 20 tables per reservation')
  .refine((ids) => new Set(ids).size === ids.length, 'A table can be assigned only once');

export const reservationSchema = tenantRowSchema({
  ...contactColumns,
  date: venueDateSchema,
  time: venueTimeSchema,
  duration_minutes: z.number().int().positive(),
  guest_count: z.number().int().positive(),
  reservationType: z.string(),
  shift_id: entityIdSchema.nullable(),
  seating_area_id: entityIdSchema.nullable(),
  /** Assigned tables; several when seated at a combination. */
  table_ids: z.array(entityIdSchema),
  table_combination_id: entityIdSchema.nullable(),
  /** Display label of the assignment, e.g. 'T4' or 'T4+T5'. */
  table_number: z.string(),
  client_id: entityIdSchema.nullable(),
  /** The server (waiter) chosen for the booking; absent on rows from before it existed. */
  server_name_id: entityIdSchema.nullable().optional(),
  special_request: z.string(),
  additional_notes: z.string(),
  party_notes: z.string(),
  source: reservationSourceSchema,
  /** Status name (spec §3 `status`), its id (`booking_status`) and the embedded summary. */
  status: z.string(),
  booking_status: entityIdSchema,
  reservation_Status: reservationStatusRefSchema,
  client_tags: z.array(labelSchema),
  allergens: z.array(labelSchema),
  offer_details: z.array(labelSchema),
  /** Absolute start and end (the server's tstzrange), for clients that need real instants. */
  starts_at: timestampSchema,
  ends_at: timestampSchema,
});
export type Reservation = z.infer<typeof reservationSchema>;

const reservationFields = {
  ...contactInputFields,
  date: venueDateSchema,
  time: venueTimeSchema,
  guest_count: guestCount,
  duration_minutes: durationMinutes,
  reservationType: z.string().trim().max(60, 'Reservation type cannot exceed 60 characters'),
  shift_id: entityIdSchema.nullable(),
  seating_area_id: entityIdSchema.nullable(),
  table_ids: tableIds,
  table_combination_id: entityIdSchema.nullable(),
  client_id: entityIdSchema.nullable(),
  server_name_id: entityIdSchema.nullable(),
  special_request: z.string().max(1000, 'Special request cannot exceed 1000 characters'),
  additional_notes: z.string().max(2000, 'Additional notes cannot exceed 2000 characters'),
  party_notes: z.string().max(2000, 'Party notes cannot exceed 2000 characters'),
  source: reservationSourceSchema,
  booking_status: entityIdSchema,
  client_tags: uniqueLabelsSchema('client tags'),
  allergens: uniqueLabelsSchema('allergens'),
  offer_details: uniqueLabelsSchema('offers'),
};

/**
 * POST bookReservation. `id` is the caller's UUIDv7 (terminals book offline). Omitted duration =
 * the shift's turn time for the party; empty `table_ids` = auto-assign; omitted status = the default
 * status (Booked).
 */
export const createReservationSchema = newRowSchema({
  first_name: reservationFields.first_name,
  last_name: reservationFields.last_name.default(''),
  mobileNumber: reservationFields.mobileNumber.default(''),
  email: reservationFields.email.default(''),
  date: reservationFields.date,
  time: reservationFields.time,
  guest_count: reservationFields.guest_count,
  duration_minutes: reservationFields.duration_minutes.optional(),
  reservationType: reservationFields.reservationType.default(''),
  shift_id: reservationFields.shift_id.default(null),
  seating_area_id: reservationFields.seating_area_id.default(null),
  table_ids: reservationFields.table_ids.default([]),
  table_combination_id: reservationFields.table_combination_id.default(null),
  client_id: reservationFields.client_id.default(null),
  server_name_id: reservationFields.server_name_id.default(null),
  special_request: reservationFields.special_request.default(''),
  additional_notes: reservationFields.additional_notes.default(''),
  party_notes: reservationFields.party_notes.default(''),
  source: reservationFields.source.default('phone'),
  booking_status: reservationFields.booking_status.optional(),
  client_tags: reservationFields.client_tags.default([]),
  allergens: reservationFields.allergens.default([]),
  offer_details: reservationFields.offer_details.default([]),
});
export type CreateReservation = z.infer<typeof createReservationSchema>;
export type CreateReservationInput = z.input<typeof createReservationSchema>;

/** PATCH by bookingId. */
export const updateReservationSchema = someOf(z.object(reservationFields));
export type UpdateReservation = z.infer<typeof updateReservationSchema>;

/** PUT duration update: path carries duration and bookingId. */
export const updateDurationParamsSchema = z.object({
  bookingId: entityIdSchema,
  duration: z.coerce.number({ error: 'Duration must be a number' }).pipe(durationMinutes),
});
/** PUT table update: path carries tableId and bookingId. */
export const updateTableParamsSchema = z.object({ bookingId: entityIdSchema, tableId: entityIdSchema });

/** GET available-tables and table availability checks. */
export const availabilityQuerySchema = z.object({
  date: venueDateSchema,
  time: venueTimeSchema.optional(),
  guest_count: z.coerce.number({ error: 'Guest count must be a number' }).pipe(guestCount),
  seating_area_id: entityIdSchema.optional(),
  duration_minutes: z.coerce.number({ error: 'Duration must be a number' }).pipe(durationMinutes).optional(),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

// ——— The new-reservation draft (spec §3/§4): form state, so it tolerates an unfinished booking ———

export const reservationDraftSchema = z.object({
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  mobileNumber: z.string().default(''),
  email: z.string().default(''),
  /** Defaults to now; the caller supplies it (see newReservationDraft) so parsing stays deterministic. */
  time: venueTimeSchema,
  date: venueDateSchema,
  reservationType: z.string().default(''),
  guest_count: z
    .number()
    .int('Guest count must be a whole number')
    .min(0, 'Guest count cannot be negative')
    .default(RESERVATION_DRAFT_DEFAULTS.guest_count),
  table_number: z.string().default(RESERVATION_DRAFT_DEFAULTS.table_number),
  /**
   * Whether the host chose the table (issue 27): the untouched default (T1) is no choice, and the
   * booking is placed by the shared engine on the terminal and again by the server at push time.
   */
  table_chosen: z.boolean().default(false),
  special_request: z.string().default(''),
  additional_notes: z.string().default(''),
  status: z.string().default(RESERVATION_DRAFT_DEFAULTS.status),
  client_tags: uniqueLabelsSchema('client tags').default([]),
  allergens: uniqueLabelsSchema('allergens').default([]),
  offer_details: uniqueLabelsSchema('offers').default([]),
  /** The chosen server name's id; '' for none. */
  server_name_id: z.string().default(''),
  /** When the draft was last refreshed (ms since the epoch). */
  timestamp: z.number().int().nonnegative(),
  /** Field → message, as the form shows them. */
  errors: z.record(z.string(), z.string()).default({}),
});
export type ReservationDraft = z.infer<typeof reservationDraftSchema>;

/** A fresh draft with the spec defaults: today, now, 0 guests, table T1, status Booked. */
export function newReservationDraft(now: {
  date: string;
  time: string;
  timestamp: number;
}): ReservationDraft {
  return reservationDraftSchema.parse({ date: now.date, time: now.time, timestamp: now.timestamp });
}

/** Spec §7 search: GET /reservation/search/{query} answers with matches in `result`. */
export const reservationSearchResponseSchema = z.object({ result: z.array(reservationSchema) });

// ——— Availability answers (spec §7 available-tables, table availability checks, combinations) ———

const slotSchema = z.object({
  time: venueTimeSchema,
  minutes: z.number().int(),
  shiftId: z.string(),
  durationMinutes: z.number().int(),
  available: z.boolean(),
  reason: z.string().optional(),
  tables: z.array(z.string()).optional(),
});

/** A table as availability answers name it. */
export const availableTableSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  seating_area_id: entityIdSchema.nullable(),
  min_covers: z.number().int(),
  max_covers: z.number().int(),
});

export const availableCombinationSchema = z.object({
  id: entityIdSchema,
  combination_name: z.string(),
  min_guest_capacity: z.number().int(),
  max_guest_capacity: z.number().int(),
  /** The tables a booking of this combination takes now (required members plus optional ones needed). */
  table_ids: z.array(entityIdSchema),
  table_number: z.string(),
});

/** GET available-tables: every free table and combination that seats the party, and the engine's pick. */
export const availableTablesResponseSchema = z.object({
  date: venueDateSchema,
  time: venueTimeSchema,
  guest_count: z.number().int(),
  duration_minutes: z.number().int(),
  shift_id: entityIdSchema.nullable(),
  available: z.boolean(),
  reason: z.string().nullable(),
  suggestion: z
    .object({
      table_ids: z.array(entityIdSchema),
      table_combination_id: entityIdSchema.nullable(),
      table_number: z.string(),
    })
    .nullable(),
  tables: z.array(availableTableSchema),
  combinations: z.array(availableCombinationSchema),
});
export type AvailableTablesResponse = z.infer<typeof availableTablesResponseSchema>;

export const tableCheckSchema = z.object({
  table_id: entityIdSchema,
  table_name: z.string(),
  available: z.boolean(),
  /** Bookings holding the table over the asked interval. */
  conflicts: z.array(
    z.object({
      reservation_id: entityIdSchema,
      date: venueDateSchema,
      time: venueTimeSchema,
      duration_minutes: z.number().int(),
    }),
  ),
});
export type TableCheck = z.infer<typeof tableCheckSchema>;

export const tablesCheckResponseSchema = z.object({
  date: venueDateSchema,
  time: venueTimeSchema,
  duration_minutes: z.number().int(),
  available: z.boolean(),
  combination_id: entityIdSchema.nullable(),
  tables: z.array(tableCheckSchema),
});
export type TablesCheckResponse = z.infer<typeof tablesCheckResponseSchema>;

export const dayAvailabilityResponseSchema = z.object({
  date: venueDateSchema,
  guest_count: z.number().int(),
  slots: z.array(slotSchema),
});
export type DayAvailabilityResponse = z.infer<typeof dayAvailabilityResponseSchema>;

export const dateAvailabilitySummarySchema = z.object({
  date: venueDateSchema,
  available_slots: z.number().int(),
  times: z.array(venueTimeSchema),
});
export type DateAvailabilitySummary = z.infer<typeof dateAvailabilitySummarySchema>;
