// §7 Food orders and the tab / export calls (src-shared/orders/order-calls.ts), registered from
// the shared contracts. Every write runs the same domain function as its offline mutation.
import type { FastifyPluginAsync } from 'fastify';
import { ORDER_CALLS as C } from '../../src-shared/orders/order-calls.js';
import { ORDER_STATUS_LABELS } from '../../src-shared/orders/order-rules.js';
import { routeTable } from '../resources/route-helper.js';
import type { RouteDeps } from '../routes/route-deps.js';
import {
  closeOrderTab,
  createFoodOrder,
  foodOrdersCsv,
  listFoodOrders,
  listOrderTabs,
  openOrderTab,
  setFoodOrderItems,
  setFoodOrderStatus,
} from './order-service.js';

export function orderRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { db } = deps;
    const route = routeTable(app, ['food orders'], deps);

    route.write(
      C.checkout,
      createFoodOrder,
      ({ body }) => body,
      (o) => `Order for ${o.label} placed`,
    );
    route(C.byRestaurant, async ({ restaurantId, query }) => ({
      data: await listFoodOrders(db, restaurantId, query),
    }));
    route.write(
      C.updateStatus,
      setFoodOrderStatus,
      ({ params, body }) => ({ id: params.id, order_status: body.order_status }),
      (o) => `Order for ${o.label} is ${ORDER_STATUS_LABELS[o.order_status].toLowerCase()} (${o.time})`,
    );
    route.write(
      C.updateItems,
      setFoodOrderItems,
      ({ params, body }) => ({ id: params.id, items: body.items }),
      (o) => `Items of the order for ${o.label} updated`,
    );
    route(C.tabs, async ({ restaurantId, query }) => ({
      data: await listOrderTabs(db, restaurantId, query.status),
    }));
    route.write(
      C.openTab,
      openOrderTab,
      ({ body }) => body,
      (t) => `Tab ${t.label} opened`,
    );
    route.write(
      C.closeTab,
      closeOrderTab,
      ({ params, body }) => ({ id: params.id, ...body }),
      (t) => `Tab ${t.label} closed`,
    );
    route(C.export, async ({ restaurantId, query }) => {
      const orders = await listFoodOrders(db, restaurantId, query);
      return {
        data: {
          filename: `food-orders-${query.from}-to-${query.to}.csv`,
          rows: orders.length,
          csv: foodOrdersCsv(orders),
        },
        message: `${orders.length} order${orders.length === 1 ? '' : 's'} exported`,
      };
    });
  };
}
