// Access rules (spec §7): the plain five, the filtered lists, validate, duplicate and the
// availability evaluation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema, newEntityIdSchema } from '../../../src-shared/ids.js';
import {
  accessRuleSchema,
  accessRulesByDateQuerySchema,
  createAccessRuleSchema,
  updateAccessRuleSchema,
} from '../../../src-shared/schemas/access-rule.js';
import { restaurantIdPathParamsSchema } from '../../../src-shared/schemas/restaurant.js';
import {
  evaluateAvailabilityRequestSchema,
  evaluateAvailabilityResponseSchema,
  evaluateRuleAvailability,
} from '../../catalogue/access-rule-evaluation.js';
import {
  assertRuleReferences,
  createAccessRule,
  deleteAccessRule,
  duplicateAccessRule,
  getAccessRule,
  listAccessRules,
  rulesForBookingChannel,
  rulesForSeatingArea,
  rulesOverlapping,
  updateAccessRule,
} from '../../catalogue/access-rule-service.js';
import { apiContract, byId, idAndPatch, routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';
import { deletedSchema, tenantTimeZone, uuidParamsSchema } from './route-support.js';

const read = 'access_rules.read';
const manage = 'access_rules.manage';
const rule = accessRuleSchema;
const rules = z.array(accessRuleSchema);
const channelParams = z.object({
  channel: z.string().trim().min(1, 'Channel is required').max(60, 'Channel cannot exceed 60 characters'),
});

export function accessRuleRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['access rules'], deps);
    const all = async (restaurantId: number) => listAccessRules(deps.db, restaurantId);

    route(
      apiContract('accessRulesAll', {
        summary: 'Access rules of the restaurant, by priority',
        permission: read,
        params: restaurantIdPathParamsSchema,
        response: rules,
      }),
      async ({ restaurantId }) => ({ data: await all(restaurantId) }),
    );

    route(
      apiContract('accessRulesByDate', {
        summary: 'Rules live on any day from startDate to endDate',
        permission: read,
        query: accessRulesByDateQuerySchema,
        response: rules,
      }),
      async ({ restaurantId, query }) => ({
        data: rulesOverlapping(await all(restaurantId), query.startDate, query.endDate),
      }),
    );

    route(
      apiContract('accessRulesBySeatingArea', {
        summary: 'Rules that name the seating area',
        permission: read,
        params: z.object({ seatingAreaId: entityIdSchema }),
        response: rules,
      }),
      async ({ restaurantId, params }) => ({
        data: rulesForSeatingArea(await all(restaurantId), params.seatingAreaId),
      }),
    );

    route(
      apiContract('accessRulesByBookingChannel', {
        summary: 'Rules that admit bookings from the channel (a default audience admits every channel)',
        permission: read,
        params: channelParams,
        response: rules,
      }),
      async ({ restaurantId, params }) => ({
        data: rulesForBookingChannel(await all(restaurantId), params.channel),
      }),
    );

    route(
      apiContract('accessRuleValidate', {
        summary: 'Checks a rule payload without saving it: 200 { valid: true } or 422 with field messages',
        permission: read,
        body: createAccessRuleSchema,
        response: z.object({ valid: z.literal(true) }),
      }),
      async ({ restaurantId, body }) => {
        await assertRuleReferences(deps.db, restaurantId, body);
        return { data: { valid: true as const }, message: 'Access rule is valid' };
      },
    );

    route(
      apiContract('accessRuleEvaluateAvailability', {
        summary: 'Whether one rule allows a party at a date and time, and why (uses the availability engine)',
        permission: read,
        body: evaluateAvailabilityRequestSchema,
        response: evaluateAvailabilityResponseSchema,
      }),
      async ({ restaurantId, request, body }) => {
        const zone = await tenantTimeZone(deps, request);
        const result = await evaluateRuleAvailability(deps.db, restaurantId, zone, body);
        return { data: result, message: result.explanation };
      },
    );

    route(
      apiContract('accessRuleGet', {
        summary: 'An access rule',
        permission: read,
        params: uuidParamsSchema,
        response: rule,
      }),
      async ({ restaurantId, params }) => ({ data: await getAccessRule(deps.db, restaurantId, params.id) }),
    );

    route.write(
      apiContract('accessRuleCreate', {
        summary: 'Create an access rule',
        permission: manage,
        body: createAccessRuleSchema,
        response: rule,
        status: 201,
      }),
      createAccessRule,
      ({ body }) => body,
      (created) => `Access rule ${created.name} created`,
    );

    route.write(
      apiContract('accessRuleUpdate', {
        summary: 'Update an access rule',
        permission: manage,
        params: uuidParamsSchema,
        body: updateAccessRuleSchema,
        response: rule,
      }),
      updateAccessRule,
      idAndPatch,
      (updated) => `Access rule ${updated.name} updated`,
    );

    route.write(
      apiContract('accessRuleDuplicate', {
        summary: 'Copy a rule as "<name> (copy)", inactive until staff activate it',
        permission: manage,
        params: uuidParamsSchema,
        body: z.object({ id: newEntityIdSchema.optional() }).nullish(),
        response: rule,
        status: 201,
      }),
      duplicateAccessRule,
      ({ params, body }) => ({ id: params.id, newId: body?.id }),
      (copy) => `Access rule duplicated as ${copy.name}`,
    );

    route.write(
      apiContract('accessRuleDelete', {
        summary: 'Delete an access rule',
        permission: manage,
        params: uuidParamsSchema,
        response: deletedSchema,
      }),
      deleteAccessRule,
      byId,
      'Access rule deleted',
    );
  };
}
