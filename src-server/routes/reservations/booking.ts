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

const write = 'reservations.write';
const bookingIdParams = z.object({ bookingId: entityIdSchema });
const statusParams = z.object({ id: entityIdSchema, status: entityIdSchema });
const combinationBookingSchema = createReservationSchema.safeExtend({
  table_combination_id: entityIdSchema,
});

export function bookingRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['reservations'], deps);
    const booking = { permission: write, response: reservationSchema } as const;

    route.write(
      apiContract('bookReservation', {
        ...booking,
        summary: 'Book a reservation; empty table_ids lets the availability engine pick the best free table',
        body: createReservationSchema,
        status: 201,
      }),
      createReservation,
      ({ body }) => body,
      'Reservation booked',
    );

    route.write(
      apiContract('bookReservationCombination', {
        ...booking,
        summary: 'Book a reservation on every table of a combination, in one transaction',
        body: combinationBookingSchema,
        status: 201,
      }),
      createReservation,
      // The combination's members are the tables; staff-listed tables would contradict it.
      ({ body }) => ({ ...body, table_ids: [] }),
      'Reservation booked',
    );

    route.write(
      apiContract('updateReservationDuration', {
        ...booking,
        summary: 'Change the duration of a reservation',
        params: updateDurationParamsSchema,
      }),
      setReservationDuration,
      ({ params }) => ({ id: params.bookingId, duration_minutes: params.duration }),
      'Duration updated',
    );

    route.write(
      apiContract('updateReservationTable', {
        ...booking,
        summary: 'Move a reservation to a table',
        params: updateTableParamsSchema,
      }),
      assignTables,
      ({ params }) => ({ id: params.bookingId, tableIds: [params.tableId] }),
      'Table updated',
    );

    route.write(
      apiContract('updateReservationStatus', {
        ...booking,
        summary: 'Set the status of a reservation (status = status id)',
        params: statusParams,
      }),
      setReservationStatus,
      ({ params }) => ({ id: params.id, statusId: params.status }),
      'Status updated',
    );

    route.write(
      apiContract('patchReservation', {
        ...booking,
        summary: 'Update fields of a reservation',
        params: bookingIdParams,
        body: updateReservationSchema,
      }),
      updateReservation,
      ({ params, body }) => ({ id: params.bookingId, patch: body }),
      'Reservation updated',
    );
  };
}
