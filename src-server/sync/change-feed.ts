import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { SYNC_PROTOCOL_VERSION, type Change, type PullQuery, type PullResponse } from '../../src-shared/sync/protocol.js';
import type { DbExecutor } from '../db/client.js';
import { syncChanges } from '../db/schema/index.js';

/** One feed row as read for a page: `data` stays the jsonb's text, it is spliced into the answer as is. */
interface FeedRow {
  seq: number;
  entity: string;
  id: string;
  op: string;
  data: string | null;
}

/**
 * The rows of a page after `since`, oldest first, plus whether more are waiting. Exactly the
 * columns the Change shape needs, and `data` as text: the rows are our own table's, written by
 * withTenantWrite, so they are trusted rather than re-validated, and the jsonb is neither parsed
 * nor re-serialized on the way out.
 */
async function feedRows(db: DbExecutor, restaurantId: number, query: PullQuery): Promise<{ rows: FeedRow[]; hasMore: boolean }> {
  const rows = await db
    .select({
      seq: syncChanges.seq,
      entity: syncChanges.entity,
      id: syncChanges.rowId,
      op: syncChanges.op,
      data: sql<string | null>`${syncChanges.data}::text`,
    })
    .from(syncChanges)
    .where(and(eq(syncChanges.restaurantId, restaurantId), gt(syncChanges.seq, query.since)))
    .orderBy(asc(syncChanges.seq))
    .limit(query.limit + 1);
  const hasMore = rows.length > query.limit;
  if (hasMore) rows.length = query.limit;
  return { rows, hasMore };
}

/**
 * A page of the tenant's compacted feed after `since`, oldest first. Because a row keeps only its
 * latest change, a client that pages from 0 sees each row once, in its final state or as a
 * tombstone. Seqs are assigned in commit order (see withTenantWrite), so no committed change can
 * appear later below a cursor already handed out.
 */
export async function pullChanges(db: DbExecutor, restaurantId: number, query: PullQuery): Promise<PullResponse> {
  const { rows, hasMore } = await feedRows(db, restaurantId, query);
  const changes = rows.map(
    (row): Change => ({
      seq: row.seq,
      entity: row.entity as Change['entity'],
      id: row.id,
      op: row.op as Change['op'],
      data: row.data === null ? null : (JSON.parse(row.data) as Record<string, unknown>),
    }),
  );
  return { protocolVersion: SYNC_PROTOCOL_VERSION, changes, cursor: changes.at(-1)?.seq ?? query.since, hasMore };
}

/**
 * The same page as the whole success envelope, `{"success":true,"data":{protocolVersion, changes,
 * cursor, hasMore}}`, serialized here: the hot route sends it as is instead of validating and
 * serializing 5,000 rows through the response schema. Each row's jsonb text goes in unparsed.
 */
export async function pullChangesJson(db: DbExecutor, restaurantId: number, query: PullQuery): Promise<string> {
  const { rows, hasMore } = await feedRows(db, restaurantId, query);
  const parts: string[] = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as FeedRow;
    parts[i] =
      `{"seq":${row.seq},"entity":${JSON.stringify(row.entity)},"id":${JSON.stringify(row.id)},` +
      `"op":${JSON.stringify(row.op)},"data":${row.data ?? 'null'}}`;
  }
  const cursor = rows.at(-1)?.seq ?? query.since;
  return (
    `{"success":true,"data":{"protocolVersion":${SYNC_PROTOCOL_VERSION},"changes":[${parts.join(',')}],` +
    `"cursor":${cursor},"hasMore":${hasMore}}}`
  );
}
