// A headless console for the reliability runs: a real createCore with its own data dir (so its own
// mirror file), signed in to the API, with the engine's network switch and a record of every push
// outcome the server answered. No vitest here: the soak script and child processes use it too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, type Core } from '../../src-main/core.js';
import { MemoryTokenStore } from '../../src-main/session/token-store.js';
import { defaultSettings, MemorySettingsStore } from '../../src-main/settings/settings-store.js';
import type { SyncEngine } from '../../src-main/sync/sync-engine.js';
import type { SyncHostTuning } from '../../src-main/sync/sync-host.js';
import type { SyncNotice } from '../../src-shared/ipc/channels.js';
import type { MutationResult } from '../../src-shared/sync/protocol.js';

export interface HeadlessTerminal {
  readonly name: string;
  readonly core: Core;
  readonly engine: SyncEngine;
  readonly dataDir: string;
  /** Every outcome the server answered this terminal, by mutation id (a retry overwrites with the same). */
  readonly outcomes: Map<string, MutationResult>;
  readonly notices: SyncNotice[];
  close(options?: { keepDataDir?: boolean }): Promise<void>;
}

export interface HeadlessOptions {
  name: string;
  origin: string;
  credentials: { email: string; password: string };
  /** Reuse a data dir (the same mirror file after a restart). */
  dataDir?: string;
  tuning?: SyncHostTuning;
  /** False: the first sync pulls page by page even where the server offers a snapshot. */
  snapshot?: boolean;
}

export async function startHeadless(options: HeadlessOptions): Promise<HeadlessTerminal> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'venue-rel-term-'));
  const outcomes = new Map<string, MutationResult>();
  const notices: SyncNotice[] = [];
  const { transport: wrap, ...tuning } = options.tuning ?? {};
  const core = createCore({
    apiUrl: options.origin,
    dataDir,
    tokenStore: new MemoryTokenStore(),
    settingsStore: new MemorySettingsStore(defaultSettings(options.origin)),
    mode: 'web',
    client: { retryDelayMs: 5 },
    log: () => undefined,
    sync: {
      pullIntervalMs: 60_000,
      ...tuning,
      transport: (raw) => {
        const inner = wrap ? wrap(raw) : raw;
        return {
          pull: (since, limit) => inner.pull(since, limit),
          restaurantTimeZone: () => inner.restaurantTimeZone(),
          ...(inner.snapshot && options.snapshot !== false ? { snapshot: inner.snapshot.bind(inner) } : {}),
          push: async (request) => {
            const response = await inner.push(request);
            for (const result of response.results) outcomes.set(result.mutationId, result);
            return response;
          },
        };
      },
    },
  });
  core.events.subscribe((event, payload) => {
    if (event === 'sync.notice') notices.push(payload as SyncNotice);
  });
  const signedIn = await core.handlers.call('session.signIn', options.credentials);
  if (!signedIn.ok) throw new Error(`Terminal ${options.name} could not sign in: ${signedIn.error.message}`);
  await core.sync.follow();
  const engine = core.sync.engine;
  if (!engine) throw new Error(`Terminal ${options.name} has no sync engine after sign-in`);
  await engine.sync();
  return {
    name: options.name,
    core,
    engine,
    dataDir,
    outcomes,
    notices,
    async close(closeOptions = {}) {
      await core.close();
      if (!closeOptions.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
