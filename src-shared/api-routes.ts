import { MEDIA_FILE_ROUTE } from './media/media-calls.js';
import { PRODUCT_IMAGE_ROUTE } from './menus/menu-calls.js';
import { SYNC_PUSH_PATH } from './sync/protocol.js';
import { TAG_IMAGE_ROUTE } from './tags/tag-calls.js';

// The route table of the tenant API (spec §7 paths), shared by the server and the console's client.
// Paths are relative to API_BASE_PATH ('/api/v1'); `{name}` marks a path parameter.

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
  // ——— Reservations, availability and the change feed (spec §7 Reservations, Table combinations) ———
  availableTables: { method: 'GET', path: '/reservation/available-tables' },
  tableAvailability: { method: 'GET', path: '/reservation/availability/table/{tableId}' },
  tablesAvailability: { method: 'GET', path: '/reservation/availability/tables' },
  combinationAvailability: { method: 'GET', path: '/reservation/availability/combination/{combinationId}' },
  futureDatesAvailability: { method: 'GET', path: '/reservation/availability/future-dates' },
  dayAvailability: { method: 'GET', path: '/reservation/availability/day' },
  rangeAvailability: { method: 'GET', path: '/reservation/availability/range' },
  findSuitableCombinations: { method: 'POST', path: '/table-combinations/find-suitable' },
  checkCombinationAvailability: { method: 'POST', path: '/table-combinations/check-availability' },
  syncPull: { method: 'GET', path: '/sync/pull' },
  syncPush: { method: 'POST', path: SYNC_PUSH_PATH },
  // ——— end of reservations block ———
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
