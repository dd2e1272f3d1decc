import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_RATE_LIMIT, TOKEN_REFRESH } from '../../src-shared/constants.js';
import { CLIENT_ERRORS, SESSION_ERRORS } from '../../src-shared/errors.js';
import type { Session } from '../../src-shared/schemas/auth.js';
import { ApiClient } from '../api/api-client.js';
import { ApiError } from '../api/api-error.js';
import { fakeRoleType, startFakeTenantApi, type FakeTenantApi } from '../testing/fake-tenant-api.js';
import { SessionManager } from './session-manager.js';
import { MemoryTokenStore } from './token-store.js';

let api: FakeTenantApi;
let events: Session[];

beforeEach(async () => {
  // Only timers and the clock are faked: the fake API still answers over a real socket.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  api = await startFakeTenantApi();
  events = [];
});

afterEach(async () => {
  vi.useRealTimers();
  await api.close();
});

function makeSession(tokenStore = new MemoryTokenStore()) {
  const client = new ApiClient({ apiUrl: api.url, sleep: async () => undefined });
  const session = new SessionManager({ api: client, tokenStore, onChange: (s) => events.push(s) });
  return { client, session, tokenStore };
}

/** Waits for real I/O (not fake timers) until the condition holds. */
async function until(condition: () => boolean): Promise<void> {
  const deadline = performance.now() + 3000;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const paths = () => api.requests.map((r) => r.url.pathname.replace('/api/v1', ''));
const host = { email: 'host@harbour.test', password: 'harbour-host-1' };

describe('SessionManager sign-in and roles', () => {
  it('signs in, loads role types and resolves the effective role', async () => {
    const { session, client } = makeSession();
    const result = await session.signIn(host);
    expect(result.user?.email).toBe('host@harbour.test');
    expect(result.allowedRoles).toEqual(['host']);
    expect(result.role).toBe('host');
    expect(client.getRestaurantId()).toBe(1);
    expect(api.requests.at(-1)?.headers['restaurant-id']).toBe('1');
    expect(events.at(-1)).toEqual(result);
    session.dispose();
  });

  it("falls back to the user's role name and remembers restaurants without role types", async () => {
    api.roleTypes.set(1, []);
    const { session } = makeSession();
    expect((await session.signIn(host)).role).toBe('host');
    expect((await session.signIn(host)).allowedRoles).toEqual([]);
    expect(paths().filter((p) => p.startsWith('/roles/'))).toHaveLength(1);
    session.dispose();
  });

  it('uses the response message on login failure, else the error message, else Login failed', async () => {
    const { session } = makeSession();
    await expect(session.signIn({ ...host, password: 'wrong' })).rejects.toThrow('Invalid email or password');
    api.failNext.set('/user/signin/tablemanagement', { status: 403, body: { error: 'Account locked' } });
    await expect(session.signIn(host)).rejects.toThrow('Account locked');
    api.failNext.set('/user/signin/tablemanagement', { body: { success: true, data: {} } });
    await expect(session.signIn(host)).rejects.toThrow(SESSION_ERRORS.loginFailed);
    api.failAlways.set('/user/signin/tablemanagement', { drop: true });
    const dropped = session.signIn(host);
    await expect(dropped).rejects.toBeInstanceOf(ApiError);
    await expect(dropped).rejects.toThrow(CLIENT_ERRORS.network);
    expect(session.snapshot().user).toBeNull();
  });

  it('clears the session when role loading fails', async () => {
    const { session } = makeSession();
    api.failAlways.set('/roles/types/by-restaurant/1', { status: 500 });
    await expect(session.signIn(host)).rejects.toThrow('Server error');
    expect(session.snapshot()).toMatchObject({ user: null, role: null, allowedRoles: null });
  });
});

describe('SessionManager refresh', () => {
  it('restores the refresh cookie at start and refreshes silently with a loading state', async () => {
    const store = new MemoryTokenStore();
    const first = makeSession(store);
    first.client.cookieJar.storeFromHeaders([], new URL(api.url));
    await first.session.signIn(host);
    await store.save({ cookies: first.client.cookieJar.serialize() });
    first.session.dispose();

    events = [];
    const second = makeSession(store);
    const started = await second.session.start();
    expect(started.user?.email).toBe('host@harbour.test');
    expect(events[0]).toMatchObject({ loading: true });
    expect(events.some((e) => e.refreshing)).toBe(true);
    expect(events.at(-1)).toMatchObject({ loading: false, refreshing: false, role: 'host' });
    second.session.dispose();
  });

  it('start without a refresh cookie ends signed out', async () => {
    const { session } = makeSession();
    expect(await session.start()).toMatchObject({ user: null, loading: false, refreshing: false });
  });

  it('refreshes TOKEN_REFRESH.leadMs before exp, then keeps rescheduling', async () => {
    const { session } = makeSession();
    await session.signIn(host);
    const lifetimeMs = 15 * 60_000;
    await vi.advanceTimersByTimeAsync(lifetimeMs - TOKEN_REFRESH.leadMs - 10);
    expect(paths()).not.toContain('/user/refresh-token');
    await vi.advanceTimersByTimeAsync(10);
    await until(
      () => api.issuedTokens.length === 2 && session.snapshot().user !== null && paths().length >= 4,
    );
    expect(paths().filter((p) => p === '/user/refresh-token')).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(lifetimeMs - TOKEN_REFRESH.leadMs);
    await until(() => api.issuedTokens.length === 3);
    session.dispose();
  });

  it('never waits less than the minimum wait for a nearly expired token', async () => {
    const short = await startFakeTenantApi({ ttlSeconds: 30 });
    const client = new ApiClient({ apiUrl: short.url, sleep: async () => undefined });
    const session = new SessionManager({
      api: client,
      tokenStore: new MemoryTokenStore(),
      onChange: () => undefined,
    });
    await session.signIn(host);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH.minimumWaitMs - 1);
    expect(short.requests.some((r) => r.url.pathname.endsWith('/refresh-token'))).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => short.requests.some((r) => r.url.pathname.endsWith('/refresh-token')));
    session.dispose();
    await short.close();
  });

  it('a failed refresh clears token, user and roles', async () => {
    const { session, client } = makeSession();
    await session.signIn(host);
    api.validRefresh.clear();
    expect(await session.refresh()).toBeNull();
    expect(session.snapshot()).toMatchObject({ user: null, allowedRoles: null, role: null });
    expect(client.getAccessToken()).toBeNull();
  });

  it('shares one refresh between concurrent callers', async () => {
    const { session } = makeSession();
    await session.signIn(host);
    const [a, b] = await Promise.all([session.refresh(), session.refresh()]);
    expect(a).toBe(b);
    expect(paths().filter((p) => p === '/user/refresh-token')).toHaveLength(1);
    session.dispose();
  });

  it('renews past the per-URL client limit: the session is never refused its own refresh', async () => {
    const { session, client } = makeSession();
    await session.signIn(host);
    for (let i = 0; i < CLIENT_RATE_LIMIT.maxRequests + 5; i += 1)
      expect(await session.refresh()).not.toBeNull();
    expect(session.snapshot().user).not.toBeNull();
    expect(client.getAccessToken()).not.toBeNull();
    session.dispose();
  });

  it('an API call answered 401 refreshes once via the session and repeats', async () => {
    const { session, client } = makeSession();
    await session.signIn(host);
    api.roleTypes.set(1, [fakeRoleType(3, 'host')]);
    client.setAccessToken('stale');
    const body = await client.get('/roles/types/by-restaurant/1');
    expect(body).toMatchObject({ success: true });
    // The refresh reloads role types (and the user's permissions) before the original call is repeated.
    expect(
      paths()
        .filter((p) => p !== '/permissions/me')
        .slice(-4),
    ).toEqual([
      '/roles/types/by-restaurant/1',
      '/user/refresh-token',
      '/roles/types/by-restaurant/1',
      '/roles/types/by-restaurant/1',
    ]);
    expect(api.requests.at(-1)?.headers.authorization).toBe(`Bearer ${api.issuedTokens.at(-1)}`);
    session.dispose();
  });
});

describe('SessionManager sign-out', () => {
  it('calls the server, clears cookies, stored credentials and state', async () => {
    const store = new MemoryTokenStore();
    const { session, client } = makeSession(store);
    await session.signIn(host);
    await store.save({ cookies: client.cookieJar.serialize() });
    const out = await session.signOut();
    expect(paths()).toContain('/user/logout');
    expect(out).toMatchObject({ user: null, role: null, allowedRoles: null });
    expect(client.cookieJar.serialize()).toEqual([]);
    expect(await store.load()).toBeNull();
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    expect(paths().filter((p) => p === '/user/refresh-token')).toHaveLength(0);
  });

  it('still signs out locally when the server cannot be reached', async () => {
    const { session } = makeSession();
    await session.signIn(host);
    api.failAlways.set('/user/logout', { drop: true });
    expect((await session.signOut()).user).toBeNull();
  });
});

describe('SessionManager keeps the session until the server ends it (issue 11)', () => {
  const refreshes = () => paths().filter((p) => p === '/user/refresh-token').length;

  for (const skewMinutes of [20, -20]) {
    it(`a terminal clock ${Math.abs(skewMinutes)} min ${skewMinutes > 0 ? 'fast' : 'slow'}: no refresh storm, no sign-out`, async () => {
      const skewMs = skewMinutes * 60_000;
      // The terminal's clock is off; the fake API answers by the true clock (its Date header too).
      const client = new ApiClient({
        apiUrl: api.url,
        sleep: async () => undefined,
        now: () => Date.now() + skewMs,
      });
      const session = new SessionManager({
        api: client,
        tokenStore: new MemoryTokenStore(),
        onChange: (s) => events.push(s),
      });
      // Every call the client makes is tracked, so fake time only moves on once all have settled.
      const inFlight = new Set<Promise<unknown>>();
      const request = client.request.bind(client);
      vi.spyOn(client, 'request').mockImplementation((...args) => {
        const call = request(...args);
        inFlight.add(call);
        void call.catch(() => undefined).finally(() => inFlight.delete(call));
        return call;
      });
      const settle = async () => {
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      };
      await session.signIn(host);
      const hours = 2;
      for (let step = 0; step < (hours * 3600) / 30; step += 1) {
        await vi.advanceTimersByTimeAsync(30_000);
        await settle();
        // Refresh-then-roles: the role load starts once the refresh has answered.
        await vi.advanceTimersByTimeAsync(0);
        await settle();
        expect(session.snapshot().user?.email).toBe('host@harbour.test');
      }
      // One refresh every 14 minutes (15-minute token, refreshed a minute early): 8 in two hours.
      expect(refreshes()).toBeGreaterThanOrEqual(8);
      expect(refreshes()).toBeLessThanOrEqual(9);
      expect(Math.abs(client.serverClockOffsetMs() + skewMs)).toBeLessThan(1_500);
      session.dispose();
    });
  }

  it('a refresh answered with a network error, then 503, then 401: kept, kept, ended', async () => {
    const { session, client } = makeSession();
    await session.signIn(host);
    const token = client.getAccessToken();

    api.failAlways.set('/user/refresh-token', { drop: true });
    expect(await session.refresh()).toBeNull();
    expect(session.snapshot()).toMatchObject({ user: { email: host.email }, connection: 'unreachable' });
    expect(client.getAccessToken()).toBe(token);
    expect(client.getRestaurantId()).toBe(1);

    api.failAlways.set('/user/refresh-token', { status: 503, body: { success: false, message: 'down' } });
    expect(await session.refresh()).toBeNull();
    expect(session.snapshot()).toMatchObject({ user: { email: host.email }, role: 'host' });
    expect(client.getAccessToken()).toBe(token);

    api.failAlways.delete('/user/refresh-token');
    api.validRefresh.clear();
    expect(await session.refresh()).toBeNull();
    expect(session.snapshot()).toMatchObject({ user: null, role: null, connection: 'online' });
    expect(client.getAccessToken()).toBeNull();
    session.dispose();
  });

  it('429 keeps the session too; retries back off (1 s, 2 s, 4 s …) and renew once the API answers', async () => {
    const { session } = makeSession();
    await session.signIn(host);
    api.failAlways.set('/user/refresh-token', {
      status: 429,
      body: { success: false, message: 'slow down' },
    });
    expect(await session.refresh()).toBeNull();
    expect(refreshes()).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(refreshes()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => refreshes() === 2 && session.snapshot().connection === 'unreachable');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(refreshes()).toBe(2);
    api.failAlways.delete('/user/refresh-token');
    await vi.advanceTimersByTimeAsync(1);
    await until(() => session.snapshot().connection === 'online' && api.issuedTokens.length === 2);
    expect(session.snapshot().user?.email).toBe(host.email);
    session.dispose();
  });

  it('a renewal whose role reload fails with 5xx keeps the known roles', async () => {
    const { session } = makeSession();
    await session.signIn(host);
    api.failAlways.set('/roles/types/by-restaurant/1', { status: 500 });
    expect(await session.refresh()).not.toBeNull();
    expect(session.snapshot()).toMatchObject({ role: 'host', allowedRoles: ['host'] });
    session.dispose();
  });
});

describe('SessionManager across users on one terminal (issue 29)', () => {
  const admin = { email: 'admin@harbour.test', password: 'harbour-admin-1' };

  it("never lets the previous user's renewal, in flight at sign-out, land in the next user's session", async () => {
    const { session } = makeSession();
    await session.signIn(admin);
    let release: () => void = () => undefined;
    api.holdNext.set(
      '/user/refresh-token',
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    const renewal = session.refresh();
    await until(() => paths().includes('/user/refresh-token'));
    await session.signOut();
    expect((await session.signIn(host)).role).toBe('host');
    const seen = events.length;

    // The server answers the old renewal only now, with the previous user's session.
    release();
    expect(await renewal).toBeNull();
    expect(session.snapshot()).toMatchObject({ user: { email: host.email }, role: 'host' });
    expect(events.slice(seen).map((e) => [e.user?.email, e.role])).not.toContainEqual([admin.email, 'admin']);
    expect(events.slice(seen).every((e) => e.user?.email === host.email)).toBe(true);
    session.dispose();
  });
});
