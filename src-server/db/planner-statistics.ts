// PostgreSQL's planner chooses by table statistics. A server on PostgreSQL has autovacuum keep
// them; PGlite is one process with no background workers, so without this a PGlite table is never
// analyzed. Never-analyzed tables get default guesses (a few dozen rows), and for the change feed
// that guess turns "walk the (restaurant_id, seq) index to the page's 5,000 rows" into "fetch every
// row after the cursor and sort it": a 100k-row initial sync then costs seconds per page instead
// of milliseconds. So the server analyzes at start (PGlite: every table; PostgreSQL: the feed) and,
// on PGlite, then on a timer.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.js';

/** How often a PGlite server refreshes its statistics (an ANALYZE of every table). */
export const PGLITE_ANALYZE_INTERVAL_MS = 30 * 60 * 1000;

/**
 * PGlite: analyzes every table. PostgreSQL: analyzes the change feed only; autovacuum keeps the
 * rest up to date, but reaches a large fresh import only on its next round (a minute or more), and
 * the first pulls after it should already page the feed by index.
 */
export async function refreshPlannerStatistics(handle: Pick<DatabaseHandle, 'db' | 'kind'>): Promise<void> {
  await handle.db.execute(handle.kind === 'pglite' ? sql`analyze` : sql`analyze sync_changes`);
}

/**
 * Refreshes PGlite's statistics every `intervalMs` until stopped. A failed refresh is reported to
 * `onError` and tried again next time (stale statistics slow queries down; they never break them).
 * `stop()` waits for a refresh in flight, so the database can be closed after it.
 */
export function keepPlannerStatistics(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  onError: (error: unknown) => void,
  intervalMs = PGLITE_ANALYZE_INTERVAL_MS,
): { stop(): Promise<void> } {
  if (handle.kind !== 'pglite') return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= refreshPlannerStatistics(handle)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
