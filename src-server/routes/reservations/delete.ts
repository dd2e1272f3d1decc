import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESERVATION_CALLS } from '../../../src-shared/reservations/reservation-entity.js';
import { deleteReservation } from '../../reservations/reservation-delete.js';
import { routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';

/** DELETE /reservation/{bookingId}, for roles that may delete reservations. */
export function reservationDeleteRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    routeTable(app, ['reservations'], deps).write(
      RESERVATION_CALLS.delete,
      deleteReservation,
      ({ params }) => ({ id: params.bookingId }),
      'Reservation deleted',
    );
  };
}
