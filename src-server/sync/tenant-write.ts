import { and, eq, sql } from 'drizzle-orm';
import type { MirroredEntity } from '../../src-shared/sync/protocol.js';
import type { AppDatabase, AppTransaction } from '../db/client.js';
import { syncChanges, tenantSyncCounters } from '../db/schema/index.js';

/** What a tenant write transaction can do besides its own SQL: record changes for the feed. */
export interface TenantWrite {
  tx: AppTransaction;
  restaurantId: number;
  /** Records the row's new state (or a tombstone with `null`) under the next sequence number. */
  record(entity: MirroredEntity, rowId: string, data: Record<string, unknown> | null): Promise<number>;
  /** The same for many rows of one entity in one statement per chunk (seeding, batch writes). */
  recordMany(
    entity: MirroredEntity,
    rows: readonly { id: string; data: Record<string, unknown> | null }[],
  ): Promise<number>;
}

const RECORD_CHUNK = 500;

/** Told after a tenant write commits with changes; the server pokes the tenant's socket room. */
export type ChangeListener = (restaurantId: number, seq: number) => void;

/**
 * Runs `work` in one transaction that owns the tenant's change-feed counter. The counter row is
 * locked FIRST, before any other write, which (a) hands out sequence numbers in commit order per
 * tenant and (b) orders every tenant write the same way, so two bookings cannot deadlock on
 * occupancy rows and the counter. After the commit `onCommitted` hears the last seq.
 */
export async function withTenantWrite<T>(
  db: AppDatabase,
  restaurantId: number,
  work: (write: TenantWrite) => Promise<T>,
  onCommitted?: ChangeListener,
): Promise<T> {
  let lastSeq: number | null = null;
  const result = await db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(tenantSyncCounters)
      .values({ restaurantId, seq: 0 })
      .onConflictDoUpdate({
        target: tenantSyncCounters.restaurantId,
        set: { seq: sql`${tenantSyncCounters.seq}` },
      })
      .returning({ seq: tenantSyncCounters.seq });
    if (!counter) throw new Error(`No change-feed counter for restaurant ${restaurantId}`);
    let seq = counter.seq;

    const write: TenantWrite = {
      tx,
      restaurantId,
      record: async (entity, rowId, data) => {
        seq += 1;
        const op = data === null ? 'delete' : 'upsert';
        await tx
          .insert(syncChanges)
          .values({ restaurantId, entity, rowId, seq, op, data })
          .onConflictDoUpdate({
            target: [syncChanges.restaurantId, syncChanges.entity, syncChanges.rowId],
            set: { seq, op, data },
          });
        return seq;
      },
      recordMany: async (entity, rows) => {
        for (let i = 0; i < rows.length; i += RECORD_CHUNK) {
          const values = rows.slice(i, i + RECORD_CHUNK).map((row) => {
            seq += 1;
            return {
              restaurantId,
              entity,
              rowId: row.id,
              seq,
              op: row.data === null ? 'delete' : 'upsert',
              data: row.data,
            };
          });
          await tx
            .insert(syncChanges)
            .values(values)
            .onConflictDoUpdate({
              target: [syncChanges.restaurantId, syncChanges.entity, syncChanges.rowId],
              set: { seq: sql`excluded.seq`, op: sql`excluded.op`, data: sql`excluded.data` },
            });
        }
        return seq;
      },
    };
    const value = await work(write);
    if (seq !== counter.seq) {
      await tx
        .update(tenantSyncCounters)
        .set({ seq })
        .where(eq(tenantSyncCounters.restaurantId, restaurantId));
      lastSeq = seq;
    }
    return value;
  });
  if (lastSeq !== null) onCommitted?.(restaurantId, lastSeq);
  return result;
}

/** The tenant's current feed position (0 before any write). */
export async function currentSeq(db: AppDatabase | AppTransaction, restaurantId: number): Promise<number> {
  const [row] = await db
    .select({ seq: tenantSyncCounters.seq })
    .from(tenantSyncCounters)
    .where(and(eq(tenantSyncCounters.restaurantId, restaurantId)));
  return row?.seq ?? 0;
}
