// Guest messages of a reservation, and sending one again.
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reservationMessagesRoute,
  resendMessageRoute,
  resendRefusal,
} from '../../src-shared/messaging/message-routes.js';
import { reservations } from '../db/schema/index.js';
import { conflict, notFound } from '../http/http-error.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import {
  findMessage,
  guestMessageView,
  insertResendCopy,
  messagesOfReservation,
} from '../messaging/guest-message-store.js';
import { sendGuestMessageJob } from '../messaging/guest-message-job.js';
import { isCancelled } from '../messaging/status-kinds.js';
import { getReservation } from '../reservations/reservation-queries.js';
import { loadStatuses } from '../reservations/reservation-view.js';
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

    // Staff send a message again when the guest says it never came, or after correcting the
    // address of one that failed: a new message to the booking's address as it is now.
    route(resendMessageRoute, async ({ restaurantId, params }) => {
      const original = await findMessage(deps.db, restaurantId, params.id);
      if (!original) throw notFound(`Message ${params.id} was not found`);
      const refusal = resendRefusal(guestMessageView(original));
      if (refusal) throw conflict(refusal);
      if (original.reservationId === null)
        throw conflict('Not sent again: a reply to a guest request is sent again from its request');
      const [booking] = await deps.db
        .select()
        .from(reservations)
        .where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.id, original.reservationId)));
      if (!booking) throw conflict('Not sent again: the booking no longer exists');
      const status = (await loadStatuses(deps.db, restaurantId)).get(booking.statusId);
      if (status && isCancelled(status) && original.kind !== 'cancellation')
        throw conflict(`Not sent again: the booking is ${status.name}`);
      const email = original.channel === 'email';
      const recipient = (email ? booking.email : booking.mobileNumber).trim();
      if (recipient === '')
        throw conflict(`Not sent again: the booking has no ${email ? 'email address' : 'mobile number'}`);
      const copy = await deps.db.transaction(async (tx) => {
        const row = await insertResendCopy(tx, original, recipient, `${booking.date}T${booking.time}`);
        await enqueueJob(tx, sendGuestMessageJob, { messageId: row.id });
        return row;
      });
      return { data: guestMessageView(copy), message: `Message queued to be sent again to ${recipient}` };
    });
  };
}
