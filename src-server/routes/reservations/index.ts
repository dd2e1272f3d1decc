import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../route-deps.js';
import { availabilityRoutes } from './availability.js';
import { bookingRoutes } from './booking.js';
import { queryRoutes } from './queries.js';
import { reservationDeleteRoutes } from './delete.js';

/** Registers the reservation routes (bookings, availability, statuses of a booking). */
export function reservationRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(bookingRoutes(deps));
    await app.register(availabilityRoutes(deps));
    await app.register(queryRoutes(deps));
    await app.register(reservationDeleteRoutes(deps));
  };
}
