import { and, asc, eq, gt } from 'drizzle-orm';
import { changeSchema, SYNC_PROTOCOL_VERSION, type PullQuery, type PullResponse } from '../../src-shared/sync/protocol.js';
import type { DbExecutor } from '../db/client.js';
import { syncChanges } from '../db/schema/index.js';

/**
 * A page of the tenant's compacted feed after `since`, oldest first. Because a row keeps only its
 * latest change, a client that pages from 0 sees each row once, in its final state or as a
 * tombstone. Seqs are assigned in commit order (see withTenantWrite), so no committed change can
 * appear later below a cursor already handed out.
 */
export async function pullChanges(db: DbExecutor, restaurantId: number, query: PullQuery): Promise<PullResponse> {
  const rows = await db
    .select()
    .from(syncChanges)
    .where(and(eq(syncChanges.restaurantId, restaurantId), gt(syncChanges.seq, query.since)))
    .orderBy(asc(syncChanges.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const changes = page.map((row) =>
    changeSchema.parse({ seq: row.seq, entity: row.entity, id: row.rowId, op: row.op, data: row.data }),
  );
  const last = changes.at(-1);
  return {
    protocolVersion: SYNC_PROTOCOL_VERSION,
    changes,
    cursor: last ? last.seq : query.since,
    hasMore: rows.length > query.limit,
  };
}
