// Runs one SyncEngine for the signed-in restaurant and user: opens its mirror after sign-in or a
// restored session, swaps it when the restaurant or the user changes, stops it on sign-out, and answers the sync and
// mirror channels (and global search) from it.
import fs from 'node:fs';
import { CLIENT_ERRORS } from '../../src-shared/errors.js';
import type { SyncStatus } from '../../src-shared/ipc/channels.js';
import type { GlobalSearchResults } from '../../src-shared/schemas/search.js';
import { instantToVenueLocal } from '../../src-shared/time.js';
import type { ApiClient } from '../api/api-client.js';
import { ApiError } from '../api/api-error.js';
import type { EventHub } from '../ipc/event-hub.js';
import type { ChannelHandlers } from '../ipc/handler-table.js';
import { MirrorQueries } from '../mirror/mirror-queries.js';
import { mirrorFilePath, openMirror } from '../mirror/open-mirror.js';
import type { DeviceInfo } from '../../src-shared/device/device-settings.js';
import { socketRealtime } from './realtime.js';
import { refusedChanges } from './refused-changes.js';
import { MutationRejectedError, SyncEngine, type SyncEngineOptions } from './sync-engine.js';
import { apiSyncTransport, type SyncTransport } from './sync-transport.js';

/** Test and tuning seams for the engine createCore starts. */
export interface SyncHostTuning extends Partial<
  Pick<SyncEngineOptions, 'pullLimit' | 'pullIntervalMs' | 'online' | 'now'>
> {
  /** False = no socket.io link (pull on interval and after pushes only). */
  realtime?: boolean;
  migrationsDir?: string;
  /** Wraps the API transport (tests count or fail calls). */
  transport?: (inner: SyncTransport) => SyncTransport;
}

export interface SyncHostOptions {
  api: ApiClient;
  apiUrl: string;
  dataDir: string;
  events: EventHub;
  log: (message: string, error?: unknown) => void;
  tuning?: SyncHostTuning;
  /** The signed-in user's restaurant (null when signed out); default: the API client's, when it has a token. */
  restaurantId?: () => number | null;
  /**
   * The signed-in user's id (null when signed out). A different user on the same restaurant gets
   * a fresh engine: changes are recorded as, and pushed by, the user who made them. Default: null.
   */
  userId?: () => number | null;
  /** The signed-in user's name, recorded with each change so a refused one says who made it. */
  userName?: () => string | null;
}

type SyncChannels =
  | 'sync.status'
  | 'sync.pendingIds'
  | 'sync.mutate'
  | 'sync.notices'
  | 'sync.dismissNotice'
  | 'sync.refused'
  | 'sync.retryRefused'
  | 'sync.discardRefused'
  | 'mirror.reservations'
  | 'mirror.clients'
  | 'mirror.guestList'
  | 'mirror.floor'
  | 'mirror.waitlist'
  | 'mirror.shifts'
  | 'mirror.requests'
  | 'mirror.request'
  | 'mirror.messages'
  | 'mirror.orders'
  | 'mirror.menu'
  | 'search.global';

const OFFLINE: SyncStatus = { state: 'offline', pending: 0, lastSyncAt: null };

export class SyncHost {
  private current: { engine: SyncEngine; queries: MirrorQueries } | null = null;
  private transition: Promise<void> = Promise.resolve();
  private openError: string | undefined;

  constructor(private readonly options: SyncHostOptions) {}

  get engine(): SyncEngine | null {
    return this.current?.engine ?? null;
  }

  /** Follows the session: call after every session change; transitions run one at a time. */
  follow(): Promise<void> {
    this.transition = this.transition
      .then(() => this.reconcile())
      .catch((error: unknown) => this.options.log('Offline mirror could not start', error));
    return this.transition;
  }

  async close(): Promise<void> {
    await this.transition;
    await this.stopEngine();
  }

  private async reconcile(): Promise<void> {
    const { api } = this.options;
    const restaurantId = this.options.restaurantId
      ? this.options.restaurantId()
      : api.getAccessToken() === null
        ? null
        : api.getRestaurantId();
    const userId = restaurantId === null ? null : (this.options.userId?.() ?? null);
    if (this.current?.engine.restaurantId === restaurantId && this.current.engine.userId === userId) return;
    await this.stopEngine();
    if (restaurantId === null) return;
    const { apiUrl, dataDir, events, log, tuning = {} } = this.options;
    let mirror;
    try {
      mirror = openMirror(
        mirrorFilePath(dataDir, apiUrl, restaurantId),
        tuning.migrationsDir ? { migrationsDir: tuning.migrationsDir } : {},
      );
      this.openError = undefined;
    } catch (error) {
      this.openError = error instanceof Error ? error.message : String(error);
      events.emit('sync.statusChanged', this.status());
      throw error;
    }
    const transport = apiSyncTransport(api, restaurantId);
    const engine = new SyncEngine({
      mirror,
      restaurantId,
      userId,
      userName: userId === null ? null : (this.options.userName?.() ?? null),
      transport: tuning.transport ? tuning.transport(transport) : transport,
      realtime:
        tuning.realtime === false
          ? null
          : (handlers) =>
              socketRealtime(
                {
                  url: apiUrl,
                  restaurantId,
                  token: () => api.getAccessToken(),
                  terminal: () => api.getTerminalId(),
                  log,
                },
                // An admin's broadcast or emergency notice goes to every window (spec §7 websocket admin).
                // A saved widget config refreshes the widget settings screens (spec §7 widgetConfigUpdate).
                // The user's own events (notifications, staff messages) reach the bell and /messages.
                {
                  ...handlers,
                  onNotice: (notice) => events.emit('realtime.notice', notice),
                  onWidgetConfig: (update) => events.emit('realtime.widgetConfig', update),
                  onUserEvent: (event) => {
                    handlers.onUserEvent?.(event);
                    events.emit('realtime.user', event);
                  },
                },
              ),
      pullLimit: tuning.pullLimit,
      pullIntervalMs: tuning.pullIntervalMs,
      online: tuning.online,
      now: tuning.now,
      log,
      onStatus: (status) => events.emit('sync.statusChanged', status),
      onChanged: (entities) => events.emit('mirror.changed', { entities }),
      onNotice: (notice) => events.emit('sync.notice', notice),
    });
    // Its writes name this terminal in the audit trail, as its pushes do.
    api.setTerminalId(engine.clientId);
    this.current = {
      engine,
      queries: new MirrorQueries(engine.store, { today: () => this.venueToday(engine) }),
    };
    // The first sync runs in the background: the console is usable from the mirror at once.
    void engine.start();
  }

  private async stopEngine(): Promise<void> {
    const current = this.current;
    this.current = null;
    if (current) {
      await current.engine.stop();
      this.options.events.emit('sync.statusChanged', this.status());
    }
  }

  status(): SyncStatus {
    if (this.current) return this.current.engine.status();
    return this.openError ? { ...OFFLINE, error: this.openError } : OFFLINE;
  }

  /** Settings › Device: the terminal's id, the mirror's size on disk, the outbox and the last sync. */
  deviceInfo(): DeviceInfo {
    const status = this.status();
    const engine = this.current?.engine ?? null;
    let mirrorBytes: number | null = null;
    if (engine) {
      const file = mirrorFilePath(this.options.dataDir, this.options.apiUrl, engine.restaurantId);
      mirrorBytes = [file, `${file}-wal`].reduce(
        (sum, f) => sum + (fs.existsSync(f) ? fs.statSync(f).size : 0),
        0,
      );
    }
    return {
      terminal_id: engine?.clientId ?? null,
      mirror_bytes: mirrorBytes,
      pending: status.pending,
      waiting_for_others: status.waitingForOthers ?? 0,
      last_sync_at: status.lastSyncAt,
      state: status.state,
    };
  }

  private require(): { engine: SyncEngine; queries: MirrorQueries } {
    if (!this.current)
      throw new ApiError('Offline data is available after signing in to a restaurant', {
        code: 'no_restaurant',
      });
    return this.current;
  }

  /** Today on the venue's calendar, by the engine's clock (tests set it). */
  private venueToday(engine: SyncEngine): string {
    const now = this.options.tuning?.now?.() ?? Date.now();
    return instantToVenueLocal(new Date(now), engine.timeZone()).date;
  }

  private search(query: string): GlobalSearchResults {
    // Global search answers from the mirror; with no mirror open the honest answer is "nothing".
    if (!this.current || query.trim().length === 0) return { upcoming: [], past: [], clients: [] };
    return this.current.queries.globalSearch(query, this.venueToday(this.current.engine));
  }

  handlers(): Pick<ChannelHandlers, SyncChannels> {
    return {
      'sync.status': async () => this.status(),
      // No mirror open (signed out): nothing of this terminal's is waiting.
      'sync.pendingIds': async () => this.current?.engine.pendingRowIds() ?? [],
      'sync.mutate': async ({ name, args }) => {
        try {
          return this.require().engine.mutate(name, args);
        } catch (error) {
          if (error instanceof MutationRejectedError) {
            throw new ApiError(error.message, {
              code: 'operation_failed',
              status: 422,
              errors: error.errors,
            });
          }
          throw error;
        }
      },
      'sync.notices': async () => this.require().engine.notices.open(),
      'sync.dismissNotice': async ({ id }) => ({ dismissed: this.require().engine.dismissNotice(id) }),
      'sync.refused': async () => refusedChanges(this.require().engine.store.db),
      'sync.retryRefused': async ({ id }) => {
        try {
          return this.require().engine.retryRefused(id);
        } catch (error) {
          if (error instanceof MutationRejectedError)
            throw new ApiError(error.message, {
              code: 'operation_failed',
              status: 422,
              errors: error.errors,
            });
          throw error;
        }
      },
      'sync.discardRefused': async ({ id }) => ({ discarded: this.require().engine.discardRefused(id) }),
      'mirror.reservations': async (query) => this.require().queries.reservations(query),
      'mirror.clients': async (query) => this.require().queries.clients(query),
      'mirror.guestList': async ({ date }) => this.require().queries.guestList(date),
      'mirror.floor': async () => this.require().queries.floor(),
      'mirror.waitlist': async ({ from }) => this.require().queries.waitlist(from),
      'mirror.shifts': async () => this.require().queries.shifts(),
      'mirror.requests': async (query) => this.require().queries.requests(query),
      'mirror.request': async ({ id }) => this.require().queries.request(id),
      'mirror.messages': async () => {
        const { engine, queries } = this.require();
        return queries.messages(engine.userId);
      },
      'mirror.orders': async (query) => this.require().queries.orders(query),
      'mirror.menu': async () => this.require().queries.menu(),
      'search.global': async ({ query }) => {
        try {
          return this.search(query);
        } catch {
          throw new ApiError(CLIENT_ERRORS.unexpected, { code: 'operation_failed' });
        }
      },
    };
  }
}
