// An unpaid deposit cancels its booking (issue 34 §2; spec §3 charges.auto_cancel_timeout): asking
// for a deposit while the venue sets a timeout queues this job for then. If the deposit is still
// unpaid, the request is closed and the booking cancelled in one tenant write — its status changes as
// the console's would, so every terminal and the guest's own cancellation notice follow — and the
// guest is told why. Once only: the request moves from requested to cancelled in that write, so a
// job run again (or one racing the guest paying) finds nothing to do.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { bookingPayments, restaurants } from '../db/schema/index.js';
import { firstWhere } from '../db/where-queries.js';
import { defineJob } from '../jobs/job-definition.js';
import { loadStatuses } from '../reservations/reservation-view.js';
import { cancelledStatus } from '../reservations/reservation-refs.js';
import { setReservationStatus } from '../reservations/reservation-service.js';
import { withTenantWrite } from '../sync/tenant-write.js';

export const UNPAID_REASON = (minutes: number) =>
  `Not paid within ${minutes} minutes: the booking was cancelled`;

export const autoCancelUnpaidJob = defineJob({
  name: 'booking-payment.auto-cancel',
  payload: z.object({ paymentId: z.string().uuid(), minutes: z.number().int().min(0) }),
  async run({ paymentId, minutes }, ctx) {
    const payment = await firstWhere(ctx.db, bookingPayments, eq(bookingPayments.id, paymentId));
    if (!payment || payment.state !== 'requested' || !payment.reservationId) return;
    const reservationId = payment.reservationId;
    const venue = await firstWhere(ctx.db, restaurants, eq(restaurants.id, payment.restaurantId));
    if (!venue) return;
    const statuses = await loadStatuses(ctx.db, payment.restaurantId);
    const reason = UNPAID_REASON(minutes);
    const cancelled = await withTenantWrite(
      ctx.db,
      payment.restaurantId,
      async (write) => {
        const closed = await write.tx
          .update(bookingPayments)
          .set({ state: 'cancelled', failureReason: reason, updatedAt: new Date() })
          .where(and(eq(bookingPayments.id, paymentId), eq(bookingPayments.state, 'requested')))
          .returning({ id: bookingPayments.id });
        if (closed.length === 0) return false;
        await setReservationStatus(
          write,
          { restaurantId: payment.restaurantId, timeZone: venue.timeZone, actorName: 'Unpaid deposit' },
          { id: reservationId, statusId: cancelledStatus(statuses).id },
        );
        return true;
      },
      ctx.changes,
    );
    if (!cancelled || !payment.guestEmail) return;
    // Named by the payment: a run again after a crash writes no second mail.
    await ctx.venueMail.send(payment.restaurantId, {
      id: `unpaid-${paymentId}`,
      to: payment.guestEmail,
      subject: `${venue.name}: your booking is cancelled`,
      text: [
        `Dear ${payment.guestName},`,
        '',
        `The deposit for your booking at ${venue.name} was not paid within ${minutes} minutes, so the booking is cancelled and nothing was charged.`,
        'You are welcome to book again.',
        '',
        venue.name,
      ].join('\n'),
    });
    ctx.log.info({ paymentId, reservationId }, 'Unpaid booking cancelled');
  },
});
