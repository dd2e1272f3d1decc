// Food orders and tabs (spec §7 /foodOrders) declared as entities: taken, moved and closed
// offline, their contracts in order-calls.ts under the `orders.` call names.
import { defineEntity, pickCalls } from '../entities/define-entity.js';
import { ORDER_CALLS } from './order-calls.js';

export const foodOrderEntity = defineEntity({
  key: 'foodOrder',
  noun: 'food order',
  plural: 'food orders',
  mirror: 'food_orders',
  callPrefix: 'orders',
  calls: pickCalls(ORDER_CALLS, ['checkout', 'byRestaurant', 'updateStatus', 'updateItems', 'export']),
});

export const tabEntity = defineEntity({
  key: 'tab',
  noun: 'tab',
  plural: 'tabs',
  mirror: 'order_tabs',
  callPrefix: 'orders',
  calls: pickCalls(ORDER_CALLS, ['tabs', 'openTab', 'closeTab']),
});

export const ORDER_ENTITIES = [foodOrderEntity, tabEntity] as const;
