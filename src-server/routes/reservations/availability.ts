// Availability questions (spec §7 available-tables, table availability checks, combination find
// suitable / check availability), answered by the shared engine; their contracts are the
// reservation entity's (src-shared/reservations/availability-questions.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AVAILABILITY_QUESTIONS as Q,
  type tableQuestionSchema,
} from '../../../src-shared/reservations/availability-questions.js';
import {
  availableTables,
  checkCombination,
  checkTables,
  dayAvailability,
  findSuitableCombinations,
  futureDates,
  rangeAvailability,
} from '../../reservations/availability-service.js';
import { routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';

const question = (q: z.infer<typeof tableQuestionSchema>) => ({
  date: q.date,
  time: q.time,
  duration_minutes: q.duration_minutes ?? q.duration,
  guest_count: q.guest_count,
});

export function availabilityRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['availability']);
    const tenant = (restaurantId: number) => ({ db: deps.db, restaurantId });

    route(Q.availableTables, async ({ restaurantId, query }) => ({
      data: await availableTables(tenant(restaurantId), query),
    }));

    route(Q.tableAvailability, async ({ restaurantId, params, query }) => ({
      data: await checkTables(tenant(restaurantId), [params.tableId], question(query)),
    }));

    route(Q.tablesAvailability, async ({ restaurantId, query }) => ({
      data: await checkTables(tenant(restaurantId), query.table_ids, question(query)),
    }));

    route(Q.combinationAvailability, async ({ restaurantId, params, query }) => ({
      data: await checkCombination(tenant(restaurantId), params.combinationId, question(query)),
    }));

    route(Q.futureDatesAvailability, async ({ restaurantId, query }) => ({
      data: await futureDates(tenant(restaurantId), query),
    }));

    route(Q.dayAvailability, async ({ restaurantId, query }) => ({
      data: await dayAvailability(tenant(restaurantId), query.date, query),
    }));

    route(Q.rangeAvailability, async ({ restaurantId, query }) => ({
      data: await rangeAvailability(tenant(restaurantId), query.from, query.to, query),
    }));

    route(Q.findSuitableCombinations, async ({ restaurantId, body }) => ({
      data: await findSuitableCombinations(tenant(restaurantId), body),
    }));

    route(Q.checkCombinationAvailability, async ({ restaurantId, body }) => ({
      data: await checkTables(tenant(restaurantId), body.table_ids, body),
    }));
  };
}
