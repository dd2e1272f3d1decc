// Issue 27 §2, sessions: a socket needs a live session and goes when the session, the user or the
// membership goes (on every node sharing Redis); the access token carries the user's verifier epoch
// (`vep`), which a password change or deactivation bumps, so terminals drop stale offline
// verifiers; the refresh grace answers the same successor instead of forking the token family.
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { STATUS_ERRORS } from '../../src-shared/errors.js';
import { refreshTokens } from '../../src-server/db/schema/index.js';
import { DEMO, onTwoNodes, useTestApi, type SignedIn, type TestApi } from './helpers/api-server.js';
import { connectStaffSocket } from './helpers/staff-socket.js';

const getApi = useTestApi();
const sockets: Socket[] = [];
afterAll(() => {
  for (const s of sockets) s.close();
});

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

function connect(url: string, who: SignedIn): Promise<Socket> {
  return connectStaffSocket(url, { token: who.token, restaurantId: who.user.restaurantId }, sockets);
}

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (!socket.connected) resolve('already');
    socket.once('disconnect', (reason) => resolve(reason));
  });

let n = 0;
/** A new host of Harbour Bistro, created by its admin, signed in. */
async function newHost(t: TestApi, admin: SignedIn): Promise<SignedIn & { password: string }> {
  n += 1;
  const email = `sock-${n}-${crypto.randomBytes(3).toString('hex')}@harbour.test`;
  const password = `sock-host-pass-${n}`;
  const created = await t.api('POST', '/user/create', {
    token: admin.token,
    restaurantId: admin.user.restaurantId,
    body: { email, password, first_name: 'Sock', role: 'host' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...(await t.signIn(email, password)), password };
}

describe('sockets and sessions', () => {
  it('a socket of a signed-out session is refused, and logout disconnects the live one', async () => {
    const t = getApi();
    const host = await t.signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
    const socket = await connect(t.server.url, host);
    const gone = disconnected(socket);
    expect((await t.api('POST', '/user/logout', { cookie: host.cookie })).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    // The access token is still a valid JWT for minutes, but its session has ended.
    await expect(connect(t.server.url, host)).rejects.toThrow(STATUS_ERRORS[401]);
  });

  it('deactivation, membership removal and "sign out everywhere" disconnect the user’s sockets', async () => {
    const t = getApi();
    const admin = await t.signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
    const asAdmin = (method: string, path: string, body?: unknown) =>
      t.api(method, path, { token: admin.token, restaurantId: admin.user.restaurantId, body });

    const deactivated = await newHost(t, admin);
    const s1 = await connect(t.server.url, deactivated);
    const gone1 = disconnected(s1);
    expect((await asAdmin('PUT', `/user/update/${deactivated.user.id}`, { is_active: false })).status).toBe(
      200,
    );
    expect(await gone1).toBe('io server disconnect');

    const removed = await newHost(t, admin);
    const s2 = await connect(t.server.url, removed);
    const gone2 = disconnected(s2);
    expect((await asAdmin('DELETE', `/user/${removed.user.id}`)).status).toBe(200);
    expect(await gone2).toBe('io server disconnect');
    await expect(connect(t.server.url, removed)).rejects.toThrow();

    // Two terminals of one host: "sign out everywhere" on the first ends the second's socket only.
    const host = await newHost(t, admin);
    const other = await t.signIn(host.user.email, host.password);
    const mine = await connect(t.server.url, host);
    const theirs = await connect(t.server.url, other);
    const gone3 = disconnected(theirs);
    const out = await t.api('POST', '/user/sessions/sign-out-everywhere', {
      token: host.token,
      restaurantId: host.user.restaurantId,
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(await gone3).toBe('io server disconnect');
    expect(mine.connected).toBe(true);
  });
});

describe('verifier epoch', () => {
  it('the access token carries vep; a password change and a deactivation bump it', async () => {
    const t = getApi();
    const admin = await t.signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
    const host = await newHost(t, admin);
    const first = claimsOf(host.token).vep;
    expect(typeof first).toBe('number');

    const changed = await t.api('POST', '/user/profile/password', {
      token: host.token,
      restaurantId: host.user.restaurantId,
      body: { current_password: host.password, new_password: 'sock-host-new-1' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const afterChange = await t.signIn(host.user.email, 'sock-host-new-1');
    expect(claimsOf(afterChange.token).vep).toBe(Number(first) + 1);

    const asAdmin = (body: unknown) =>
      t.api('PUT', `/user/update/${host.user.id}`, {
        token: admin.token,
        restaurantId: admin.user.restaurantId,
        body,
      });
    expect((await asAdmin({ is_active: false })).status).toBe(200);
    // The refused session stays refused (the terminal forgets its verifier on this 401).
    const refresh = await t.api('POST', '/user/refresh-token', { cookie: afterChange.cookie });
    expect(refresh.status).toBe(401);
    expect((await asAdmin({ is_active: true })).status).toBe(200);
    const back = await t.signIn(host.user.email, 'sock-host-new-1');
    expect(claimsOf(back.token).vep).toBe(Number(first) + 2);
  });
});

describe('refresh grace', () => {
  it('a token reused within the grace answers the same successor: the family keeps one live token', async () => {
    const t = getApi();
    const session = await t.signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
    const cookieOf = (res: { setCookies: string[] }) =>
      res.setCookies.find((c) => c.startsWith('venue_refresh='));
    const first = await t.api('POST', '/user/refresh-token', { cookie: session.cookie });
    const retry = await t.api('POST', '/user/refresh-token', { cookie: session.cookie });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(cookieOf(retry)).toBe(cookieOf(first));
    const sid = claimsOf((first.body as { data: { token: string } }).data.token).sid;
    expect(typeof sid).toBe('string');
    const live = await t.server.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, String(sid)),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
        ),
      );
    expect(live).toHaveLength(1);
    // The successor goes on working.
    const next = await t.api('POST', '/user/refresh-token', { cookie: cookieOf(first) });
    expect(next.status).toBe(200);
  });
});

const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('across API nodes sharing Redis (runs only with REDIS_URL)', () => {
  it('logout on node A disconnects the session’s socket on node B', () =>
    onTwoNodes(redisUrl, async (a, b) => {
      const host = await a.signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
      const socket = await connect(b.server.url, host);
      const gone = disconnected(socket);
      expect((await a.api('POST', '/user/logout', { cookie: host.cookie })).status).toBe(200);
      expect(await gone).toBe('io server disconnect');
    }));
});
