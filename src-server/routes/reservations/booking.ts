// Writes of the book: book, book a combination, move, resize, change status, patch.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES, fastifyPath } from '../../../src-shared/api-routes.js';
import { entityIdSchema } from '../../../src-shared/ids.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
import {
  createReservationSchema,
  reservationSchema,
  updateDurationParamsSchema,
  updateReservationSchema,
  updateTableParamsSchema,
} from '../../../src-shared/schemas/reservation.js';
import {
  assignTables,
  createReservation,
  setReservationDuration,
  setReservationStatus,
  updateReservation,
} from '../../reservations/reservation-service.js';
import type { RouteDeps } from '../route-deps.js';
import { runWrite, security } from './context.js';

const tags = ['reservations'];
const write = { access: { kind: 'tenant', permission: 'reservations.write' } } as const;
const reservationEnvelope = envelopeSchema(reservationSchema);
const bookingIdParams = z.object({ bookingId: entityIdSchema });
const statusParams = z.object({ id: entityIdSchema, status: entityIdSchema });
const combinationBookingSchema = createReservationSchema.safeExtend({
  table_combination_id: entityIdSchema,
});

export function bookingRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(API_ROUTES.bookReservation.path, {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Book a reservation; empty table_ids lets the availability engine pick the best free table',
        body: createReservationSchema,
        response: { 201: reservationEnvelope },
      },
      handler: async (request, reply) => {
        const data = await runWrite(deps, request, createReservation, request.body);
        void reply.code(201);
        return { success: true as const, message: 'Reservation booked', data };
      },
    });

    app.post(API_ROUTES.bookReservationCombination.path, {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Book a reservation on every table of a combination, in one transaction',
        body: combinationBookingSchema,
        response: { 201: reservationEnvelope },
      },
      handler: async (request, reply) => {
        // The combination's members are the tables; staff-listed tables would contradict it.
        const data = await runWrite(deps, request, createReservation, { ...request.body, table_ids: [] });
        void reply.code(201);
        return { success: true as const, message: 'Reservation booked', data };
      },
    });

    app.put(fastifyPath('updateReservationDuration'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Change the duration of a reservation',
        params: updateDurationParamsSchema,
        response: { 200: reservationEnvelope },
      },
      handler: async (request) => {
        const { bookingId, duration } = request.params;
        const data = await runWrite(deps, request, setReservationDuration, {
          id: bookingId,
          duration_minutes: duration,
        });
        return { success: true as const, message: 'Duration updated', data };
      },
    });

    app.put(fastifyPath('updateReservationTable'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Move a reservation to a table',
        params: updateTableParamsSchema,
        response: { 200: reservationEnvelope },
      },
      handler: async (request) => {
        const { bookingId, tableId } = request.params;
        const data = await runWrite(deps, request, assignTables, { id: bookingId, tableIds: [tableId] });
        return { success: true as const, message: 'Table updated', data };
      },
    });

    app.put(fastifyPath('updateReservationStatus'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Set the status of a reservation (status = status id)',
        params: statusParams,
        response: { 200: reservationEnvelope },
      },
      handler: async (request) => {
        const data = await runWrite(deps, request, setReservationStatus, {
          id: request.params.id,
          statusId: request.params.status,
        });
        return { success: true as const, message: 'Status updated', data };
      },
    });

    app.patch(fastifyPath('patchReservation'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Update fields of a reservation',
        params: bookingIdParams,
        body: updateReservationSchema,
        response: { 200: reservationEnvelope },
      },
      handler: async (request) => {
        const data = await runWrite(deps, request, updateReservation, {
          id: request.params.bookingId,
          patch: request.body,
        });
        return { success: true as const, message: 'Reservation updated', data };
      },
    });
  };
}
