import { MEDIA_FILE_ROUTE } from './media/media-calls.js';
import { PRODUCT_IMAGE_ROUTE } from './menus/menu-calls.js';
import { SYNC_PUSH_PATH, SYNC_SNAPSHOT_PATH } from './sync/protocol.js';
import { TAG_IMAGE_ROUTE } from './tags/tag-calls.js';

// The routes of the API that are no entity's: health, the session (sign-in, refresh, sign-out,
// password reset), the change feed and the public pages an <img> fetches. Every entity's routes are
// on its declaration (src-shared/entities); ROUTE_TABLE (entities/route-table.ts) is the one table
// of both. Paths are relative to API_BASE_PATH ('/api/v1'); `{name}` marks a path parameter.

export const API_ROUTES = {
  health: { method: 'GET', path: '/health' },
  signIn: { method: 'POST', path: '/user/signin/tablemanagement' },
  refreshToken: { method: 'POST', path: '/user/refresh-token' },
  logout: { method: 'POST', path: '/user/logout' },
  logoutGet: { method: 'GET', path: '/user/logout' },
  forgotPassword: { method: 'POST', path: '/user/forgot-password' },
  resetPassword: { method: 'POST', path: '/user/reset-password' },
  profile: { method: 'GET', path: '/user/profile' },
  checkAuth: { method: 'GET', path: '/auth/' },
  // Public pages: images an <img> fetches without the bearer token.
  productImage: PRODUCT_IMAGE_ROUTE,
  tagImage: TAG_IMAGE_ROUTE,
  mediaFile: MEDIA_FILE_ROUTE,
  // The change feed.
  syncPull: { method: 'GET', path: '/sync/pull' },
  syncPush: { method: 'POST', path: SYNC_PUSH_PATH },
  syncSnapshot: { method: 'GET', path: SYNC_SNAPSHOT_PATH },
} as const;

export type ApiRouteName = keyof typeof API_ROUTES;

/** Fills `{name}` placeholders; throws when a parameter is missing so a bad URL is never sent. */
export function apiPath(name: ApiRouteName, params: Record<string, string | number> = {}): string {
  return API_ROUTES[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Fastify's `:name` form of a route path. */
export function fastifyPath(name: ApiRouteName): string {
  return API_ROUTES[name].path.replace(/\{(\w+)\}/g, ':$1');
}
