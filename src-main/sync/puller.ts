// Pull: pages of the compacted change feed from the stored cursor. Each page is applied in
// sub-transactions of up to 2,000 rows and about 20 ms of writing (visible rows or shadows; the
// cursor with the last one) and the event loop gets a turn between them, so a long initial sync
// never blocks main for long. A cursor
// that goes backwards is refused: it would mean the server lost changes this mirror already
// has, and applying it would silently diverge.
import {
  MIRRORED_ENTITIES,
  PULL_MAX_LIMIT,
  type Change,
  type MirroredEntity,
  type PullResponse,
} from '../../src-shared/sync/protocol.js';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MirrorStore } from '../mirror/mirror-store.js';
import { importSnapshot } from '../mirror/snapshot-import.js';
import { ENTITY_OF_MUTATION } from './local-mutators.js';
import type { MutatorState } from './mutator-state.js';
import type { Outbox } from './outbox.js';
import { rebase } from './rebase.js';
import type { SyncTransport } from './sync-transport.js';

export class BackwardsCursorError extends Error {
  constructor(
    readonly since: number,
    readonly received: number,
  ) {
    super(
      `The server's change feed went backwards (this terminal is at ${since}, the server answered ${received}). ` +
        'Syncing is paused so nothing is lost; ask an administrator whether the server was restored from a backup.',
    );
    this.name = 'BackwardsCursorError';
  }
}

export interface PullDeps {
  store: MirrorStore;
  outbox: Outbox;
  transport: SyncTransport;
  stateAt: (createdAt: number) => MutatorState;
  limit?: number;
  /** Rows per sub-transaction of a page (default APPLY_CHUNK_ROWS). */
  chunkRows?: number;
  /** Milliseconds of writing per sub-transaction (default APPLY_SLICE_MS). */
  sliceMs?: number;
  /** Rows synced so far; `total` when it is known (a snapshot says how many rows it holds). */
  onProgress?: (done: number, total?: number) => void;
  /** The feed position a push in this same sync run began at: checked like the first page's. */
  pushedFeed?: Pick<PullResponse, 'feedId' | 'highWater'>;
  /** Gives the event loop a turn between sub-transactions and between pages (tests count them through it). */
  yieldToLoop?: () => Promise<void>;
  /** False: a first sync pulls the feed page by page even where the server offers a snapshot. */
  snapshot?: boolean;
}

export interface PullResult {
  changes: number;
  pages: number;
  entities: Set<MirroredEntity>;
  /** Set when the mirror's cursor belonged to another feed and it was resynced from zero: why. */
  resynced?: string;
  /** The rows a first sync took from a snapshot file (counted in `changes` too). */
  snapshotRows?: number;
}

/**
 * A first sync from the server's snapshot (issue 36 §5): only into an empty mirror that has never
 * met a feed, with nothing pending. Downloads the file next to the mirror, copies it in (cursor and
 * feed id set with the last slice) and deletes it. Null when the server offers none or the file
 * cannot be used: the caller then pulls from zero as before (upserts of the latest state, so rows a
 * failed import left behind do no harm).
 */
async function firstSyncFromSnapshot(deps: PullDeps): Promise<{ rows: number } | null> {
  const { store, transport } = deps;
  if (deps.snapshot === false || !transport.snapshot) return null;
  if (readCursor(store) !== 0 || store.getMeta('feedId') !== null) return null;
  if (deps.outbox.entries().length > 0 || store.hasShadows()) return null;
  const mirrorFile = store.sqlite.name;
  const dir = mirrorFile && mirrorFile !== ':memory:' ? path.dirname(mirrorFile) : tmpdir();
  const downloaded = await transport
    .snapshot(dir, (received, total, rows) => {
      // Rows of the file received so far (rows are of similar size), then rows copied in.
      if (total > 0) deps.onProgress?.(Math.floor((received / total) * rows), rows);
    })
    .catch(() => null);
  if (!downloaded) return null;
  try {
    const meta = await importSnapshot(store, downloaded.file, {
      onProgress: (rows) => deps.onProgress?.(rows, downloaded.rows),
      // A change made during the copy needs the pull's shadows and rebase: the pull takes over.
      interrupted: () => deps.outbox.entries().length > 0 || store.hasShadows(),
      ...(deps.yieldToLoop ? { yieldToLoop: deps.yieldToLoop } : {}),
    });
    return typeof meta === 'string' ? null : { rows: meta.rows };
  } catch {
    return null;
  } finally {
    rmSync(downloaded.file, { force: true });
  }
}

/**
 * Why this mirror's cursor does not belong to the feed that answered, or null when it does: the
 * feed has another identity (a new database), or its high-water mark is below the cursor (an older
 * copy of the same database, restored from a backup). A mirror that never stored a feed id (made
 * before feed identities) adopts the one it meets.
 */
export function foreignFeed(
  store: MirrorStore,
  since: number,
  page: Pick<PullResponse, 'feedId' | 'highWater'>,
): string | null {
  const known = store.getMeta('feedId');
  if (known !== null && known !== page.feedId)
    return "The server's database was replaced by another one (its change feed has a new identity)";
  if (page.highWater < since)
    return `The server's data is older than this terminal's (it was restored from a backup: the server is at change ${page.highWater}, this terminal had seen ${since})`;
  return null;
}

/**
 * Starts the mirror over on feed `feedId`: every server row dropped, cursor 0; the outbox kept,
 * every entry to be pushed again (the server decides by mutation id whether it has it) and each
 * row it touches shadowed as "the server has none yet", so the pull from zero lands under the
 * pending changes. One transaction.
 */
export function resetForResync(deps: Pick<PullDeps, 'store' | 'outbox' | 'stateAt'>, feedId: string): void {
  const { store, outbox } = deps;
  store.transaction(() => {
    store.clearServerState();
    for (const entry of outbox.entries()) store.shadow(ENTITY_OF_MUTATION[entry.name], entry.args.id);
    outbox.markAllUnacked();
    store.setMeta('cursor', '0');
    store.setMeta('feedId', feedId);
    rebase(store, outbox, deps.stateAt);
  });
}

/**
 * A page is written in sub-transactions of at most this many rows, with a turn of the event loop
 * between them: one transaction of a whole page would hold main (IPC, the UI's queries) for as
 * long as SQLite takes to write it.
 */
export const APPLY_CHUNK_ROWS = 2_000;

/**
 * ...and each sub-transaction stops taking rows once it has written for this long, so a slow disk
 * or a busy machine makes the slices smaller rather than longer: the event loop's goal is no stall
 * over 50 ms, and the commit (WAL fsync) and the rebase come on top of this.
 */
export const APPLY_SLICE_MS = 20;

/** Rows written between two looks at the clock inside a sub-transaction. */
const APPLY_BATCH_ROWS = 100;

/**
 * Rows asked for per pull page unless the engine is told otherwise: a page is read and parsed in
 * one block of the event loop, so smaller pages mean shorter blocks; the next page is fetched while
 * this one is written. Measured with the sync bench on this (loaded, 2-core) machine, 1,000-row
 * pages against 5,000: stall p99 91-99 ms against 156-176 ms, max 123-195 ms against 197-320 ms,
 * and no loss of speed (initial sync / raw mirror insert 0.28 against 0.21 in their runs).
 */
export const DEFAULT_PULL_LIMIT = 1_000;

/**
 * One full turn of the event loop. A single setImmediate queued from the poll phase (where a
 * response or a write finishes) runs in that same iteration's check phase, before any timer; the
 * second one lands in the next iteration, so timers and I/O callbacks get their turn in between.
 */
const loopTurn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

export function readCursor(store: MirrorStore): number {
  return Number(store.getMeta('cursor') ?? '0');
}

export interface ApplyOptions {
  chunkRows?: number;
  /** Milliseconds of writing after which a sub-transaction commits early (default APPLY_SLICE_MS). */
  sliceMs?: number;
  yieldToLoop?: () => Promise<void>;
  /** The clock the slice budget is read from (tests). */
  now?: () => number;
}

/**
 * Applies one page in sub-transactions of at most `chunkRows` rows and about `sliceMs` of writing,
 * yielding to the event loop between them; refuses the page whole (before writing anything) when
 * its cursor or seqs go backwards. Only the LAST sub-transaction stores the page's cursor, so after
 * a crash mid-page the next pull asks for the same page again and re-applies its first rows:
 * harmless, since applying a change is an upsert of the row's latest state (or an idempotent
 * delete). Each sub-transaction ends with a rebase, so every committed state shows pending local
 * mutations on top of the server rows (a mutation made during a yield is never hidden by the rest
 * of the page).
 */
export async function applyPage(
  deps: Pick<PullDeps, 'store' | 'outbox' | 'stateAt'>,
  since: number,
  page: { changes: Change[]; cursor: number; hasMore: boolean },
  dropAcked: readonly string[],
  options: ApplyOptions = {},
): Promise<Set<MirroredEntity>> {
  if (page.cursor < since) throw new BackwardsCursorError(since, page.cursor);
  const stale = page.changes.find((c) => c.seq <= since);
  if (stale) throw new BackwardsCursorError(since, stale.seq);
  const chunkRows = Math.max(1, Math.floor(options.chunkRows ?? APPLY_CHUNK_ROWS));
  const sliceMs = options.sliceMs ?? APPLY_SLICE_MS;
  const now = options.now ?? (() => performance.now());
  const yieldToLoop = options.yieldToLoop ?? loopTurn;
  const entities = new Set<MirroredEntity>();
  const { store, outbox } = deps;
  const total = page.changes.length;
  for (let from = 0; ;) {
    const started = now();
    const limit = Math.min(total, from + chunkRows);
    let to = from;
    store.transaction(() => {
      if (readCursor(store) !== since)
        throw new Error('The mirror cursor moved during a pull; another pull is running');
      // At least one batch per sub-transaction, so a page always makes progress.
      do {
        const batch = page.changes.slice(to, Math.min(limit, to + APPLY_BATCH_ROWS));
        store.applyFeedChanges(batch);
        for (const change of batch) entities.add(change.entity);
        to += batch.length;
      } while (to < limit && now() - started < sliceMs);
      if (to >= total) {
        store.setMeta('cursor', String(page.cursor));
        // Mutations acked before this pull started are in the server state now: stop replaying them.
        if (!page.hasMore) outbox.remove(dropAcked);
      }
      // A no-op when the outbox is empty (the initial sync): nothing to replay on top.
      const result = rebase(store, outbox, deps.stateAt);
      for (const entity of result.entities) entities.add(entity);
    });
    if (to >= total) return entities;
    from = to;
    await yieldToLoop();
  }
}

export async function pullAll(deps: PullDeps): Promise<PullResult> {
  const limit = Math.min(deps.limit ?? DEFAULT_PULL_LIMIT, PULL_MAX_LIMIT);
  const yieldToLoop = deps.yieldToLoop ?? loopTurn;
  const options: ApplyOptions = { chunkRows: deps.chunkRows, sliceMs: deps.sliceMs, yieldToLoop };
  let dropAcked = deps.outbox.ackedIds();
  const entities = new Set<MirroredEntity>();
  const fromSnapshot = await firstSyncFromSnapshot(deps);
  let since = readCursor(deps.store);
  let changes = fromSnapshot?.rows ?? 0;
  let pages = 0;
  let resynced: string | undefined;
  if (fromSnapshot) for (const entity of MIRRORED_ENTITIES) entities.add(entity);
  let next = deps.transport.pull(since, limit);
  for (;;) {
    const page = await next;
    if (pages === 0 && resynced === undefined) {
      const foreign =
        (deps.pushedFeed ? foreignFeed(deps.store, since, deps.pushedFeed) : null) ??
        foreignFeed(deps.store, since, page);
      if (foreign !== null) {
        resetForResync(deps, page.feedId);
        resynced = foreign;
        since = 0;
        dropAcked = [];
        for (const entity of MIRRORED_ENTITIES) entities.add(entity);
        next = deps.transport.pull(0, limit);
        continue;
      }
      if (deps.store.getMeta('feedId') === null) deps.store.setMeta('feedId', page.feedId);
    }
    // Ask for the following page before writing this one, so the server's query and the wire run
    // alongside SQLite. Its failure surfaces when it is awaited; if this page is refused it is dropped.
    const ahead = page.hasMore && page.cursor >= since ? deps.transport.pull(page.cursor, limit) : null;
    ahead?.catch(() => undefined);
    // The page's body was read and parsed in this same turn of the loop: give it a turn before writing.
    await yieldToLoop();
    for (const entity of await applyPage(deps, since, page, dropAcked, options)) entities.add(entity);
    pages += 1;
    changes += page.changes.length;
    since = page.cursor;
    deps.onProgress?.(changes);
    if (!page.hasMore || ahead === null) break;
    next = ahead;
  }
  const result: PullResult = { changes, pages, entities };
  if (resynced !== undefined) result.resynced = resynced;
  if (fromSnapshot) result.snapshotRows = fromSnapshot.rows;
  return result;
}
