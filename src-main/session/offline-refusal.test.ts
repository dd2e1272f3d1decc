// Issue 27 §2: a user the server refused for good (401/403 on refresh or sign-in: deactivated,
// password changed, sessions revoked) no longer signs in offline on this terminal, and a verifier
// older than the verifier epoch (`vep`) the terminal last saw in an access token is dropped.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OFFLINE_SESSION_TEXTS } from '../../src-shared/errors.js';
import { ApiClient } from '../api/api-client.js';
import { startFakeTenantApi, type FakeTenantApi } from '../testing/fake-tenant-api.js';
import { FileOfflineCredentials } from './offline-verifier.js';
import { SessionManager } from './session-manager.js';
import { MemoryTokenStore } from './token-store.js';

let api: FakeTenantApi;
let dir: string;

beforeEach(async () => {
  api = await startFakeTenantApi();
  dir = await mkdtemp(join(tmpdir(), 'venue-refusal-'));
});

afterEach(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

const host = { email: 'host@harbour.test', password: 'harbour-host-1' };
const refused = { status: 401, body: { success: false, message: 'Refresh token is invalid or expired' } };

function terminal() {
  const client = new ApiClient({ apiUrl: api.url, sleep: async () => undefined });
  const offline = new FileOfflineCredentials({
    filePath: join(dir, 'offline-verifiers.json'),
    sleep: async () => undefined,
  });
  const session = new SessionManager({
    api: client,
    tokenStore: new MemoryTokenStore(),
    offline,
    onChange: () => undefined,
  });
  return { session, offline };
}

const apiDown = () => {
  for (const path of ['/user/signin/tablemanagement', '/user/refresh-token', '/user/logout'])
    api.failAlways.set(path, { drop: true });
};

/** Offline sign-in as the host on a fresh terminal process, the API being down. */
async function offlineSignIn() {
  apiDown();
  const { session } = terminal();
  try {
    return await session.signIn(host);
  } finally {
    session.dispose();
  }
}

describe('a user the server refused no longer signs in offline', () => {
  it('a 401 on refresh (sessions revoked, deactivated) forgets the verifier', async () => {
    const { session, offline } = terminal();
    await session.signIn(host);
    expect((await offline.check(host.email, host.password, Date.now())).ok).toBe(true);
    api.failAlways.set('/user/refresh-token', refused);
    expect(await session.refresh()).toBeNull();
    expect(session.snapshot().user).toBeNull();
    session.dispose();
    await expect(offlineSignIn()).rejects.toThrow(OFFLINE_SESSION_TEXTS.neverSignedInHere);
  });

  it('a 403 on refresh forgets it too, while no answer (a 503) keeps it', async () => {
    const { session } = terminal();
    await session.signIn(host);
    api.failAlways.set('/user/refresh-token', { status: 503, body: { success: false, message: 'down' } });
    expect(await session.refresh()).toBeNull();
    expect(session.snapshot().user).not.toBeNull();
    api.failAlways.set('/user/refresh-token', { status: 403, body: { success: false, message: 'no' } });
    expect(await session.refresh()).toBeNull();
    session.dispose();
    await expect(offlineSignIn()).rejects.toThrow(OFFLINE_SESSION_TEXTS.neverSignedInHere);
  });

  it('an online sign-in refused with 401 (the password was changed elsewhere) forgets the verifier', async () => {
    const first = terminal();
    await first.session.signIn(host);
    first.session.dispose();
    api.failNext.set('/user/signin/tablemanagement', {
      status: 401,
      body: { success: false, message: 'Invalid email or password' },
    });
    const { session } = terminal();
    await expect(session.signIn(host)).rejects.toThrow('Invalid email or password');
    session.dispose();
    await expect(offlineSignIn()).rejects.toThrow(OFFLINE_SESSION_TEXTS.neverSignedInHere);
  });

  it('the renewal of an offline session refused with 401 forgets the verifier', async () => {
    const first = terminal();
    await first.session.signIn(host);
    first.session.dispose();
    apiDown();
    const { session } = terminal();
    expect((await session.signIn(host)).connection).toBe('offline-sign-in');
    api.failAlways.clear();
    api.failAlways.set('/user/signin/tablemanagement', {
      status: 401,
      body: { success: false, message: 'Invalid email or password' },
    });
    expect(await session.refresh()).toBeNull();
    session.dispose();
    await expect(offlineSignIn()).rejects.toThrow(OFFLINE_SESSION_TEXTS.neverSignedInHere);
  });
});

describe('verifier epoch', () => {
  it('a refresh whose token carries a newer epoch drops the verifier of the old password', async () => {
    const { session } = terminal();
    await session.signIn(host);
    // Same epoch: the verifier stays.
    expect(await session.refresh()).not.toBeNull();
    // The password was changed on this terminal (this session lives on), so the epoch moved on.
    api.verifierEpochs.set(host.email, 1);
    expect(await session.refresh()).not.toBeNull();
    expect(session.snapshot().user?.email).toBe(host.email);
    session.dispose();
    await expect(offlineSignIn()).rejects.toThrow(OFFLINE_SESSION_TEXTS.neverSignedInHere);
  });

  it('a verifier kept at the current epoch still signs in offline', async () => {
    api.verifierEpochs.set(host.email, 4);
    const { session } = terminal();
    await session.signIn(host);
    expect(await session.refresh()).not.toBeNull();
    session.dispose();
    expect((await offlineSignIn()).connection).toBe('offline-sign-in');
  });
});
