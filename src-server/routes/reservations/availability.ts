// Availability questions (spec §7 available-tables, table availability checks, combination find
// suitable / check availability), answered by the shared engine.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES, fastifyPath } from '../../../src-shared/api-routes.js';
import { entityIdSchema } from '../../../src-shared/ids.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
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
import type { RouteDeps } from '../route-deps.js';
import { security, tenantOf } from './context.js';

const tags = ['availability'];
const read = { access: { kind: 'tenant', permission: 'reservations.read' } } as const;

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
const checkEnvelope = envelopeSchema(tablesCheckResponseSchema);
const summaries = envelopeSchema(z.array(dateAvailabilitySummarySchema));

export function availabilityRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(API_ROUTES.availableTables.path, {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Free tables and combinations seating a party at a time, with the best pick',
        querystring: availabilityQuerySchema.extend({ time: venueTimeSchema }),
        response: { 200: envelopeSchema(availableTablesResponseSchema) },
      },
      handler: async (request) => ({
        success: true as const,
        data: await availableTables(tenantOf(deps, request), request.query),
      }),
    });

    app.get(fastifyPath('tableAvailability'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Is one table free at a time',
        params: z.object({ tableId: entityIdSchema }),
        querystring: tableQuestion,
        response: { 200: checkEnvelope },
      },
      handler: async (request) => ({
        success: true as const,
        data: await checkTables(tenantOf(deps, request), [request.params.tableId], question(request.query)),
      }),
    });

    app.get(API_ROUTES.tablesAvailability.path, {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Are several tables free at a time (?table_ids=a,b)',
        querystring: tableQuestion.extend({ table_ids: tableIdList }),
        response: { 200: checkEnvelope },
      },
      handler: async (request) => ({
        success: true as const,
        data: await checkTables(tenantOf(deps, request), request.query.table_ids, question(request.query)),
      }),
    });

    app.get(fastifyPath('combinationAvailability'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Are all tables of a combination free at a time',
        params: z.object({ combinationId: entityIdSchema }),
        querystring: tableQuestion,
        response: { 200: checkEnvelope },
      },
      handler: async (request) => ({
        success: true as const,
        data: await checkCombination(
          tenantOf(deps, request),
          request.params.combinationId,
          question(request.query),
        ),
      }),
    });

    app.get(API_ROUTES.futureDatesAvailability.path, {
      config: read,
      schema: {
        tags,
        security,
        summary: 'The next days (from ?from=, default today) with at least one free slot for the party',
        querystring: partyQuery.extend({
          from: venueDateSchema.optional(),
          days: z.coerce
            .number({ error: 'days must be a number' })
            .int('days must be a whole number')
            .min(1, 'days must be at least 1')
            .max(MAX_RANGE_DAYS, `days cannot exceed ${MAX_RANGE_DAYS}`)
            .default(14),
        }),
        response: { 200: summaries },
      },
      handler: async (request) => ({
        success: true as const,
        data: await futureDates(tenantOf(deps, request), request.query),
      }),
    });

    app.get(API_ROUTES.dayAvailability.path, {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Every slot of a date for a party size',
        querystring: availabilityQuerySchema,
        response: { 200: envelopeSchema(dayAvailabilityResponseSchema) },
      },
      handler: async (request) => ({
        success: true as const,
        data: await dayAvailability(tenantOf(deps, request), request.query.date, request.query),
      }),
    });

    app.get(API_ROUTES.rangeAvailability.path, {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Free slots per date of a range for a party size',
        querystring: partyQuery.extend({ from: venueDateSchema, to: venueDateSchema }),
        response: { 200: summaries },
      },
      handler: async (request) => ({
        success: true as const,
        data: await rangeAvailability(
          tenantOf(deps, request),
          request.query.from,
          request.query.to,
          request.query,
        ),
      }),
    });

    app.post(API_ROUTES.findSuitableCombinations.path, {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Combinations that seat the party and are free at the time',
        body: findSuitableCombinationsSchema,
        response: { 200: envelopeSchema(z.array(availableCombinationSchema)) },
      },
      handler: async (request) => ({
        success: true as const,
        data: await findSuitableCombinations(tenantOf(deps, request), request.body),
      }),
    });

    app.post(API_ROUTES.checkCombinationAvailability.path, {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Are the given tables (comma-joined or a list) free at the time',
        body: z.object({
          table_ids: tableIdList,
          date: venueDateSchema,
          time: venueTimeSchema,
          duration_minutes: duration.optional(),
          guest_count: guestCount.optional(),
        }),
        response: { 200: checkEnvelope },
      },
      handler: async (request) => ({
        success: true as const,
        data: await checkTables(tenantOf(deps, request), request.body.table_ids, request.body),
      }),
    });
  };
}
