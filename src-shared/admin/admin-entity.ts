// The platform admin's restaurants (spec §7 /admin/restaurants) declared as an entity. The
// websocket controls beside them are operations on the server, not an entity's: they stay in
// the table of other calls (src-shared/entities/entities.ts).
import { defineEntity, pickCalls } from '../entities/define-entity.js';
import { ADMIN_CONTRACTS } from './admin-contracts.js';

export const adminRestaurantEntity = defineEntity({
  key: 'adminRestaurant',
  noun: 'restaurant',
  plural: 'restaurants',
  mirror: null,
  callPrefix: 'admin',
  calls: pickCalls(ADMIN_CONTRACTS, ['restaurants', 'restaurantUpdate']),
});

/** The admin calls that are no entity's. */
export const ADMIN_SERVER_CALLS = pickCalls(ADMIN_CONTRACTS, [
  'websocketStatus',
  'websocketUsers',
  'websocketMetrics',
  'websocketStop',
  'websocketStart',
  'websocketEmergency',
  'websocketBroadcast',
]);
