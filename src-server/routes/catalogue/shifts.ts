import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyPath } from '../../../src-shared/api-routes.js';
import { API_MESSAGES } from '../../../src-shared/errors.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
import { dbIdStringSchema, restaurantIdPathParamsSchema } from '../../../src-shared/schemas/restaurant.js';
import { createShiftSchema, shiftSchema, updateShiftSchema } from '../../../src-shared/schemas/shift.js';
import { requireTenant } from '../../http/access-control.js';
import { forbidden } from '../../http/http-error.js';
import {
  createShift,
  deleteShift,
  getShift,
  listShifts,
  updateShift,
} from '../../catalogue/shift-service.js';
import type { RouteDeps } from '../route-deps.js';
import { deletedSchema, ok, runWrite, security, uuidParamsSchema } from './route-support.js';

const tags = ['shifts'];
const read = { access: { kind: 'tenant', permission: 'shifts.read' } } as const;
const manage = { access: { kind: 'tenant', permission: 'shifts.manage' } } as const;
const listQuerySchema = z.object({ restaurantId: dbIdStringSchema.optional() });

export function shiftRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(fastifyPath('shiftsList'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Shifts of the restaurant (?restaurantId must match the header)',
        querystring: listQuerySchema,
        response: { 200: envelopeSchema(z.array(shiftSchema)) },
      },
      handler: async (request) => {
        const { tenant } = requireTenant(request);
        if (request.query.restaurantId !== undefined && request.query.restaurantId !== tenant.restaurantId)
          throw forbidden(API_MESSAGES.restaurantMismatch);
        return ok(await listShifts(deps.db, tenant.restaurantId));
      },
    });

    app.get(fastifyPath('shiftsByRestaurant'), {
      config: { access: { kind: 'tenant', permission: 'shifts.read', restaurantParam: 'restaurantId' } },
      schema: {
        tags,
        security,
        summary: 'Shifts of the restaurant',
        params: restaurantIdPathParamsSchema,
        response: { 200: envelopeSchema(z.array(shiftSchema)) },
      },
      handler: async (request) => ok(await listShifts(deps.db, requireTenant(request).tenant.restaurantId)),
    });

    app.get(fastifyPath('shiftGet'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'A shift',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(shiftSchema) },
      },
      handler: async (request) =>
        ok(await getShift(deps.db, requireTenant(request).tenant.restaurantId, request.params.id)),
    });

    app.post(fastifyPath('shiftCreate'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Create a shift',
        body: createShiftSchema,
        response: { 201: envelopeSchema(shiftSchema) },
      },
      handler: async (request, reply) => {
        const shift = await runWrite(deps, request, createShift, request.body);
        void reply.code(201);
        return ok(shift, `Shift ${shift.name} created`);
      },
    });

    app.put(fastifyPath('shiftUpdate'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Update a shift',
        params: uuidParamsSchema,
        body: updateShiftSchema,
        response: { 200: envelopeSchema(shiftSchema) },
      },
      handler: async (request) => {
        const shift = await runWrite(deps, request, updateShift, {
          id: request.params.id,
          patch: request.body,
        });
        return ok(shift, `Shift ${shift.name} updated`);
      },
    });

    app.delete(fastifyPath('shiftDelete'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Delete a shift without reservations (its blackout dates go too)',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(deletedSchema) },
      },
      handler: async (request) =>
        ok(await runWrite(deps, request, deleteShift, { id: request.params.id }), 'Shift deleted'),
    });
  };
}
