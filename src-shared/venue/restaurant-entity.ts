// The restaurant itself (spec §7 /restaurant/get/{id}, /restaurant/{id}/details, outlets) declared
// as an entity: `{id}` must be the restaurant-id header's restaurant. The list of the caller's
// outlets is asked before a restaurant is chosen (no restaurant-id header), so it is written out.
import { defineEntity } from '../entities/define-entity.js';
import type { RouteContract } from '../resources/route-contract.js';
import {
  idPathParamsSchema,
  restaurantDetailsResponseSchema,
  restaurantSchema,
} from '../schemas/restaurant.js';

const own = <P extends string, S extends string, R extends RouteContract['response']>(
  path: P,
  summary: S,
  response: R,
) =>
  ({
    method: 'GET',
    path,
    summary,
    permission: 'restaurant.read',
    restaurantParam: 'id',
    params: idPathParamsSchema,
    response,
    status: 200,
  }) as const;

export const RESTAURANT_CALLS = {
  get: own('/restaurant/get/{id}', 'The restaurant', restaurantSchema),
  outlet: own('/restaurant/outlets/{id}', 'One outlet (restaurant) of the caller', restaurantSchema),
  details: own(
    '/restaurant/{id}/details',
    'The restaurant with its display name, user count and role types',
    restaurantDetailsResponseSchema,
  ),
} as const satisfies Record<string, RouteContract>;

/** The restaurants the caller holds a role in: signed in, no restaurant chosen yet. */
export const OUTLETS_ROUTE = { method: 'GET', path: '/restaurant/outlets/all' } as const;

export const restaurantEntity = defineEntity({
  key: 'restaurant',
  noun: 'restaurant',
  plural: 'restaurants',
  mirror: null,
  calls: RESTAURANT_CALLS,
  handWritten: { outlets: OUTLETS_ROUTE },
});
