// Settings calls of ours beside the declared resources: the venue currency (Settings › Currency).
// Paths are ours, in the style of spec §7 Restaurant.
import type { RouteContract } from '../resources/route-contract.js';
import { updateVenueCurrencySchema, venueCurrencySchema } from '../schemas/currency.js';
import { restaurantIdPathParamsSchema } from '../schemas/restaurant.js';

export const SETTINGS_CALLS = {
  'currency.get': {
    method: 'GET',
    path: '/restaurant/{restaurantId}/currency',
    summary: 'The venue currency (ISO 4217) every money figure is shown in',
    permission: 'restaurant.read',
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    response: venueCurrencySchema,
    status: 200,
  },
  'currency.update': {
    method: 'PUT',
    path: '/restaurant/{restaurantId}/currency',
    summary: 'Change the venue currency',
    permission: 'restaurant.manage',
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    body: updateVenueCurrencySchema,
    response: venueCurrencySchema,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;
