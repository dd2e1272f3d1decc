import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../route-deps.js';
import { accessRuleRoutes } from './access-rules.js';
import { clientRoutes } from './clients.js';
import { floorPlanRoutes } from './floor-plans.js';
import { guestListRoutes } from './guest-list.js';
import { catalogueResourceRoutes } from './resources.js';

/** Registers seating areas, tables, combinations, floor plans, statuses, shifts, blackout dates, access rules, clients and the guest list. */
export function catalogueRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(catalogueResourceRoutes(deps));
    await app.register(floorPlanRoutes(deps));
    await app.register(accessRuleRoutes(deps));
    await app.register(clientRoutes(deps));
    await app.register(guestListRoutes(deps));
  };
}
