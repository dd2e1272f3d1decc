import { asc, eq, sql } from 'drizzle-orm';
import { SYNC_PROTOCOL_VERSION, type PullQuery } from '../../src-shared/sync/protocol.js';
import { queryRows, type DbExecutor } from '../db/client.js';
import { syncFeedIdentity, tenantSyncCounters } from '../db/schema/index.js';

interface PageRow {
  body: string | null;
  last: number | string | null;
  has_more: boolean;
  feed_id: string | null;
  high_water: number | string | null;
}

/**
 * A page of the tenant's compacted feed after `since`, oldest first, as the whole success
 * envelope `{"success":true,"data":{protocolVersion, feedId, highWater, changes, cursor, hasMore}}`.
 * `feedId` is the database's feed identity (migration 0006) and `highWater` the tenant's counter,
 * read in the same statement as the page.
 *
 * PostgreSQL builds the changes array itself (string_agg over the page, ordered by seq): each
 * row's data goes out as the JSON text it was stored as (a `json` column, compact as the server
 * wrote it; jsonb would be rendered again per row, some 40% of a page's cost and 6% more bytes),
 * never parsed or re-serialized in Node, and the driver carries one value instead of 5,000 rows,
 * which is most of a page's cost on PGlite. The rows are
 * our own table's, written by withTenantWrite, so they are trusted rather than re-validated; the
 * route sends this string as is. `hasMore` is an index probe past the page's last seq in the same
 * statement, so it sees the same snapshot as the page.
 *
 * Because a row keeps only its latest change, a client that pages from 0 sees each row once, in
 * its final state or as a tombstone. Seqs are assigned in commit order (see withTenantWrite), so
 * no committed change can appear later below a cursor already handed out.
 *
 * The plan wants the (restaurant_id, seq) index walked in order; on a table PostgreSQL has never
 * analyzed it sorts every row after `since` instead, see db/planner-statistics.ts.
 */
export async function pullChangesJson(
  db: DbExecutor,
  restaurantId: number,
  query: PullQuery,
): Promise<string> {
  const rows = (await queryRows(
    db,
    sql`
      select page.body, page.last,
        (select feed_id::text from sync_feed_identity order by created_at limit 1) as feed_id,
        (select seq from tenant_sync_counters where restaurant_id = ${restaurantId}) as high_water,
        exists (select 1 from sync_changes later
                where later.restaurant_id = ${restaurantId} and later.seq > coalesce(page.last, ${query.since})) as has_more
      from (
        select string_agg(
                 '{"seq":' || c.seq || ',"entity":' || to_json(c.entity)::text || ',"id":' || to_json(c.row_id)::text ||
                 ',"op":' || to_json(c.op)::text || ',"data":' || coalesce(c.data::text, 'null') || '}',
                 ',' order by c.seq) as body,
               max(c.seq) as last
        from (
          select seq, entity, row_id, op, data from sync_changes
          where restaurant_id = ${restaurantId} and seq > ${query.since}
          order by seq
          limit ${query.limit}
        ) c
      ) page`,
  )) as PageRow[];
  const page = rows[0];
  if (!page) throw new Error('The change-feed query answered no row');
  if (page.feed_id === null) throw new Error('The database has no sync feed identity (migration 0006)');
  const cursor = page.last === null ? query.since : Number(page.last);
  const highWater = Math.max(Number(page.high_water ?? 0), page.last === null ? 0 : Number(page.last));
  return (
    `{"success":true,"data":{"protocolVersion":${SYNC_PROTOCOL_VERSION},"feedId":${JSON.stringify(page.feed_id)},` +
    `"highWater":${highWater},"changes":[${page.body ?? ''}],` +
    `"cursor":${cursor},"hasMore":${page.has_more}}}`
  );
}

/**
 * Makes sure the feed has its identity row (migration 0006 inserts it; a database whose row was
 * deleted by hand gets a new identity, which makes every terminal resync: the safe side).
 */
export async function ensureFeedIdentity(db: DbExecutor): Promise<void> {
  const rows = await db.select({ id: syncFeedIdentity.feedId }).from(syncFeedIdentity).limit(1);
  if (rows.length === 0) await db.insert(syncFeedIdentity).values({});
}

/** The feed's identity and the tenant's high-water seq now (a push answers them as it began). */
export async function feedPosition(
  db: DbExecutor,
  restaurantId: number,
): Promise<{ feedId: string; highWater: number }> {
  const [identity] = await db
    .select({ id: syncFeedIdentity.feedId })
    .from(syncFeedIdentity)
    .orderBy(asc(syncFeedIdentity.createdAt))
    .limit(1);
  if (!identity) throw new Error('The database has no sync feed identity (migration 0006)');
  const [counter] = await db
    .select({ seq: tenantSyncCounters.seq })
    .from(tenantSyncCounters)
    .where(eq(tenantSyncCounters.restaurantId, restaurantId));
  return { feedId: identity.id, highWater: counter?.seq ?? 0 };
}
