import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_LINK_CALLS,
  BOOKING_WIDGET_BUILT,
  bookingLink,
  widgetScriptLink,
} from '../../src-shared/qr/booking-link.js';
import { envelopeSchema } from '../../src-shared/schemas/envelope.js';
import { outletSummarySchema } from '../../src-shared/schemas/restaurant.js';
import { OUTLETS_ROUTE, RESTAURANT_CALLS } from '../../src-shared/venue/restaurant-entity.js';
import { requireAuth } from '../http/access-control.js';
import { getRestaurant, restaurantDetails } from '../restaurants/restaurant-store.js';
import { routeTable, security } from '../resources/route-helper.js';
import type { RouteDeps } from './route-deps.js';

const tags = ['restaurant'];

export function restaurantRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, tags);
    // The restaurant itself: `{id}` must be the restaurant-id header's restaurant.
    const ownRestaurant = [
      [RESTAURANT_CALLS.get, getRestaurant],
      [RESTAURANT_CALLS.outlet, getRestaurant],
      [RESTAURANT_CALLS.details, restaurantDetails],
    ] as const;
    for (const [contract, read] of ownRestaurant) {
      route(contract, async ({ restaurantId }) => ({ data: await read(deps.db, restaurantId) }));
    }

    // What the venue's QR code opens (Settings › QR codes): the booking widget's page for its slug,
    // on the origin this API is reached at (the widget is served by the API, not the console).
    route(BOOKING_LINK_CALLS['qr.bookingLink'], async ({ restaurantId, request }) => {
      const { slug } = await getRestaurant(deps.db, restaurantId);
      const origin = `${request.protocol}://${request.host}`;
      return {
        data: {
          url: bookingLink(origin, slug),
          script_url: widgetScriptLink(origin, slug),
          slug,
          widget_built: BOOKING_WIDGET_BUILT,
        },
      };
    });

    app.get(OUTLETS_ROUTE.path, {
      config: { access: { kind: 'authenticated' } },
      schema: {
        tags,
        security,
        summary: 'The restaurants the caller holds a role in',
        response: { 200: envelopeSchema(z.array(outletSummarySchema)) },
      },
      handler: async (request) => {
        const { access } = requireAuth(request);
        const visible = access.memberships.filter((m) => m.permissions.has('restaurant.read'));
        const data = await Promise.all(
          visible.map(async (m) => {
            const r = await getRestaurant(deps.db, m.restaurantId);
            return {
              id: r.id,
              name: r.name,
              shopName: r.name,
              slug: r.slug,
              timeZone: r.timeZone,
              currency: r.currency,
              roleName: m.roleName,
            };
          }),
        );
        return { success: true as const, data };
      },
    });
  };
}
