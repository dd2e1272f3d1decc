// §7 Food orders and the tab / export calls (src-shared/orders/order-calls.ts), registered from
// the shared contracts. Every write runs the same domain function as its offline mutation.
import type { FastifyPluginAsync } from 'fastify';
import { ORDER_CALLS as C } from '../../src-shared/orders/order-calls.js';
import { ORDER_STATUS_LABELS } from '../../src-shared/orders/order-rules.js';
import type { OrderTab } from '../../src-shared/orders/order-schemas.js';
import { routeTable } from '../resources/route-helper.js';
import type { RouteDeps } from '../routes/route-deps.js';
import * as orders from './order-service.js';

/** A write whose service takes the request body as it is. */
const asBody = <B>({ body }: { body: B }) => body;
const tabDone = (verb: string) => (tab: OrderTab) => `Tab ${tab.label} ${verb}`;

export function orderRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { db } = deps;
    const route = routeTable(app, ['food orders'], deps);

    route.write(C.checkout, orders.createFoodOrder, asBody, (o) => `Order for ${o.label} placed`);
    route(C.byRestaurant, async ({ restaurantId, query }) => ({
      data: await orders.listFoodOrders(db, restaurantId, query),
    }));
    route.write(
      C.updateStatus,
      orders.setFoodOrderStatus,
      ({ params, body }) => ({ id: params.id, order_status: body.order_status }),
      (o) => `Order for ${o.label} is ${ORDER_STATUS_LABELS[o.order_status].toLowerCase()} (${o.time})`,
    );
    route.write(
      C.updateItems,
      orders.setFoodOrderItems,
      ({ params, body }) => ({ id: params.id, items: body.items }),
      (o) => `Items of the order for ${o.label} updated`,
    );
    route(C.tabs, async ({ restaurantId, query }) => ({
      data: await orders.listOrderTabs(db, restaurantId, query.status),
    }));
    route.write(C.openTab, orders.openOrderTab, asBody, tabDone('opened'));
    route.write(
      C.closeTab,
      orders.closeOrderTab,
      ({ params, body }) => ({ id: params.id, ...body }),
      tabDone('closed'),
    );
    route(C.export, async ({ restaurantId, query }) => {
      const placed = await orders.listFoodOrders(db, restaurantId, query);
      return {
        data: {
          filename: `food-orders-${query.from}-to-${query.to}.csv`,
          rows: placed.length,
          csv: orders.foodOrdersCsv(placed),
        },
        message: `${placed.length} order${placed.length === 1 ? '' : 's'} exported`,
      };
    });
  };
}
