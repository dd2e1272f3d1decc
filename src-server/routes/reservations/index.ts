import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../route-deps.js';

/** Registers the reservation routes (bookings, availability, statuses of a booking). */
export function reservationRoutes(_deps: RouteDeps): FastifyPluginAsyncZod {
  return async () => {};
}
