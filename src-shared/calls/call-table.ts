// Special calls beside each resource's generic five (a duplicate, a validate, a status PUT, a
// preview, a report…) and every route of the entities without a generic screen: one table of route
// contracts keyed by call name, derived from the entities' declarations (src-shared/entities) plus
// the few calls that are no entity's. The server registers each contract with `registerRoute`;
// main's `api.call` channel validates and sends it; the renderer calls
// `callApi('<name>', { params, query, body })`, typed from the contract. Adding a call: declare it
// in its entity's `calls`.
import { ADMIN_SERVER_CALLS } from '../admin/admin-entity.js';
import { callsOf, ENTITIES } from '../entities/entities.js';
import { availabilityQuickViewCall } from '../resources/availability-calls.js';
import type { RouteContract } from '../resources/route-contract.js';

/** Declared calls that are no entity's: the settings quick view, the admin's websocket controls. */
export const OTHER_CALLS = {
  'availability.quickView': availabilityQuickViewCall,
  ...callsOf([{ callPrefix: 'admin', calls: ADMIN_SERVER_CALLS }]),
} as const satisfies Record<string, RouteContract>;

export const CALLS = {
  ...callsOf(ENTITIES),
  ...OTHER_CALLS,
} as const satisfies Record<string, RouteContract>;

export type CallName = keyof typeof CALLS;
export const CALL_NAMES = Object.keys(CALLS) as CallName[];

export function isCallName(name: string): name is CallName {
  return Object.hasOwn(CALLS, name);
}
