// Writes of the book: book, book a combination, move, resize, change status, patch.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '../../../src-shared/ids.js';
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
import { apiContract, routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';
import { runWrite } from './context.js';

const write = 'reservations.write';
const bookingIdParams = z.object({ bookingId: entityIdSchema });
const statusParams = z.object({ id: entityIdSchema, status: entityIdSchema });
const combinationBookingSchema = createReservationSchema.safeExtend({
  table_combination_id: entityIdSchema,
});

export function bookingRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['reservations']);
    const booking = { permission: write, response: reservationSchema } as const;

    route(
      apiContract('bookReservation', {
        ...booking,
        summary: 'Book a reservation; empty table_ids lets the availability engine pick the best free table',
        body: createReservationSchema,
        status: 201,
      }),
      async ({ request, body }) => ({
        data: await runWrite(deps, request, createReservation, body),
        message: 'Reservation booked',
      }),
    );

    route(
      apiContract('bookReservationCombination', {
        ...booking,
        summary: 'Book a reservation on every table of a combination, in one transaction',
        body: combinationBookingSchema,
        status: 201,
      }),
      // The combination's members are the tables; staff-listed tables would contradict it.
      async ({ request, body }) => ({
        data: await runWrite(deps, request, createReservation, { ...body, table_ids: [] }),
        message: 'Reservation booked',
      }),
    );

    route(
      apiContract('updateReservationDuration', {
        ...booking,
        summary: 'Change the duration of a reservation',
        params: updateDurationParamsSchema,
      }),
      async ({ request, params }) => ({
        data: await runWrite(deps, request, setReservationDuration, {
          id: params.bookingId,
          duration_minutes: params.duration,
        }),
        message: 'Duration updated',
      }),
    );

    route(
      apiContract('updateReservationTable', {
        ...booking,
        summary: 'Move a reservation to a table',
        params: updateTableParamsSchema,
      }),
      async ({ request, params }) => ({
        data: await runWrite(deps, request, assignTables, {
          id: params.bookingId,
          tableIds: [params.tableId],
        }),
        message: 'Table updated',
      }),
    );

    route(
      apiContract('updateReservationStatus', {
        ...booking,
        summary: 'Set the status of a reservation (status = status id)',
        params: statusParams,
      }),
      async ({ request, params }) => ({
        data: await runWrite(deps, request, setReservationStatus, { id: params.id, statusId: params.status }),
        message: 'Status updated',
      }),
    );

    route(
      apiContract('patchReservation', {
        ...booking,
        summary: 'Update fields of a reservation',
        params: bookingIdParams,
        body: updateReservationSchema,
      }),
      async ({ request, params, body }) => ({
        data: await runWrite(deps, request, updateReservation, { id: params.bookingId, patch: body }),
        message: 'Reservation updated',
      }),
    );
  };
}
