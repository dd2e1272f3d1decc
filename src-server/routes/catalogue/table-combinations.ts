import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyPath } from '../../../src-shared/api-routes.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
import { restaurantIdPathParamsSchema } from '../../../src-shared/schemas/restaurant.js';
import {
  createTableCombinationSchema,
  tableCombinationSchema,
  updateTableCombinationSchema,
} from '../../../src-shared/schemas/seating.js';
import { requireTenant } from '../../http/access-control.js';
import {
  createCombination,
  deleteCombination,
  getCombination,
  listCombinations,
  updateCombination,
} from '../../catalogue/combination-service.js';
import type { RouteDeps } from '../route-deps.js';
import { deletedSchema, ok, runWrite, security, uuidParamsSchema } from './route-support.js';

const tags = ['table combinations'];
const read = { access: { kind: 'tenant', permission: 'tables.read' } } as const;
const manage = { access: { kind: 'tenant', permission: 'tables.manage' } } as const;

export function tableCombinationRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(fastifyPath('tableCombinationCreate'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Create a combination of the restaurant’s tables',
        body: createTableCombinationSchema,
        response: { 201: envelopeSchema(tableCombinationSchema) },
      },
      handler: async (request, reply) => {
        const combination = await runWrite(deps, request, createCombination, request.body);
        void reply.code(201);
        return ok(combination, `Combination ${combination.combination_name} created`);
      },
    });

    app.get(fastifyPath('tableCombinationsByRestaurant'), {
      config: { access: { kind: 'tenant', permission: 'tables.read', restaurantParam: 'restaurantId' } },
      schema: {
        tags,
        security,
        summary: 'Combinations of the restaurant',
        params: restaurantIdPathParamsSchema,
        response: { 200: envelopeSchema(z.array(tableCombinationSchema)) },
      },
      handler: async (request) =>
        ok(await listCombinations(deps.db, requireTenant(request).tenant.restaurantId)),
    });

    app.get(fastifyPath('tableCombinationGet'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'A combination with its member tables',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(tableCombinationSchema) },
      },
      handler: async (request) =>
        ok(await getCombination(deps.db, requireTenant(request).tenant.restaurantId, request.params.id)),
    });

    app.put(fastifyPath('tableCombinationUpdate'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Update a combination; sending tables replaces the members',
        params: uuidParamsSchema,
        body: updateTableCombinationSchema,
        response: { 200: envelopeSchema(tableCombinationSchema) },
      },
      handler: async (request) => {
        const combination = await runWrite(deps, request, updateCombination, {
          id: request.params.id,
          patch: request.body,
        });
        return ok(combination, `Combination ${combination.combination_name} updated`);
      },
    });

    app.delete(fastifyPath('tableCombinationDelete'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Delete a combination no reservation uses',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(deletedSchema) },
      },
      handler: async (request) =>
        ok(
          await runWrite(deps, request, deleteCombination, { id: request.params.id }),
          'Combination deleted',
        ),
    });
  };
}
