// A small stand-in for the tenant API's auth routes, served by startTestServer, so session, core and
// web-mode tests run against real HTTP without depending on src-server.
import { ROLE_GRANTS } from '../../src-shared/permissions.js';
import type { RoleType, User } from '../../src-shared/schemas/auth.js';
import { startTestServer, type Reply, type TestServer } from './test-http-server.js';

export interface FakeTenantApi extends TestServer {
  /** Role types the roles route answers with, per restaurant id. */
  roleTypes: Map<number, RoleType[]>;
  issuedTokens: string[];
  /** Next answers to force (status + body), consumed per path. */
  failNext: Map<string, Reply>;
  /** Answers forced on every call to a path until removed. */
  failAlways: Map<string, Reply>;
  validRefresh: Set<string>;
  /** The verifier epoch (`vep`) put in each user's access tokens, by email (default 0). */
  verifierEpochs: Map<string, number>;
  /** The next answer on a path waits for this promise (consumed per path): a slow server. */
  holdNext: Map<string, Promise<void>>;
}

const harbour = { id: 1, shopName: 'Harbour Bistro', slug: 'harbour-bistro' };

export function fakeRoleType(id: number, name: string, restaurantId = 1): RoleType {
  return { id, name, restaurant_id: restaurantId, restaurant_details: { ...harbour, id: restaurantId } };
}

export function fakeUser(roleName = 'host', restaurantId = 1): User {
  return {
    id: 5,
    email: `${roleName}@harbour.test`,
    first_name: 'Hana',
    last_name: 'Host',
    restaurantName: 'harbour-bistro',
    roleName,
    restaurantId,
    primaryRole: roleName,
    user_role_id: [{ id: 1, roletypes: fakeRoleType(3, roleName, restaurantId) }],
    restaurant_details: harbour,
    is_active: true,
  };
}

export function fakeJwt(expSeconds: number, extra: Record<string, unknown> = {}): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ exp: expSeconds, ...extra })}.x`;
}

export async function startFakeTenantApi(
  options: { now?: () => number; ttlSeconds?: number } = {},
): Promise<FakeTenantApi> {
  const now = options.now ?? Date.now;
  const ttl = options.ttlSeconds ?? 15 * 60;
  const roleTypes = new Map<number, RoleType[]>([[1, [fakeRoleType(2, 'admin'), fakeRoleType(3, 'host')]]]);
  const issuedTokens: string[] = [];
  const failNext = new Map<string, Reply>();
  const failAlways = new Map<string, Reply>();
  const validRefresh = new Set<string>();
  const verifierEpochs = new Map<string, number>();
  const holdNext = new Map<string, Promise<void>>();
  /** Whose session each refresh cookie renews. */
  const refreshUsers = new Map<string, User>();
  let counter = 0;

  const session = (user: User): Reply => {
    counter += 1;
    const token = fakeJwt(Math.floor(now() / 1000) + ttl, {
      n: counter,
      vep: verifierEpochs.get(user.email) ?? 0,
    });
    const refresh = `r${counter}`;
    issuedTokens.push(token);
    validRefresh.add(refresh);
    refreshUsers.set(refresh, user);
    return {
      body: { success: true, message: 'Login successful', data: { token, user } },
      headers: { 'set-cookie': `venue_refresh=${refresh}; Path=/api/v1/user; HttpOnly; Max-Age=2592000` },
    };
  };
  const unauthorized: Reply = {
    status: 401,
    body: { success: false, message: 'Authentication required. Please log in again.' },
  };

  // Every answer carries the server's clock in its Date header, as a real server's does.
  const server = await startTestServer(async (req) => {
    const path = req.url.pathname.replace(/^\/api\/v1/, '');
    const hold = holdNext.get(path);
    if (hold) {
      holdNext.delete(path);
      await hold;
    }
    const reply = answer(req);
    return { ...reply, headers: { date: new Date(now()).toUTCString(), ...reply.headers } };
  });
  function answer(req: Parameters<Parameters<typeof startTestServer>[0]>[0]): Reply {
    const path = req.url.pathname.replace(/^\/api\/v1/, '');
    const always = failAlways.get(path);
    if (always) return always;
    const forced = failNext.get(path);
    if (forced) {
      failNext.delete(path);
      return forced;
    }
    if (path === '/health') return { body: { status: 'ok' } };
    if (path === '/user/signin/tablemanagement') {
      const body = req.body as { email?: string; password?: string } | null;
      if (body?.email === 'host@harbour.test' && body.password === 'harbour-host-1')
        return session(fakeUser('host'));
      if (body?.email === 'admin@harbour.test' && body.password === 'harbour-admin-1')
        return session(fakeUser('admin'));
      return { status: 401, body: { success: false, message: 'Invalid email or password' } };
    }
    if (path === '/user/refresh-token') {
      const cookie = /venue_refresh=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
      if (!cookie || !validRefresh.delete(cookie)) return unauthorized;
      return session(refreshUsers.get(cookie) ?? fakeUser('host'));
    }
    if (path === '/user/logout') {
      return {
        body: { success: true, message: 'Logged out' },
        headers: { 'set-cookie': 'venue_refresh=; Path=/api/v1/user; Max-Age=0' },
      };
    }
    if (path === '/user/forgot-password')
      return {
        body: { success: true, message: 'If that email belongs to an account, a reset link has been sent' },
      };
    const roles = /^\/roles\/types\/by-restaurant\/(\d+)$/.exec(path);
    if (roles) {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !issuedTokens.includes(token)) return unauthorized;
      return { body: { success: true, data: roleTypes.get(Number(roles[1])) ?? [] } };
    }
    if (path === '/permissions/me') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !issuedTokens.includes(token)) return unauthorized;
      const restaurantId = Number(req.headers['restaurant-id'] ?? 1);
      const base = [...ROLE_GRANTS.host];
      return {
        body: {
          success: true,
          data: {
            user_id: 5,
            restaurant_id: restaurantId,
            role: 'host',
            template: 'host',
            level: 10,
            time_zone: 'Europe/London',
            base,
            scoped: [],
            now: base,
          },
        },
      };
    }
    return { status: 404, body: { success: false, message: 'Resource not found.' } };
  }
  return Object.assign(server, {
    roleTypes,
    issuedTokens,
    failNext,
    failAlways,
    validRefresh,
    verifierEpochs,
    holdNext,
  });
}
