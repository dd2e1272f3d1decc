// Availability questions (spec §7 available-tables, table availability checks, combination find
// suitable / check availability): calls of the reservation entity (reservation-entity.ts), answered
// by the server's shared engine (src-server/routes/reservations/availability.ts).
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import type { RouteContract } from '../resources/route-contract.js';
import {
  availabilityQuerySchema,
  availableCombinationSchema,
  availableTablesResponseSchema,
  dateAvailabilitySummarySchema,
  dayAvailabilityResponseSchema,
  tablesCheckResponseSchema,
} from '../schemas/reservation.js';
import { findSuitableCombinationsSchema } from '../schemas/seating.js';
import { venueDateSchema, venueTimeSchema } from '../time.js';

/** The longest range of days one question may cover (the engine's MAX_RANGE_DAYS). */
export const AVAILABILITY_MAX_RANGE_DAYS = 62;

const read = 'reservations.read';
const duration = z.coerce
  .number({ error: 'Duration must be a number' })
  .int('Duration must be whole minutes')
  .min(15, 'Duration must be at least 15 minutes')
  .max(720, 'Duration cannot exceed 12 hours');
const guestCount = availabilityQuerySchema.shape.guest_count;
const tableIdList = z
  .union([z.string(), z.array(z.string())], {
    error: 'table_ids must be a comma-separated list or an array of table ids',
  })
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter((id) => id !== ''),
  )
  .pipe(z.array(entityIdSchema).min(1, 'Name at least one table').max(20, 'No more than 20 tables'));

/** `duration` (the spec's name) or `duration_minutes`; guest_count only shapes the default turn time. */
export const tableQuestionSchema = z.object({
  date: venueDateSchema,
  time: venueTimeSchema,
  duration: duration.optional(),
  duration_minutes: duration.optional(),
  guest_count: guestCount.optional(),
});

const partyQuery = availabilityQuerySchema.omit({ date: true, time: true });
const days = z.coerce
  .number({ error: 'days must be a number' })
  .int('days must be a whole number')
  .min(1, 'days must be at least 1')
  .max(AVAILABILITY_MAX_RANGE_DAYS, `days cannot exceed ${AVAILABILITY_MAX_RANGE_DAYS}`)
  .default(14);
const summaries = z.array(dateAvailabilitySummarySchema);
const question = { permission: read, status: 200 } as const;

export const AVAILABILITY_QUESTIONS = {
  availableTables: {
    ...question,
    method: 'GET',
    path: '/reservation/available-tables',
    summary: 'Free tables and combinations seating a party at a time, with the best pick',
    query: availabilityQuerySchema.extend({ time: venueTimeSchema }),
    response: availableTablesResponseSchema,
  },
  tableAvailability: {
    ...question,
    method: 'GET',
    path: '/reservation/availability/table/{tableId}',
    summary: 'Is one table free at a time',
    params: z.object({ tableId: entityIdSchema }),
    query: tableQuestionSchema,
    response: tablesCheckResponseSchema,
  },
  tablesAvailability: {
    ...question,
    method: 'GET',
    path: '/reservation/availability/tables',
    summary: 'Are several tables free at a time (?table_ids=a,b)',
    query: tableQuestionSchema.extend({ table_ids: tableIdList }),
    response: tablesCheckResponseSchema,
  },
  combinationAvailability: {
    ...question,
    method: 'GET',
    path: '/reservation/availability/combination/{combinationId}',
    summary: 'Are all tables of a combination free at a time',
    params: z.object({ combinationId: entityIdSchema }),
    query: tableQuestionSchema,
    response: tablesCheckResponseSchema,
  },
  futureDatesAvailability: {
    ...question,
    method: 'GET',
    path: '/reservation/availability/future-dates',
    summary: 'The next days (from ?from=, default today) with at least one free slot for the party',
    query: partyQuery.extend({ from: venueDateSchema.optional(), days }),
    response: summaries,
  },
  dayAvailability: {
    ...question,
    method: 'GET',
    path: '/reservation/availability/day',
    summary: 'Every slot of a date for a party size',
    query: availabilityQuerySchema,
    response: dayAvailabilityResponseSchema,
  },
  rangeAvailability: {
    ...question,
    method: 'GET',
    path: '/reservation/availability/range',
    summary: 'Free slots per date of a range for a party size',
    query: partyQuery.extend({ from: venueDateSchema, to: venueDateSchema }),
    response: summaries,
  },
  findSuitableCombinations: {
    ...question,
    method: 'POST',
    path: '/table-combinations/find-suitable',
    summary: 'Combinations that seat the party and are free at the time',
    body: findSuitableCombinationsSchema,
    response: z.array(availableCombinationSchema),
  },
  checkCombinationAvailability: {
    ...question,
    method: 'POST',
    path: '/table-combinations/check-availability',
    summary: 'Are the given tables (comma-joined or a list) free at the time',
    body: z.object({
      table_ids: tableIdList,
      date: venueDateSchema,
      time: venueTimeSchema,
      duration_minutes: duration.optional(),
      guest_count: guestCount.optional(),
    }),
    response: tablesCheckResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
