// The venue currency (Settings › Currency). Restaurants keep it in their own row; a change is
// recorded in the audit trail.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SETTINGS_CALLS as C } from '../../src-shared/calls/settings-calls.js';
import { restaurants } from '../db/schema/index.js';
import { notFound } from '../http/http-error.js';
import { audited } from '../audit/audit-change.js';
import type { DbExecutor } from '../db/client.js';
import { routeTable } from '../resources/route-helper.js';
import type { DomainWrite } from '../sync/write-context.js';
import type { RouteDeps } from './route-deps.js';

async function currencyOf(db: DbExecutor, restaurantId: number): Promise<{ currency: string }> {
  const [row] = await db
    .select({ currency: restaurants.currency })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw notFound(`Restaurant ${restaurantId} was not found`);
  return row;
}

const updateCurrency: DomainWrite<{ currency: string }, { currency: string }> = async (write, ctx, body) => {
  const [row] = await write.tx
    .update(restaurants)
    .set({ currency: body.currency })
    .where(eq(restaurants.id, ctx.restaurantId))
    .returning({ currency: restaurants.currency });
  if (!row) throw notFound(`Restaurant ${ctx.restaurantId} was not found`);
  return row;
};

export function venuePreferenceRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['venue preferences'], deps);

    route(C['currency.get'], async ({ restaurantId }) => ({ data: await currencyOf(deps.db, restaurantId) }));

    route.write(
      C['currency.update'],
      audited(
        updateCurrency,
        {
          entity: 'venue_currency',
          id: (_args, _result, ctx) => String(ctx.restaurantId),
          before: (write, ctx) => currencyOf(write.tx, ctx.restaurantId),
        },
        `${C['currency.update'].method} ${C['currency.update'].path}`,
      ),
      ({ body }) => body,
      (row) => `Venue currency is now ${row.currency}`,
    );
  };
}
