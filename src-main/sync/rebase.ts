// Visible row = server row with the outbox re-applied in order (replicache's rebase). The server's
// version of a row a pending mutation touches is kept as its shadow (mirror schema `server_rows`);
// every other visible row is the server's as is. Resetting shadowed rows to their shadow first is
// what makes a rollback exact: a rejected mutation is simply removed from the outbox and its row
// recomputed without it.
import type { MutationArgs, MutationName } from '../../src-shared/sync/mutations.js';
import type { MirrorStore, OverlayEntity } from '../mirror/mirror-store.js';
import {
  applyLocalMutation,
  applyNewMutation,
  ENTITY_OF_MUTATION,
  type MutationEffect,
} from './local-mutators.js';
import type { MutatorState } from './mutator-state.js';
import type { Outbox } from './outbox.js';

export type RowKey = `${OverlayEntity}:${string}`;

export function rowKey(entity: OverlayEntity, id: string): RowKey {
  return `${entity}:${id}`;
}

export interface RebaseResult {
  entities: Set<OverlayEntity>;
  /** Outbox entries that could not be applied on the new state (e.g. their row was deleted); the server decides them. */
  skipped: string[];
}

/**
 * A local mutation's optimistic write: shadow the row (so its server version survives), write the
 * effect and append the outbox entry. Must run inside one transaction, so the change and its
 * outbox entry land together or not at all. Throws LocalMutationError when the mutation cannot
 * apply on this terminal's state, or a new booking's chosen table is taken (first apply only).
 */
export function writeLocalMutation<N extends MutationName>(
  store: MirrorStore,
  outbox: Outbox,
  state: MutatorState,
  entry: {
    id: string;
    name: N;
    args: MutationArgs<N>;
    createdAt: number;
    madeOffline?: boolean;
    ownerId?: number | null;
    ownerName?: string | null;
  },
): MutationEffect {
  const effect = applyNewMutation(state, entry.name, entry.args);
  store.shadow(effect.entity, effect.id);
  store.writeVisible(effect.entity, effect.id, effect.row);
  outbox.append(entry);
  return effect;
}

/**
 * Recomputes every shadowed row: back to its shadow, then the outbox replayed on top in order —
 * every user's entries, not only the signed-in user's: the mirror shows what this terminal did,
 * even while another user's changes wait for that user to sign in and push them. A
 * shadow no outbox entry touches any more (acked and pulled, or rejected) is dropped after the
 * reset, its visible row being the server's again. Must run inside a transaction. `stateAt(ms)`
 * gives the mutator state with the mutation's own clock, so replays are deterministic.
 */
export function rebase(
  store: MirrorStore,
  outbox: Outbox,
  stateAt: (createdAt: number) => MutatorState,
): RebaseResult {
  const entries = outbox.entries();
  // Nothing pending and nothing shadowed: every visible row already equals the server's.
  if (entries.length === 0 && !store.hasShadows()) return { entities: new Set(), skipped: [] };
  const touched = new Set<RowKey>(
    entries.map((entry) => rowKey(ENTITY_OF_MUTATION[entry.name], entry.args.id)),
  );
  const entities = new Set<OverlayEntity>();
  for (const shadow of store.shadows()) {
    store.writeVisible(shadow.entity, shadow.id, shadow.row);
    if (!touched.has(rowKey(shadow.entity, shadow.id))) store.dropShadow(shadow.id);
    entities.add(shadow.entity);
  }
  const skipped: string[] = [];
  for (const entry of entries) {
    try {
      const effect = applyLocalMutation(stateAt(entry.createdAt), entry.name, entry.args as never);
      store.writeVisible(effect.entity, effect.id, effect.row);
      entities.add(effect.entity);
    } catch {
      skipped.push(entry.id);
    }
  }
  return { entities, skipped };
}
