import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyPath } from '../../../src-shared/api-routes.js';
import {
  bulkDeleteClientsSchema,
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
import type { RouteDeps } from '../route-deps.js';
import { ok, runWrite, security, tenantTimeZone, uuidParamsSchema } from './route-support.js';

const tags = ['clients'];
const read = { access: { kind: 'tenant', permission: 'clients.read' } } as const;
const write = { access: { kind: 'tenant', permission: 'clients.write' } } as const;
const remove = { access: { kind: 'tenant', permission: 'clients.delete' } } as const;
const deletedIdsSchema = z.object({ ids: z.array(z.string()) });
/** Spec §7: the matches travel in `result` next to `query` and `restaurantId`; `data` repeats them for the envelope. */
const searchEnvelopeSchema = envelopeSchema(clientSearchResponseSchema).extend(
  clientSearchResponseSchema.shape,
);

export function clientRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(fastifyPath('clientsByRestaurant'), {
      config: { access: { kind: 'tenant', permission: 'clients.read', restaurantParam: 'restaurantId' } },
      schema: {
        tags,
        security,
        summary:
          'A page of the restaurant’s clients by name (?page, ?pageSize default 10, ?q filters by name, phone or email)',
        params: restaurantIdPathParamsSchema,
        querystring: clientListQuerySchema,
        response: { 200: envelopeSchema(clientPageSchema) },
      },
      handler: async (request) =>
        ok(
          await listClients(
            deps.db,
            requireTenant(request).tenant.restaurantId,
            await tenantTimeZone(deps, request),
            request.query,
          ),
        ),
    });

    app.get(fastifyPath('clientSearch'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Clients whose name, email or phone digits match (up to 50)',
        params: z.object({
          query: z
            .string()
            .trim()
            .min(1, 'Search text is required')
            .max(100, 'Search text cannot exceed 100 characters'),
        }),
        response: { 200: searchEnvelopeSchema },
      },
      handler: async (request) => {
        const { tenant } = requireTenant(request);
        const found = {
          result: await searchClients(
            deps.db,
            tenant.restaurantId,
            await tenantTimeZone(deps, request),
            request.params.query,
          ),
          query: request.params.query,
          restaurantId: tenant.restaurantId,
        };
        return { success: true as const, ...found, data: found };
      },
    });

    app.get(fastifyPath('clientGet'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'A client with visit count and last visit',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(clientSchema) },
      },
      handler: async (request) =>
        ok(
          await getClient(
            deps.db,
            requireTenant(request).tenant.restaurantId,
            await tenantTimeZone(deps, request),
            request.params.id,
          ),
        ),
    });

    app.post(fastifyPath('clientCreate'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Create a client (body restaurantId must equal the restaurant-id header)',
        body: createClientSchema,
        response: { 201: envelopeSchema(clientSchema) },
      },
      handler: async (request, reply) => {
        const client = await runWrite(deps, request, createClient, request.body);
        void reply.code(201);
        return ok(client, 'Client created');
      },
    });

    app.patch(fastifyPath('clientUpdate'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Update some fields of a client',
        params: uuidParamsSchema,
        body: patchClientSchema,
        response: { 200: envelopeSchema(clientSchema) },
      },
      handler: async (request) =>
        ok(
          await runWrite(deps, request, patchClient, { id: request.params.id, patch: request.body }),
          'Client updated',
        ),
    });

    app.post(fastifyPath('clientBulkEdit'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Add or remove labels (and set notes) on many clients',
        body: bulkEditClientsSchema,
        response: { 200: envelopeSchema(z.array(clientSchema)) },
      },
      handler: async (request) => {
        const updated = await runWrite(deps, request, bulkEditClients, request.body);
        return ok(updated, `${updated.length} client(s) updated`);
      },
    });

    app.delete(fastifyPath('clientBulkDelete'), {
      config: remove,
      schema: {
        tags,
        security,
        summary: 'Delete many clients (all or none)',
        body: bulkDeleteClientsSchema,
        response: { 200: envelopeSchema(deletedIdsSchema) },
      },
      handler: async (request) => {
        const deleted = await runWrite(deps, request, deleteClients, { ids: request.body.ids });
        return ok(deleted, `${deleted.ids.length} client(s) deleted`);
      },
    });

    app.delete(fastifyPath('clientDelete'), {
      config: remove,
      schema: {
        tags,
        security,
        summary: 'Delete a client',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(z.object({ id: z.string() })) },
      },
      handler: async (request) => {
        await runWrite(deps, request, deleteClients, { ids: [request.params.id] });
        return ok({ id: request.params.id }, 'Client deleted');
      },
    });
  };
}
