import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SNAPSHOT_CONTENT_TYPE, SYNC_SNAPSHOT_PATH } from '../../../src-shared/sync/protocol.js';
import { requireTenant } from '../../http/access-control.js';
import type { SnapshotCache } from '../../sync/snapshot.js';
import type { RouteDeps } from '../route-deps.js';

/**
 * Registers GET /sync/snapshot: the tenant's feed up to its high-water mark as a SQLite file, for a
 * terminal's first sync (src-server/sync/snapshot.ts). The feed position is in the headers too, so a
 * terminal can refuse a foreign feed before reading the file.
 */
export function syncSnapshotRoutes(deps: RouteDeps, cache: SnapshotCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(SYNC_SNAPSHOT_PATH, {
      config: { access: { kind: 'tenant', permission: 'sync.pull' } },
      schema: {
        tags: ['sync'],
        security: [{ bearerAuth: [] }],
        summary:
          "The tenant's change feed up to its high-water mark as a SQLite file (a terminal's first sync)",
        response: {
          200: z.string().describe(`A SQLite file (${SNAPSHOT_CONTENT_TYPE})`),
        },
      },
      handler: async (request, reply) => {
        const { tenant } = requireTenant(request);
        const snapshot = await cache.get(deps.db, tenant.restaurantId);
        // The plain reply type: its send takes the file stream the typed one would refuse.
        const plain: FastifyReply = reply;
        return plain
          .type(SNAPSHOT_CONTENT_TYPE)
          .header('content-length', snapshot.bytes)
          .header('x-feed-id', snapshot.feedId)
          .header('x-high-water', snapshot.highWater)
          .header('x-snapshot-rows', snapshot.rows)
          .send(createReadStream(snapshot.file));
      },
    });
  };
}
