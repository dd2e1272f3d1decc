// Reads of the book: one booking, a day, a range, a search.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RESERVATION_CALLS as R,
  RESERVATION_SEARCH_ROUTE,
} from '../../../src-shared/reservations/reservation-entity.js';
import { fastifyForm } from '../../../src-shared/resources/route-contract.js';
import { reservationSchema } from '../../../src-shared/schemas/reservation.js';
import {
  getReservation,
  listReservations,
  searchReservations,
} from '../../reservations/reservation-queries.js';
import { routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';
import { security, tenantOf } from './context.js';

const tags = ['reservations'];
const read = 'reservations.read';

export function queryRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, tags);

    route(R.allBooked, async ({ restaurantId, query }) => ({
      data: await listReservations(deps.db, restaurantId, query),
    }));

    for (const contract of [R.selectedDateReservations, R.selectedDate]) {
      route(contract, async ({ restaurantId, query }) => ({
        data: await listReservations(deps.db, restaurantId, { date: query.date }),
      }));
    }

    // Search keeps its own envelope (matches in `result`, repeated in `data`).
    app.get(fastifyForm(RESERVATION_SEARCH_ROUTE.path), {
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

    route(R.get, async ({ restaurantId, params }) => ({
      data: await getReservation(deps.db, restaurantId, params.bookingId),
    }));
  };
}
