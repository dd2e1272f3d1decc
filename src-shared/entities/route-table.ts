// The one route table of the tenant API, derived: every entity's routes (ENTITIES: a resource's
// generic operations, each entity's calls and hand-written routes), the declared calls that are no
// entity's (OTHER_CALLS) and the routes that are no entity's (API_ROUTES: health, session, sync,
// public pages). Each method and path is in it once (entities.test.ts).
import { API_ROUTES } from '../api-routes.js';
import { OTHER_CALLS } from '../calls/call-table.js';
import type { HttpMethod } from '../resources/route-contract.js';
import { ENTITIES, entityRoutes } from './entities.js';

export interface RouteRow {
  method: HttpMethod;
  /** Relative to API_BASE_PATH, `{name}` marks a path parameter. */
  path: string;
  /** The entity's key, or the name of a route that is no entity's. */
  owner: string;
}

export const ROUTE_TABLE: readonly RouteRow[] = [
  ...ENTITIES.flatMap((entity) =>
    entityRoutes(entity).map(({ method, path }) => ({ method, path, owner: entity.key })),
  ),
  ...Object.entries(OTHER_CALLS).map(([owner, { method, path }]) => ({ method, path, owner })),
  ...Object.entries(API_ROUTES).map(([owner, { method, path }]) => ({ method, path, owner })),
];

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
