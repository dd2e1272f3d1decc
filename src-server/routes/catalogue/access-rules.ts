import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyPath } from '../../../src-shared/api-routes.js';
import { entityIdSchema, newEntityIdSchema } from '../../../src-shared/ids.js';
import {
  accessRuleSchema,
  accessRulesByDateQuerySchema,
  createAccessRuleSchema,
  updateAccessRuleSchema,
} from '../../../src-shared/schemas/access-rule.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
import { restaurantIdPathParamsSchema } from '../../../src-shared/schemas/restaurant.js';
import { requireTenant } from '../../http/access-control.js';
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
import type { RouteDeps } from '../route-deps.js';
import { deletedSchema, ok, runWrite, security, tenantTimeZone, uuidParamsSchema } from './route-support.js';

const tags = ['access rules'];
const read = { access: { kind: 'tenant', permission: 'access_rules.read' } } as const;
const manage = { access: { kind: 'tenant', permission: 'access_rules.manage' } } as const;
const rules = envelopeSchema(z.array(accessRuleSchema));

export function accessRuleRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const all = async (restaurantId: number) => listAccessRules(deps.db, restaurantId);

    app.get(fastifyPath('accessRulesAll'), {
      config: {
        access: { kind: 'tenant', permission: 'access_rules.read', restaurantParam: 'restaurantId' },
      },
      schema: {
        tags,
        security,
        summary: 'Access rules of the restaurant, by priority',
        params: restaurantIdPathParamsSchema,
        response: { 200: rules },
      },
      handler: async (request) => ok(await all(requireTenant(request).tenant.restaurantId)),
    });

    app.get(fastifyPath('accessRulesByDate'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Rules live on any day from startDate to endDate',
        querystring: accessRulesByDateQuerySchema,
        response: { 200: rules },
      },
      handler: async (request) =>
        ok(
          rulesOverlapping(
            await all(requireTenant(request).tenant.restaurantId),
            request.query.startDate,
            request.query.endDate,
          ),
        ),
    });

    app.get(fastifyPath('accessRulesBySeatingArea'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Rules that name the seating area',
        params: z.object({ seatingAreaId: entityIdSchema }),
        response: { 200: rules },
      },
      handler: async (request) =>
        ok(
          rulesForSeatingArea(
            await all(requireTenant(request).tenant.restaurantId),
            request.params.seatingAreaId,
          ),
        ),
    });

    app.get(fastifyPath('accessRulesByBookingChannel'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Rules that admit bookings from the channel (a default audience admits every channel)',
        params: z.object({
          channel: z
            .string()
            .trim()
            .min(1, 'Channel is required')
            .max(60, 'Channel cannot exceed 60 characters'),
        }),
        response: { 200: rules },
      },
      handler: async (request) =>
        ok(
          rulesForBookingChannel(
            await all(requireTenant(request).tenant.restaurantId),
            request.params.channel,
          ),
        ),
    });

    app.post(fastifyPath('accessRuleValidate'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Checks a rule payload without saving it: 200 { valid: true } or 422 with field messages',
        body: createAccessRuleSchema,
        response: { 200: envelopeSchema(z.object({ valid: z.literal(true) })) },
      },
      handler: async (request) => {
        await assertRuleReferences(deps.db, requireTenant(request).tenant.restaurantId, request.body);
        return ok({ valid: true as const }, 'Access rule is valid');
      },
    });

    app.post(fastifyPath('accessRuleEvaluateAvailability'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Whether one rule allows a party at a date and time, and why (uses the availability engine)',
        body: evaluateAvailabilityRequestSchema,
        response: { 200: envelopeSchema(evaluateAvailabilityResponseSchema) },
      },
      handler: async (request) => {
        const { tenant } = requireTenant(request);
        const result = await evaluateRuleAvailability(
          deps.db,
          tenant.restaurantId,
          await tenantTimeZone(deps, request),
          request.body,
        );
        return ok(result, result.explanation);
      },
    });

    app.get(fastifyPath('accessRuleGet'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'An access rule',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(accessRuleSchema) },
      },
      handler: async (request) =>
        ok(await getAccessRule(deps.db, requireTenant(request).tenant.restaurantId, request.params.id)),
    });

    app.post(fastifyPath('accessRuleCreate'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Create an access rule',
        body: createAccessRuleSchema,
        response: { 201: envelopeSchema(accessRuleSchema) },
      },
      handler: async (request, reply) => {
        const rule = await runWrite(deps, request, createAccessRule, request.body);
        void reply.code(201);
        return ok(rule, `Access rule ${rule.name} created`);
      },
    });

    app.put(fastifyPath('accessRuleUpdate'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Update an access rule',
        params: uuidParamsSchema,
        body: updateAccessRuleSchema,
        response: { 200: envelopeSchema(accessRuleSchema) },
      },
      handler: async (request) => {
        const rule = await runWrite(deps, request, updateAccessRule, {
          id: request.params.id,
          patch: request.body,
        });
        return ok(rule, `Access rule ${rule.name} updated`);
      },
    });

    app.post(fastifyPath('accessRuleDuplicate'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Copy a rule as "<name> (copy)", inactive until staff activate it',
        params: uuidParamsSchema,
        body: z.object({ id: newEntityIdSchema.optional() }).nullish(),
        response: { 201: envelopeSchema(accessRuleSchema) },
      },
      handler: async (request, reply) => {
        const rule = await runWrite(deps, request, duplicateAccessRule, {
          id: request.params.id,
          newId: request.body?.id,
        });
        void reply.code(201);
        return ok(rule, `Access rule duplicated as ${rule.name}`);
      },
    });

    app.delete(fastifyPath('accessRuleDelete'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Delete an access rule',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(deletedSchema) },
      },
      handler: async (request) =>
        ok(await runWrite(deps, request, deleteAccessRule, { id: request.params.id }), 'Access rule deleted'),
    });
  };
}
