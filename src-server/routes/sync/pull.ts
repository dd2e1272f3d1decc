import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fastifyPath } from '../../../src-shared/api-routes.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
import { pullQuerySchema, pullResponseSchema } from '../../../src-shared/sync/protocol.js';
import { requireTenant } from '../../http/access-control.js';
import { pullChanges } from '../../sync/change-feed.js';
import type { RouteDeps } from '../route-deps.js';

/** Registers GET /sync/pull: a page of the tenant's compacted change feed after `since`. */
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
      handler: async (request) => {
        const { tenant } = requireTenant(request);
        return {
          success: true as const,
          data: await pullChanges(deps.db, tenant.restaurantId, request.query),
        };
      },
    });
  };
}
