import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyPath } from '../../../src-shared/api-routes.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
import {
  blackoutDateSchema,
  createBlackoutDateSchema,
  updateBlackoutDateSchema,
} from '../../../src-shared/schemas/shift.js';
import { requireTenant } from '../../http/access-control.js';
import {
  createBlackoutDate,
  deleteBlackoutDate,
  listBlackoutDates,
  updateBlackoutDate,
} from '../../catalogue/shift-service.js';
import type { RouteDeps } from '../route-deps.js';
import { deletedSchema, ok, runWrite, security, uuidParamsSchema } from './route-support.js';

const tags = ['blackout dates'];
const manage = { access: { kind: 'tenant', permission: 'shifts.manage' } } as const;

export function blackoutDateRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(fastifyPath('blackoutDatesAll'), {
      config: { access: { kind: 'tenant', permission: 'shifts.read' } },
      schema: {
        tags,
        security,
        summary: 'Blackout dates of the restaurant',
        response: { 200: envelopeSchema(z.array(blackoutDateSchema)) },
      },
      handler: async (request) =>
        ok(await listBlackoutDates(deps.db, requireTenant(request).tenant.restaurantId)),
    });

    app.post(fastifyPath('blackoutDateAdd'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Close a date (or one shift of it)',
        body: createBlackoutDateSchema,
        response: { 201: envelopeSchema(blackoutDateSchema) },
      },
      handler: async (request, reply) => {
        const blackout = await runWrite(deps, request, createBlackoutDate, request.body);
        void reply.code(201);
        return ok(blackout, `Blackout date ${blackout.date} added`);
      },
    });

    app.put(fastifyPath('blackoutDateEdit'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Edit a blackout date',
        params: uuidParamsSchema,
        body: updateBlackoutDateSchema,
        response: { 200: envelopeSchema(blackoutDateSchema) },
      },
      handler: async (request) => {
        const blackout = await runWrite(deps, request, updateBlackoutDate, {
          id: request.params.id,
          patch: request.body,
        });
        return ok(blackout, `Blackout date ${blackout.date} updated`);
      },
    });

    app.delete(fastifyPath('blackoutDateRemove'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Remove a blackout date',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(deletedSchema) },
      },
      handler: async (request) =>
        ok(
          await runWrite(deps, request, deleteBlackoutDate, { id: request.params.id }),
          'Blackout date removed',
        ),
    });
  };
}
