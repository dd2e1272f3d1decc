// Headless consoles for the sync tests: each a real createCore with its own data dir (and so its
// own mirror file), signed in to the real test API, with its network switchable.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { createCore, type Core } from '../../src-main/core.js';
import {
  IPC_CHANNELS,
  type ChannelInput,
  type ChannelName,
  type ChannelOutput,
} from '../../src-shared/ipc/channels.js';
import { MemoryTokenStore } from '../../src-main/session/token-store.js';
import { defaultSettings, MemorySettingsStore } from '../../src-main/settings/settings-store.js';
import type { SyncEngine } from '../../src-main/sync/sync-engine.js';
import type { SyncHostTuning } from '../../src-main/sync/sync-host.js';
import type { MutationName } from '../../src-shared/sync/mutations.js';

export interface Terminal {
  core: Core;
  engine: SyncEngine;
  dataDir: string;
  close(): Promise<void>;
}

/** `origin` is the API origin (without /api/v1). Resolves once the first sync has finished. */
export async function startTerminal(
  origin: string,
  credentials: { email: string; password: string },
  tuning: SyncHostTuning = {},
): Promise<Terminal> {
  const dataDir = await mkdtemp(join(tmpdir(), 'venue-term-'));
  const core = createCore({
    apiUrl: origin,
    dataDir,
    tokenStore: new MemoryTokenStore(),
    settingsStore: new MemorySettingsStore(defaultSettings(origin)),
    mode: 'web',
    client: { retryDelayMs: 5 },
    log: () => undefined,
    sync: { pullIntervalMs: 60_000, ...tuning },
  });
  const signedIn = await core.handlers.call('session.signIn', credentials);
  expect(signedIn.ok, JSON.stringify(signedIn)).toBe(true);
  await core.sync.follow();
  const engine = core.sync.engine;
  if (!engine) throw new Error('No sync engine after sign-in');
  await engine.sync();
  return {
    core,
    engine,
    dataDir,
    async close() {
      await core.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The terminals of one test file, all closed after it: `start` signs one in on the file's API (as
 * startTerminal does), `closeLater` takes one the test started itself.
 */
export function useTerminals(getOrigin: () => string) {
  const started: Terminal[] = [];
  afterAll(async () => {
    for (const t of started) await t.close();
  });
  const closeLater = (...terminals: Terminal[]) => {
    started.push(...terminals);
  };
  return {
    closeLater,
    async start(credentials: { email: string; password: string }, tuning: SyncHostTuning = {}) {
      const t = await startTerminal(getOrigin(), credentials, tuning);
      closeLater(t);
      return t;
    },
  };
}

/** Polls until `check` passes (pokes and pulls are asynchronous). */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** One IPC call through the core's handler table, typed by the channel map; throws on ok:false. */
export async function call<C extends ChannelName>(
  t: Terminal,
  channel: C,
  input: ChannelInput<C>,
): Promise<ChannelOutput<C>> {
  const result = await t.core.handlers.call(channel, input);
  if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
  return IPC_CHANNELS[channel].output.parse(result.value) as ChannelOutput<C>;
}

/** A mutation as staff make it on the terminal (sync.mutate). */
export const mutate = (t: Terminal, name: MutationName, args: unknown) =>
  call(t, 'sync.mutate', { name, args });

/** The terminal's active tables that seat two, as its mirror has them. */
export async function floorTables(t: Terminal) {
  const floor = await call(t, 'mirror.floor', undefined);
  return floor.tables.filter((table) => table.status === 1 && table.max_covers >= 2);
}
