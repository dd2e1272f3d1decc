import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../route-deps.js';
import { accessRuleRoutes } from './access-rules.js';
import { blackoutDateRoutes } from './blackout-dates.js';
import { clientRoutes } from './clients.js';
import { floorPlanRoutes } from './floor-plans.js';
import { guestListRoutes } from './guest-list.js';
import { reservationStatusRoutes } from './reservation-statuses.js';
import { catalogueResourceRoutes } from './resources.js';
import { shiftRoutes } from './shifts.js';
import { tableCombinationRoutes } from './table-combinations.js';
import { tableRoutes } from './tables.js';

/** Registers seating areas, tables, combinations, floor plans, statuses, shifts, blackout dates, access rules, clients and the guest list. */
export function catalogueRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(catalogueResourceRoutes(deps));
    await app.register(tableRoutes(deps));
    await app.register(tableCombinationRoutes(deps));
    await app.register(floorPlanRoutes(deps));
    await app.register(reservationStatusRoutes(deps));
    await app.register(shiftRoutes(deps));
    await app.register(blackoutDateRoutes(deps));
    await app.register(accessRuleRoutes(deps));
    await app.register(clientRoutes(deps));
    await app.register(guestListRoutes(deps));
  };
}
