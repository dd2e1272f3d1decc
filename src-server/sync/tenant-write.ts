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
  commitWith: CommitWith | null,
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
  const baseOf = (rows: readonly unknown[]): number => {
    const base = Number((rows[0] as { base?: unknown } | undefined)?.base);
    if (!Number.isSafeInteger(base)) throw new Error(`No change-feed counter for restaurant ${restaurantId}`);
    return base;
  };
  if (commitWith && n <= RECORD_CHUNK) {
    const base = await feedThenCommit(commitWith.client, statement, baseOf);
    commitWith.committed();
    return base + n;
  }
  const base = baseOf(await queryRows(tx, statement));
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

/** The connection a root write may commit on, and who to tell once it has. */
interface CommitWith {
  client: pg.Client;
  committed: () => void;
}

/**
 * The feed statement, then COMMIT sent from inside node-postgres's handling of the statement's
 * answer: the counter row's lock is held for the database's own work, never while this process
 * runs other requests' JavaScript (under load that wait was most of the hold, and every other write
 * of the tenant queued behind it). A failed statement (or a feed position that cannot be read)
 * sends nothing more: drizzle rolls back. Once the COMMIT has answered, the transaction's own end
 * (drizzle's COMMIT, or its ROLLBACK) is answered here without a round trip: nothing is left to end,
 * the write counts five round trips, and behind PgBouncer the server connection is free at once.
 * Resolves with the feed's base once the COMMIT has answered.
 */
function feedThenCommit(
  client: pg.Client,
  statement: SQL,
  baseOf: (rows: readonly unknown[]) => number,
): Promise<number> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return new Promise((resolve, reject) => {
    client.query(text, params, (error: Error | null, result: pg.QueryResult) => {
      if (error) {
        reject(error);
        return;
      }
      let base: number;
      try {
        base = baseOf(result.rows);
      } catch (unreadable) {
        reject(unreadable instanceof Error ? unreadable : new Error(String(unreadable)));
        return;
      }
      client.query('commit').then(() => {
        answerNextEnd(client);
        resolve(base);
      }, reject);
    });
  });
}

const TRANSACTION_END = /^\s*(commit|rollback)\s*$/i;

/**
 * The client's next query, when it ends a transaction, is answered at once (the transaction was
 * committed already); any other goes to the server as usual. Either way the client is itself again.
 */
function answerNextEnd(client: pg.Client): void {
  const own: unknown = Reflect.get(client, 'query');
  if (typeof own !== 'function') return;
  Object.defineProperty(client, 'query', {
    configurable: true,
    writable: true,
    value: (...args: unknown[]): unknown => {
      Reflect.deleteProperty(client, 'query');
      const first = args[0];
      const text: unknown =
        typeof first === 'string'
          ? first
          : first !== null && typeof first === 'object'
            ? Reflect.get(first, 'text')
            : null;
      if (typeof text === 'string' && TRANSACTION_END.test(text))
        return Promise.resolve({ command: text.trim().toUpperCase(), rowCount: null, rows: [], fields: [] });
      return Reflect.apply(own, client, args);
    },
  });
}

/**
 * node-postgres's connection under an outermost transaction of the root database, else null
 * (PGlite, or a write nested in another transaction, which must not commit it).
 */
function ownConnection(db: AppDatabase | AppTransaction, tx: AppTransaction): pg.Client | null {
  if (db instanceof PgTransaction || Reflect.get(tx, 'nestedIndex') !== 0) return null;
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
  // PostgreSQL ends one of two transactions that wait on each other (40P01, a deadlock: two bookings
  // of one evening updating its report counts) and expects the client to run it again. The whole
  // write rolled back, so it is run again from the start, up to three times in all.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tenantWriteOnce(db, restaurantId, work, onCommitted, audit);
    } catch (error) {
      if (attempt >= 3 || !isDeadlock(error)) throw error;
    }
  }
}

/** Whether a PostgreSQL deadlock (SQLSTATE 40P01) is in the error's cause chain. */
function isDeadlock(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === '40P01') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

async function tenantWriteOnce<T>(
  db: AppDatabase | AppTransaction,
  restaurantId: number,
  work: (write: TenantWrite) => Promise<T>,
  onCommitted?: ChangeListener,
  audit?: WriteAudit,
): Promise<T> {
  let lastSeq: number | null = null;
  // Set once the COMMIT has answered on a write that commits before drizzle does (feedThenCommit).
  const outcome: { durable: { value: T } | null } = { durable: null };
  let result: T;
  try {
    result = await db.transaction(async (raw) => {
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
      const client = changes.length > 0 ? ownConnection(db, raw) : null;
      const commitWith = client && {
        client,
        committed: () => {
          outcome.durable = { value };
        },
      };
      if (changes.length > 0) lastSeq = await flushFeed(raw, restaurantId, changes, commitWith);
      return value;
    });
  } catch (error) {
    // The write is committed (its COMMIT answered); nothing after it reaches the server, but should
    // anything fail past that point the write stands, and is reported and announced as done.
    if (!outcome.durable) throw error;
    result = outcome.durable.value;
  }
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
