import { MENU_API_ROUTES } from './menus/menu-calls.js';

// The route table of the tenant API (spec §7 paths), shared by the server and the console's client.
// Paths are relative to API_BASE_PATH ('/api/v1'); `{name}` marks a path parameter.

// ——— Table management catalogue, clients and guest list (spec §7) ———
// Entities declared as resources (src-shared/resources/registry.ts) carry their own routes.
export const CATALOGUE_API_ROUTES = {
  floorPlansAll: { method: 'GET', path: '/floor-plans' },
  floorPlanGet: { method: 'GET', path: '/floor-plans/{id}' },
  floorPlanCreate: { method: 'POST', path: '/floor-plans' },
  floorPlanUpdate: { method: 'PUT', path: '/floor-plans/{id}' },
  floorPlanDelete: { method: 'DELETE', path: '/floor-plans/{id}' },
  floorPlanTableStatus: { method: 'PUT', path: '/floor-plans/{id}/table-status' },
  accessRulesAll: { method: 'GET', path: '/access-rules/getall/{restaurantId}' },
  accessRuleGet: { method: 'GET', path: '/access-rules/{id}' },
  accessRuleCreate: { method: 'POST', path: '/access-rules' },
  accessRuleUpdate: { method: 'PUT', path: '/access-rules/{id}' },
  accessRuleDelete: { method: 'DELETE', path: '/access-rules/{id}' },
  accessRuleDuplicate: { method: 'POST', path: '/access-rules/{id}/duplicate' },
  accessRuleValidate: { method: 'POST', path: '/access-rules/validate' },
  accessRulesByDate: { method: 'GET', path: '/access-rules/by-date' },
  accessRulesBySeatingArea: { method: 'GET', path: '/access-rules/by-seating-area/{seatingAreaId}' },
  accessRulesByBookingChannel: { method: 'GET', path: '/access-rules/by-booking-channel/{channel}' },
  accessRuleEvaluateAvailability: { method: 'POST', path: '/access-rules/evaluate-availability' },
  conciergePerksAll: { method: 'GET', path: '/concierge-perks/getall/{restaurantId}' },
  conciergePerksByDate: { method: 'GET', path: '/concierge-perks/by-date' },
  conciergePerksByAccessLevel: { method: 'GET', path: '/concierge-perks/by-access-level/{level}' },
  conciergePerksByGuestType: { method: 'GET', path: '/concierge-perks/by-guest-type/{guestType}' },
  conciergePerkCheckAccess: { method: 'POST', path: '/concierge-perks/{id}/check-access' },
  conciergePerkDuplicate: { method: 'POST', path: '/concierge-perks/{id}/duplicate' },
  conciergePerkValidate: { method: 'POST', path: '/concierge-perks/validate' },
  dailyProgramsAll: { method: 'GET', path: '/daily-programs/getall/{restaurantId}' },
  dailyProgramsByDate: { method: 'GET', path: '/daily-programs/by-date' },
  dailyProgramsByShift: { method: 'GET', path: '/daily-programs/by-shift/{shiftId}' },
  dailyProgramsByCuisine: { method: 'GET', path: '/daily-programs/by-cuisine/{cuisine}' },
  dailyProgramCalendar: { method: 'GET', path: '/daily-programs/calendar' },
  dailyProgramDuplicate: { method: 'POST', path: '/daily-programs/{id}/duplicate' },
  dailyProgramValidate: { method: 'POST', path: '/daily-programs/validate' },
  bookingChannelsByType: { method: 'GET', path: '/booking-channels/by-type/{type}' },
  bookingChannelsActive: { method: 'GET', path: '/booking-channels/active' },
  bookingChannelValidate: { method: 'POST', path: '/booking-channels/validate' },
  bookingChannelStats: { method: 'GET', path: '/booking-channels/stats' },
  // ours: the settings quick view (spec §2 availabilityQuickView) has a screen but no path of its own in §7.
  availabilityQuickView: { method: 'GET', path: '/availability/quick-view' },
  clientsByRestaurant: { method: 'GET', path: '/clients/restaurant/{restaurantId}' },
  clientGet: { method: 'GET', path: '/clients/{id}' },
  clientSearch: { method: 'GET', path: '/clients/search/{query}' },
  clientCreate: { method: 'POST', path: '/clients' },
  clientUpdate: { method: 'PATCH', path: '/clients/{id}' },
  clientBulkEdit: { method: 'POST', path: '/clients/bulk-edit' },
  clientBulkDelete: { method: 'DELETE', path: '/clients/bulk-delete' },
  clientDelete: { method: 'DELETE', path: '/clients/{id}' },
  guestListAdd: { method: 'POST', path: '/guest-list' },
  guestListAddBulk: { method: 'POST', path: '/guest-list/bulk' },
  guestListAll: { method: 'GET', path: '/guest-list' },
  guestListEdit: { method: 'PUT', path: '/guest-list/{id}' },
  guestListDelete: { method: 'DELETE', path: '/guest-list/{id}' },
  guestListCheckIn: { method: 'PUT', path: '/guest-list/{id}/check-in' },
  guestListBlacklist: { method: 'PUT', path: '/guest-list/{id}/blacklist' },
  guestListBulkCheckIn: { method: 'PUT', path: '/guest-list/bulk/check-in' },
  guestListBulkSoftDelete: { method: 'PUT', path: '/guest-list/bulk/soft-delete' },
  guestListGlobalSoftDelete: { method: 'PUT', path: '/guest-list/global/soft-delete' },
  guestListGlobalCheckIn: { method: 'PUT', path: '/guest-list/global/check-in' },
} as const;
// ——— end of the catalogue block ———

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
  ...CATALOGUE_API_ROUTES,
  ...MENU_API_ROUTES,
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
