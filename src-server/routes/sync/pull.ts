import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fastifyPath } from '../../../src-shared/api-routes.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
import { pullQuerySchema, pullResponseSchema } from '../../../src-shared/sync/protocol.js';
import { requireTenant } from '../../http/access-control.js';
import { pullChangesJson } from '../../sync/change-feed.js';
import type { RouteDeps } from '../route-deps.js';

/**
 * Registers GET /sync/pull: a page of the tenant's compacted change feed after `since`. The
 * response schema documents the answer (OpenAPI); the handler sends the envelope already
 * serialized by pullChangesJson, since checking and stringifying up to 5,000 rows through zod on
 * every page is most of the route's cost. Fastify sends a string body with a JSON content type as
 * is, without the schema's serializer.
 */
export function syncPullRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(fastifyPath('syncPull'), {
      config: { access: { kind: 'tenant', permission: 'sync.pull' } },
      schema: {
        tags: ['sync'],
        security: [{ bearerAuth: [] }],
        summary: 'Changes of mirrored rows after the cursor `since`, oldest first, latest state per row',
        querystring: pullQuerySchema,
        response: { 200: envelopeSchema(pullResponseSchema) },
      },
      handler: async (request, reply) => {
        const { tenant } = requireTenant(request);
        const body = await pullChangesJson(deps.db, tenant.restaurantId, request.query);
        // The plain reply type: its send takes the serialized string the typed one would refuse.
        const plain: FastifyReply = reply;
        return plain.type('application/json; charset=utf-8').send(body);
      },
    });
  };
}
