// Issue 11 part 8: account safety. An admin of one restaurant cannot take over the account of a
// user who also works elsewhere; forgot/reset password answer 429 past their limits (per address
// and per email); behind TRUST_PROXY the limits key on the client's address.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../src-shared/errors.js';
import { roleTypes, userRoles } from '../../src-server/db/schema/index.js';
import { DEMO, useTestApi } from './helpers/api-server.js';

const getApi = useTestApi({ passwordResetRateLimit: { perIp: 8, perEmail: 3, windowMs: 60_000 } });

describe('cross-restaurant account changes', () => {
  it('an admin cannot change the password or active flag of a user who also works where the admin has no role', async () => {
    const { api, signIn, server } = getApi();
    const harbour = await signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
    const quay = await signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password);
    const asHarbour = (method: string, path: string, body?: unknown) =>
      api(method, path, { token: harbour.token, restaurantId: harbour.user.restaurantId, body });

    // A host of Quay Cafe who also works shifts at Harbour Bistro.
    const created = await api('POST', '/user/create', {
      token: quay.token,
      restaurantId: quay.user.restaurantId,
      body: { email: 'both@quay.test', password: 'both-host-1', first_name: 'Bo', role: 'host' },
    });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    const bothId = (created.body as { data: { id: number } }).data.id;
    const [harbourHost] = await server.db
      .select({ id: roleTypes.id })
      .from(roleTypes)
      .where(and(eq(roleTypes.restaurantId, harbour.user.restaurantId), eq(roleTypes.name, 'host')));
    if (!harbourHost) throw new Error('Harbour Bistro has no host role type');
    await server.db
      .insert(userRoles)
      .values({ userId: bothId, restaurantId: harbour.user.restaurantId, roleTypeId: harbourHost.id });

    for (const body of [{ password: 'taken-over-1' }, { is_active: false }]) {
      const res = await asHarbour('PUT', `/user/update/${bothId}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect((res.body as { message: string }).message).toBe(API_MESSAGES.userInOtherRestaurant);
    }
    // Nothing changed: the user still signs in with their own password.
    expect((await signIn('both@quay.test', 'both-host-1')).user.id).toBe(bothId);
    // Their name in this restaurant is still the admin's to edit.
    expect((await asHarbour('PUT', `/user/update/${bothId}`, { first_name: 'Bob' })).status).toBe(200);

    // A user of Harbour Bistro alone: its admin may reset the password and deactivate.
    const own = await asHarbour('POST', '/user/create', {
      email: 'only@harbour.test',
      password: 'only-host-1',
      first_name: 'Oona',
      role: 'host',
    });
    const ownId = (own.body as { data: { id: number } }).data.id;
    expect((await asHarbour('PUT', `/user/update/${ownId}`, { password: 'only-host-2' })).status).toBe(200);
    expect((await signIn('only@harbour.test', 'only-host-2')).user.id).toBe(ownId);
    expect((await asHarbour('PUT', `/user/update/${ownId}`, { is_active: false })).status).toBe(200);
  });
});

describe('password reset limits', () => {
  it('forgot-password answers 429 past the per-email limit, with Retry-After', async () => {
    const { api } = getApi();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await api('POST', '/user/forgot-password', { body: { email: 'limit@harbour.test' } })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await api('POST', '/user/forgot-password', { body: { email: 'LIMIT@harbour.test' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((limited.body as { message: string }).message).toBe(API_MESSAGES.tooManyRequests);
  });

  it('reset-password answers 429 past the per-email limit, and both past the per-address limit', async () => {
    const { api } = getApi();
    const reset = (email: string) =>
      api('POST', '/user/reset-password', {
        body: { email, token: 'a'.repeat(43), newPassword: 'guess-what-1' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await reset('victim@harbour.test')).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Per address: other emails from the same client run out too (8 per window on this server).
    const spread: number[] = [];
    for (let i = 0; i < 6; i += 1) spread.push((await reset(`spray${i}@harbour.test`)).status);
    expect(spread).toContain(429);
    expect(spread.indexOf(429)).toBe(4);
  });

  it('behind TRUST_PROXY the limits key on the forwarded client address', async () => {
    const { startTestApi } = await import('./helpers/api-server.js');
    const limits = { perIp: 2, perEmail: 100, windowMs: 60_000 };
    const trusting = await startTestApi({
      trustProxy: true,
      passwordResetRateLimit: limits,
      seedDemo: false,
    });
    const plain = await startTestApi({ passwordResetRateLimit: limits, seedDemo: false });
    try {
      const forgot = (t: typeof trusting, client: string, i: number) =>
        t.api('POST', '/user/forgot-password', {
          body: { email: `p${i}@harbour.test` },
          headers: { 'x-forwarded-for': client },
        });
      // Two clients behind one balancer: each has its own allowance when the proxy is trusted…
      const trusted = [];
      for (const [i, client] of ['10.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.2', '10.0.0.1'].entries())
        trusted.push((await forgot(trusting, client, i)).status);
      expect(trusted).toEqual([200, 200, 200, 200, 429]);
      // …and share the balancer's when it is not.
      const shared = [];
      for (const [i, client] of ['10.0.0.1', '10.0.0.1', '10.0.0.2'].entries())
        shared.push((await forgot(plain, client, i)).status);
      expect(shared).toEqual([200, 200, 429]);
    } finally {
      await trusting.stop();
      await plain.stop();
    }
  });
});
