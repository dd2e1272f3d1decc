// Issue 27 §2, accounts: a tenant admin cannot take over an account that also works elsewhere (they
// remove it from their restaurant instead); your own password needs your current one, and guesses
// of it are slowed; sign-in failures are counted per account AND source address, so an attacker
// elsewhere cannot lock the venue out; user views show only the caller's restaurants.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../src-shared/errors.js';
import type { User } from '../../src-shared/schemas/auth.js';
import { roleTypes, userRoles } from '../../src-server/db/schema/index.js';
import { DEMO, useTestApi, type SignedIn, type TestApi } from './helpers/api-server.js';

// Behind a trusted proxy, so each test can speak from its own client address (X-Forwarded-For).
const getApi = useTestApi({
  trustProxy: true,
  rateLimit: { perIp: 1_000, perEmail: 3, windowMs: 60_000 },
});

const message = (res: { body: unknown }) => (res.body as { message: string }).message;
const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
const from = (address: string) => ({ 'x-forwarded-for': address });

/** Both demo admins signed in: Harbour Bistro's (restaurant A) and Quay Cafe's (restaurant B). */
async function bothAdmins(t: TestApi) {
  const harbour = await t.signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  const quay = await t.signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password);
  return { harbour, quay, A: harbour.user.restaurantId, B: quay.user.restaurantId };
}

/** Creates a user in the admin's own restaurant and answers the new user's id. */
async function createUser(t: TestApi, admin: SignedIn, body: Record<string, unknown>): Promise<number> {
  const created = await t.api('POST', '/user/create', {
    token: admin.token,
    restaurantId: admin.user.restaurantId,
    body,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return dataOf<{ id: number }>(created).id;
}

async function addMembership(t: TestApi, userId: number, restaurantId: number, role: string) {
  const [type] = await t.server.db
    .select({ id: roleTypes.id })
    .from(roleTypes)
    .where(and(eq(roleTypes.restaurantId, restaurantId), eq(roleTypes.name, role)));
  if (!type) throw new Error(`Restaurant ${restaurantId} has no ${role} role type`);
  await t.server.db.insert(userRoles).values({ userId, restaurantId, roleTypeId: type.id });
}

const restaurantsIn = (user: User) => user.user_role_id.map((r) => r.roletypes.restaurant_id).sort();

describe('account takeover across restaurants', () => {
  it("an admin of A who is only a host of B can neither set B-admin's password nor deactivate them, and removes them from A instead", async () => {
    const t = getApi();
    const { api, signIn } = t;
    const address = from('198.51.100.10');
    const { harbour, quay, A, B } = await bothAdmins(t);
    const quayAdminId = quay.user.id;

    // Dana: admin of Harbour Bistro (A), host of Quay Cafe (B). Quay's admin also hosts at Harbour.
    const danaAccount = {
      email: 'dana@harbour.test',
      password: 'dana-admin-1',
      first_name: 'Dana',
      role: 'admin',
    };
    const danaId = await createUser(t, harbour, danaAccount);
    await addMembership(t, danaId, B, 'host');
    await addMembership(t, quayAdminId, A, 'host');
    const dana = await signIn(danaAccount.email, danaAccount.password);
    const asDana = (method: string, path: string, body?: unknown) =>
      api(method, path, { token: dana.token, restaurantId: A, body, headers: address });

    for (const body of [{ password: 'taken-over-1' }, { is_active: false }]) {
      const res = await asDana('PUT', `/user/update/${quayAdminId}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(message(res)).toBe(API_MESSAGES.userInOtherRestaurant);
    }
    // Nothing changed: Quay's admin still signs in with their own password, and the stolen one fails.
    expect((await signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password)).user.id).toBe(quayAdminId);
    const stolen = await api('POST', '/user/signin/tablemanagement', {
      body: { email: DEMO.quayAdmin.email, password: 'taken-over-1' },
      headers: address,
    });
    expect(stolen.status).toBe(401);

    // What the admin of A may do: remove the person from A. They keep their account and B.
    const removed = await asDana('DELETE', `/user/${quayAdminId}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await asDana('GET', `/user/${quayAdminId}`)).status).toBe(404);
    const after = await signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password);
    expect(restaurantsIn(after.user)).toEqual([B]);
    expect(after.user.roleName).toBe('admin');
  });
});

describe('your own password', () => {
  it('PUT /user/update/{self} refuses a new password without the right current one', async () => {
    const { api, signIn } = getApi();
    const headers = from('198.51.100.20');
    const me = await signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
    const update = (body: unknown) =>
      api('PUT', `/user/update/${me.user.id}`, {
        token: me.token,
        restaurantId: me.user.restaurantId,
        body,
        headers,
      });

    const bare = await update({ password: 'hijacked-pass-1' });
    expect(bare.status, JSON.stringify(bare.body)).toBe(422);
    expect((bare.body as { errors: Record<string, string[]> }).errors).toHaveProperty('current_password');
    const wrong = await update({ password: 'hijacked-pass-1', current_password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(message(wrong)).toBe(API_MESSAGES.currentPasswordWrong);
    expect((await signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password)).user.id).toBe(me.user.id);

    const right = await update({ password: 'harbour-admin-2', current_password: DEMO.harbourAdmin.password });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    const changed = await api('POST', '/user/signin/tablemanagement', {
      body: { email: DEMO.harbourAdmin.email, password: 'harbour-admin-2' },
      headers,
    });
    expect(changed.status).toBe(200);
    // Put it back for the other tests.
    const back = await api('POST', '/user/profile/password', {
      token: dataOf<{ token: string }>(changed).token,
      restaurantId: me.user.restaurantId,
      body: { current_password: 'harbour-admin-2', new_password: DEMO.harbourAdmin.password },
      headers,
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
  });

  it('current-password guesses on /user/profile/password are throttled like sign-in failures', async () => {
    const { api, signIn } = getApi();
    const headers = from('198.51.100.30');
    const me = await signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
    const guess = (current: string) =>
      api('POST', '/user/profile/password', {
        token: me.token,
        restaurantId: me.user.restaurantId,
        body: { current_password: current, new_password: 'guessed-pass-1' },
        headers,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await guess(`guess-${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Even the right one waits now, from this address.
    const right = await guess(DEMO.harbourHost.password);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sign-in failures are counted per account and source', () => {
  it('an attacker elsewhere is slowed, progressively, while the venue still signs in with the right password', async () => {
    const { api } = getApi();
    const attempt = (password: string, address: string) =>
      api('POST', '/user/signin/tablemanagement', {
        body: { email: DEMO.quayAdmin.email, password },
        headers: from(address),
      });
    const attacker = '203.0.113.66';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await attempt(`wrong-${i}`, attacker)).status);
    expect(statuses).toEqual([401, 401, 401]);
    const slowed = await attempt('wrong-3', attacker);
    expect(slowed.status).toBe(429);
    expect(message(slowed)).toBe(API_MESSAGES.tooManyRequests);
    const firstWait = Number(slowed.headers.get('retry-after'));
    expect(firstWait).toBeGreaterThan(0);
    // The right password from the venue's own address still works.
    expect((await attempt(DEMO.quayAdmin.password, '198.51.100.40')).status).toBe(200);
    // A failure from another address does not lift or share the attacker's delay either.
    expect((await attempt(DEMO.quayAdmin.password, attacker)).status).toBe(429);
  });
});

describe('user views', () => {
  it("list a person's roles only in the caller's restaurants", async () => {
    const t = getApi();
    const { api, signIn } = t;
    const { harbour, quay, A, B } = await bothAdmins(t);
    const vi = { email: 'both-view@quay.test', password: 'both-view-1', first_name: 'Vi', role: 'host' };
    const id = await createUser(t, quay, vi);
    await addMembership(t, id, A, 'host');

    const one = await api('GET', `/user/${id}`, { token: harbour.token, restaurantId: A });
    expect(one.status).toBe(200);
    expect(restaurantsIn(dataOf<User>(one))).toEqual([A]);
    expect(JSON.stringify(one.body)).not.toContain('Quay');
    const list = await api('GET', `/user/restaurant/${A}`, { token: harbour.token, restaurantId: A });
    const listed = dataOf<User[]>(list).find((u) => u.id === id);
    expect(listed && restaurantsIn(listed)).toEqual([A]);
    const updated = await api('PUT', `/user/update/${id}`, {
      token: harbour.token,
      restaurantId: A,
      body: { first_name: 'Vivi' },
    });
    expect(restaurantsIn(dataOf<User>(updated))).toEqual([A]);
    // The person themself still sees every restaurant of theirs.
    expect(restaurantsIn((await signIn(vi.email, vi.password)).user)).toEqual([A, B].sort());
  });
});
