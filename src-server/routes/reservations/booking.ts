// Writes of the book: book, book a combination, move, resize, change status, patch, registered from
// the reservation entity's contracts (src-shared/reservations/reservation-entity.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESERVATION_CALLS as R } from '../../../src-shared/reservations/reservation-entity.js';
import {
  assignTables,
  createReservation,
  setReservationDuration,
  setReservationStatus,
  updateReservation,
} from '../../reservations/reservation-service.js';
import { routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';

export function bookingRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['reservations'], deps);

    route.write(R.book, createReservation, ({ body }) => body, 'Reservation booked');

    route.write(
      R.bookCombination,
      createReservation,
      // The combination's members are the tables; staff-listed tables would contradict it.
      ({ body }) => ({ ...body, table_ids: [] }),
      'Reservation booked',
    );

    route.write(
      R.updateDuration,
      setReservationDuration,
      ({ params }) => ({ id: params.bookingId, duration_minutes: params.duration }),
      'Duration updated',
    );

    route.write(
      R.updateTable,
      assignTables,
      ({ params }) => ({ id: params.bookingId, tableIds: [params.tableId] }),
      'Table updated',
    );

    route.write(
      R.updateStatus,
      setReservationStatus,
      ({ params }) => ({ id: params.id, statusId: params.status }),
      'Status updated',
    );

    route.write(
      R.patch,
      updateReservation,
      ({ params, body }) => ({ id: params.bookingId, patch: body }),
      'Reservation updated',
    );
  };
}
