// Access rules' special calls (spec §7): the filtered lists, validate, duplicate and the
// availability evaluation. The plain five come from the declared resource (routes/resources.ts).
import type { FastifyInstance } from 'fastify';
import {
  accessRuleCalls as calls,
  availabilityQuickViewCall,
} from '../../../src-shared/resources/availability-calls.js';
import { accessRuleResource } from '../../../src-shared/resources/availability-resources.js';
import { evaluateRuleAvailability } from '../../catalogue/access-rule-evaluation.js';
import { availabilityQuickView } from '../../catalogue/availability-quick-view.js';
import {
  assertRuleReferences,
  duplicateAccessRule,
  listAccessRules,
  rulesForBookingChannel,
  rulesForSeatingArea,
  rulesOverlapping,
} from '../../catalogue/access-rule-service.js';
import { routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';
import { answerRestaurantIdRequired } from './restaurant-id-required.js';
import { tenantTimeZone } from './route-support.js';

export function accessRuleSpecialRoutes(deps: RouteDeps) {
  return (app: FastifyInstance, tags: readonly string[]) => {
    const route = routeTable(app, tags, deps);
    const all = async (restaurantId: number) => listAccessRules(deps.db, restaurantId);
    if (accessRuleResource.routes.list)
      answerRestaurantIdRequired(app, accessRuleResource.routes.list.path, tags);

    route(calls.accessRulesByDate, async ({ restaurantId, query }) => ({
      data: rulesOverlapping(await all(restaurantId), query.startDate, query.endDate),
    }));

    route(calls.accessRulesBySeatingArea, async ({ restaurantId, params }) => ({
      data: rulesForSeatingArea(await all(restaurantId), params.seatingAreaId),
    }));

    route(calls.accessRulesByBookingChannel, async ({ restaurantId, params }) => ({
      data: rulesForBookingChannel(await all(restaurantId), params.channel),
    }));

    route(calls.accessRuleValidate, async ({ restaurantId, body }) => {
      await assertRuleReferences(deps.db, restaurantId, body);
      return { data: { valid: true as const }, message: 'Access rule is valid' };
    });

    route(calls.accessRuleEvaluateAvailability, async ({ restaurantId, request, body }) => {
      const zone = await tenantTimeZone(deps, request);
      const result = await evaluateRuleAvailability(deps.db, restaurantId, zone, body);
      return { data: result, message: result.explanation };
    });

    route(availabilityQuickViewCall, async ({ restaurantId, request, query }) => {
      const zone = await tenantTimeZone(deps, request);
      return { data: await availabilityQuickView(deps.db, restaurantId, zone, query) };
    });

    route.write(
      calls.accessRuleDuplicate,
      duplicateAccessRule,
      ({ params, body }) => ({ id: params.id, newId: body?.id }),
      (copy) => `Access rule duplicated as ${copy.name}`,
    );
  };
}
