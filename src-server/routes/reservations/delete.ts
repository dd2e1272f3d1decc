import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reservationDeleteContract } from '../../../src-shared/access/reservation-delete-contract.js';
import { deleteReservation } from '../../reservations/reservation-delete.js';
import { routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';

/** DELETE /reservation/{bookingId}, for roles that may delete reservations. */
export function reservationDeleteRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    routeTable(app, ['reservations'], deps).write(
      reservationDeleteContract,
      deleteReservation,
      ({ params }) => ({ id: params.bookingId }),
      'Reservation deleted',
    );
  };
}
