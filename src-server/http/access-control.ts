import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import { API_MESSAGES } from '../../src-shared/errors.js';
import { dbIdStringSchema } from '../../src-shared/schemas/restaurant.js';
import { verifyAccessToken } from '../auth/access-token.js';
import type { Permission } from '../auth/permission-catalogue.js';
import { loadUserAccess, membershipAllows, type Membership, type UserAccess } from '../auth/user-access.js';
import type { PermissionCache } from '../access/permission-cache.js';
import type { AppDatabase } from '../db/client.js';
import { badRequest, forbidden, unauthorized } from './http-error.js';
import { sessionEnded } from '../auth/refresh-tokens.js';

/**
 * Every API route declares who may call it in `config.access`; registration fails without one,
 * so no route can forget its check.
 * - public: anyone (sign-in, health, password reset).
 * - authenticated: a valid access token; a restaurant-id header is optional but must be one of
 *   the user's restaurants when sent.
 * - tenant: a valid token, a restaurant-id header naming a restaurant the user holds a role in,
 *   and `permission` granted to that role. `restaurantParam` names a path parameter that must
 *   equal the header (a different restaurant is a 403).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'tenant'; permission: Permission | null; restaurantParam?: 'id' | 'restaurantId' | 'tenantId' };

export interface AuthContext {
  access: UserAccess;
  /** The sign-in (refresh-token family) the access token was issued for; null for older tokens. */
  sessionId: string | null;
  /** The restaurant of the restaurant-id header; null when an authenticated route got none. */
  tenant: Membership | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const DOCS_PREFIX = `${API_BASE_PATH}/docs`;

export interface AccessControlDeps {
  db: AppDatabase;
  jwtKey: Uint8Array;
  /** Role types' permission sets by grants version; without it every request reads them. */
  permissionCache?: PermissionCache;
  /** The moment shift-based roles are judged at; default the wall clock. */
  now?: () => Date;
}

export function installAccessControl(app: FastifyInstance, deps: AccessControlDeps): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) {
      route.config = { ...route.config, access: { kind: 'public' } };
      return;
    }
    if (route.url.startsWith(API_BASE_PATH) && !route.config?.access) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no config.access; every API route must say who may call it.`,
      );
    }
  });

  // Authentication and tenancy run before the body is parsed, so a caller without access learns
  // nothing about a route's schema.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    request.auth = await authenticate(request, deps, access);
  });

  // Path restaurant ids are compared after validation, when they are parsed numbers.
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (access?.kind !== 'tenant' || !access.restaurantParam) return;
    const params = request.params as Record<string, unknown>;
    if (params[access.restaurantParam] !== request.auth?.tenant?.restaurantId) throw forbidden();
  });
}

async function authenticate(
  request: FastifyRequest,
  deps: AccessControlDeps,
  access: Exclude<RouteAccess, { kind: 'public' }>,
): Promise<AuthContext> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized();
  const claims = await verifyAccessToken(deps.jwtKey, match[1]);
  if (!claims) throw unauthorized();
  // A token of a sign-in that was ended (signed out, "sign out everywhere", deactivation) stops at once.
  if (claims.sessionId && (await sessionEnded(deps.db, claims.sessionId))) throw unauthorized();
  const sessionId = claims.sessionId ?? null;
  const userAccess = await loadUserAccess(deps.db, claims.userId, {
    ...(deps.permissionCache ? { cache: deps.permissionCache } : {}),
    ...(deps.now ? { now: deps.now() } : {}),
  });
  if (!userAccess?.isActive) throw unauthorized();

  const restaurantHeader = request.headers['restaurant-id'];
  if (restaurantHeader === undefined || restaurantHeader === '') {
    if (access.kind === 'tenant') throw badRequest(API_MESSAGES.restaurantHeaderRequired);
    return { access: userAccess, tenant: null, sessionId };
  }
  const parsed = dbIdStringSchema.safeParse(
    Array.isArray(restaurantHeader) ? restaurantHeader[0] : restaurantHeader,
  );
  if (!parsed.success) throw badRequest(API_MESSAGES.restaurantHeaderInvalid);
  const tenant = userAccess.memberships.find((m) => m.restaurantId === parsed.data);
  if (!tenant) throw forbidden();
  if (access.kind === 'tenant' && access.permission !== null && !membershipAllows(tenant, access.permission))
    throw forbidden();
  return { access: userAccess, tenant, sessionId };
}

/** The verified tenant of a `tenant` route; routes call this instead of reading headers. */
export function requireTenant(request: FastifyRequest): { auth: AuthContext; tenant: Membership } {
  const auth = request.auth;
  if (!auth?.tenant) throw forbidden();
  return { auth, tenant: auth.tenant };
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
