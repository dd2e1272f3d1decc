// Reads of the book: one booking, a day, a range, a search.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyPath } from '../../../src-shared/api-routes.js';
import { entityIdSchema } from '../../../src-shared/ids.js';
import { restaurantIdPathParamsSchema } from '../../../src-shared/schemas/restaurant.js';
import { reservationSchema } from '../../../src-shared/schemas/reservation.js';
import { venueDateSchema } from '../../../src-shared/time.js';
import {
  getReservation,
  listReservations,
  searchReservations,
} from '../../reservations/reservation-queries.js';
import { apiContract, routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';
import { security, tenantOf } from './context.js';

const tags = ['reservations'];
const read = 'reservations.read';
const dateQuery = z.object({ date: venueDateSchema });
const rangeQuery = z.object({
  date: venueDateSchema.optional(),
  from: venueDateSchema.optional(),
  to: venueDateSchema.optional(),
});

export function queryRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, tags);
    const reservations = z.array(reservationSchema);

    route(
      apiContract('allBookedReservations', {
        summary: 'Reservations of the restaurant (?date= one day, ?from=&to= an inclusive range)',
        permission: read,
        params: restaurantIdPathParamsSchema,
        query: rangeQuery,
        response: reservations,
      }),
      async ({ restaurantId, query }) => ({ data: await listReservations(deps.db, restaurantId, query) }),
    );

    for (const name of ['selectedDateReservations', 'selectedDate'] as const) {
      route(
        apiContract(name, {
          summary: "The day's reservations with their status",
          permission: read,
          query: dateQuery,
          response: reservations,
        }),
        async ({ restaurantId, query }) => ({
          data: await listReservations(deps.db, restaurantId, { date: query.date }),
        }),
      );
    }

    // Search keeps its own envelope (matches in `result`, repeated in `data`).
    app.get(fastifyPath('searchReservations'), {
      config: { access: { kind: 'tenant', permission: read } },
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

    route(
      apiContract('getReservation', {
        summary: 'One reservation',
        permission: read,
        params: z.object({ bookingId: entityIdSchema }),
        response: reservationSchema,
      }),
      async ({ restaurantId, params }) => ({
        data: await getReservation(deps.db, restaurantId, params.bookingId),
      }),
    );
  };
}
