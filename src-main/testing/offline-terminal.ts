// A terminal's session with its offline sign-in file, against the fake tenant API, as the offline
// sign-in tests restart it: each `terminal()` is a fresh app process on the same data directory.
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { Session } from '../../src-shared/schemas/auth.js';
import { ApiClient } from '../api/api-client.js';
import { FileOfflineCredentials } from '../session/offline-verifier.js';
import { SessionManager } from '../session/session-manager.js';
import { MemoryTokenStore } from '../session/token-store.js';
import { startFakeTenantApi, type FakeTenantApi } from './fake-tenant-api.js';
import { tempDirPerTest } from './temp-dir.js';

export const host = { email: 'host@harbour.test', password: 'harbour-host-1' };

/** The API's answer to a sign-in with a password that is no longer the user's. */
export const passwordRefused = {
  status: 401,
  body: { success: false, message: 'Invalid email or password' },
};

export interface TerminalOptions {
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * Registers the per-test fake API and data directory (named from `prefix`) and answers how to start
 * terminals on them. `waits` collects the slow-downs the offline check asked for.
 */
export function offlineTerminals(prefix: string) {
  const dir = tempDirPerTest(prefix);
  const state = { api: undefined as unknown as FakeTenantApi, waits: [] as number[] };
  beforeEach(async () => {
    state.api = await startFakeTenantApi();
    state.waits = [];
  });
  afterEach(async () => {
    await state.api.close();
  });

  const filePath = () => join(dir(), 'offline-verifiers.json');

  function terminal(options: TerminalOptions = {}) {
    const events: Session[] = [];
    const client = new ApiClient({ apiUrl: state.api.url, sleep: async () => undefined, now: options.now });
    const offline = new FileOfflineCredentials({
      filePath: filePath(),
      maxAgeMs: options.maxAgeMs,
      sleep: async (ms) => {
        state.waits.push(ms);
      },
    });
    const session = new SessionManager({
      api: client,
      tokenStore: new MemoryTokenStore(),
      offline,
      onChange: (s) => events.push(s),
    });
    return { client, session, offline, events };
  }

  return {
    get api() {
      return state.api;
    },
    get waits() {
      return state.waits;
    },
    filePath,
    terminal,
    /** Sign-in, refresh and sign-out get no answer (the API is unreachable) until cleared. */
    apiDown: () => {
      for (const path of ['/user/signin/tablemanagement', '/user/refresh-token', '/user/logout'])
        state.api.failAlways.set(path, { drop: true });
    },
    /** The host signed in online on an earlier run of this terminal, which left their verifier. */
    signedInBefore: async (options: TerminalOptions = {}) => {
      const { session } = terminal(options);
      await session.signIn(host);
      session.dispose();
    },
  };
}
