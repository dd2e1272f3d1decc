import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ERRORS, STATUS_ERRORS } from '../../src-shared/errors.js';
import { startTestServer, type Route, type TestServer } from '../testing/test-http-server.js';
import { ApiClient, type ApiClientOptions } from './api-client.js';
import { ApiError } from './api-error.js';
import { RateGuard } from './rate-guard.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(route: Route, options: Partial<ApiClientOptions> = {}) {
  server = await startTestServer(route);
  const client = new ApiClient({ apiUrl: server.url, retryDelayMs: 5, ...options });
  return { client, requests: server.requests };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const ok = (data: unknown) => ({ body: { success: true, data } });

describe('ApiClient headers and parameters', () => {
  it('sends bearer, restaurant-id and a _t timestamp on GET under /api/v1', async () => {
    const { client, requests } = await setup(() => ok({ fine: true }), { now: () => 1234 });
    client.setAccessToken('tok');
    client.setRestaurantId(7);
    expect(await client.get('/user/profile', { searchParams: { a: 1 } })).toEqual({
      success: true,
      data: { fine: true },
    });
    const [req] = requests;
    expect(req?.url.pathname).toBe('/api/v1/user/profile');
    expect(req?.url.searchParams.get('_t')).toBe('1234');
    expect(req?.url.searchParams.get('a')).toBe('1');
    expect(req?.headers.authorization).toBe('Bearer tok');
    expect(req?.headers['restaurant-id']).toBe('7');
  });

  it('sends no _t on POST and carries the JSON body', async () => {
    const { client, requests } = await setup(() => ok(null));
    await client.post('user/forgot-password', { json: { email: 'a@b.test' } });
    expect(requests[0]?.url.searchParams.has('_t')).toBe(false);
    expect(requests[0]?.body).toEqual({ email: 'a@b.test' });
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('keeps cookies from Set-Cookie and sends them back on matching paths', async () => {
    const { client, requests } = await setup((req) =>
      req.url.pathname.endsWith('/signin')
        ? {
            ...ok(null),
            headers: { 'set-cookie': ['venue_refresh=abc; Path=/api/v1/user; HttpOnly; Max-Age=60'] },
          }
        : ok(null),
    );
    await client.post('/user/signin');
    await client.post('/user/refresh-token');
    await client.get('/roles/types');
    expect(requests[1]?.headers.cookie).toBe('venue_refresh=abc');
    expect(requests[2]?.headers.cookie).toBeUndefined();
  });

  it('fails a restaurant-scoped call without any restaurant id before sending', async () => {
    const { client, requests } = await setup(() => ok(null));
    const error = await failure(client.get('/roles/types/by-restaurant/1', { restaurantScoped: true }));
    expect(error.message).toBe(CLIENT_ERRORS.restaurantIdNotFound);
    expect(requests).toHaveLength(0);
    await client.get('/x', { restaurantScoped: true, restaurantId: 3 });
    expect(requests[0]?.headers['restaurant-id']).toBe('3');
  });
});

describe('ApiClient errors', () => {
  it.each([
    [401, STATUS_ERRORS[401]],
    [403, STATUS_ERRORS[403]],
    [404, STATUS_ERRORS[404]],
    [429, STATUS_ERRORS[429]],
    [422, 'Validation failed'],
  ])('maps status %i to the spec text', async (status, text) => {
    const { client } = await setup(() => ({
      status,
      body: { success: false, message: 'Validation failed', errors: { email: ['bad'] } },
    }));
    const error = await failure(client.get('/x'));
    expect(error.message).toBe(text);
    expect(error.status).toBe(status);
    expect(error.errors).toEqual({ email: ['bad'] });
  });

  it("uses 'HTTP {status} error' when a 4xx has no message", async () => {
    const { client } = await setup(() => ({ status: 418 }));
    expect((await failure(client.get('/x'))).message).toBe('HTTP 418 error');
  });

  it('turns success:false in a 2xx body into an error with its message, or Operation failed', async () => {
    const { client } = await setup((_req, i) =>
      i === 0 ? { body: { success: false, message: 'Nope' } } : { body: { success: false } },
    );
    expect((await failure(client.post('/x'))).message).toBe('Nope');
    expect((await failure(client.post('/x'))).message).toBe(CLIENT_ERRORS.operationFailed);
  });

  it('reports no response as the network error after 3 attempts', async () => {
    const { client, requests } = await setup(() => ({ drop: true }));
    const error = await failure(client.get('/x'));
    expect(error.message).toBe(CLIENT_ERRORS.network);
    expect(error.code).toBe('network');
    expect(requests).toHaveLength(3);
  });

  it('times out per TIMEOUTS_MS kind and reports it as no response', async () => {
    const { client, requests } = await setup(() => ({ hang: true }), { timeoutsMs: { default: 50 } });
    const error = await failure(client.get('/slow', { retry: false }));
    expect(error.message).toBe(CLIENT_ERRORS.network);
    expect(requests).toHaveLength(1);
  });
});

describe('ApiClient retries', () => {
  it('retries 5xx up to 3 attempts with delay base × attempt number', async () => {
    const stamps: number[] = [];
    const { client, requests } = await setup(
      () => {
        stamps.push(performance.now());
        return { status: 503, body: { success: false, message: 'down' } };
      },
      { retryDelayMs: 40 },
    );
    const error = await failure(client.get('/x'));
    expect(error.message).toBe(STATUS_ERRORS.serverError);
    expect(requests).toHaveLength(3);
    const [a = 0, b = 0, c = 0] = stamps;
    expect(b - a).toBeGreaterThanOrEqual(35);
    expect(c - b).toBeGreaterThanOrEqual(75);
  });

  it('succeeds when a later attempt succeeds, and does not retry other 4xx', async () => {
    const { client, requests } = await setup((_r, i) => (i === 0 ? { status: 500 } : ok('fine')));
    expect(await client.get('/x')).toEqual({ success: true, data: 'fine' });
    expect(requests).toHaveLength(2);
    const second = await setupAgain(() => ({ status: 404 }));
    await failure(second.client.get('/x'));
    expect(second.requests).toHaveLength(1);
  });
});

async function setupAgain(route: Route) {
  await server?.close();
  return setup(route);
}

describe('ApiClient silent refresh', () => {
  it('refreshes once on 401 and repeats the request with the new token', async () => {
    const { client, requests } = await setup((req) =>
      req.headers.authorization === 'Bearer new'
        ? ok('after')
        : { status: 401, body: { success: false, message: 'expired' } },
    );
    client.setAccessToken('old');
    let refreshes = 0;
    client.setAuthRefresher(async () => {
      refreshes += 1;
      client.setAccessToken('new');
      return 'new';
    });
    expect(await client.get('/x')).toEqual({ success: true, data: 'after' });
    expect(refreshes).toBe(1);
    expect(requests.map((r) => r.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('refreshes at most once per call, also on 400', async () => {
    const { client, requests } = await setup(() => ({
      status: 400,
      body: { success: false, message: 'Bad' },
    }));
    let refreshes = 0;
    client.setAuthRefresher(async () => {
      refreshes += 1;
      return 'again';
    });
    expect((await failure(client.post('/x'))).message).toBe('Bad');
    expect(refreshes).toBe(1);
    expect(requests).toHaveLength(2);
  });

  it('does not refresh for calls that opt out (sign-in, refresh) or when refresh fails', async () => {
    const { client, requests } = await setup(() => ({ status: 401 }));
    let refreshes = 0;
    client.setAuthRefresher(async () => {
      refreshes += 1;
      return null;
    });
    await failure(client.post('/user/signin', { refreshOnAuthError: false }));
    expect(refreshes).toBe(0);
    expect((await failure(client.get('/x'))).message).toBe(STATUS_ERRORS[401]);
    expect(refreshes).toBe(1);
    expect(requests).toHaveLength(2);
  });
});

describe('ApiClient rate guard', () => {
  it('refuses the 101st call to one URL in the window, but never sync calls', async () => {
    let now = 0;
    const { client, requests } = await setup(() => ok(null), {
      now: () => now,
      rateGuard: new RateGuard(() => now, 100, 1000),
    });
    for (let i = 0; i < 100; i += 1) await client.post('/x');
    const error = await failure(client.post('/x'));
    expect(error.message).toBe(CLIENT_ERRORS.rateLimitExceeded);
    expect(requests).toHaveLength(100);
    await client.post('/x', { sync: true });
    await client.post('/y');
    now = 1000;
    await client.post('/x');
    expect(requests).toHaveLength(103);
  });

  it('counts GETs per URL regardless of the _t timestamp', async () => {
    let now = 0;
    const { client } = await setup(() => ok(null), {
      now: () => (now += 1),
      rateGuard: new RateGuard(() => 0, 2, 1000),
    });
    await client.get('/x');
    await client.get('/x');
    expect((await failure(client.get('/x'))).message).toBe(CLIENT_ERRORS.rateLimitExceeded);
  });
});
