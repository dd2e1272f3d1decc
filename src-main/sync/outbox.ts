// The outbox: local mutations in the order they were made. Written in the same transaction as the
// optimistic change (see sync-engine mutate), pushed and replayed in `seq` order.
import { asc, count, eq, inArray } from 'drizzle-orm';
import { isMutationName, MUTATIONS, type MutationName } from '../../src-shared/sync/protocol.js';
import type { MirrorDb } from '../mirror/open-mirror.js';
import { outbox } from '../mirror/schema.js';

export interface OutboxEntry {
  seq: number;
  id: string;
  name: MutationName;
  /** Parsed args (defaults applied), as pushed. */
  args: { id: string } & Record<string, unknown>;
  createdAt: number;
  acked: boolean;
}

export class Outbox {
  constructor(private readonly db: MirrorDb) {}

  append(entry: { id: string; name: MutationName; args: unknown; createdAt: number }): void {
    this.db
      .insert(outbox)
      .values({ id: entry.id, name: entry.name, args: entry.args, createdAt: entry.createdAt })
      .run();
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
        acked: row.acked,
      });
    }
    return out;
  }

  /** Entries the server has not acknowledged yet, oldest first. */
  unacked(limit: number): OutboxEntry[] {
    return this.entries()
      .filter((e) => !e.acked)
      .slice(0, limit);
  }

  pendingCount(): number {
    return this.db.select({ n: count() }).from(outbox).where(eq(outbox.acked, false)).get()?.n ?? 0;
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
