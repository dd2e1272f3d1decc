import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
import {
  PUSH_BODY_LIMIT_BYTES,
  pushRequestSchema,
  pushResponseSchema,
  SYNC_PROTOCOL_VERSION,
  SYNC_PUSH_PATH,
} from '../../../src-shared/sync/protocol.js';
import { membershipAllows } from '../../auth/user-access.js';
import { requireTenant } from '../../http/access-control.js';
import { badRequest } from '../../http/http-error.js';
import { applyPush } from '../../sync/push-service.js';
import { terminalNameOf } from '../../audit/audit-writer.js';
import type { RouteDeps } from '../route-deps.js';

/**
 * Registers POST /sync/push: a terminal's outbox, applied in order, exactly once per mutation id.
 * `sync.push` lets a terminal push at all; each mutation then needs its own declared permission.
 */
export function syncPushRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(SYNC_PUSH_PATH, {
      // Raised from Fastify's 1 MiB for this route only (README): a batch of long notes after an outage.
      bodyLimit: PUSH_BODY_LIMIT_BYTES,
      config: { access: { kind: 'tenant', permission: 'sync.push' }, checksOwnNul: true },
      schema: {
        tags: ['sync'],
        security: [{ bearerAuth: [] }],
        summary:
          'Apply offline mutations in order; each answers applied or rejected (with a reason), retries answer the first outcome',
        body: pushRequestSchema,
        response: { 200: envelopeSchema(pushResponseSchema) },
      },
      handler: async (request) => {
        const { auth, tenant } = requireTenant(request);
        if (request.body.protocolVersion !== SYNC_PROTOCOL_VERSION) {
          throw badRequest(
            `This console speaks sync protocol v${request.body.protocolVersion}, the server v${SYNC_PROTOCOL_VERSION}; update the console, then it syncs its pending changes.`,
          );
        }
        const data = await applyPush(
          { db: deps.db, changes: deps.changes, toUser: deps.toUser },
          {
            restaurantId: tenant.restaurantId,
            userId: auth.access.userId,
            roleName: tenant.roleName,
            may: (permission) => membershipAllows(tenant, permission),
            terminalName: terminalNameOf(request),
          },
          request.body,
        );
        return { success: true as const, data };
      },
    });
  };
}
