// Guest messages of a reservation, and sending a failed one again.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reservationMessagesRoute, resendMessageRoute } from '../../src-shared/messaging/message-routes.js';
import { conflict, notFound } from '../http/http-error.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import {
  guestMessageView,
  findMessage,
  messagesOfReservation,
  reopenMessage,
} from '../messaging/guest-message-store.js';
import { sendGuestMessageJob } from '../messaging/guest-message-job.js';
import { getReservation } from '../reservations/reservation-queries.js';
import { routeTable } from '../resources/route-helper.js';
import type { RouteDeps } from './route-deps.js';

export function messagingRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['guest messages']);

    route(reservationMessagesRoute, async ({ restaurantId, params }) => {
      // A booking of another tenant is a 404, like the booking itself.
      await getReservation(deps.db, restaurantId, params.bookingId);
      return { data: await messagesOfReservation(deps.db, restaurantId, params.bookingId) };
    });

    route(resendMessageRoute, async ({ restaurantId, params }) => {
      const row = await deps.db.transaction(async (tx) => {
        const reopened = await reopenMessage(tx, restaurantId, params.id);
        if (reopened) await enqueueJob(tx, sendGuestMessageJob, { messageId: reopened.id });
        return reopened;
      });
      if (row) return { data: guestMessageView(row), message: 'Message queued to be sent again' };
      const existing = await findMessage(deps.db, restaurantId, params.id);
      if (!existing) throw notFound(`Message ${params.id} was not found`);
      throw conflict(
        `This message is ${existing.status === 'sending' ? 'being sent' : existing.status}; only a failed or skipped message can be sent again`,
      );
    });
  };
}
