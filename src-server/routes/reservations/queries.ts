// Reads of the book: one booking, a day, a range, a search.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyPath } from '../../../src-shared/api-routes.js';
import { entityIdSchema } from '../../../src-shared/ids.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
import { restaurantIdPathParamsSchema } from '../../../src-shared/schemas/restaurant.js';
import { reservationSchema } from '../../../src-shared/schemas/reservation.js';
import { venueDateSchema } from '../../../src-shared/time.js';
import {
  getReservation,
  listReservations,
  searchReservations,
} from '../../reservations/reservation-queries.js';
import type { RouteDeps } from '../route-deps.js';
import { security, tenantOf } from './context.js';

const tags = ['reservations'];
const read = { access: { kind: 'tenant', permission: 'reservations.read' } } as const;
const listEnvelope = envelopeSchema(z.array(reservationSchema));
const dateQuery = z.object({ date: venueDateSchema });
const rangeQuery = z.object({
  date: venueDateSchema.optional(),
  from: venueDateSchema.optional(),
  to: venueDateSchema.optional(),
});

export function queryRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(fastifyPath('allBookedReservations'), {
      config: { access: { ...read.access, restaurantParam: 'restaurantId' } },
      schema: {
        tags,
        security,
        summary: 'Reservations of the restaurant (?date= one day, ?from=&to= an inclusive range)',
        params: restaurantIdPathParamsSchema,
        querystring: rangeQuery,
        response: { 200: listEnvelope },
      },
      handler: async (request) => {
        const t = tenantOf(deps, request);
        return { success: true as const, data: await listReservations(t.db, t.restaurantId, request.query) };
      },
    });

    for (const name of ['selectedDateReservations', 'selectedDate'] as const) {
      app.get(fastifyPath(name), {
        config: read,
        schema: {
          tags,
          security,
          summary: "The day's reservations with their status",
          querystring: dateQuery,
          response: { 200: listEnvelope },
        },
        handler: async (request) => {
          const t = tenantOf(deps, request);
          return {
            success: true as const,
            data: await listReservations(t.db, t.restaurantId, { date: request.query.date }),
          };
        },
      });
    }

    app.get(fastifyPath('searchReservations'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Search reservations by guest name, phone or email (matches in `result`)',
        params: z.object({
          query: z
            .string()
            .trim()
            .min(1, 'Search text is required')
            .max(100, 'Search text cannot exceed 100 characters'),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            result: z.array(reservationSchema),
            data: z.array(reservationSchema),
          }),
        },
      },
      handler: async (request) => {
        const t = tenantOf(deps, request);
        const result = await searchReservations(t.db, t.restaurantId, request.params.query);
        return { success: true as const, result, data: result };
      },
    });

    app.get(fastifyPath('getReservation'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'One reservation',
        params: z.object({ bookingId: entityIdSchema }),
        response: { 200: envelopeSchema(reservationSchema) },
      },
      handler: async (request) => {
        const t = tenantOf(deps, request);
        return {
          success: true as const,
          data: await getReservation(t.db, t.restaurantId, request.params.bookingId),
        };
      },
    });
  };
}
