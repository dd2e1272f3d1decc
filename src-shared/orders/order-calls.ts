// Spec §7 Food orders (checkout POST, all by restaurantId GET, updateStatus PUT) plus the calls
// issue 15 adds in the same style: an order's items, tabs (list, open, close and pay) and the CSV
// export by date range. Each write is also an offline mutation (src-shared/sync/mutations.ts) that
// runs the same server function.
import { z } from 'zod';
import { idParamsSchema, type RouteContract } from '../resources/route-contract.js';
import { restaurantIdPathParamsSchema } from '../schemas/restaurant.js';
import {
  closeTabBodySchema,
  createFoodOrderSchema,
  foodOrderQuerySchema,
  foodOrderSchema,
  openTabSchema,
  orderExportQuerySchema,
  orderExportSchema,
  orderItemsBodySchema,
  orderStatusBodySchema,
  orderTabSchema,
  tabQuerySchema,
} from './order-schemas.js';

export const ORDER_CALLS = {
  checkout: {
    method: 'POST',
    path: '/foodOrders/checkout',
    summary: 'Place a food order for a table, a room or a reservation (staff order entry)',
    permission: 'orders.write',
    body: createFoodOrderSchema,
    response: foodOrderSchema,
    status: 201,
  },
  byRestaurant: {
    method: 'GET',
    path: '/foodOrders/restaurant/{restaurantId}',
    summary: 'All food orders of the restaurant, filtered by status, outlet and date range',
    permission: 'orders.read',
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    query: foodOrderQuerySchema,
    response: z.array(foodOrderSchema),
    status: 200,
  },
  updateStatus: {
    method: 'PUT',
    path: '/foodOrders/updateStatus/{id}',
    summary: 'Move an order to its next state (the time is stamped); an illegal move is a 409',
    permission: 'orders.write',
    params: idParamsSchema,
    body: orderStatusBodySchema,
    response: foodOrderSchema,
    status: 200,
  },
  updateItems: {
    method: 'PUT',
    path: '/foodOrders/{id}/items',
    summary: "Replace an order's items while it is placed or accepted",
    permission: 'orders.write',
    params: idParamsSchema,
    body: orderItemsBodySchema,
    response: foodOrderSchema,
    status: 200,
  },
  tabs: {
    method: 'GET',
    path: '/foodOrders/tabs/restaurant/{restaurantId}',
    summary: 'Tabs of the restaurant (open or closed)',
    permission: 'orders.read',
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    query: tabQuerySchema,
    response: z.array(orderTabSchema),
    status: 200,
  },
  openTab: {
    method: 'POST',
    path: '/foodOrders/tabs',
    summary: 'Open a tab for a table or a guest',
    permission: 'orders.write',
    body: openTabSchema,
    response: orderTabSchema,
    status: 201,
  },
  closeTab: {
    method: 'PUT',
    path: '/foodOrders/tabs/{id}/close',
    summary: 'Close a tab and record its payment',
    permission: 'orders.pay',
    params: idParamsSchema,
    body: closeTabBodySchema,
    response: orderTabSchema,
    status: 200,
  },
  export: {
    method: 'GET',
    path: '/foodOrders/export/restaurant/{restaurantId}',
    summary: 'Food orders placed in a date range as CSV',
    permission: 'orders.export',
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    query: orderExportQuerySchema,
    response: orderExportSchema,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;
