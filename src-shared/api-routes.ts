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
  createUser: { method: 'POST', path: '/user/create' },
  getUser: { method: 'GET', path: '/user/{id}' },
  deleteUser: { method: 'DELETE', path: '/user/{id}' },
  updateUser: { method: 'PUT', path: '/user/update/{id}' },
  usersByRestaurant: { method: 'GET', path: '/user/restaurant/{restaurantId}' },
  roleTypesByRestaurant: { method: 'GET', path: '/roles/types/by-restaurant/{restaurantId}' },
  getRestaurant: { method: 'GET', path: '/restaurant/get/{id}' },
  restaurantDetails: { method: 'GET', path: '/restaurant/{id}/details' },
  outletsAll: { method: 'GET', path: '/restaurant/outlets/all' },
  outlet: { method: 'GET', path: '/restaurant/outlets/{id}' },
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
