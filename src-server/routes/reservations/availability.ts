// Availability questions (spec §7 available-tables, table availability checks, combination find
// suitable / check availability), answered by the shared engine.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '../../../src-shared/ids.js';
import {
  availabilityQuerySchema,
  availableCombinationSchema,
  availableTablesResponseSchema,
  dateAvailabilitySummarySchema,
  dayAvailabilityResponseSchema,
  tablesCheckResponseSchema,
} from '../../../src-shared/schemas/reservation.js';
import { findSuitableCombinationsSchema } from '../../../src-shared/schemas/seating.js';
import { venueDateSchema, venueTimeSchema } from '../../../src-shared/time.js';
import {
  availableTables,
  checkCombination,
  checkTables,
  dayAvailability,
  findSuitableCombinations,
  futureDates,
  MAX_RANGE_DAYS,
  rangeAvailability,
} from '../../reservations/availability-service.js';
import { apiContract, routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';

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
const tableQuestion = z.object({
  date: venueDateSchema,
  time: venueTimeSchema,
  duration: duration.optional(),
  duration_minutes: duration.optional(),
  guest_count: guestCount.optional(),
});
const question = (q: z.infer<typeof tableQuestion>) => ({
  date: q.date,
  time: q.time,
  duration_minutes: q.duration_minutes ?? q.duration,
  guest_count: q.guest_count,
});

const partyQuery = availabilityQuerySchema.omit({ date: true, time: true });
const days = z.coerce
  .number({ error: 'days must be a number' })
  .int('days must be a whole number')
  .min(1, 'days must be at least 1')
  .max(MAX_RANGE_DAYS, `days cannot exceed ${MAX_RANGE_DAYS}`)
  .default(14);
const read = 'reservations.read';
const summaries = z.array(dateAvailabilitySummarySchema);

export function availabilityRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['availability']);
    const tenant = (restaurantId: number) => ({ db: deps.db, restaurantId });

    route(
      apiContract('availableTables', {
        summary: 'Free tables and combinations seating a party at a time, with the best pick',
        permission: read,
        query: availabilityQuerySchema.extend({ time: venueTimeSchema }),
        response: availableTablesResponseSchema,
      }),
      async ({ restaurantId, query }) => ({ data: await availableTables(tenant(restaurantId), query) }),
    );

    route(
      apiContract('tableAvailability', {
        summary: 'Is one table free at a time',
        permission: read,
        params: z.object({ tableId: entityIdSchema }),
        query: tableQuestion,
        response: tablesCheckResponseSchema,
      }),
      async ({ restaurantId, params, query }) => ({
        data: await checkTables(tenant(restaurantId), [params.tableId], question(query)),
      }),
    );

    route(
      apiContract('tablesAvailability', {
        summary: 'Are several tables free at a time (?table_ids=a,b)',
        permission: read,
        query: tableQuestion.extend({ table_ids: tableIdList }),
        response: tablesCheckResponseSchema,
      }),
      async ({ restaurantId, query }) => ({
        data: await checkTables(tenant(restaurantId), query.table_ids, question(query)),
      }),
    );

    route(
      apiContract('combinationAvailability', {
        summary: 'Are all tables of a combination free at a time',
        permission: read,
        params: z.object({ combinationId: entityIdSchema }),
        query: tableQuestion,
        response: tablesCheckResponseSchema,
      }),
      async ({ restaurantId, params, query }) => ({
        data: await checkCombination(tenant(restaurantId), params.combinationId, question(query)),
      }),
    );

    route(
      apiContract('futureDatesAvailability', {
        summary: 'The next days (from ?from=, default today) with at least one free slot for the party',
        permission: read,
        query: partyQuery.extend({ from: venueDateSchema.optional(), days }),
        response: summaries,
      }),
      async ({ restaurantId, query }) => ({ data: await futureDates(tenant(restaurantId), query) }),
    );

    route(
      apiContract('dayAvailability', {
        summary: 'Every slot of a date for a party size',
        permission: read,
        query: availabilityQuerySchema,
        response: dayAvailabilityResponseSchema,
      }),
      async ({ restaurantId, query }) => ({
        data: await dayAvailability(tenant(restaurantId), query.date, query),
      }),
    );

    route(
      apiContract('rangeAvailability', {
        summary: 'Free slots per date of a range for a party size',
        permission: read,
        query: partyQuery.extend({ from: venueDateSchema, to: venueDateSchema }),
        response: summaries,
      }),
      async ({ restaurantId, query }) => ({
        data: await rangeAvailability(tenant(restaurantId), query.from, query.to, query),
      }),
    );

    route(
      apiContract('findSuitableCombinations', {
        summary: 'Combinations that seat the party and are free at the time',
        permission: read,
        body: findSuitableCombinationsSchema,
        response: z.array(availableCombinationSchema),
      }),
      async ({ restaurantId, body }) => ({
        data: await findSuitableCombinations(tenant(restaurantId), body),
      }),
    );

    route(
      apiContract('checkCombinationAvailability', {
        summary: 'Are the given tables (comma-joined or a list) free at the time',
        permission: read,
        body: z.object({
          table_ids: tableIdList,
          date: venueDateSchema,
          time: venueTimeSchema,
          duration_minutes: duration.optional(),
          guest_count: guestCount.optional(),
        }),
        response: tablesCheckResponseSchema,
      }),
      async ({ restaurantId, body }) => ({
        data: await checkTables(tenant(restaurantId), body.table_ids, body),
      }),
    );
  };
}
