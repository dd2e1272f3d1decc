// One restaurant's sync engine: owns its mirror file, applies local mutations (optimistic change +
// outbox row in ONE transaction), pushes in order, pulls on poke / interval / reconnect, and
// reports status, changes and notices. Several engines can run in one process (tests do), each
// with its own mirror; `setNetwork(false)` cuts one off without touching the others.
import { uuidv7 } from '../../src-shared/ids.js';
import type { SyncNotice, SyncStatus } from '../../src-shared/ipc/channels.js';
import { fieldErrorsFromIssues, type FieldErrors } from '../../src-shared/schemas/envelope.js';
import { type MirroredEntity } from '../../src-shared/sync/protocol.js';
import { isMutationName, MUTATIONS, type MutationName } from '../../src-shared/sync/mutations.js';
import { isApiError } from '../api/api-error.js';
import { MirrorStore, type OverlayEntity, type Row } from '../mirror/mirror-store.js';
import type { Mirror } from '../mirror/open-mirror.js';
import { mirrorMutatorState } from './mirror-state.js';
import { LocalMutationError, type MutatorState } from './mutator-state.js';
import { rowsFailingSchema } from './mirror-check.js';
import { NoticeStore, syncNotice } from './notices.js';
import { discardRefused, refusedChange, refusedCount } from './refused-changes.js';
import { Outbox } from './outbox.js';
import { pendingRowIds } from './pending-row-ids.js';
import { BackwardsCursorError, pullAll, readCursor } from './puller.js';
import {
  deadLetter,
  deadLetterUnreadable,
  POISON_FAILURES,
  PushFailure,
  pushAll,
  type PushResult,
} from './pusher.js';
import { writeLocalMutation } from './rebase.js';
import { OwnInbox } from './own-messages.js';
import { NOTIFICATION_EVENTS } from '../../src-shared/notifications/notification-schemas.js';
import type { RealtimeHandlers, RealtimeLink } from './realtime.js';
import type { SyncTransport } from './sync-transport.js';
import { OneShotTimer } from '../one-shot-timer.js';

/** No answer from the API: no network, a timeout, 408/429 or 5xx. */
function isUnreachable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'network') return true;
  const status = error.status;
  return status !== undefined && (status === 408 || status === 429 || status >= 500);
}

export const DEFAULT_PULL_INTERVAL_MS = 30_000;
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export interface SyncEngineOptions {
  mirror: Mirror;
  restaurantId: number;
  /**
   * The signed-in user: changes made here are recorded as theirs, and only theirs are pushed
   * (another user's stay queued until that user signs in). Null/omitted: no user is known (tests);
   * changes then belong to nobody and are pushed by this engine.
   */
  userId?: number | null;
  /** The signed-in user's name, recorded with each change they make (the refused-changes screen's "who"). */
  userName?: string | null;
  transport: SyncTransport;
  /** Builds the realtime link; null/omitted = no socket (pulls on interval and after pushes only). */
  realtime?: ((handlers: RealtimeHandlers) => RealtimeLink) | null;
  pullLimit?: number;
  pullIntervalMs?: number;
  /** Starts with the network cut (tests). */
  online?: boolean;
  now?: () => number;
  onStatus?: (status: SyncStatus) => void;
  onChanged?: (entities: MirroredEntity[]) => void;
  onNotice?: (notice: SyncNotice) => void;
  log?: (message: string, error?: unknown) => void;
}

/** A mutation refused before it reached the outbox (bad args, or not applicable locally). */
export class MutationRejectedError extends Error {
  constructor(
    message: string,
    readonly errors: FieldErrors,
  ) {
    super(message);
    this.name = 'MutationRejectedError';
  }
}

export interface MutateResult {
  mutationId: string;
  entity: OverlayEntity;
  row: Row;
}

export class SyncEngine {
  readonly store: MirrorStore;
  readonly outbox: Outbox;
  readonly notices: NoticeStore;
  readonly clientId: string;
  private readonly now: () => number;
  private readonly log: (message: string, error?: unknown) => void;
  private online: boolean;
  private stopped = false;
  private closed = false;
  private running: Promise<void> | null = null;
  private again = false;
  private state: SyncStatus['state'] = 'offline';
  private progress: SyncStatus['progress'];
  private error: string | undefined;
  private failures = 0;
  /** The last sync got no answer from the API: retries show Offline, not Syncing (issue 11). */
  private unreachable = false;
  private readonly retryTimer = new OneShotTimer();
  private intervalTimer: ReturnType<typeof setInterval> | null = null;
  private realtime: RealtimeLink | null = null;
  private lastStatusJson = '';
  /** The signed-in user's staff messages, fetched apart from the feed (own-messages.ts). */
  private readonly inbox: OwnInbox;

  constructor(private readonly options: SyncEngineOptions) {
    this.store = new MirrorStore(options.mirror.db);
    this.outbox = new Outbox(options.mirror.db);
    this.notices = new NoticeStore(options.mirror.db);
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => undefined);
    this.online = options.online ?? true;
    let clientId = this.store.getMeta('clientId');
    if (!clientId) {
      // The push idempotency key is (clientId, mutationId): one per mirror file, kept forever.
      clientId = crypto.randomUUID();
      this.store.setMeta('clientId', clientId);
    }
    this.clientId = clientId;
    this.inbox = new OwnInbox({
      store: this.store,
      outbox: this.outbox,
      transport: options.transport,
      userId: () => this.userId,
      stateAt: (at) => this.stateAt(at),
      now: this.now,
      log: this.log,
      onChanged: () => this.options.onChanged?.(['staff_messages']),
    });
  }

  get restaurantId(): number {
    return this.options.restaurantId;
  }

  /** Whose changes this engine makes and pushes (null: nobody's, when no user is known). */
  get userId(): number | null {
    return this.options.userId ?? null;
  }

  /**
   * Mirror rows the current schemas refuse (an app update changed them) are pulled again from
   * zero, never dropped: the cursor goes back to 0 and the next pull replaces every row.
   */
  private repullRowsFailingSchema(): void {
    if (readCursor(this.store) === 0) return;
    const failing = rowsFailingSchema(this.store);
    if (Object.keys(failing).length === 0) return;
    this.log(`Mirror rows fail the current schema (${JSON.stringify(failing)}); pulling everything again`);
    this.store.setMeta('cursor', '0');
  }

  /** Starts syncing; resolves after the first sync attempt (which may fail offline). */
  async start(): Promise<void> {
    this.repullRowsFailingSchema();
    // Rows queued before owners were recorded are the changes of the first user who signs in next.
    const userId = this.userId;
    if (userId !== null) {
      const claimed = this.outbox.claimUnowned(userId);
      if (claimed > 0)
        this.log(`${claimed} queued change(s) without an owner are pushed as user ${userId}'s`);
    }
    // Before the first status: the pending count is then exactly what will be sent.
    const unreadable = deadLetterUnreadable(this.rollbackDeps());
    for (const notice of unreadable.notices) this.options.onNotice?.(notice);
    const interval = this.options.pullIntervalMs ?? DEFAULT_PULL_INTERVAL_MS;
    this.intervalTimer = setInterval(() => void this.sync(), interval);
    this.intervalTimer.unref?.();
    if (this.online) this.connectRealtime();
    await this.sync();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.intervalTimer !== null) clearInterval(this.intervalTimer);
    this.retryTimer.cancel();
    this.realtime?.disconnect();
    this.realtime = null;
    await this.running;
    this.closed = true;
    this.options.mirror.close();
  }

  /** The injectable network switch: off = no request leaves this engine, status shows offline. */
  setNetwork(online: boolean): void {
    if (this.online === online) return;
    this.online = online;
    if (online) {
      this.connectRealtime();
      void this.sync();
    } else {
      this.realtime?.disconnect();
      this.realtime = null;
      this.state = 'offline';
      this.emitStatus();
    }
  }

  status(): SyncStatus {
    const lastSync = this.store.getMeta('lastSyncAt');
    const status: SyncStatus = {
      state: this.state,
      pending: this.outbox.pendingCount(this.userId),
      lastSyncAt: lastSync === null ? null : Number(lastSync),
    };
    const waiting = this.outbox.waitingForOthersCount(this.userId);
    if (waiting > 0) status.waitingForOthers = waiting;
    if (this.progress) status.progress = this.progress;
    const timeZone = this.store.getMeta('timeZone');
    if (timeZone !== null) status.timeZone = timeZone;
    if (this.error) status.error = this.error;
    const refused = refusedCount(this.options.mirror.db);
    if (refused > 0) status.refused = refused;
    return status;
  }

  /** Ids of the rows with changes the server has not acknowledged yet ("Pending sync" on screens). */
  pendingRowIds(): string[] {
    return pendingRowIds(this.options.mirror.db);
  }

  timeZone(): string {
    return this.store.getMeta('timeZone') ?? 'UTC';
  }

  stateAt(createdAt: number): MutatorState {
    return mirrorMutatorState(this.store, {
      restaurantId: this.restaurantId,
      timeZone: this.timeZone(),
      now: new Date(createdAt),
    });
  }

  /** One local mutation: validate, apply optimistically and append to the outbox in ONE transaction. */
  mutate(name: MutationName, rawArgs: unknown): MutateResult {
    const parsed = MUTATIONS[name].safeParse(rawArgs);
    if (!parsed.success) {
      const errors = fieldErrorsFromIssues(parsed.error.issues);
      const first = Object.entries(errors)[0];
      throw new MutationRejectedError(
        first ? `${first[0]}: ${first[1].join(', ')}` : `Invalid arguments for ${name}`,
        errors,
      );
    }
    const args = parsed.data;
    const mutationId = uuidv7();
    const createdAt = this.now();
    let effect;
    try {
      effect = this.store.transaction(() =>
        writeLocalMutation(this.store, this.outbox, this.stateAt(createdAt), {
          id: mutationId,
          name,
          args,
          createdAt,
          // Offline: the network switch is off or the API did not answer the last sync.
          madeOffline: !this.online || this.unreachable,
          ownerId: this.userId,
          ownerName: this.options.userName ?? null,
        }),
      );
    } catch (error) {
      if (error instanceof LocalMutationError)
        throw new MutationRejectedError(error.message, { [error.field ?? 'args']: [error.message] });
      throw error;
    }
    this.options.onChanged?.([effect.entity]);
    this.emitStatus();
    void this.sync();
    return { mutationId, entity: effect.entity, row: effect.row };
  }

  /**
   * Makes a refused change again as a new mutation (a fresh mutation id: the server answers the old
   * one's refusal forever), through the same first-apply checks as any change; once it is queued
   * the refused entry leaves the list. Throws MutationRejectedError when it still cannot apply.
   */
  retryRefused(id: string): MutateResult {
    const change = refusedChange(this.options.mirror.db, id);
    if (!change)
      throw new MutationRejectedError(`Refused change ${id} is no longer listed`, { id: ['gone'] });
    if (!isMutationName(change.name))
      throw new MutationRejectedError(`This console no longer knows the change ${change.name}`, {
        name: ['unknown'],
      });
    const result = this.mutate(change.name, change.args);
    discardRefused(this.options.mirror.db, id);
    this.emitStatus();
    return result;
  }

  discardRefused(id: string): boolean {
    const gone = discardRefused(this.options.mirror.db, id);
    this.emitStatus();
    return gone;
  }

  dismissNotice(id: string): boolean {
    return this.notices.dismiss(id);
  }

  /** The server said the user's staff messages changed (a realtime event): fetch them in a run now. */
  messagesChanged(): void {
    this.inbox.markStale();
    void this.sync();
  }

  /** Push then pull, one run at a time; a request during a run schedules one more run. */
  sync(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.syncOnce();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async syncOnce(): Promise<void> {
    if (!this.online || this.stopped) {
      this.state = 'offline';
      this.emitStatus();
      return;
    }
    this.retryTimer.cancel();
    // While the API cannot be reached each retry is a probe, not a sync: the header stays Offline.
    this.state = this.unreachable ? 'offline' : 'syncing';
    this.emitStatus();
    try {
      if (this.store.getMeta('timeZone') === null)
        this.store.setMeta('timeZone', await this.options.transport.restaurantTimeZone());
      // A failed push does not hold back the pull: staff still see other terminals' changes.
      let pushError: Error | null = null;
      let suspect: PushFailure | null = null;
      let pushedFeed: PushResult['feed'];
      // A message opened or answered here: the server's version of the inbox follows the push.
      this.inbox.notePending();
      try {
        const pushed = await pushAll({
          store: this.store,
          outbox: this.outbox,
          notices: this.notices,
          transport: this.options.transport,
          clientId: this.clientId,
          owner: this.userId,
          stateAt: (at) => this.stateAt(at),
          now: this.now,
        });
        pushedFeed = pushed.feed;
        for (const notice of [...pushed.rejected, ...pushed.warned]) this.options.onNotice?.(notice);
        if (pushed.entities.size > 0) this.options.onChanged?.([...pushed.entities]);
      } catch (error) {
        pushError = error instanceof Error ? error : new Error(String(error));
        if (error instanceof PushFailure) suspect = error;
      }
      await this.inbox.refresh();
      const pulled = await pullAll({
        store: this.store,
        outbox: this.outbox,
        transport: this.options.transport,
        stateAt: (at) => this.stateAt(at),
        limit: this.options.pullLimit,
        ...(pushedFeed ? { pushedFeed } : {}),
        onProgress: (done, total) => {
          this.progress = total === undefined ? { done } : { done, total };
          this.emitStatus();
        },
      });
      if (pulled.entities.size > 0) this.options.onChanged?.([...pulled.entities]);
      this.store.setMeta('lastSyncAt', String(this.now()));
      if (pulled.resynced !== undefined) {
        const pending = this.outbox.pendingCount();
        const notice = syncNotice(
          'sync.resync',
          'This terminal reloaded everything from the server',
          `${pulled.resynced}. The ${pending} change${pending === 1 ? '' : 's'} made here and not yet confirmed ${pending === 1 ? 'is' : 'are'} kept and sent again.`,
          this.now(),
        );
        this.notices.add(notice);
        this.options.onNotice?.(notice);
        this.again = true;
      }
      if (suspect !== null && this.countPoison(suspect)) {
        // Dead-lettered: the queue moves on at once.
        this.again = true;
        pushError = null;
      }
      if (pushError !== null) throw pushError;
      this.failures = 0;
      this.unreachable = false;
      this.error = undefined;
      this.state = this.online ? 'online' : 'offline';
    } catch (error) {
      if (error instanceof BackwardsCursorError) {
        // Not retried automatically: pulling again would get the same answer.
        this.error = error.message;
        this.state = 'online';
        this.log('Sync paused', error);
      } else {
        this.state = 'offline';
        this.unreachable = isUnreachable(error);
        this.failures += 1;
        this.log('Sync failed; will retry', error);
        this.scheduleRetry();
      }
    } finally {
      this.progress = undefined;
      this.emitStatus();
    }
  }

  /**
   * The server answers pulls but failed the same mutation pushed alone: one more strike against it.
   * After POISON_FAILURES of the same failure it goes to the dead letters (rolled back, notice).
   * Answers whether it did.
   */
  private countPoison(failure: PushFailure): boolean {
    const strikes = this.outbox.recordFailure(failure.mutationId, failure.failure);
    if (strikes < POISON_FAILURES) return false;
    const dead = deadLetter(
      {
        store: this.store,
        outbox: this.outbox,
        notices: this.notices,
        stateAt: (at) => this.stateAt(at),
        now: this.now,
      },
      failure.mutationId,
      `the server failed on it ${strikes} times: ${failure.failure}`,
    );
    if (!dead) return false;
    this.log(`Mutation ${failure.mutationId} dead-lettered`, failure);
    this.options.onNotice?.(dead.notice);
    if (dead.entities.size > 0) this.options.onChanged?.([...dead.entities]);
    return true;
  }

  private rollbackDeps() {
    return {
      store: this.store,
      outbox: this.outbox,
      notices: this.notices,
      stateAt: (at: number) => this.stateAt(at),
      now: this.now,
    };
  }

  private scheduleRetry(): void {
    if (this.stopped || !this.online) return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** Math.min(this.failures - 1, 10));
    this.retryTimer.schedule(delay, () => void this.sync());
  }

  private connectRealtime(): void {
    if (this.realtime || !this.options.realtime || this.stopped) return;
    this.realtime = this.options.realtime({
      onPoke: () => void this.sync(),
      onConnected: () => {
        // Message events missed while disconnected: the inbox is fetched again.
        this.inbox.markStale();
        void this.sync();
      },
      onDisconnected: () => void this.sync(),
      onUserEvent: (event) => {
        if (event.event === NOTIFICATION_EVENTS.message) this.messagesChanged();
      },
    });
    this.realtime.connect();
  }

  private emitStatus(): void {
    if (this.closed) return;
    const status = this.status();
    const json = JSON.stringify(status);
    if (json === this.lastStatusJson) return;
    this.lastStatusJson = json;
    this.options.onStatus?.(status);
  }
}
