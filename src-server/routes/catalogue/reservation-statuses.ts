import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyPath } from '../../../src-shared/api-routes.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
import {
  createReservationStatusSchema,
  reservationStatusSchema,
  updateReservationStatusSchema,
} from '../../../src-shared/schemas/reservation-status.js';
import { requireTenant } from '../../http/access-control.js';
import { isUniqueViolation } from '../../catalogue/tenant-guards.js';
import {
  createStatus,
  deleteStatus,
  getStatus,
  listStatuses,
  statusNameTaken,
  updateStatus,
} from '../../catalogue/status-service.js';
import type { RouteDeps } from '../route-deps.js';
import { acceptFormBodies, FORM_CONTENT_TYPES } from '../../resources/form-body.js';
import { deletedSchema, ok, runWrite, security, uuidParamsSchema } from './route-support.js';

const tags = ['reservation statuses'];
const read = { access: { kind: 'tenant', permission: 'tables.read' } } as const;
const manage = { access: { kind: 'tenant', permission: 'tables.manage' } } as const;
const consumes = ['application/json', ...FORM_CONTENT_TYPES];

async function nameRaceAs409<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error, 'reservation_statuses_restaurant_name_unique'))
      throw statusNameTaken(name);
    throw error;
  }
}

export function reservationStatusRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    acceptFormBodies(app);

    app.get(fastifyPath('reservationStatusAll'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Reservation statuses of the restaurant',
        response: { 200: envelopeSchema(z.array(reservationStatusSchema)) },
      },
      handler: async (request) => ok(await listStatuses(deps.db, requireTenant(request).tenant.restaurantId)),
    });

    app.get(fastifyPath('reservationStatusGet'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'A reservation status',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(reservationStatusSchema) },
      },
      handler: async (request) =>
        ok(await getStatus(deps.db, requireTenant(request).tenant.restaurantId, request.params.id)),
    });

    app.post(fastifyPath('reservationStatusCreate'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Create a status (multipart form data per spec; urlencoded and JSON also accepted)',
        consumes,
        body: createReservationStatusSchema,
        response: { 201: envelopeSchema(reservationStatusSchema) },
      },
      handler: async (request, reply) => {
        const status = await nameRaceAs409(request.body.reservation_Status_Name, () =>
          runWrite(deps, request, createStatus, request.body),
        );
        void reply.code(201);
        return ok(status, `Status ${status.reservation_Status_Name} created`);
      },
    });

    app.put(fastifyPath('reservationStatusUpdate'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Update a status; making it the default moves the default from the current one',
        consumes,
        params: uuidParamsSchema,
        body: updateReservationStatusSchema,
        response: { 200: envelopeSchema(reservationStatusSchema) },
      },
      handler: async (request) => {
        const status = await nameRaceAs409(request.body.reservation_Status_Name, () =>
          runWrite(deps, request, updateStatus, { id: request.params.id, patch: request.body }),
        );
        return ok(status, `Status ${status.reservation_Status_Name} updated`);
      },
    });

    app.delete(fastifyPath('reservationStatusDelete'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Delete a status that is not the default and no reservation carries',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(deletedSchema) },
      },
      handler: async (request) =>
        ok(await runWrite(deps, request, deleteStatus, { id: request.params.id }), 'Status deleted'),
    });
  };
}
