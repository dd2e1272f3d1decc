// Push: the signed-in user's unacknowledged outbox entries (never another user's), oldest first, in batches bounded by count and by bytes (under
// the server's body limit; a 413 halves the batch). `applied` entries stay in the outbox (acked)
// until the next pull brings their effect; `rejected` ones are removed, their rows recomputed
// without them (rollback) and staff get a notice naming guest, time and outcome. Nothing stalls the
// queue: a mutation the server refuses for good (422 or too large, alone) or that fails the same way
// repeatedly (see SyncEngine) goes to the dead letters with such a notice, and so does an outbox
// row that no longer parses after an update.
import {
  PUSH_BODY_LIMIT_BYTES,
  PUSH_MAX_BATCH_BYTES,
  PUSH_MAX_MUTATIONS,
  SYNC_PROTOCOL_VERSION,
  type MutationResult,
} from '../../src-shared/sync/protocol.js';
import { ApiError } from '../api/api-error.js';
import type { SyncNotice } from '../../src-shared/ipc/channels.js';
import type { MirrorStore, OverlayEntity } from '../mirror/mirror-store.js';
import { ENTITY_OF_MUTATION } from './local-mutators.js';
import type { MutatorState } from './mutator-state.js';
import { isPlacementCode } from '../../src-shared/domain/chosen-table.js';
import {
  buildNotice,
  placementNotice,
  unreadableNotice,
  warningNotice,
  type NoticeStore,
} from './notices.js';
import { pushedBytes, type Outbox, type OutboxEntry, type OutboxOwner } from './outbox.js';
import { rebase } from './rebase.js';
import type { SyncTransport } from './sync-transport.js';

export interface PushDeps {
  store: MirrorStore;
  outbox: Outbox;
  notices: NoticeStore;
  transport: SyncTransport;
  clientId: string;
  /**
   * Whose entries to push: the signed-in user's (null: entries nobody owns, when no user is known).
   * Other users' entries stay queued, neither pushed nor dead-lettered, until their maker signs in.
   */
  owner: OutboxOwner;
  stateAt: (createdAt: number) => MutatorState;
  now: () => number;
  batchSize?: number;
  /** Most bytes of mutations per push (default PUSH_MAX_BATCH_BYTES). */
  batchBytes?: number;
}

/** Pushes of one mutation alone that fail the same way this many times (while pulls work) dead-letter it. */
export const POISON_FAILURES = 3;

/**
 * One mutation pushed alone failed in a way that may pass (a 5xx, a 400): the engine counts it
 * against the mutation once a pull shows the server is otherwise answering, and dead-letters it
 * after POISON_FAILURES of the same failure.
 */
export class PushFailure extends Error {
  constructor(
    readonly mutationId: string,
    readonly failure: string,
    cause: unknown,
  ) {
    super(`Pushing mutation ${mutationId} failed: ${failure}`, { cause });
    this.name = 'PushFailure';
  }
}

export interface PushResult {
  applied: number;
  rejected: SyncNotice[];
  /** Changes accepted with a warning (an overridden reservation restriction), one notice each. */
  warned: SyncNotice[];
  entities: Set<OverlayEntity>;
  /** The feed position the first answered push began at (checked against the cursor by the pull). */
  feed?: FeedPosition;
}

export interface FeedPosition {
  feedId: string;
  highWater: number;
}

type RollbackDeps = Pick<PushDeps, 'store' | 'outbox' | 'notices' | 'stateAt' | 'now'>;

/**
 * Removes `items` from the outbox (`removal`: plain delete, or to the dead letters), rolls their
 * rows back by a rebase and raises one notice each. Runs inside the caller's transaction.
 */
function rollBack(
  deps: RollbackDeps,
  items: readonly { entry: OutboxEntry; result: MutationResult }[],
  removal: (ids: string[]) => void,
): { notices: SyncNotice[]; entities: Set<OverlayEntity> } {
  const { store, outbox } = deps;
  const entities = new Set<OverlayEntity>();
  const notices: SyncNotice[] = [];
  if (items.length === 0) return { notices, entities };
  const before = items.map(({ entry }) => store.visible(ENTITY_OF_MUTATION[entry.name], entry.args.id));
  removal(items.map((i) => i.entry.id));
  // The removed rows are shadowed: rebase resets them to the server's version without the mutation.
  for (const entity of rebase(store, outbox, deps.stateAt).entities) entities.add(entity);
  const tableNames = new Map(
    store
      .catalogue('tables')
      .map((t) => [typeof t.id === 'string' ? t.id : '', typeof t.name === 'string' ? t.name : '?']),
  );
  items.forEach(({ entry, result }, i) => {
    const after = store.visible(ENTITY_OF_MUTATION[entry.name], entry.args.id);
    const notice = buildNotice(
      {
        mutationId: entry.id,
        name: entry.name,
        args: entry.args,
        result,
        before: before[i] ?? null,
        after,
        tableNames,
      },
      deps.now(),
    );
    deps.notices.add(notice);
    notices.push(notice);
  });
  return { notices, entities };
}

/** Settles one batch's outcomes in one transaction. Exported for tests of rollback and notices. */
export function settleResults(
  deps: Omit<PushDeps, 'transport' | 'owner'>,
  batch: readonly OutboxEntry[],
  results: readonly MutationResult[],
): PushResult {
  const byId = new Map(results.map((r) => [r.mutationId, r]));
  const { store, outbox } = deps;
  return store.transaction(() => {
    const applied: string[] = [];
    const rejected: { entry: OutboxEntry; result: MutationResult }[] = [];
    const warned: SyncNotice[] = [];
    for (const entry of batch) {
      const result = byId.get(entry.id);
      if (!result) continue;
      if (result.status === 'applied') applied.push(entry.id);
      else rejected.push({ entry, result });
      const told = result.status === 'applied' && result.reason ? result.reason : null;
      if (told && (result.code === 'warning' || isPlacementCode(result.code))) {
        const before = store.visible(ENTITY_OF_MUTATION[entry.name], entry.args.id);
        const facts = { ...entry, mutationId: entry.id, before };
        const notice = isPlacementCode(result.code)
          ? placementNotice(facts, result.code, told, deps.now())
          : warningNotice(facts, told, deps.now());
        deps.notices.add(notice);
        warned.push(notice);
      }
    }
    outbox.markAcked(applied);
    // Refused for good: kept in the dead letters with the server's reason, beside the notice.
    const failedAt = deps.now();
    const { notices, entities } = rollBack(deps, rejected, () => {
      for (const { entry, result } of rejected)
        outbox.deadLetter(entry.id, result.reason ?? result.code ?? 'refused by the server', failedAt);
    });
    return { applied: applied.length, rejected: notices, warned, entities };
  });
}

/**
 * Moves one entry to the dead letters: rolled back locally and told to staff like a refusal,
 * with `reason`. In one transaction. Answers the notice (null when the entry is gone already).
 */
export function deadLetter(
  deps: RollbackDeps,
  entryId: string,
  reason: string,
): { notice: SyncNotice; entities: Set<OverlayEntity> } | null {
  return deps.store.transaction(() => {
    const entry = deps.outbox.entries().find((e) => e.id === entryId);
    if (!entry) return null;
    const failedAt = deps.now();
    const { notices, entities } = rollBack(
      deps,
      [{ entry, result: { mutationId: entry.id, status: 'rejected', reason, code: 'dead_letter' } }],
      (ids) => {
        for (const id of ids) deps.outbox.deadLetter(id, reason, failedAt);
      },
    );
    const notice = notices[0];
    return notice ? { notice, entities } : null;
  });
}

/** A mutation name's prefix ('reservation' of 'reservation.update') → its entity, from the declarations. */
const ENTITY_OF_PREFIX: Record<string, OverlayEntity> = Object.fromEntries(
  Object.entries(ENTITY_OF_MUTATION).map(([name, entity]): [string, OverlayEntity] => [
    name.split('.')[0] ?? name,
    entity,
  ]),
);

/**
 * Outbox rows that no longer parse (an update renamed a mutation or changed its args) cannot be
 * pushed or replayed: each goes to the dead letters, its row back to the server's version, and
 * staff get a notice naming the guest and time. One transaction.
 */
export function deadLetterUnreadable(deps: RollbackDeps): {
  notices: SyncNotice[];
  entities: Set<OverlayEntity>;
} {
  const { store, outbox } = deps;
  return store.transaction(() => {
    const rows = outbox.unreadable();
    const entities = new Set<OverlayEntity>();
    const notices: SyncNotice[] = [];
    if (rows.length === 0) return { notices, entities };
    const facts = rows.map((row) => {
      const args =
        typeof row.args === 'object' && row.args !== null ? (row.args as Record<string, unknown>) : {};
      const entity = ENTITY_OF_PREFIX[row.name.split('.')[0] ?? ''];
      const id = typeof args.id === 'string' ? args.id : null;
      return { row, args, before: entity && id ? store.visible(entity, id) : null };
    });
    const failedAt = deps.now();
    for (const { row } of facts)
      outbox.deadLetter(row.id, `No longer readable after an update: ${row.problem}`, failedAt);
    for (const entity of rebase(store, outbox, deps.stateAt).entities) entities.add(entity);
    for (const { row, args, before } of facts) {
      const notice = unreadableNotice(
        { mutationId: row.id, name: row.name, args, before, problem: row.problem },
        failedAt,
      );
      deps.notices.add(notice);
      notices.push(notice);
    }
    return { notices, entities };
  });
}

function describeFailure(error: ApiError): string {
  const fields = error.errors
    ? Object.entries(error.errors)
        .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
        .join('; ')
    : '';
  const status = error.status === undefined ? '' : ` (HTTP ${error.status})`;
  return fields ? `${error.message}${status} — ${fields}` : `${error.message}${status}`;
}

/** A failure of the push request that says nothing about its mutations: no answer, or the session. */
function isRequestFailure(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status === undefined) return true;
  return [401, 403, 408, 429].includes(error.status);
}

/**
 * Pushes until nothing unacknowledged is left. Throws on a network or server failure (retry
 * later); a PushFailure names the one mutation a repeatable failure is down to.
 */
export async function pushAll(deps: PushDeps): Promise<PushResult> {
  const total: PushResult = { applied: 0, rejected: [], warned: [], entities: new Set() };
  const unreadable = deadLetterUnreadable(deps);
  total.rejected.push(...unreadable.notices);
  for (const entity of unreadable.entities) total.entities.add(entity);
  const maxCount = deps.batchSize ?? PUSH_MAX_MUTATIONS;
  const maxBytes = deps.batchBytes ?? PUSH_MAX_BATCH_BYTES;
  let limit = maxCount;
  for (;;) {
    const batch = deps.outbox.unacked(limit, maxBytes, deps.owner);
    const [head] = batch;
    if (head === undefined) return total;
    let response;
    try {
      response = await deps.transport.push({
        protocolVersion: SYNC_PROTOCOL_VERSION,
        clientId: deps.clientId,
        mutations: batch.map((e) => ({
          id: e.id,
          name: e.name,
          args: e.args,
          madeAt: new Date(e.createdAt).toISOString(),
          ...(e.madeOffline ? { madeOffline: true } : {}),
        })),
      });
    } catch (error) {
      if (isRequestFailure(error) || !(error instanceof ApiError)) throw error;
      if (batch.length > 1) {
        // Too large, or one of them fails the whole request: halve until it is down to one.
        limit = Math.ceil(batch.length / 2);
        continue;
      }
      const status = error.status ?? 0;
      if (status === 413 || status === 422) {
        const reason =
          status === 413
            ? `the change is too large to send (${Math.ceil(pushedBytes(head) / 1024)} KB; the server accepts ${PUSH_BODY_LIMIT_BYTES / 1024 / 1024} MB)`
            : describeFailure(error);
        const dead = deadLetter(deps, head.id, reason);
        if (dead) {
          total.rejected.push(dead.notice);
          for (const entity of dead.entities) total.entities.add(entity);
        }
        continue;
      }
      throw new PushFailure(head.id, describeFailure(error), error);
    }
    total.feed ??= { feedId: response.feedId, highWater: response.highWater };
    const result = settleResults(deps, batch, response.results);
    total.applied += result.applied;
    total.rejected.push(...result.rejected);
    total.warned.push(...result.warned);
    for (const entity of result.entities) total.entities.add(entity);
    // A server that answered none of the batch would loop forever; stop and retry later.
    if (result.applied + result.rejected.length === 0)
      throw new Error('The server answered a push without any outcome');
    limit = Math.min(maxCount, limit * 2);
  }
}
