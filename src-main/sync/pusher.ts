// Push: unacknowledged outbox entries, oldest first, in batches. `applied` entries stay in the
// outbox (acked) until the next pull brings their effect; `rejected` ones are removed, their rows
// recomputed without them (rollback) and staff get a notice naming guest, time and outcome.
import {
  PUSH_MAX_MUTATIONS,
  SYNC_PROTOCOL_VERSION,
  type MutationResult,
} from '../../src-shared/sync/protocol.js';
import type { SyncNotice } from '../../src-shared/ipc/channels.js';
import type { MirrorStore, OverlayEntity, Row } from '../mirror/mirror-store.js';
import { ENTITY_OF_MUTATION } from './local-mutators.js';
import type { MutatorState } from './mutator-state.js';
import { buildNotice, type NoticeStore } from './notices.js';
import type { Outbox, OutboxEntry } from './outbox.js';
import { rebase } from './rebase.js';
import type { SyncTransport } from './sync-transport.js';

export interface PushDeps {
  store: MirrorStore;
  outbox: Outbox;
  notices: NoticeStore;
  transport: SyncTransport;
  clientId: string;
  stateAt: (createdAt: number) => MutatorState;
  now: () => number;
  batchSize?: number;
}

export interface PushResult {
  applied: number;
  rejected: SyncNotice[];
  entities: Set<OverlayEntity>;
}

/** Settles one batch's outcomes in one transaction. Exported for tests of rollback and notices. */
export function settleResults(
  deps: Omit<PushDeps, 'transport'>,
  batch: readonly OutboxEntry[],
  results: readonly MutationResult[],
): PushResult {
  const byId = new Map(results.map((r) => [r.mutationId, r]));
  const { store, outbox } = deps;
  return store.transaction(() => {
    const applied: string[] = [];
    const rejected: { entry: OutboxEntry; result: MutationResult; before: Row | null }[] = [];
    for (const entry of batch) {
      const result = byId.get(entry.id);
      if (!result) continue;
      if (result.status === 'applied') applied.push(entry.id);
      else
        rejected.push({
          entry,
          result,
          before: store.visible(ENTITY_OF_MUTATION[entry.name], entry.args.id),
        });
    }
    outbox.markAcked(applied);
    outbox.remove(rejected.map((r) => r.entry.id));
    const entities = new Set<OverlayEntity>();
    const notices: SyncNotice[] = [];
    if (rejected.length > 0) {
      // The rejected rows are shadowed: rebase resets them to the server's version without the mutation.
      for (const entity of rebase(store, outbox, deps.stateAt).entities) entities.add(entity);
      const tableNames = new Map(
        store
          .catalogue('tables')
          .map((t) => [typeof t.id === 'string' ? t.id : '', typeof t.name === 'string' ? t.name : '?']),
      );
      for (const { entry, result, before } of rejected) {
        const after = store.visible(ENTITY_OF_MUTATION[entry.name], entry.args.id);
        const notice = buildNotice(
          { mutationId: entry.id, name: entry.name, args: entry.args, result, before, after, tableNames },
          deps.now(),
        );
        deps.notices.add(notice);
        notices.push(notice);
      }
    }
    return { applied: applied.length, rejected: notices, entities };
  });
}

/** Pushes until nothing unacknowledged is left. Throws on a network or server failure (retry later). */
export async function pushAll(deps: PushDeps): Promise<PushResult> {
  const total: PushResult = { applied: 0, rejected: [], entities: new Set() };
  for (;;) {
    const batch = deps.outbox.unacked(deps.batchSize ?? PUSH_MAX_MUTATIONS);
    if (batch.length === 0) return total;
    const response = await deps.transport.push({
      protocolVersion: SYNC_PROTOCOL_VERSION,
      clientId: deps.clientId,
      mutations: batch.map((e) => ({ id: e.id, name: e.name, args: e.args })),
    });
    const result = settleResults(deps, batch, response.results);
    total.applied += result.applied;
    total.rejected.push(...result.rejected);
    for (const entity of result.entities) total.entities.add(entity);
    // A server that answered none of the batch would loop forever; stop and retry later.
    if (result.applied + result.rejected.length === 0)
      throw new Error('The server answered a push without any outcome');
  }
}
