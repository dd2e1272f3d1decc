// Guest requests in the change feed (issue 30 §7): every write that changes a request — a state move,
// an assignment, a reply, an approval, a guest writing in, a timer, a reply's delivery — records the
// request as `requests.get` answers it (with its thread) as the mirrored entity `guest_requests`, so
// each terminal's mirror holds the inbox and the client's Request History offline and converges
// with the server. Writes inside a tenant write record it there; the jobs and the guest's own pages,
// which write in plain transactions, republish it in a tenant write of its own right after theirs.
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.js';
import { guestRequestEntries, guestRequests, syncChanges } from '../db/schema/index.js';
import { withTenantWrite, type ChangeListener, type TenantWrite } from '../sync/tenant-write.js';
import { requestDetail } from './request-store.js';

/** Records the request's view for the feed and hands it back. */
export async function recordRequest(write: TenantWrite, id: string) {
  const view = await requestDetail(write.tx, write.restaurantId, id, new Date());
  await write.record('guest_requests', id, view);
  return view;
}

/** Records several requests' views (a batch re-timing, the backfill). */
export async function recordRequests(write: TenantWrite, ids: readonly string[]): Promise<void> {
  for (const id of ids) await recordRequest(write, id);
}

/**
 * Republishes requests changed by a write outside a tenant write (a job, a guest's page): their
 * views as now committed, in a tenant write of their own, the tenant's consoles poked by `changes`.
 */
export async function republishRequests(
  db: AppDatabase,
  restaurantId: number,
  ids: readonly string[],
  changes?: ChangeListener,
): Promise<void> {
  if (ids.length === 0) return;
  await withTenantWrite(db, restaurantId, (write) => recordRequests(write, ids), changes);
}

/**
 * Puts in the feed every request it does not hold yet (requests made before they were mirrored),
 * per restaurant, so a terminal's first pull has them all. Run at start-up; a no-op once done.
 */
export async function backfillRequestFeed(db: AppDatabase): Promise<number> {
  const missing = await db
    .select({ id: guestRequests.id, restaurantId: guestRequests.restaurantId })
    .from(guestRequests)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(syncChanges)
          .where(
            and(
              eq(syncChanges.restaurantId, guestRequests.restaurantId),
              eq(syncChanges.entity, 'guest_requests'),
              sql`${syncChanges.rowId} = ${guestRequests.id}::text`,
            ),
          ),
      ),
    );
  const byRestaurant = new Map<number, string[]>();
  for (const r of missing)
    byRestaurant.set(r.restaurantId, [...(byRestaurant.get(r.restaurantId) ?? []), r.id]);
  for (const [restaurantId, ids] of byRestaurant) await republishRequests(db, restaurantId, ids);
  return missing.length;
}

/** Republishes the request a thread entry belongs to (a reply's delivery the message job recorded). */
export async function republishRequestOfEntry(
  db: AppDatabase,
  entryId: string,
  changes?: ChangeListener,
): Promise<void> {
  const [entry] = await db
    .select({ requestId: guestRequestEntries.requestId, restaurantId: guestRequestEntries.restaurantId })
    .from(guestRequestEntries)
    .where(eq(guestRequestEntries.id, entryId));
  if (entry) await republishRequests(db, entry.restaurantId, [entry.requestId], changes);
}
