// Clients (spec §7): a page of the restaurant's clients, search, one client, create, patch, bulk
// edit and delete. Search keeps its own envelope (matches in `result`), so it is written out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyPath } from '../../../src-shared/api-routes.js';
import { clientBulkDeleteRoute, clientDeleteRoute } from '../../../src-shared/people/client-calls.js';
import {
  bulkEditClientsSchema,
  clientSchema,
  clientSearchResponseSchema,
  createClientSchema,
  patchClientSchema,
} from '../../../src-shared/schemas/client.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
import { restaurantIdPathParamsSchema } from '../../../src-shared/schemas/restaurant.js';
import { requireTenant } from '../../http/access-control.js';
import {
  clientListQuerySchema,
  clientPageSchema,
  getClient,
  listClients,
  searchClients,
} from '../../catalogue/client-queries.js';
import { bulkEditClients, createClient, deleteClients, patchClient } from '../../catalogue/client-service.js';
import { apiContract, idAndPatch, routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';
import { runWrite, security, tenantTimeZone, uuidParamsSchema } from './route-support.js';

const write = 'clients.write';
/** Spec §7: the matches travel in `result` next to `query` and `restaurantId`; `data` repeats them for the envelope. */
const searchEnvelopeSchema = envelopeSchema(clientSearchResponseSchema).extend(
  clientSearchResponseSchema.shape,
);
const searchParams = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Search text is required')
    .max(100, 'Search text cannot exceed 100 characters'),
});

export function clientRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['clients'], deps);

    route(
      apiContract('clientsByRestaurant', {
        summary:
          'A page of the restaurant’s clients by name (?page, ?pageSize default 10, ?q filters by name, phone or email)',
        permission: 'clients.read',
        params: restaurantIdPathParamsSchema,
        query: clientListQuerySchema,
        response: clientPageSchema,
      }),
      async ({ restaurantId, request, query }) => ({
        data: await listClients(deps.db, restaurantId, await tenantTimeZone(deps, request), query),
      }),
    );

    app.get(fastifyPath('clientSearch'), {
      config: { access: { kind: 'tenant', permission: 'clients.read' } },
      schema: {
        tags: ['clients'],
        security,
        summary: 'Clients whose name, email or phone digits match (up to 50)',
        params: searchParams,
        response: { 200: searchEnvelopeSchema },
      },
      handler: async (request) => {
        const { restaurantId } = requireTenant(request).tenant;
        const { query } = request.params;
        const zone = await tenantTimeZone(deps, request);
        const found = {
          result: await searchClients(deps.db, restaurantId, zone, query),
          query,
          restaurantId,
        };
        return { success: true as const, ...found, data: found };
      },
    });

    route(
      apiContract('clientGet', {
        summary: 'A client with visit count and last visit',
        permission: 'clients.read',
        params: uuidParamsSchema,
        response: clientSchema,
      }),
      async ({ restaurantId, request, params }) => ({
        data: await getClient(deps.db, restaurantId, await tenantTimeZone(deps, request), params.id),
      }),
    );

    route.write(
      apiContract('clientCreate', {
        summary: 'Create a client (body restaurantId must equal the restaurant-id header)',
        permission: write,
        body: createClientSchema,
        response: clientSchema,
        status: 201,
      }),
      createClient,
      ({ body }) => body,
      'Client created',
    );

    route.write(
      apiContract('clientUpdate', {
        summary: 'Update some fields of a client',
        permission: write,
        params: uuidParamsSchema,
        body: patchClientSchema,
        response: clientSchema,
      }),
      patchClient,
      idAndPatch,
      'Client updated',
    );

    route.write(
      apiContract('clientBulkEdit', {
        summary: 'Add or remove labels (and set notes) on many clients',
        permission: write,
        body: bulkEditClientsSchema,
        response: z.array(clientSchema),
      }),
      bulkEditClients,
      ({ body }) => body,
      (updated) => `${updated.length} client(s) updated`,
    );

    // The console's delete and bulk delete (src-shared/people/client-calls.ts): one row each,
    // shared with the call the console makes.
    route.write(
      clientBulkDeleteRoute,
      deleteClients,
      ({ body }) => ({ ids: body.ids }),
      (deleted) => `${deleted.ids.length} client(s) deleted`,
    );

    route(clientDeleteRoute, async ({ request, params }) => {
      await runWrite(deps, request, deleteClients, { ids: [params.id] });
      return { data: { id: params.id }, message: 'Client deleted' };
    });
  };
}
