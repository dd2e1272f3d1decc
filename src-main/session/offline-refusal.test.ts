// Issue 27 §2: a user the server refused for good (401/403 on refresh or sign-in: deactivated,
// password changed, sessions revoked) no longer signs in offline on this terminal, and a verifier
// older than the verifier epoch (`vep`) the terminal last saw in an access token is dropped.
import { describe, expect, it } from 'vitest';
import { OFFLINE_SESSION_TEXTS } from '../../src-shared/errors.js';
import { host, offlineTerminals, passwordRefused } from '../testing/offline-terminal.js';

const fx = offlineTerminals('venue-refusal-');
const { terminal, apiDown, signedInBefore } = fx;
const refused = { status: 401, body: { success: false, message: 'Refresh token is invalid or expired' } };

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
    fx.api.failAlways.set('/user/refresh-token', refused);
    expect(await session.refresh()).toBeNull();
    expect(session.snapshot().user).toBeNull();
    session.dispose();
    await expect(offlineSignIn()).rejects.toThrow(OFFLINE_SESSION_TEXTS.neverSignedInHere);
  });

  it('a 403 on refresh forgets it too, while no answer (a 503) keeps it', async () => {
    const { session } = terminal();
    await session.signIn(host);
    fx.api.failAlways.set('/user/refresh-token', { status: 503, body: { success: false, message: 'down' } });
    expect(await session.refresh()).toBeNull();
    expect(session.snapshot().user).not.toBeNull();
    fx.api.failAlways.set('/user/refresh-token', { status: 403, body: { success: false, message: 'no' } });
    expect(await session.refresh()).toBeNull();
    session.dispose();
    await expect(offlineSignIn()).rejects.toThrow(OFFLINE_SESSION_TEXTS.neverSignedInHere);
  });

  it('an online sign-in refused with 401 (the password was changed elsewhere) forgets the verifier', async () => {
    await signedInBefore();
    fx.api.failNext.set('/user/signin/tablemanagement', passwordRefused);
    const { session } = terminal();
    await expect(session.signIn(host)).rejects.toThrow('Invalid email or password');
    session.dispose();
    await expect(offlineSignIn()).rejects.toThrow(OFFLINE_SESSION_TEXTS.neverSignedInHere);
  });

  it('the renewal of an offline session refused with 401 forgets the verifier', async () => {
    await signedInBefore();
    apiDown();
    const { session } = terminal();
    expect((await session.signIn(host)).connection).toBe('offline-sign-in');
    fx.api.failAlways.clear();
    fx.api.failAlways.set('/user/signin/tablemanagement', passwordRefused);
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
    fx.api.verifierEpochs.set(host.email, 1);
    expect(await session.refresh()).not.toBeNull();
    expect(session.snapshot().user?.email).toBe(host.email);
    session.dispose();
    await expect(offlineSignIn()).rejects.toThrow(OFFLINE_SESSION_TEXTS.neverSignedInHere);
  });

  it('a verifier kept at the current epoch still signs in offline', async () => {
    fx.api.verifierEpochs.set(host.email, 4);
    const { session } = terminal();
    await session.signIn(host);
    expect(await session.refresh()).not.toBeNull();
    session.dispose();
    expect((await offlineSignIn()).connection).toBe('offline-sign-in');
  });
});
