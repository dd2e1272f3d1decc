// The changes the server refused for good (the dead letters), for the refused-changes screen
// (issue 27 §1.4): who (the staff member signed in when it was made), what (the mutation, its
// arguments and the guest it was about), when (made and refused) and why (the server's reason). Nothing refused is invisible:
// a refused change stays listed until staff retry it, edit it into a new change, or discard it.
import { count, eq } from 'drizzle-orm';
import type { RefusedChange } from '../../src-shared/ipc/channels.js';
import { isMutationName } from '../../src-shared/sync/mutations.js';
import type { MirrorDb } from '../mirror/open-mirror.js';
import { deadLetters, notices } from '../mirror/schema.js';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function parsedArgs(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Every refused change, newest refusal first, named as its notice named it. */
export function refusedChanges(db: MirrorDb): RefusedChange[] {
  const rows = db.select().from(deadLetters).all();
  const noticeOf = new Map(
    db
      .select()
      .from(notices)
      .all()
      .map((n) => [n.mutationId, n]),
  );
  return rows
    .sort((a, b) => b.failedAt - a.failedAt || b.id.localeCompare(a.id))
    .map((row) => {
      const args = parsedArgs(row.args);
      const notice = noticeOf.get(row.id);
      const named = `${str(args.first_name)} ${str(args.last_name)}`.trim();
      return {
        id: row.id,
        name: row.name,
        known: isMutationName(row.name),
        args,
        createdAt: row.createdAt,
        failedAt: row.failedAt,
        reason: row.reason,
        madeBy: row.ownerName ?? '',
        guest: notice?.guest || named || str(args.label) || '',
        date: notice?.date ?? (str(args.date) || null),
        time: notice?.time ?? (str(args.time) || null),
        outcome: notice?.outcome ?? '',
      };
    });
}

export function refusedCount(db: MirrorDb): number {
  return db.select({ n: count() }).from(deadLetters).get()?.n ?? 0;
}

export function refusedChange(db: MirrorDb, id: string): RefusedChange | null {
  return refusedChanges(db).find((c) => c.id === id) ?? null;
}

/** Drops a refused change from the list (staff decided); false when it was not there. */
export function discardRefused(db: MirrorDb, id: string): boolean {
  return db.delete(deadLetters).where(eq(deadLetters.id, id)).run().changes > 0;
}
