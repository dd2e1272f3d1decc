// A booking's payments as staff handle them (issue 34 §2–3): the guarantee or deposit request and
// its signed pay link (mailed by the route), the no-show fee (only on a booking marked No-show,
// capped at what the guest agreed to, by staff holding payments.charge), refunds in part or in full,
// withdrawing a request, and each payment with its ledger. Each provider call carries an idempotency
// key that is also its ledger row's key, so a retried call neither charges twice nor books twice.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatMoney } from '../../src-shared/domain/money.js';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  PAY_PAGE_PATH,
  type BookingPayment,
  type PaymentKind,
} from '../../src-shared/payments/payment-entity.js';
import { statusMeaning } from '../../src-shared/reports/status-meaning.js';
import type { DbExecutor } from '../db/client.js';
import {
  bookingPayments,
  paymentLedger,
  reservations,
  reservationStatuses,
  restaurants,
  users,
} from '../db/schema/index.js';
import { firstWhere } from '../db/where-queries.js';
import { isUniqueViolation } from '../http/db-errors.js';
import { HttpError, notFound } from '../http/http-error.js';
import { signPayLink } from './pay-link.js';
import { bookAndSet, bookLedger } from './payment-ledger.js';
import { autoCancelUnpaidJob } from './payment-auto-cancel.js';
import { keepHoldJob } from './payment-holds.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { loadSettingsGroup } from '../venue/venue-settings-store.js';
import { IN_VENUE_NOTES, inVenueTender } from './in-venue-tender.js';
import type { CreditCardCollectionMethod } from '../../src-shared/schemas/venue-settings.js';
import {
  paymentSettingsOf,
  providerFailure,
  providerOf,
  type PaymentDeps,
  type PaymentRow,
} from './payment-settings.js';

interface BookingOf {
  id: string;
  restaurantId: number;
  slug: string;
  venue: string;
  currency: string;
  firstName: string;
  lastName: string;
  email: string;
  guestCount: number;
  date: string;
  time: string;
  statusName: string;
}

export async function bookingOf(db: DbExecutor, restaurantId: number, id: string): Promise<BookingOf> {
  const [row] = await db
    .select({
      id: reservations.id,
      restaurantId: reservations.restaurantId,
      slug: restaurants.slug,
      venue: restaurants.name,
      currency: restaurants.currency,
      firstName: reservations.firstName,
      lastName: reservations.lastName,
      email: reservations.email,
      guestCount: reservations.guestCount,
      date: reservations.date,
      time: reservations.time,
      statusName: reservationStatuses.name,
    })
    .from(reservations)
    .innerJoin(restaurants, eq(restaurants.id, reservations.restaurantId))
    .innerJoin(reservationStatuses, eq(reservationStatuses.id, reservations.statusId))
    .where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.id, id)));
  if (!row) throw notFound('Reservation not found');
  return row;
}

/** The guest's pay page for a payment (path and signed query, after the API's address). */
export const payPathOf = (key: Uint8Array, slug: string, paymentId: string) =>
  `${PAY_PAGE_PATH.replace('{slug}', slug).replace('{paymentId}', paymentId)}?sig=${signPayLink(key, slug, paymentId)}`;

async function views(deps: PaymentDeps, slug: string, rows: PaymentRow[]): Promise<BookingPayment[]> {
  if (rows.length === 0) return [];
  const ledger = await deps.db
    .select({
      row: paymentLedger,
      first: users.firstName,
      last: users.lastName,
    })
    .from(paymentLedger)
    .leftJoin(users, eq(users.id, paymentLedger.actorUserId))
    .where(
      inArray(
        paymentLedger.bookingPaymentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(paymentLedger.createdAt), asc(paymentLedger.id));
  return rows.map((r) => ({
    id: r.id,
    reservation_id: r.reservationId,
    kind: r.kind,
    state: r.state,
    amount_minor: r.amountMinor,
    currency: r.currency,
    card:
      r.cardBrand && r.cardLast4
        ? {
            brand: r.cardBrand,
            last4: r.cardLast4,
            exp_month: r.cardExpMonth ?? 0,
            exp_year: r.cardExpYear ?? 0,
          }
        : null,
    taken_minor: r.takenMinor,
    refunded_minor: r.refundedMinor,
    in_venue: inVenueTender(r),
    failure_reason: r.failureReason,
    hold:
      r.holdIntentId && r.holdExpiresAt && r.heldMinor !== null
        ? { amount_minor: r.heldMinor, expires_at: r.holdExpiresAt.toISOString(), renewals: r.holdRenewals }
        : null,
    pay_path: payPathOf(deps.payLinkKey, slug, r.id),
    ledger: ledger
      .filter((l) => l.row.bookingPaymentId === r.id)
      .map(({ row: l, first, last }) => ({
        id: l.id,
        entry: l.entry,
        amount_minor: l.amountMinor,
        currency: l.currency,
        provider_ref: l.providerRef,
        actor: first === null ? null : `${first} ${last ?? ''}`.trim(),
        note: l.note,
        created_at: l.createdAt.toISOString(),
      })),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function listBookingPayments(deps: PaymentDeps, restaurantId: number, reservationId: string) {
  const booking = await bookingOf(deps.db, restaurantId, reservationId);
  const rows = await deps.db
    .select()
    .from(bookingPayments)
    .where(
      and(eq(bookingPayments.restaurantId, restaurantId), eq(bookingPayments.reservationId, reservationId)),
    )
    .orderBy(asc(bookingPayments.createdAt));
  return views(deps, booking.slug, rows);
}

async function paymentOf(deps: PaymentDeps, restaurantId: number, reservationId: string, paymentId: string) {
  const row = await firstWhere(
    deps.db,
    bookingPayments,
    eq(bookingPayments.restaurantId, restaurantId),
    eq(bookingPayments.reservationId, reservationId),
    eq(bookingPayments.id, paymentId),
  );
  if (!row) throw notFound('Payment not found');
  return row;
}

export async function viewOf(deps: PaymentDeps, slug: string, id: string): Promise<BookingPayment> {
  const row = await firstWhere(deps.db, bookingPayments, eq(bookingPayments.id, id));
  if (!row) throw notFound('Payment not found');
  const [view] = await views(deps, slug, [row]);
  if (!view) throw notFound('Payment not found');
  return view;
}

export interface PaymentRequestMail {
  to: string;
  subject: string;
  text: string;
}

const COLLECTION_REFUSALS: Partial<Record<CreditCardCollectionMethod, { mailed: boolean; message: string }>> =
  {
    manually_enter_only: {
      mailed: true,
      message:
        'This venue takes cards by hand only: open the pay page and enter the card the guest gives you',
    },
    paylink_only: {
      mailed: false,
      message: 'This venue takes cards by pay link only: the link must be mailed to the guest',
    },
  };

/** A 422 when staff ask in the way the venue's collection method rules out. */
function refuseOtherCollection(method: CreditCardCollectionMethod, sendEmail: boolean): void {
  const refusal = COLLECTION_REFUSALS[method];
  if (refusal && refusal.mailed === sendEmail)
    throw new HttpError(422, refusal.message, { send_email: [refusal.message] });
}

/** Asks the guest for a guarantee or a deposit: the row, and the mail to send once it is saved. */
export async function requestBookingPayment(
  deps: PaymentDeps,
  restaurantId: number,
  reservationId: string,
  input: { kind: PaymentKind; amount_minor?: number | undefined; send_email: boolean },
  actorUserId: number | null,
  publicOrigin: string,
): Promise<{ payment: BookingPayment; mail: PaymentRequestMail | null; cancelAfterMinutes: number | null }> {
  await providerOf(deps, restaurantId);
  const booking = await bookingOf(deps.db, restaurantId, reservationId);
  if (statusMeaning(booking.statusName) !== 'kept')
    throw new HttpError(409, `A ${booking.statusName} booking cannot be asked for a payment`);
  const settings = await paymentSettingsOf(deps.db, restaurantId);
  const perCover =
    input.kind === 'guarantee' ? settings.no_show_fee_per_cover_minor : settings.deposit_per_cover_minor;
  const amount = input.amount_minor ?? perCover * booking.guestCount;
  if (amount < 50)
    throw new HttpError(422, 'Amount must be at least 50 minor units', {
      amount_minor: ['Amount must be at least 50 minor units'],
    });
  const id = uuidv7();
  const charges = await loadSettingsGroup(deps.db, restaurantId, 'charges');
  // Staff take cards the venue's way (charges.credit_card_collection_method): by hand on the pay page
  // while the guest is on the phone, or by a link mailed to the guest; the "only" ways refuse the other.
  if (actorUserId !== null) refuseOtherCollection(charges.credit_card_collection_method, input.send_email);
  // An unpaid deposit cancels its booking after the venue's timeout (none: it waits).
  const timeout = input.kind === 'deposit' ? charges.auto_cancel_timeout : null;
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(bookingPayments).values({
        id,
        restaurantId,
        reservationId,
        kind: input.kind,
        state: 'requested',
        amountMinor: amount,
        currency: booking.currency,
        guestName: `${booking.firstName} ${booking.lastName}`.trim(),
        guestEmail: booking.email.trim() || null,
        createdBy: actorUserId,
      });
      if (timeout !== null)
        await enqueueJob(
          tx,
          autoCancelUnpaidJob,
          { paymentId: id, minutes: timeout },
          { startAfter: new Date(deps.now().getTime() + timeout * 60_000) },
        );
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, 'This booking already has a guarantee or deposit in progress');
    throw error;
  }
  const payment = await viewOf(deps, booking.slug, id);
  const money = formatMoney(amount / 100, booking.currency);
  const mail =
    input.send_email && booking.email.trim()
      ? {
          to: booking.email.trim(),
          subject:
            input.kind === 'guarantee'
              ? `${booking.venue}: please add a card to guarantee your booking`
              : `${booking.venue}: please pay the deposit for your booking`,
          text: [
            `Dear ${`${booking.firstName} ${booking.lastName}`.trim()},`,
            '',
            input.kind === 'guarantee'
              ? `To hold your table for ${booking.guestCount} on ${booking.date} at ${booking.time}, ${booking.venue} asks for a card. Nothing is taken now; a fee of up to ${money} may be charged if you do not come.`
              : `To confirm your table for ${booking.guestCount} on ${booking.date} at ${booking.time}, ${booking.venue} asks for a deposit of ${money}.${timeout !== null ? ` A booking whose deposit is not paid within ${timeout} minutes is cancelled.` : ''}`,
            '',
            `${publicOrigin}${payment.pay_path}`,
            '',
            booking.venue,
          ].join('\n'),
        }
      : null;
  return { payment, mail, cancelAfterMinutes: timeout };
}

export async function chargeNoShowFee(
  deps: PaymentDeps,
  restaurantId: number,
  reservationId: string,
  paymentId: string,
  input: { amount_minor: number; note?: string | undefined },
  actorUserId: number,
): Promise<BookingPayment> {
  const booking = await bookingOf(deps.db, restaurantId, reservationId);
  const payment = await paymentOf(deps, restaurantId, reservationId, paymentId);
  if (
    payment.kind !== 'guarantee' ||
    payment.state !== 'card_saved' ||
    !payment.customerId ||
    !payment.paymentMethodId
  )
    throw new HttpError(409, 'A no-show fee is charged only on a guarantee whose card is saved');
  if (statusMeaning(booking.statusName) !== 'noShow')
    throw new HttpError(
      409,
      `A no-show fee is charged only on a booking marked No-show (this one is ${booking.statusName})`,
    );
  if (input.amount_minor > payment.amountMinor) {
    const most = `Fee cannot exceed the ${formatMoney(payment.amountMinor / 100, payment.currency)} the guest agreed to`;
    throw new HttpError(422, most, { amount_minor: [most] });
  }
  const provider = await providerOf(deps, restaurantId);
  // One fee per guarantee: two staff pressing at once send the same key, and the provider charges once.
  const idempotencyKey = `fee:${payment.id}`;
  const charge = {
    customerId: payment.customerId,
    paymentMethodId: payment.paymentMethodId,
    amountMinor: input.amount_minor,
    currency: payment.currency,
    description: `No-show fee, ${booking.venue}, ${booking.date} ${booking.time}`,
    metadata: {
      payment_id: payment.id,
      reservation_id: reservationId,
      restaurant_id: String(restaurantId),
    },
    idempotencyKey,
  };
  // The fee comes out of the live hold (the rest of it is released); without one, off the saved card.
  const hold =
    payment.holdIntentId && payment.holdExpiresAt && payment.holdExpiresAt > deps.now()
      ? payment.holdIntentId
      : null;
  let outcome;
  try {
    outcome = hold ? await provider.capture(hold, input.amount_minor, idempotencyKey) : null;
    // A hold the issuer let go early cannot be captured: the saved card is charged instead.
    if (outcome === null || outcome.status === 'failed')
      outcome = await provider.chargeSaved(
        hold ? { ...charge, idempotencyKey: `${idempotencyKey}:card` } : charge,
      );
  } catch (error) {
    providerFailure(error, 'charge the fee');
  }
  if (outcome.status !== 'succeeded') {
    const reason =
      outcome.status === 'requires_action'
        ? 'The card needs the guest to confirm the charge: send them the pay link'
        : outcome.status === 'failed'
          ? `The card was declined: ${outcome.reason}`
          : 'The charge was not completed';
    await bookLedger(deps.db, payment, 'charge_failed', 0, `${idempotencyKey}:failed:${uuidv7()}`, {
      providerRef: outcome.intentId,
      actorUserId,
      note: reason,
    });
    await deps.db
      .update(bookingPayments)
      .set({ failureReason: reason, updatedAt: deps.now() })
      .where(eq(bookingPayments.id, payment.id));
    throw new HttpError(409, reason);
  }
  await bookAndSet(
    deps.db,
    payment,
    {
      entry: 'fee_charged',
      amountMinor: outcome.amountMinor,
      idempotencyKey,
      providerRef: outcome.intentId,
      actorUserId,
      note: input.note ?? null,
    },
    {
      state: 'charged',
      intentId: outcome.intentId,
      takenMinor: outcome.amountMinor,
      failureReason: null,
      holdIntentId: null,
      heldMinor: null,
      holdExpiresAt: null,
      updatedAt: deps.now(),
    },
  );
  return viewOf(deps, booking.slug, payment.id);
}

export async function refundPayment(
  deps: PaymentDeps,
  restaurantId: number,
  reservationId: string,
  paymentId: string,
  input: { amount_minor?: number | null | undefined; note?: string | undefined },
  actorUserId: number,
): Promise<BookingPayment> {
  const booking = await bookingOf(deps.db, restaurantId, reservationId);
  const payment = await paymentOf(deps, restaurantId, reservationId, paymentId);
  const left = payment.takenMinor - payment.refundedMinor;
  if (!payment.intentId || left <= 0)
    throw new HttpError(409, 'Nothing taken on this payment is left to refund');
  const amount = input.amount_minor ?? left;
  if (amount > left) {
    const most = `Refund cannot exceed the ${formatMoney(left / 100, payment.currency)} left`;
    throw new HttpError(422, most, { amount_minor: [most] });
  }
  // The same refund asked again before it landed reuses its key; a later refund has another.
  const idempotencyKey = `refund:${payment.id}:${payment.refundedMinor}:${amount}`;
  let refund: { amountMinor: number; refundId: string | null };
  const tender = inVenueTender(payment);
  if (tender) {
    // Taken at the venue: given back there too, as it came in; no card provider is called.
    refund = { amountMinor: amount, refundId: null };
  } else {
    const provider = await providerOf(deps, restaurantId);
    try {
      refund = await provider.refund(payment.intentId, amount, idempotencyKey);
    } catch (error) {
      providerFailure(error, 'refund');
    }
  }
  const refunded = payment.refundedMinor + refund.amountMinor;
  await bookAndSet(
    deps.db,
    payment,
    {
      entry: 'refunded',
      amountMinor: -refund.amountMinor,
      idempotencyKey,
      providerRef: refund.refundId,
      actorUserId,
      note: input.note ?? (tender ? IN_VENUE_NOTES[tender].back : null),
    },
    {
      refundedMinor: sql`${bookingPayments.refundedMinor} + ${refund.amountMinor}`,
      ...(refunded >= payment.takenMinor ? { state: 'refunded' as const } : {}),
      updatedAt: deps.now(),
    },
  );
  return viewOf(deps, booking.slug, payment.id);
}

export async function cancelBookingPayment(
  deps: PaymentDeps,
  restaurantId: number,
  reservationId: string,
  paymentId: string,
): Promise<BookingPayment> {
  const booking = await bookingOf(deps.db, restaurantId, reservationId);
  const payment = await paymentOf(deps, restaurantId, reservationId, paymentId);
  if (payment.state !== 'requested' && payment.state !== 'card_saved')
    throw new HttpError(
      409,
      payment.state === 'paid' || payment.state === 'charged'
        ? 'Money was taken on this payment: refund it instead'
        : 'This payment is already closed',
    );
  await deps.db.transaction(async (tx) => {
    await tx
      .update(bookingPayments)
      .set({ state: 'cancelled', updatedAt: deps.now() })
      .where(
        and(eq(bookingPayments.id, payment.id), inArray(bookingPayments.state, ['requested', 'card_saved'])),
      );
    // A withdrawn guarantee's hold is released.
    if (payment.holdIntentId) await enqueueJob(tx, keepHoldJob, { paymentId: payment.id, chain: false });
  });
  return viewOf(deps, booking.slug, payment.id);
}
