// The in-venue provider (issue 34 §3): a deposit taken at the venue — notes and coins at the host
// stand, or the venue's own card terminal — recorded on the booking as a paid deposit with its ledger
// row, so the money a booking holds is in one place whichever way it came. No card provider is
// called, none need be connected, and a refund of it is given back the same way (payment-service.ts
// refundPayment). The payment is marked by its method id (`venue:cash`, `venue:terminal`).
import type { BookingPayment, InVenueTender } from '../../src-shared/payments/payment-entity.js';
import { uuidv7 } from '../../src-shared/ids.js';
import { bookingPayments } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { isUniqueViolation } from '../http/db-errors.js';
import { statusMeaning } from '../../src-shared/reports/status-meaning.js';
import { bookLedger } from './payment-ledger.js';
import { bookingOf, viewOf } from './payment-service.js';
import type { PaymentDeps } from './payment-settings.js';
import { IN_VENUE_MARK as MARK, IN_VENUE_NOTES } from './in-venue-tender.js';

/** Records a deposit taken at the venue: a paid deposit and its ledger row, in one transaction. */
export async function takeInVenue(
  deps: PaymentDeps,
  restaurantId: number,
  reservationId: string,
  input: { amount_minor: number; tender: InVenueTender; note?: string | undefined },
  actorUserId: number,
): Promise<BookingPayment> {
  const booking = await bookingOf(deps.db, restaurantId, reservationId);
  if (statusMeaning(booking.statusName) !== 'kept')
    throw new HttpError(409, `A ${booking.statusName} booking cannot take a deposit`);
  const id = uuidv7();
  try {
    await deps.db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(bookingPayments)
        .values({
          id,
          restaurantId,
          reservationId,
          kind: 'deposit',
          state: 'paid',
          amountMinor: input.amount_minor,
          currency: booking.currency,
          guestName: `${booking.firstName} ${booking.lastName}`.trim(),
          guestEmail: booking.email.trim() || null,
          paymentMethodId: `${MARK}${input.tender}`,
          intentId: `${MARK}${id}`,
          takenMinor: input.amount_minor,
          createdBy: actorUserId,
        })
        .returning();
      if (!payment) throw new Error('The deposit row was not written');
      await bookLedger(tx, payment, 'paid', input.amount_minor, `in-venue:${id}`, {
        actorUserId,
        note: input.note || IN_VENUE_NOTES[input.tender].taken,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, 'This booking already has a guarantee or deposit in progress');
    throw error;
  }
  return viewOf(deps, booking.slug, id);
}
