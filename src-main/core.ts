// The desktop core, transport-free: API client + session + settings behind the IPC handler table.
// Electron (electron-entry.ts) and web mode (web/start-web.ts) differ only in how calls arrive.
import { join } from 'node:path';
import packageJson from '../package.json' with { type: 'json' };
import type { AppInfo } from '../src-shared/ipc/channels.js';
import { ApiClient, type ApiClientOptions } from './api/api-client.js';
import { CookieJar } from './api/cookie-jar.js';
import { EventHub } from './ipc/event-hub.js';
import { HandlerTable, type ChannelHandlers } from './ipc/handler-table.js';
import { callHandler } from './calls/call-handler.js';
import { resourceHandlers } from './resources/resource-handlers.js';
import { SessionManager } from './session/session-manager.js';
import { FileOfflineCredentials, type OfflineCredentials } from './session/offline-verifier.js';
import type { TokenStore } from './session/token-store.js';
import type { SettingsStore } from './settings/settings-store.js';
import { SyncHost, type SyncHostTuning } from './sync/sync-host.js';

export interface CoreOptions {
  /** Tenant-API origin, without /api/v1. */
  apiUrl: string;
  dataDir: string;
  tokenStore: TokenStore;
  /**
   * Offline sign-in verifiers (issue 11). Default: a file in the data dir holding argon2id hashes
   * only (web mode); Electron passes one encrypted with safeStorage.
   */
  offlineCredentials?: OfflineCredentials;
  settingsStore: SettingsStore;
  mode: AppInfo['mode'];
  /** Test seams for the API client (retry delay, clock). */
  client?: Partial<Omit<ApiClientOptions, 'apiUrl' | 'cookieJar'>>;
  log?: (message: string, error?: unknown) => void;
  /** Sync engine seams: network switch, pull interval, page size, realtime on/off. */
  sync?: SyncHostTuning;
}

export interface Core {
  readonly handlers: HandlerTable;
  readonly events: EventHub;
  readonly session: SessionManager;
  readonly api: ApiClient;
  /** The offline mirror and sync engine of the signed-in restaurant. */
  readonly sync: SyncHost;
  /** Runs the silent refresh of spec §4; the console shows loading until it settles. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createCore(options: CoreOptions): Core {
  const log =
    options.log ?? ((message: string, error?: unknown) => console.warn(`[venue] ${message}`, error ?? ''));
  const events = new EventHub();
  let persisting: Promise<void> = Promise.resolve();
  // The refresh cookie is the only durable credential: persist it (encrypted in the app) whenever
  // the jar changes, one write at a time so an older jar never overwrites a newer one.
  const jar: CookieJar = new CookieJar(options.client?.now, () => {
    const cookies = jar.serialize();
    persisting = persisting
      .then(() => (cookies.length > 0 ? options.tokenStore.save({ cookies }) : options.tokenStore.clear()))
      .catch((error: unknown) => log('Could not store credentials', error));
  });
  const api = new ApiClient({ ...options.client, apiUrl: options.apiUrl, cookieJar: jar });
  const sync = new SyncHost({
    api,
    apiUrl: options.apiUrl,
    dataDir: options.dataDir,
    events,
    log,
    tuning: options.sync,
    // The mirror follows the signed-in user, online or offline (no access token while offline).
    restaurantId: () => session.activeRestaurantId(),
    // Queued changes are pushed only under the user who made them (issue 11).
    userId: () => session.snapshot().user?.id ?? null,
    // …and a refused one names the staff member who made it (issue 27 §1.4).
    userName: () => {
      const user = session.snapshot().user;
      return user ? `${user.first_name} ${user.last_name}`.trim() || user.email : null;
    },
  });
  const session: SessionManager = new SessionManager({
    api,
    tokenStore: options.tokenStore,
    offline:
      options.offlineCredentials ??
      new FileOfflineCredentials({ filePath: join(options.dataDir, 'offline-verifiers.json') }),
    onChange: (snapshot) => {
      events.emit('session.changed', snapshot);
      // Sign-in, restore, restaurant change and sign-out all arrive here; the host opens, swaps
      // or stops the restaurant's mirror to match.
      void sync.follow();
    },
    log,
  });
  options.settingsStore.set({ serverUrl: options.apiUrl });
  // The terminal's name travels with its requests: the audit trail names the terminal by it.
  api.setTerminalName(options.settingsStore.get().device.terminal_name);

  const handlers: ChannelHandlers = {
    'app.info': async () => ({ mode: options.mode, version: packageJson.version, apiUrl: options.apiUrl }),
    'session.get': async () => session.snapshot(),
    'session.signIn': async (input) => session.signIn(input),
    'session.signOut': async () => session.signOut(),
    'session.forgotPassword': async (input) => session.forgotPassword(input.email),
    'session.resetPassword': async (input) => session.resetPassword(input),
    'settings.get': async () => options.settingsStore.get(),
    'settings.set': async (patch) => {
      const saved = options.settingsStore.set(patch);
      api.setTerminalName(saved.device.terminal_name);
      return saved;
    },
    'device.info': async () => sync.deviceInfo(),
    // Sync, mirror reads and global search answer from the signed-in restaurant's mirror.
    ...sync.handlers(),
    // Every declared resource: lists from the mirror or the API, edits through the API.
    ...resourceHandlers({ api, engine: () => sync.engine }),
    // Every declared special call: validated against its contract, online only.
    'api.call': callHandler({ api, engine: () => sync.engine }),
  };
  const table = new HandlerTable(log);
  table.registerAll(handlers);
  table.assertComplete();

  return {
    handlers: table,
    events,
    session,
    api,
    sync,
    start: async () => {
      await session.start();
    },
    close: async () => {
      session.dispose();
      await sync.close();
      await persisting;
    },
  };
}
