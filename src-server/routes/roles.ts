import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleTypeSchema } from '../../src-shared/schemas/auth.js';
import { restaurantIdPathParamsSchema } from '../../src-shared/schemas/restaurant.js';
import { listRoleTypes } from '../restaurants/restaurant-store.js';
import { apiContract, routeTable } from '../resources/route-helper.js';
import type { RouteDeps } from './route-deps.js';

export function roleRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    routeTable(app, ['roles'])(
      apiContract('roleTypesByRestaurant', {
        summary: 'Role types of the restaurant',
        permission: 'roles.read',
        params: restaurantIdPathParamsSchema,
        response: z.array(roleTypeSchema),
      }),
      async ({ restaurantId }) => ({ data: await listRoleTypes(deps.db, restaurantId) }),
    );
  };
}
