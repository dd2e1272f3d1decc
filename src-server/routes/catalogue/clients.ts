// Clients (spec §7): a page of the restaurant's clients, search, one client, create, patch, bulk
// edit and delete, registered from the client entity's contracts (src-shared/people/client-calls.ts).
// Search keeps its own envelope (matches in `result`), so it is written out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_CALLS as C, CLIENT_SEARCH_ROUTE } from '../../../src-shared/people/client-calls.js';
import { fastifyForm } from '../../../src-shared/resources/route-contract.js';
import { clientSearchResponseSchema } from '../../../src-shared/schemas/client.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
import { requireTenant } from '../../http/access-control.js';
import { getClient, listClients, searchClients } from '../../catalogue/client-queries.js';
import { bulkEditClients, createClient, deleteClients, patchClient } from '../../catalogue/client-service.js';
import { idAndPatch, routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';
import { runWrite, security, tenantTimeZone } from './route-support.js';

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

    route(C.byRestaurant, async ({ restaurantId, request, query }) => ({
      data: await listClients(deps.db, restaurantId, await tenantTimeZone(deps, request), query),
    }));

    app.get(fastifyForm(CLIENT_SEARCH_ROUTE.path), {
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

    route(C.get, async ({ restaurantId, request, params }) => ({
      data: await getClient(deps.db, restaurantId, await tenantTimeZone(deps, request), params.id),
    }));

    route.write(C.create, createClient, ({ body }) => body, 'Client created');

    route.write(C.update, patchClient, idAndPatch, 'Client updated');

    route.write(
      C.bulkEdit,
      bulkEditClients,
      ({ body }) => body,
      (updated) => `${updated.length} client(s) updated`,
    );

    route.write(
      C.bulkDelete,
      deleteClients,
      ({ body }) => ({ ids: body.ids }),
      (deleted) => `${deleted.ids.length} client(s) deleted`,
    );

    route(C.delete, async ({ request, params }) => {
      await runWrite(deps, request, deleteClients, { ids: [params.id] });
      return { data: { id: params.id }, message: 'Client deleted' };
    });
  };
}
