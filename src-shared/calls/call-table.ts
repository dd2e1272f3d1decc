// Special calls beside each resource's generic five (a duplicate, a validate, a status PUT, a
// preview, a report…): one table of route contracts keyed by name. The server registers each
// contract with `registerRoute`; main's `api.call` channel validates and sends it; the renderer calls
// `callApi('<name>', { params, query, body })`, typed from the contract. Adding a call: declare its
// contract (`as const satisfies RouteContract`) in the area's file and spread that area's table here.
import { ACCESS_CONTRACTS } from '../access/access-contracts.js';
import { USER_CONTRACTS } from '../access/user-contracts.js';
import { ADMIN_CONTRACTS } from '../admin/admin-contracts.js';
import { AUDIT_CONTRACTS } from '../audit/audit-contracts.js';
import { facilityStatusRoute, shiftsByRestaurantRoute } from '../resources/registry.js';
import { MENU_CALLS } from '../menus/menu-calls.js';
import { ORDER_CALLS } from '../orders/order-calls.js';
import { accessRuleCalls, availabilityQuickViewCall } from '../resources/availability-calls.js';
import {
  bookingChannelCalls,
  conciergePerkCalls,
  dailyProgramCalls,
} from '../resources/availability-settings-calls.js';
import type { RouteContract } from '../resources/route-contract.js';
import { VENUE_SETTINGS_CALLS } from '../venue/venue-settings-calls.js';
import { TEMPLATE_CALLS } from '../messaging/template-calls.js';
import { SETTINGS_CALLS } from './settings-calls.js';
import { TAG_CALLS } from '../tags/tag-calls.js';
import { MEDIA_CALLS } from '../media/media-calls.js';
import { BOOKING_LINK_CALLS } from '../qr/booking-link.js';
import { FLOOR_PLAN_CALLS } from '../floor/floor-calls.js';
import { WEBSITE_TEMPLATE_CALLS } from '../website/template-calls.js';
import { WEBSITE_CALLS } from '../website/website-calls.js';
import { WIDGET_CALLS } from '../website/widget-calls.js';
import { CLIENT_CALLS } from '../people/client-calls.js';
import { MESSAGE_CALLS } from '../messaging/message-routes.js';

type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}.${K}`]: T[K] };

/** An area's contract table under `<prefix>.<name>` call names. */
function prefixed<P extends string, T extends Record<string, RouteContract>>(prefix: P, table: T) {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [`${prefix}.${k}`, v])) as Prefixed<P, T>;
}

export const CALLS = {
  'restaurant.facilityStatus': facilityStatusRoute,
  'shift.listByRestaurant': shiftsByRestaurantRoute,
  ...prefixed('access', ACCESS_CONTRACTS),
  ...prefixed('users', USER_CONTRACTS),
  ...prefixed('menus', MENU_CALLS),
  ...prefixed('orders', ORDER_CALLS),
  ...prefixed('audit', AUDIT_CONTRACTS),
  ...prefixed('admin', ADMIN_CONTRACTS),
  'accessRule.duplicate': accessRuleCalls.accessRuleDuplicate,
  'accessRule.validate': accessRuleCalls.accessRuleValidate,
  'accessRule.byDate': accessRuleCalls.accessRulesByDate,
  'accessRule.bySeatingArea': accessRuleCalls.accessRulesBySeatingArea,
  'accessRule.byBookingChannel': accessRuleCalls.accessRulesByBookingChannel,
  'accessRule.evaluateAvailability': accessRuleCalls.accessRuleEvaluateAvailability,
  'availability.quickView': availabilityQuickViewCall,
  ...prefixed('conciergePerk', conciergePerkCalls),
  ...prefixed('dailyProgram', dailyProgramCalls),
  ...prefixed('bookingChannel', bookingChannelCalls),
  ...VENUE_SETTINGS_CALLS,
  ...TEMPLATE_CALLS,
  ...SETTINGS_CALLS,
  ...TAG_CALLS,
  ...MEDIA_CALLS,
  ...BOOKING_LINK_CALLS,
  ...FLOOR_PLAN_CALLS,
  ...WEBSITE_TEMPLATE_CALLS,
  ...WEBSITE_CALLS,
  ...WIDGET_CALLS,
  ...CLIENT_CALLS,
  ...MESSAGE_CALLS,
} as const satisfies Record<string, RouteContract>;

export type CallName = keyof typeof CALLS;
export const CALL_NAMES = Object.keys(CALLS) as CallName[];

export function isCallName(name: string): name is CallName {
  return Object.hasOwn(CALLS, name);
}
