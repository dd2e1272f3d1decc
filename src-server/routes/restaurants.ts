import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyPath } from '../../src-shared/api-routes.js';
import { envelopeSchema } from '../../src-shared/schemas/envelope.js';
import {
  idPathParamsSchema,
  outletSummarySchema,
  restaurantDetailsResponseSchema,
  restaurantSchema,
} from '../../src-shared/schemas/restaurant.js';
import { requireAuth, requireTenant } from '../http/access-control.js';
import { getRestaurant, restaurantDetails } from '../restaurants/restaurant-store.js';
import type { RouteDeps } from './route-deps.js';

const security = [{ bearerAuth: [] }];

export function restaurantRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(fastifyPath('getRestaurant'), {
      config: { access: { kind: 'tenant', permission: 'restaurant.read', restaurantParam: 'id' } },
      schema: {
        tags: ['restaurant'],
        security,
        summary: 'The restaurant',
        params: idPathParamsSchema,
        response: { 200: envelopeSchema(restaurantSchema) },
      },
      handler: async (request) => ({
        success: true as const,
        data: await getRestaurant(deps.db, requireTenant(request).tenant.restaurantId),
      }),
    });

    app.get(fastifyPath('restaurantDetails'), {
      config: { access: { kind: 'tenant', permission: 'restaurant.read', restaurantParam: 'id' } },
      schema: {
        tags: ['restaurant'],
        security,
        summary: 'The restaurant with its display name, user count and role types',
        params: idPathParamsSchema,
        response: { 200: envelopeSchema(restaurantDetailsResponseSchema) },
      },
      handler: async (request) => ({
        success: true as const,
        data: await restaurantDetails(deps.db, requireTenant(request).tenant.restaurantId),
      }),
    });

    app.get(fastifyPath('outletsAll'), {
      config: { access: { kind: 'authenticated' } },
      schema: {
        tags: ['restaurant'],
        security,
        summary: 'The restaurants the caller holds a role in',
        response: { 200: envelopeSchema(z.array(outletSummarySchema)) },
      },
      handler: async (request) => {
        const { access } = requireAuth(request);
        const visible = access.memberships.filter((m) => m.permissions.has('restaurant.read'));
        const data = await Promise.all(
          visible.map(async (m) => {
            const r = await getRestaurant(deps.db, m.restaurantId);
            return {
              id: r.id,
              name: r.name,
              shopName: r.name,
              slug: r.slug,
              timeZone: r.timeZone,
              currency: r.currency,
              roleName: m.roleName,
            };
          }),
        );
        return { success: true as const, data };
      },
    });

    app.get(fastifyPath('outlet'), {
      config: { access: { kind: 'tenant', permission: 'restaurant.read', restaurantParam: 'id' } },
      schema: {
        tags: ['restaurant'],
        security,
        summary: 'One outlet (restaurant) of the caller',
        params: idPathParamsSchema,
        response: { 200: envelopeSchema(restaurantSchema) },
      },
      handler: async (request) => ({
        success: true as const,
        data: await getRestaurant(deps.db, requireTenant(request).tenant.restaurantId),
      }),
    });
  };
}
