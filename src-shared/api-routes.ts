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
  // ——— Reservations, availability and the change feed (spec §7 Reservations, Table combinations) ———
  bookReservation: { method: 'POST', path: '/reservation/bookReservation' },
  bookReservationCombination: { method: 'POST', path: '/reservation/bookReservation/table-combination' },
  allBookedReservations: { method: 'GET', path: '/reservation/allBookedReservation/{restaurantId}' },
  updateReservationDuration: { method: 'PUT', path: '/reservation/duration/{bookingId}/{duration}' },
  updateReservationTable: { method: 'PUT', path: '/reservation/table/{bookingId}/{tableId}' },
  availableTables: { method: 'GET', path: '/reservation/available-tables' },
  tableAvailability: { method: 'GET', path: '/reservation/availability/table/{tableId}' },
  tablesAvailability: { method: 'GET', path: '/reservation/availability/tables' },
  combinationAvailability: { method: 'GET', path: '/reservation/availability/combination/{combinationId}' },
  futureDatesAvailability: { method: 'GET', path: '/reservation/availability/future-dates' },
  dayAvailability: { method: 'GET', path: '/reservation/availability/day' },
  rangeAvailability: { method: 'GET', path: '/reservation/availability/range' },
  updateReservationStatus: { method: 'PUT', path: '/reservation/status/{id}/{status}' },
  patchReservation: { method: 'PATCH', path: '/reservation/{bookingId}' },
  selectedDateReservations: { method: 'GET', path: '/reservation/selectedDateReservation' },
  selectedDate: { method: 'GET', path: '/reservation/selectedDate' },
  searchReservations: { method: 'GET', path: '/reservation/search/{query}' },
  getReservation: { method: 'GET', path: '/reservation/{bookingId}' },
  findSuitableCombinations: { method: 'POST', path: '/table-combinations/find-suitable' },
  checkCombinationAvailability: { method: 'POST', path: '/table-combinations/check-availability' },
  syncPull: { method: 'GET', path: '/sync/pull' },
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
