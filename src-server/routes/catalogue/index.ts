import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../route-deps.js';
import { clientRoutes } from './clients.js';
import { floorPlanRoutes } from './floor-plans.js';
import { guestListRoutes } from './guest-list.js';

/** Registers floor plans, clients and the guest list (the declared resources register in routes/resources.ts). */
export function catalogueRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(floorPlanRoutes(deps));
    await app.register(clientRoutes(deps));
    await app.register(guestListRoutes(deps));
  };
}
