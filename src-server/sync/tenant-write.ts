import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { MirroredEntity } from '../../src-shared/sync/protocol.js';
import { queryRows, type AppDatabase, type AppTransaction } from '../db/client.js';
import { tenantSyncCounters } from '../db/schema/index.js';
import { auditFeedChanges, type WriteAudit } from '../audit/audit-change.js';
import type { TenantWrite } from './write-context.js';

export type { TenantWrite };

/** Feed rows per INSERT statement when a transaction commits many (seeding): 5 parameters each. */
const RECORD_CHUNK = 2_000;

/** Told after a tenant write commits with changes; the server pokes the tenant's socket room. */
export type ChangeListener = (restaurantId: number, seq: number) => void;

interface PendingChange {
  entity: MirroredEntity;
  rowId: string;
  data: Record<string, unknown> | null;
}

/**
 * `tx` with its `transaction` (a savepoint) watched: when a savepoint rolls back, the feed records
 * made inside it are dropped too, so the feed never describes a write that was undone. Savepoints
 * opened inside it are watched the same way.
 */
function watchSavepoints(tx: AppTransaction, pending: PendingChange[]): AppTransaction {
  const savepoint = async <T>(work: (sp: AppTransaction) => Promise<T>): Promise<T> => {
    const mark = pending.length;
    try {
      return await tx.transaction((sp) => work(watchSavepoints(sp, pending)));
    } catch (error) {
      pending.length = Math.min(pending.length, mark);
      throw error;
    }
  };
  return new Proxy(tx, {
    get(target, property) {
      if (property === 'transaction') return savepoint;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The last record of each (entity, row) in the order of those last records: one feed row each. */
function compact(pending: readonly PendingChange[]): PendingChange[] {
  const last = new Map<string, PendingChange>();
  for (const change of pending) {
    const key = `${change.entity}\u0000${change.rowId}`;
    last.delete(key);
    last.set(key, change);
  }
  return [...last.values()];
}

const feedValues = (changes: readonly PendingChange[], firstOrdinal: number): SQL =>
  sql.join(
    changes.map(
      (c, i) =>
        sql`(${c.entity}, ${c.rowId}, ${firstOrdinal + i}::bigint, ${c.data === null ? 'delete' : 'upsert'}, ${
          c.data === null ? null : JSON.stringify(c.data)
        }::json)`,
    ),
    sql`, `,
  );

const UPSERT_FEED = sql`on conflict (restaurant_id, entity, row_id) do update
  set seq = excluded.seq, op = excluded.op, data = excluded.data`;

/**
 * Writes the transaction's feed rows and advances the tenant's counter, taking the counter row's
 * lock in the same statement: the last statement before COMMIT (after it only further chunks of a
 * very large write). The lock is held to the commit, so sequence numbers are handed out in commit
 * order per tenant, while everything the transaction did before (reads, validation, the booking's
 * own rows) ran in parallel with the tenant's other writes. Returns the last seq.
 */
async function flushFeed(
  tx: AppTransaction,
  restaurantId: number,
  changes: readonly PendingChange[],
  commitWith: pg.Client | null,
): Promise<number> {
  const n = changes.length;
  const statement = sql`
    with counter as (
      insert into tenant_sync_counters as c (restaurant_id, seq) values (${restaurantId}, ${n}::bigint)
      on conflict (restaurant_id) do update set seq = c.seq + ${n}::bigint
      returning c.seq - ${n}::bigint as base
    ), feed as (
      insert into sync_changes (restaurant_id, entity, row_id, seq, op, data)
      select ${restaurantId}, v.entity, v.row_id, counter.base + v.ordinal, v.op, v.data
      from counter, (values ${feedValues(changes.slice(0, RECORD_CHUNK), 1)}) as v(entity, row_id, ordinal, op, data)
      ${UPSERT_FEED}
    )
    select base from counter`;
  const rows =
    commitWith && n <= RECORD_CHUNK
      ? await feedThenCommit(commitWith, statement)
      : await queryRows(tx, statement);
  const base = Number((rows[0] as { base?: unknown } | undefined)?.base);
  if (!Number.isSafeInteger(base)) throw new Error(`No change-feed counter for restaurant ${restaurantId}`);
  for (let i = RECORD_CHUNK; i < n; i += RECORD_CHUNK) {
    await tx.execute(sql`
      insert into sync_changes (restaurant_id, entity, row_id, seq, op, data)
      select ${restaurantId}, v.entity, v.row_id, ${base}::bigint + v.ordinal, v.op, v.data
      from (values ${feedValues(changes.slice(i, i + RECORD_CHUNK), i + 1)}) as v(entity, row_id, ordinal, op, data)
      ${UPSERT_FEED}`);
  }
  return base + n;
}

const dialect = new PgDialect();

/**
 * The feed statement with COMMIT queued right behind it on the connection: node-postgres sends the
 * COMMIT the moment the statement's answer arrives, so the counter row's lock is held for the
 * database's own work, never while this process is busy with other requests' JavaScript (under
 * load that wait was most of the hold, and every other write of the tenant queued behind it). A
 * failed statement leaves the transaction aborted, and the queued COMMIT then only rolls it back.
 * The COMMIT's answer is awaited before the write counts as done, as before.
 */
async function feedThenCommit(client: pg.Client, statement: SQL): Promise<unknown[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const answer = client.query(text, params);
  const committed = client.query('commit');
  // An empty transaction for drizzle's own COMMIT (or ROLLBACK) to end: no warning, no disk write.
  const reopened = client.query('begin');
  const [result] = await Promise.all([answer, committed, reopened]);
  const rows: unknown[] = result.rows;
  return rows;
}

/**
 * node-postgres's connection under a transaction of the root database, else null (PGlite, or a
 * write nested in another transaction, which must not commit it).
 */
function ownConnection(db: AppDatabase | AppTransaction, tx: AppTransaction): pg.Client | null {
  if (db instanceof PgTransaction) return null;
  const session: unknown = Reflect.get(tx, 'session');
  const client: unknown =
    session !== null && typeof session === 'object' ? Reflect.get(session, 'client') : null;
  return client instanceof pg.Client ? client : null;
}

/**
 * Runs `work` in one transaction that owns the tenant's change-feed counter at its end. `work`
 * records its feed changes through the TenantWrite; they are written in one statement together
 * with the counter's increment just before COMMIT (flushFeed), which
 *  (a) hands out sequence numbers in commit order per tenant: the counter row stays locked from
 *      that statement to the commit, so a later seq always belongs to a later commit and a pull
 *      never hands out a cursor past an uncommitted write;
 *  (b) lets the tenant's other writes run alongside until then: two bookings of different tables
 *      wait on each other only for the feed statement and the commit, not for the whole booking;
 *  (c) cannot deadlock: the counter is the last lock a tenant write takes, and after it the
 *      transaction touches only feed rows, which only counter holders write.
 * After the commit `onCommitted` hears the last seq. With `audit` (a user's write: a REST route or a
 * pushed mutation), each changed row is recorded in the audit trail with its state before and after.
 */
export async function withTenantWrite<T>(
  db: AppDatabase | AppTransaction,
  restaurantId: number,
  work: (write: TenantWrite) => Promise<T>,
  onCommitted?: ChangeListener,
  audit?: WriteAudit,
): Promise<T> {
  let lastSeq: number | null = null;
  const result = await db.transaction(async (raw) => {
    const pending: PendingChange[] = [];
    const write: TenantWrite = {
      tx: watchSavepoints(raw, pending),
      restaurantId,
      record: (entity, rowId, data) => {
        pending.push({ entity, rowId, data });
        return Promise.resolve();
      },
      recordMany: (entity, rows) => {
        for (const row of rows) pending.push({ entity, rowId: row.id, data: row.data });
        return Promise.resolve();
      },
    };
    const value = await work(write);
    const changes = compact(pending);
    if (audit && changes.length > 0) await auditFeedChanges(raw, restaurantId, audit, changes);
    // On node-postgres the feed statement commits the transaction (feedThenCommit); the COMMIT
    // drizzle then sends ends an empty one.
    if (changes.length > 0) lastSeq = await flushFeed(raw, restaurantId, changes, ownConnection(db, raw));
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

/** Records a row's new view for the feed and hands it back: the last step of most writes. */
export async function recorded<V extends { id: string }>(
  write: TenantWrite,
  entity: MirroredEntity,
  view: V,
): Promise<V> {
  await write.record(entity, view.id, view);
  return view;
}

/** Records the new view of each changed row for the feed. */
export async function recordRows<R extends { id: string }>(
  write: TenantWrite,
  entity: MirroredEntity,
  rows: readonly R[],
  view: (row: R) => object,
): Promise<void> {
  await write.recordMany(
    entity,
    rows.map((row) => ({ id: row.id, data: view(row) as Record<string, unknown> })),
  );
}
