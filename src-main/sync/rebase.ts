// Visible row = server row with the outbox re-applied in order (replicache's rebase). Resetting
// the touched rows to server truth first is what makes a rollback exact: a rejected mutation is
// simply removed from the outbox and its row recomputed without it.
import type { MirrorStore, OverlayEntity } from '../mirror/mirror-store.js';
import { applyLocalMutation, ENTITY_OF_MUTATION } from './local-mutators.js';
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
 * Recomputes every row the outbox touches plus `extraKeys`. Must run inside a transaction.
 * `stateAt(ms)` gives the mutator state with the mutation's own clock, so replays are deterministic.
 */
export function rebase(store: MirrorStore, outbox: Outbox, stateAt: (createdAt: number) => MutatorState, extraKeys: Iterable<RowKey> = []): RebaseResult {
  const entries = outbox.entries();
  const keys = new Set<RowKey>(extraKeys);
  // Nothing pending and nothing asked for: every visible row already equals its server row.
  if (entries.length === 0 && keys.size === 0) return { entities: new Set(), skipped: [] };
  for (const entry of entries) keys.add(rowKey(ENTITY_OF_MUTATION[entry.name], entry.args.id));
  const entities = new Set<OverlayEntity>();
  for (const key of keys) {
    const at = key.indexOf(':');
    const entity = key.slice(0, at) as OverlayEntity;
    const id = key.slice(at + 1);
    store.writeVisible(entity, id, store.serverRow(id));
    entities.add(entity);
  }
  const skipped: string[] = [];
  for (const entry of entries) {
    try {
      const effect = applyLocalMutation(stateAt(entry.createdAt), entry.name, entry.args as never);
      store.writeVisible(effect.entity, effect.id, effect.row);
    } catch {
      skipped.push(entry.id);
    }
  }
  return { entities, skipped };
}
