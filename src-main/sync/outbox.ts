// The outbox: local mutations in the order they were made. Written in the same transaction as the
// optimistic change (see sync-engine mutate), pushed and replayed in `seq` order.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isMutationName, MUTATIONS, type MutationName } from '../../src-shared/sync/mutations.js';
import type { MirrorDb } from '../mirror/open-mirror.js';
import { deadLetters, outbox } from '../mirror/schema.js';

export interface OutboxEntry {
  seq: number;
  id: string;
  name: MutationName;
  /** Parsed args (defaults applied), as pushed. */
  args: { id: string } & Record<string, unknown>;
  createdAt: number;
  /** Made while this terminal could not reach the server (pushed as madeOffline). */
  madeOffline: boolean;
  acked: boolean;
  /** The user who made it (null: queued before owners were recorded and not claimed yet). */
  ownerId: number | null;
}

/**
 * Whose entries an operation is about: a user id, or null for entries nobody owns (an engine run
 * without a signed-in user, as in unit tests). Changes are pushed only by the user who made them.
 */
export type OutboxOwner = number | null;

/** An outbox row that no longer parses (its mutation was renamed or its args changed shape in an update). */
export interface UnreadableEntry {
  seq: number;
  id: string;
  name: string;
  args: unknown;
  createdAt: number;
  problem: string;
}

/** Bytes an entry adds to a push body: its JSON as sent, plus a little for the separators. */
export function pushedBytes(entry: Pick<OutboxEntry, 'id' | 'name' | 'args'>): number {
  return Buffer.byteLength(JSON.stringify({ id: entry.id, name: entry.name, args: entry.args }), 'utf8') + 1;
}

export class Outbox {
  constructor(private readonly db: MirrorDb) {}

  append(entry: {
    id: string;
    name: MutationName;
    args: unknown;
    createdAt: number;
    /** This terminal could not reach the server when the change was made. */
    madeOffline?: boolean;
    ownerId?: OutboxOwner;
    /** The staff member's name, shown if the server refuses the change. */
    ownerName?: string | null;
  }): void {
    this.db
      .insert(outbox)
      .values({
        id: entry.id,
        name: entry.name,
        args: entry.args,
        createdAt: entry.createdAt,
        madeOffline: entry.madeOffline ?? false,
        ownerId: entry.ownerId ?? null,
        ownerName: entry.ownerName ?? null,
      })
      .run();
  }

  /**
   * Rows queued before owners were recorded (mirror migration 0003) belong to nobody: they are
   * treated as the changes of the first user who signs in next, who claims them here and pushes
   * them. Answers how many were claimed.
   */
  claimUnowned(ownerId: number): number {
    return this.db
      .update(outbox)
      .set({ ownerId })
      .where(isNull(outbox.ownerId))
      .returning({ id: outbox.id })
      .all().length;
  }

  /** Every entry still replayed on top of server state: unpushed ones and acked ones not yet pulled. */
  entries(): OutboxEntry[] {
    const rows = this.db.select().from(outbox).orderBy(asc(outbox.seq)).all();
    const out: OutboxEntry[] = [];
    for (const row of rows) {
      if (!isMutationName(row.name)) continue;
      const parsed = MUTATIONS[row.name].safeParse(row.args);
      if (!parsed.success) continue;
      out.push({
        seq: row.seq,
        id: row.id,
        name: row.name,
        args: parsed.data,
        createdAt: row.createdAt,
        madeOffline: row.madeOffline,
        acked: row.acked,
        ownerId: row.ownerId,
      });
    }
    return out;
  }

  /** Rows that no longer parse; the pusher moves them to the dead letters with a notice. */
  unreadable(): UnreadableEntry[] {
    const out: UnreadableEntry[] = [];
    for (const row of this.db.select().from(outbox).orderBy(asc(outbox.seq)).all()) {
      let problem: string | null = null;
      if (!isMutationName(row.name)) problem = `unknown change "${row.name}"`;
      else {
        const parsed = MUTATIONS[row.name].safeParse(row.args);
        if (!parsed.success)
          problem = parsed.error.issues
            .map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message))
            .join('; ');
      }
      if (problem !== null)
        out.push({
          seq: row.seq,
          id: row.id,
          name: row.name,
          args: row.args,
          createdAt: row.createdAt,
          problem,
        });
    }
    return out;
  }

  /**
   * Entries the server has not acknowledged yet, oldest first: at most `limit` of them and, past
   * the first, no more than `maxBytes` of pushed JSON (one entry alone may be larger; the server's
   * 413 then dead-letters it). With `owner`, only that owner's entries (what that user pushes).
   */
  unacked(limit: number, maxBytes = Number.POSITIVE_INFINITY, owner?: OutboxOwner): OutboxEntry[] {
    const out: OutboxEntry[] = [];
    let bytes = 0;
    for (const entry of this.entries()) {
      if (entry.acked) continue;
      if (owner !== undefined && entry.ownerId !== owner) continue;
      if (out.length >= limit) break;
      const size = pushedBytes(entry);
      if (out.length > 0 && bytes + size > maxBytes) break;
      out.push(entry);
      bytes += size;
    }
    return out;
  }

  /**
   * Entries waiting to be sent: with `owner`, exactly what that user's pusher will send (unreadable
   * rows are dead-lettered first); without, every user's.
   */
  pendingCount(owner?: OutboxOwner): number {
    const unacked = eq(outbox.acked, false);
    const where = owner === undefined ? unacked : and(unacked, sql`${outbox.ownerId} IS ${owner}`);
    return this.db.select({ n: count() }).from(outbox).where(where).get()?.n ?? 0;
  }

  /** Entries other users made that wait here, unsent, until their maker signs in again. */
  waitingForOthersCount(owner: OutboxOwner): number {
    return (
      this.db
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.acked, false), sql`${outbox.ownerId} IS NOT ${owner}`))
        .get()?.n ?? 0
    );
  }

  /** Every entry is to be pushed again (a new or restored server database may not have them). */
  markAllUnacked(): void {
    this.db.update(outbox).set({ acked: false, failures: 0, lastError: null }).run();
  }

  /**
   * Counts one failure of this entry pushed alone. The count restarts when the error differs from
   * the last one; answers the count after this failure.
   */
  recordFailure(id: string, message: string): number {
    const row = this.db
      .select({ failures: outbox.failures, lastError: outbox.lastError })
      .from(outbox)
      .where(eq(outbox.id, id))
      .get();
    if (!row) return 0;
    const failures = row.lastError === message ? row.failures + 1 : 1;
    this.db.update(outbox).set({ failures, lastError: message }).where(eq(outbox.id, id)).run();
    return failures;
  }

  /** Moves one row to the dead letters (the caller rebases and raises the notice in the same transaction). */
  deadLetter(id: string, reason: string, failedAt: number): boolean {
    const row = this.db.select().from(outbox).where(eq(outbox.id, id)).get();
    if (!row) return false;
    this.db
      .insert(deadLetters)
      .values({
        id: row.id,
        name: row.name,
        args: JSON.stringify(row.args) ?? 'null',
        createdAt: row.createdAt,
        failedAt,
        reason,
        ownerId: row.ownerId,
        ownerName: row.ownerName,
      })
      .onConflictDoNothing()
      .run();
    this.db.delete(outbox).where(eq(outbox.id, id)).run();
    return true;
  }

  deadLetters(): (typeof deadLetters.$inferSelect)[] {
    return this.db.select().from(deadLetters).orderBy(asc(deadLetters.failedAt)).all();
  }

  /** Whether entry `id` is still waiting and unacknowledged. */
  isPending(id: string): boolean {
    return (
      this.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.id, id), eq(outbox.acked, false)))
        .get() !== undefined
    );
  }

  ackedIds(): string[] {
    return this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.acked, true))
      .all()
      .map((r) => r.id);
  }

  markAcked(ids: readonly string[]): void {
    if (ids.length > 0)
      this.db
        .update(outbox)
        .set({ acked: true })
        .where(inArray(outbox.id, [...ids]))
        .run();
  }

  remove(ids: readonly string[]): void {
    if (ids.length > 0)
      this.db
        .delete(outbox)
        .where(inArray(outbox.id, [...ids]))
        .run();
  }
}
