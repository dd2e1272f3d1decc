import { sql } from 'drizzle-orm';
import { SYNC_PROTOCOL_VERSION, type PullQuery } from '../../src-shared/sync/protocol.js';
import { queryRows, type DbExecutor } from '../db/client.js';

interface PageRow {
  body: string | null;
  last: number | string | null;
  has_more: boolean;
}

/**
 * A page of the tenant's compacted feed after `since`, oldest first, as the whole success
 * envelope `{"success":true,"data":{protocolVersion, changes, cursor, hasMore}}`.
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
  const cursor = page.last === null ? query.since : Number(page.last);
  return (
    `{"success":true,"data":{"protocolVersion":${SYNC_PROTOCOL_VERSION},"changes":[${page.body ?? ''}],` +
    `"cursor":${cursor},"hasMore":${page.has_more}}}`
  );
}
