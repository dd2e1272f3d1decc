// The signed-in user's staff messages in the mirror (issue 30 §7). They are per user, so they never
// travel in the restaurant's change feed: the engine fetches the user's inbox (GET /messages) when
// the server says it changed and stores it here as the server's rows of `staff_messages`. A row a
// pending open or reply shadows gets the new server version in its shadow; the caller's rebase puts
// the pending change back on top. Messages the server no longer lists are removed.
import type { StaffMessage } from '../../src-shared/notifications/notification-schemas.js';
import type { Change } from '../../src-shared/sync/protocol.js';
import type { MirrorStore } from '../mirror/mirror-store.js';
import { ENTITY_OF_MUTATION } from './local-mutators.js';
import type { MutatorState } from './mutator-state.js';
import type { Outbox } from './outbox.js';
import { rebase } from './rebase.js';
import type { SyncTransport } from './sync-transport.js';

/** How often the inbox is fetched when no event said it changed (a missed one). */
const OWN_REFRESH_MS = 5 * 60_000;

/** Replaces `userId`'s inbox in the mirror with the server's. Must run inside a transaction. */
export function storeOwnMessages(
  store: MirrorStore,
  userId: number,
  messages: readonly StaffMessage[],
): void {
  const listed = new Set(messages.map((m) => m.id));
  const gone = store
    .allVisible('staff_messages')
    .filter((row) => row.to_user_id === userId && typeof row.id === 'string' && !listed.has(row.id))
    .map((row): Change => ({
      seq: 1,
      entity: 'staff_messages',
      id: String(row.id),
      op: 'delete',
      data: null,
    }));
  store.applyFeedChanges([
    ...gone,
    ...messages.map((m): Change => ({
      seq: 1,
      entity: 'staff_messages',
      id: m.id,
      op: 'upsert',
      data: { ...m },
    })),
  ]);
}

export interface OwnInboxDeps {
  store: MirrorStore;
  outbox: Outbox;
  transport: SyncTransport;
  /** The signed-in user (null: nobody's inbox is kept). */
  userId: () => number | null;
  stateAt: (createdAt: number) => MutatorState;
  now: () => number;
  log: (message: string, error?: unknown) => void;
  onChanged?: () => void;
}

/**
 * When the engine fetches the user's inbox: at its first run, when told it changed (the server's
 * staffMessage event, a reconnect), when a message change of the user's waits to be pushed, and
 * every OWN_REFRESH_MS. A failed fetch is logged and tried again next run: it never fails the run,
 * so the restaurant's feed is still pulled.
 */
export class OwnInbox {
  private stale = true;
  private fetchedAt = 0;

  constructor(private readonly deps: OwnInboxDeps) {}

  markStale(): void {
    this.stale = true;
  }

  /** Before a push: a queued open or reply of the user's makes the server's inbox worth fetching after it. */
  notePending(): void {
    if (this.deps.outbox.entries().some((e) => !e.acked && ENTITY_OF_MUTATION[e.name] === 'staff_messages'))
      this.stale = true;
  }

  async refresh(): Promise<void> {
    const { store, outbox, transport } = this.deps;
    const userId = this.deps.userId();
    if (userId === null || !transport.ownMessages) return;
    if (!this.stale && this.deps.now() - this.fetchedAt < OWN_REFRESH_MS) return;
    let messages: StaffMessage[];
    try {
      messages = await transport.ownMessages();
    } catch (error) {
      this.deps.log("The signed-in user's messages could not be fetched; will retry", error);
      return;
    }
    this.stale = false;
    this.fetchedAt = this.deps.now();
    store.transaction(() => {
      storeOwnMessages(store, userId, messages);
      rebase(store, outbox, this.deps.stateAt);
    });
    this.deps.onChanged?.();
  }
}
