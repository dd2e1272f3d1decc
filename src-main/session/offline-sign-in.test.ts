import { readFile, stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OFFLINE_SIGN_IN_MAX_AGE_MS } from '../../src-shared/constants.js';
import { OFFLINE_SESSION_TEXTS } from '../../src-shared/errors.js';
import { host, offlineTerminals, passwordRefused } from '../testing/offline-terminal.js';

const fx = offlineTerminals('venue-offline-');
const { terminal, apiDown, filePath, signedInBefore } = fx;
const apiUp = () => fx.api.failAlways.clear();

describe('offline sign-in on a terminal that signed in before', () => {
  it('keeps an argon2id verifier after an online sign-in, never the password', async () => {
    const { session } = terminal();
    await session.signIn(host);
    const text = await readFile(filePath(), 'utf8');
    expect(text).toContain('$argon2id$');
    expect(text).not.toContain(host.password);
    expect((await stat(filePath())).mode & 0o777).toBe(0o600);
    session.dispose();
  });

  it('signs in offline with the same password after a restart, refuses a wrong one (slowed), renews when the API returns', async () => {
    await signedInBefore();

    apiDown();
    const { session, client } = terminal();
    expect((await session.start()).connection).toBe('unreachable');
    expect(session.snapshot().user).toBeNull();

    await expect(session.signIn({ ...host, password: 'wrong' })).rejects.toThrow(
      OFFLINE_SESSION_TEXTS.wrongPassword,
    );
    await expect(session.signIn({ ...host, password: 'wrong again' })).rejects.toThrow(
      OFFLINE_SESSION_TEXTS.wrongPassword,
    );
    expect(fx.waits).toEqual([1_000, 2_000]);
    expect(session.snapshot().user).toBeNull();

    const offline = await session.signIn(host);
    expect(offline).toMatchObject({
      user: { email: host.email },
      role: 'host',
      allowedRoles: ['host'],
      connection: 'offline-sign-in',
    });
    expect(client.getAccessToken()).toBeNull();
    expect(session.activeRestaurantId()).toBe(1);

    // Still down: the renewal attempt keeps the offline session.
    expect(await session.refresh()).toBeNull();
    expect(session.snapshot().connection).toBe('offline-sign-in');

    apiUp();
    const token = await session.refresh();
    expect(token).not.toBeNull();
    expect(client.getAccessToken()).toBe(token);
    expect(session.snapshot()).toMatchObject({ user: { email: host.email }, connection: 'online' });
    session.dispose();
  });

  it('tells a user who never signed in here why they cannot sign in offline', async () => {
    apiDown();
    const { session } = terminal();
    await expect(
      session.signIn({ email: 'admin@harbour.test', password: 'harbour-admin-1' }),
    ).rejects.toThrow(OFFLINE_SESSION_TEXTS.neverSignedInHere);
  });

  it('refuses offline sign-in once the offline period since the last online confirmation has passed', async () => {
    let now = Date.now();
    await signedInBefore({ now: () => now });
    apiDown();
    now += OFFLINE_SIGN_IN_MAX_AGE_MS + 60_000;
    const { session } = terminal({ now: () => now });
    await expect(session.signIn(host)).rejects.toThrow(OFFLINE_SESSION_TEXTS.expired(7));
  });

  it('a server that refuses the renewal ends the offline session', async () => {
    await signedInBefore();
    apiDown();
    const { session } = terminal();
    await session.signIn(host);
    fx.api.failAlways.clear();
    fx.api.failAlways.set('/user/signin/tablemanagement', passwordRefused);
    expect(await session.refresh()).toBeNull();
    expect(session.snapshot()).toMatchObject({ user: null, connection: 'online' });
  });

  it('sign-out deletes the verifier', async () => {
    const { session } = terminal();
    await session.signIn(host);
    await session.signOut();
    apiDown();
    const again = terminal();
    await expect(again.session.signIn(host)).rejects.toThrow(OFFLINE_SESSION_TEXTS.neverSignedInHere);
  });
});
