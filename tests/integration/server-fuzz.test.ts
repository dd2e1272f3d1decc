import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../src-shared/entities/route-table.js';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';

// Random and malformed input against every route of the tenant API must be answered with a 4xx
// (or a 2xx when it happens to be valid), never a 5xx, and the server must keep serving.
// Replay a failure with FUZZ_SEED=<seed printed below>.

const getApi = useTestApi({ rateLimit: { perEmail: 10_000, perIp: 10_000, windowMs: 60_000 } });
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

let admin: SignedIn;
let host: SignedIn;

beforeAll(async () => {
  admin = await getApi().signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  host = await getApi().signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
});

const idLike = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '3',
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '99999999999',
    '2147483648',
    '',
    '%00',
    '%E0%A4%A',
    '..',
    'null',
    '[]',
  ),
  fc.nat().map(String),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
);

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const plausibleBody = fc.record(
  {
    email: fc.oneof(fc.emailAddress(), fc.constantFrom(DEMO.harbourAdmin.email, 'x', ''), fc.string()),
    password: fc.oneof(fc.string({ maxLength: 300 }), fc.constant(DEMO.harbourAdmin.password)),
    newPassword: fc.string({ maxLength: 300 }),
    token: fc.oneof(fc.string({ maxLength: 600 }), fc.base64String()),
    first_name: fc.oneof(fc.string({ maxLength: 150 }), jsonValue),
    last_name: jsonValue,
    role: fc.oneof(
      fc.constantFrom('admin', 'host', 'manager', 'super_admin', 'Table_Management_Admin_User', 'chef'),
      jsonValue,
    ),
    is_active: jsonValue,
  },
  { requiredKeys: [] },
);
const rawBody = fc.oneof(
  jsonValue.map((v) => JSON.stringify(v)),
  plausibleBody.map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '{"email":', 'null', '[]', '""', '{"__proto__":{"x":1}}', '\u0000', ''),
);

const routes = ROUTE_TABLE;

const requestArb = fc.record({
  routeIndex: fc.nat({ max: routes.length - 1 }),
  id: idLike,
  method: fc.oneof(fc.constant(null), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH')),
  body: fc.option(rawBody, { nil: undefined }),
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    '',
  ),
  auth: fc.constantFrom('admin', 'host', 'none', 'garbage', 'bearer-only'),
  restaurantId: fc.oneof(fc.constant(undefined), idLike, fc.constantFrom('1', '2', '1, 2', ' 1')),
  cookie: fc.option(
    fc.oneof(
      fc.constant('venue_refresh=abc'),
      fc.string({ maxLength: 80 }).map((s) => `venue_refresh=${encodeURIComponent(s)}`),
    ),
    { nil: undefined },
  ),
});

describe('fuzzing every route', () => {
  it(`never answers 5xx (seed ${seed}, ${RUNS} runs)`, async () => {
    console.log(`server-fuzz seed: ${seed} (replay with FUZZ_SEED=${seed})`);
    const { baseUrl } = getApi();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requestArb, async (r) => {
        const route = routes[r.routeIndex];
        if (!route) return;
        const path = route.path.replace(/\{\w+\}/g, r.id);
        const headers: Record<string, string> = {};
        if (r.auth === 'admin') headers.authorization = `Bearer ${admin.token}`;
        if (r.auth === 'host') headers.authorization = `Bearer ${host.token}`;
        if (r.auth === 'garbage') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.e30.';
        if (r.auth === 'bearer-only') headers.authorization = 'Bearer';
        if (r.restaurantId !== undefined) headers['restaurant-id'] = r.restaurantId;
        if (r.cookie) headers.cookie = r.cookie;
        const method = r.method ?? route.method;
        const withBody = r.body !== undefined && method !== 'GET';
        if (withBody && r.contentType) headers['content-type'] = r.contentType;
        let res: Response;
        try {
          res = await fetch(`${baseUrl}${path}`, { method, headers, body: withBody ? r.body : undefined });
        } catch (error) {
          // fetch itself refuses some URLs/headers before sending; that is not the server's answer.
          if (error instanceof TypeError && !/fetch failed/.test(error.message)) return;
          throw error;
        }
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
        expect(res.status).toBeGreaterThanOrEqual(200);
      }),
      { seed, numRuns: RUNS },
    );
    console.log(`server-fuzz statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
    // Guard against a fuzzer that only ever reaches the 404 handler or the auth wall.
    for (const expected of [200, 400, 401, 403, 404, 422])
      expect(statuses.get(expected) ?? 0, `status ${expected}`).toBeGreaterThan(0);
  }, 120_000);

  it('still serves afterwards', async () => {
    const { api } = getApi();
    expect((await api('GET', '/health')).body).toEqual({ status: 'ok' });
    const res = await api('POST', '/user/signin/tablemanagement', { body: DEMO.quayAdmin });
    expect(res.status).toBe(200);
  });
});
