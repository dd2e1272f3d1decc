// The OpenAPI document against real traffic: Prism's validating proxy stands in front of the API
// and every answer of a representative set of requests (successes and each kind of refusal, across
// areas) must be one the document declares — its status, and its body against that status's schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { errorEnvelopeSchema } from '../../src-shared/schemas/envelope.js';
import { DEMO, useTestApi } from './helpers/api-server.js';
import {
  responseViolations,
  startPrismProxy,
  violationsOf,
  type PrismProxy,
  type PrismViolation,
} from './helpers/prism-proxy.js';
import { API_BASE_PATH } from '../../src-shared/constants.js';

// The forgot-password limit is lowered so its 429 is cheap to reach.
const getApi = useTestApi({ passwordResetRateLimit: { perEmail: 1 } });

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
  violations: PrismViolation[];
}

interface CallOptions {
  token?: string;
  restaurantId?: number;
  body?: unknown;
  cookie?: string;
}

let prism: PrismProxy;
const seen: { call: string; status: number; violations: PrismViolation[] }[] = [];

/** One request through the proxy; its answer and what Prism found wrong with it. */
async function call(method: string, path: string, opts: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.restaurantId !== undefined) headers['restaurant-id'] = String(opts.restaurantId);
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${prism.url}${API_BASE_PATH}${path}`, {
    method,
    headers,
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  const answer: Answer = {
    status: res.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    headers: res.headers,
    violations: violationsOf(res.headers),
  };
  seen.push({ call: `${method} ${path}`, status: answer.status, violations: answer.violations });
  return answer;
}

/** The answer has `status`; a success raises no violation at all, a refusal none about the answer. */
function expectAnswer(answer: Answer, status: number): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const wrong = status < 400 ? answer.violations : responseViolations(answer.violations);
  expect(wrong, `status ${status}: ${JSON.stringify(answer.body)}`).toEqual([]);
  if (status >= 400) expect(errorEnvelopeSchema.safeParse(answer.body).success).toBe(true);
}

const data = <T>(answer: Answer) => (answer.body as { data: T }).data;

let admin: { token: string; cookie: string; restaurantId: number };
let host: { token: string; restaurantId: number };
let quayId: number;

async function signIn(email: string, password: string) {
  const answer = await call('POST', '/user/signin/tablemanagement', { body: { email, password } });
  expectAnswer(answer, 200);
  const signed = data<{ token: string; user: { restaurantId: number } }>(answer);
  const cookie = (answer.headers.getSetCookie().find((c) => c.startsWith('venue_refresh=')) ?? '').split(
    ';',
  )[0];
  return { token: signed.token, restaurantId: signed.user.restaurantId, cookie: cookie ?? '' };
}

beforeAll(async () => {
  prism = await startPrismProxy(getApi().server.url);
  admin = await signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  host = await signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
  quayId = (await signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password)).restaurantId;
});

afterAll(async () => {
  await prism?.stop();
});

const asAdmin = (method: string, path: string, body?: unknown) =>
  call(method, path, { token: admin.token, restaurantId: admin.restaurantId, body });
const asHost = (method: string, path: string, body?: unknown) =>
  call(method, path, { token: host.token, restaurantId: host.restaurantId, body });

describe('the OpenAPI document under Prism’s validating proxy', () => {
  it('documents the sign-in, session and health answers', async () => {
    expectAnswer(await call('GET', '/health'), 200);
    expectAnswer(
      await call('POST', '/user/signin/tablemanagement', {
        body: { email: DEMO.harbourAdmin.email, password: 'not-the-password' },
      }),
      401,
    );
    expectAnswer(await call('POST', '/user/signin/tablemanagement', { body: { email: 'nobody' } }), 422);
    expectAnswer(await call('GET', '/auth/'), 401);
    expectAnswer(await call('GET', '/auth/', { token: admin.token }), 200);
    expectAnswer(await call('GET', '/auth/', { token: admin.token, restaurantId: quayId }), 403);
    expectAnswer(await call('POST', '/user/refresh-token'), 401);
    expectAnswer(await call('POST', '/user/refresh-token', { cookie: admin.cookie }), 200);
    const forgot = { body: { email: 'someone@example.com' } };
    expectAnswer(await call('POST', '/user/forgot-password', forgot), 200);
    expectAnswer(await call('POST', '/user/forgot-password', forgot), 429);
  });

  it('documents users and roles: a success, a foreign restaurant, an unknown id, a duplicate', async () => {
    expectAnswer(await asAdmin('GET', `/user/restaurant/${admin.restaurantId}`), 200);
    expectAnswer(await asAdmin('GET', `/user/restaurant/${quayId}`), 403);
    expectAnswer(await asAdmin('GET', '/user/999999'), 404);
    const user = { email: DEMO.harbourHost.email, password: 'a-password-1', first_name: 'Dup', role: 'host' };
    expectAnswer(await asAdmin('POST', '/user/create', user), 409);
    expectAnswer(await asAdmin('GET', `/roles/by-restaurant/${admin.restaurantId}`), 200);
    expectAnswer(await asAdmin('POST', '/roles', { name: 'prism_runner', template: 'host' }), 201);
    expectAnswer(await asAdmin('POST', '/roles', { name: 'prism_runner', template: 'host' }), 409);
    expectAnswer(await asHost('POST', '/roles', { name: 'host_made', template: 'host' }), 403);
  });

  it('documents a declared resource (tables) and reservations, with a double booking', async () => {
    const table = { name: `P${Date.now() % 100_000}`, min_covers: 1, max_covers: 4 };
    const created = await asAdmin('POST', '/tables', table);
    expectAnswer(created, 201);
    const tableId = data<{ id: string }>(created).id;
    expectAnswer(await asAdmin('POST', '/tables', table), 409);
    expectAnswer(await asAdmin('POST', '/tables', { ...table, name: 'Q', min_covers: 6 }), 422);
    expectAnswer(await asHost('POST', '/tables', { ...table, name: 'Host table' }), 403);
    expectAnswer(await asAdmin('GET', '/tables'), 200);
    expectAnswer(await asAdmin('GET', `/tables/${tableId}`), 200);
    expectAnswer(await asAdmin('GET', `/tables/${uuidv7()}`), 404);
    expectAnswer(await asAdmin('PUT', `/tables/${tableId}`, { max_covers: 6 }), 200);

    const booking = {
      first_name: 'Prism',
      date: '2027-06-02',
      time: '19:00',
      guest_count: 2,
      table_ids: [tableId],
    };
    const booked = await asHost('POST', '/reservation/bookReservation', booking);
    expectAnswer(booked, 201);
    const bookingId = data<{ id: string }>(booked).id;
    expectAnswer(
      await asHost('POST', '/reservation/bookReservation', { ...booking, first_name: 'Late' }),
      409,
    );
    expectAnswer(await call('POST', '/reservation/bookReservation', { body: booking }), 401);
    expectAnswer(await asHost('POST', '/reservation/bookReservation', { guest_count: 'two' }), 422);
    expectAnswer(await asHost('GET', `/reservation/${bookingId}`), 200);
    expectAnswer(await asHost('GET', `/reservation/${uuidv7()}`), 404);
    expectAnswer(await asHost('GET', '/reservation/selectedDate?date=2027-06-02'), 200);
    expectAnswer(await asHost('PATCH', `/reservation/${bookingId}`, { guest_count: 3 }), 200);
    expectAnswer(await asAdmin('DELETE', `/tables/${tableId}`), 409);
    expectAnswer(await asAdmin('DELETE', `/reservation/${bookingId}`), 200);
    expectAnswer(await asAdmin('DELETE', `/tables/${tableId}`), 200);
  });

  it('documents clients', async () => {
    expectAnswer(await asHost('GET', `/clients/restaurant/${host.restaurantId}`), 200);
    const client = {
      restaurantId: host.restaurantId,
      first_name: 'Odile',
      last_name: 'Prism',
      mobileNumber: '+44 7911 654321',
      email: 'odile.prism@example.com',
    };
    const created = await asHost('POST', '/clients', client);
    expectAnswer(created, 201);
    const clientId = data<{ id: string }>(created).id;
    expectAnswer(await asHost('POST', '/clients', { ...client, restaurantId: quayId }), 403);
    expectAnswer(await asHost('POST', '/clients', { ...client, mobileNumber: '', email: '' }), 422);
    expectAnswer(await asHost('PATCH', `/clients/${clientId}`, { notes: 'Prefers the terrace' }), 200);
    expectAnswer(await asHost('GET', `/clients/${clientId}`), 200);
    expectAnswer(await asHost('GET', `/clients/${uuidv7()}`), 404);
    expectAnswer(await asHost('GET', '/clients/search/odile'), 200);
  });

  it('documents menus and products', async () => {
    const menu = await asAdmin('POST', '/menus', { name: 'Prism menu' });
    expectAnswer(menu, 201);
    const menuId = data<{ id: string }>(menu).id;
    expectAnswer(await asAdmin('GET', `/menus/${menuId}`), 200);
    expectAnswer(await asAdmin('POST', '/menus', { name: ' ' }), 422);
    expectAnswer(await asHost('POST', '/menus', { name: 'Host menu' }), 403);
    expectAnswer(await asAdmin('GET', `/menus/restaurant/${quayId}`), 403);
    expectAnswer(await asAdmin('GET', `/menus/restaurant/${admin.restaurantId}`), 200);
    expectAnswer(await asAdmin('GET', `/food-items/restaurant/${admin.restaurantId}`), 200);
    expectAnswer(await asAdmin('GET', `/food-items/${uuidv7()}`), 404);
    expectAnswer(await asAdmin('DELETE', `/menus/${menuId}`), 200);
  });

  it('documents the sync pull', async () => {
    expectAnswer(await asHost('GET', '/sync/pull?since=0&limit=5'), 200);
    expectAnswer(await asHost('GET', '/sync/pull?since=soon'), 422);
    expectAnswer(await call('GET', '/sync/pull?since=0', { token: host.token }), 400);
  });

  it('documents the malformed-JSON 400 (Prism parses bodies itself, so this one goes to the API)', async () => {
    const { baseUrl } = getApi();
    const res = await fetch(`${baseUrl}/reservation/bookReservation`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${host.token}`,
        'restaurant-id': String(host.restaurantId),
        'content-type': 'application/json',
      },
      body: '{"first_name":',
    });
    expect(res.status).toBe(400);
    expect(errorEnvelopeSchema.safeParse(await res.json()).success).toBe(true);
    const doc = (await (await fetch(`${baseUrl}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.paths[`${API_BASE_PATH}/reservation/bookReservation`]?.post?.responses['400']).toBeDefined();
  });

  it('saw no answer the document does not declare', () => {
    const undocumented = seen.filter(
      (s) => responseViolations(s.violations).length > 0 || (s.status < 400 && s.violations.length > 0),
    );
    expect(undocumented).toEqual([]);
    expect(seen.length).toBeGreaterThan(50);
  });
});
