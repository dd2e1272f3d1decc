// The rows this terminal changed that the server has not acknowledged yet: the `id` of every
// unacknowledged outbox entry's args (each mutation changes that one row). Read straight from the
// outbox table, so it survives a reload of the window and a restart of the app, and without parsing
// each entry's args against its schema (an unreadable row is dead-lettered by the pusher anyway).
import { asc, eq } from 'drizzle-orm';
import type { MirrorDb } from '../mirror/open-mirror.js';
import { outbox } from '../mirror/schema.js';

export function pendingRowIds(db: MirrorDb): string[] {
  const ids = new Set<string>();
  const rows = db
    .select({ args: outbox.args })
    .from(outbox)
    .where(eq(outbox.acked, false))
    .orderBy(asc(outbox.seq))
    .all();
  for (const { args } of rows) {
    const id = typeof args === 'object' && args !== null ? (args as { id?: unknown }).id : undefined;
    if (typeof id === 'string') ids.add(id);
  }
  return [...ids];
}
