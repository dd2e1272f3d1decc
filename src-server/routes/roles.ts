// Spec §7 GET /roles/types/by-restaurant/{restaurantId}, registered from the role entity's contract
// (src-shared/access/access-contracts.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleTypesByRestaurantRoute } from '../../src-shared/access/access-contracts.js';
import { listRoleTypes } from '../restaurants/restaurant-store.js';
import { routeTable } from '../resources/route-helper.js';
import type { RouteDeps } from './route-deps.js';

export function roleRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    routeTable(app, ['roles'])(roleTypesByRestaurantRoute, async ({ restaurantId }) => ({
      data: await listRoleTypes(deps.db, restaurantId),
    }));
  };
}
