import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyPath } from '../../src-shared/api-routes.js';
import { roleTypeSchema } from '../../src-shared/schemas/auth.js';
import { envelopeSchema } from '../../src-shared/schemas/envelope.js';
import { restaurantIdPathParamsSchema } from '../../src-shared/schemas/restaurant.js';
import { requireTenant } from '../http/access-control.js';
import { listRoleTypes } from '../restaurants/restaurant-store.js';
import type { RouteDeps } from './route-deps.js';

const security = [{ bearerAuth: [] }];

export function roleRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(fastifyPath('roleTypesByRestaurant'), {
      config: { access: { kind: 'tenant', permission: 'roles.read', restaurantParam: 'restaurantId' } },
      schema: {
        tags: ['roles'],
        security,
        summary: 'Role types of the restaurant',
        params: restaurantIdPathParamsSchema,
        response: { 200: envelopeSchema(z.array(roleTypeSchema)) },
      },
      handler: async (request) => ({
        success: true as const,
        data: await listRoleTypes(deps.db, requireTenant(request).tenant.restaurantId),
      }),
    });
  };
}
