// Pull: pages of the compacted change feed from the stored cursor. Each page is applied in one
// transaction (server rows, visible rows, cursor) and the event loop gets a turn between pages, so
// a long initial sync never blocks main. A cursor that goes backwards is refused: it would mean
// the server lost changes this mirror already has, and applying it would silently diverge.
import { PULL_MAX_LIMIT, type Change, type MirroredEntity } from '../../src-shared/sync/protocol.js';
import { isOverlayEntity, type MirrorStore } from '../mirror/mirror-store.js';
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
  onProgress?: (done: number) => void;
  /** Gives the event loop a turn between pages (tests count pages through it). */
  yieldToLoop?: () => Promise<void>;
}

export interface PullResult {
  changes: number;
  pages: number;
  entities: Set<MirroredEntity>;
}

const setImmediateYield = () => new Promise<void>((resolve) => setImmediate(resolve));

export function readCursor(store: MirrorStore): number {
  return Number(store.getMeta('cursor') ?? '0');
}

/** Applies one page in ONE transaction; refuses it whole when its cursor or seqs go backwards. */
export function applyPage(
  deps: Pick<PullDeps, 'store' | 'outbox' | 'stateAt'>,
  since: number,
  page: { changes: Change[]; cursor: number; hasMore: boolean },
  dropAcked: readonly string[],
): Set<MirroredEntity> {
  if (page.cursor < since) throw new BackwardsCursorError(since, page.cursor);
  const stale = page.changes.find((c) => c.seq <= since);
  if (stale) throw new BackwardsCursorError(since, stale.seq);
  const entities = new Set<MirroredEntity>();
  const { store, outbox } = deps;
  store.transaction(() => {
    if (readCursor(store) !== since) throw new Error('The mirror cursor moved during a pull; another pull is running');
    for (const change of page.changes) {
      store.applyServerChange(change);
      if (isOverlayEntity(change.entity)) store.writeVisible(change.entity, change.id, change.data);
      entities.add(change.entity);
    }
    store.setMeta('cursor', String(page.cursor));
    // Mutations acked before this pull started are in the server state now: stop replaying them.
    if (!page.hasMore) outbox.remove(dropAcked);
    const result = rebase(store, outbox, deps.stateAt);
    for (const entity of result.entities) entities.add(entity);
  });
  return entities;
}

export async function pullAll(deps: PullDeps): Promise<PullResult> {
  const limit = Math.min(deps.limit ?? PULL_MAX_LIMIT, PULL_MAX_LIMIT);
  const yieldToLoop = deps.yieldToLoop ?? setImmediateYield;
  const dropAcked = deps.outbox.ackedIds();
  const entities = new Set<MirroredEntity>();
  let since = readCursor(deps.store);
  let changes = 0;
  let pages = 0;
  for (;;) {
    const page = await deps.transport.pull(since, limit);
    for (const entity of applyPage(deps, since, page, dropAcked)) entities.add(entity);
    pages += 1;
    changes += page.changes.length;
    since = page.cursor;
    deps.onProgress?.(changes);
    if (!page.hasMore) break;
    await yieldToLoop();
  }
  return { changes, pages, entities };
}
