// The venue currency (Settings › Currency). Restaurants keep it in their own row.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SETTINGS_CALLS as C } from '../../src-shared/calls/settings-calls.js';
import { restaurants } from '../db/schema/index.js';
import { notFound } from '../http/http-error.js';
import { routeTable } from '../resources/route-helper.js';
import type { RouteDeps } from './route-deps.js';

export function venuePreferenceRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['venue preferences']);

    route(C['currency.get'], async ({ restaurantId }) => {
      const [row] = await deps.db
        .select({ currency: restaurants.currency })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      if (!row) throw notFound(`Restaurant ${restaurantId} was not found`);
      return { data: row };
    });

    route(C['currency.update'], async ({ restaurantId, body }) => {
      const [row] = await deps.db
        .update(restaurants)
        .set({ currency: body.currency })
        .where(eq(restaurants.id, restaurantId))
        .returning({ currency: restaurants.currency });
      if (!row) throw notFound(`Restaurant ${restaurantId} was not found`);
      return { data: row, message: `Venue currency is now ${row.currency}` };
    });
  };
}
