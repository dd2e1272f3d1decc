// A guarantee's authorisation hold (issue 34 §2): once the guest's card is saved, the guaranteed
// amount is held on it (a manual-capture payment, off-session). The card network releases a hold
// unless it is captured — Stripe says when (capture_before); without that word, Visa's
// merchant-initiated holds last 5 days and the others' 7. The keeper below renews a hold a day
// before it lapses while the booking still needs it, flags the guarantee (failure_reason, and a
// hold_failed ledger row) when the card refuses, releases the hold when the guest arrives, the
// booking is cancelled or finished, the guarantee is withdrawn, or the booking's day is over; the
// no-show fee captures it (payment-service.ts). Holds move no money: their ledger rows are amount 0.
//
// One job runs the keeper. Runs caused by a change (card saved, booking status changed, guarantee
// withdrawn) never schedule; a run that placed a hold, and a scheduled run that finds one still
// needed, schedule the next (a day before the hold lapses, or the end of the booking's day), so a
// hold has one chain of checks whatever else happens to it.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatMoney } from '../../src-shared/domain/money.js';
import { statusMeaning } from '../../src-shared/reports/status-meaning.js';
import { instantToVenueLocal, venueBookingRange } from '../../src-shared/time.js';
import type { DbExecutor } from '../db/client.js';
import { bookingPayments, reservationStatuses, reservations, restaurants } from '../db/schema/index.js';
import { firstWhere } from '../db/where-queries.js';
import { defineJob, type JobContext } from '../jobs/job-definition.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { bookAndSet, bookLedger } from './payment-ledger.js';
import { providerOf, type PaymentDeps, type PaymentRow } from './payment-settings.js';
import { stripeProviderAt } from './stripe-provider.js';
import { isArrival, isFinished } from '../messaging/status-kinds.js';
import { notifyPaymentProblem } from './payment-problems.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A hold is renewed this long before it lapses. */
export const HOLD_RENEW_MARGIN_MS = DAY;
/** After the booking's start, staff have this long to mark a no-show and take the fee from the hold. */
export const HOLD_NEEDED_AFTER_START_MS = DAY;

/** How long a brand's network keeps a merchant-initiated hold, when the provider does not say. */
export function holdDaysOf(brand: string | null): number {
  return brand?.toLowerCase() === 'visa' ? 5 : 7;
}

export type HoldDeps = Pick<PaymentDeps, 'db' | 'secretsKey' | 'providerFor' | 'now'>;

/** What the keeper did; `next` is when it asked to be run again. */
export type HoldOutcome =
  | { did: 'placed' | 'renewed' | 'kept'; next: Date | null }
  | { did: 'released'; why: string }
  | { did: 'flagged'; why: string }
  | { did: 'nothing' };

interface BookingNow {
  id: string;
  firstName: string;
  lastName: string;
  statusName: string;
  start: Date;
  timeZone: string;
}

async function bookingNow(db: DbExecutor, payment: PaymentRow): Promise<BookingNow | null> {
  if (!payment.reservationId) return null;
  const [row] = await db
    .select({
      id: reservations.id,
      firstName: reservations.firstName,
      lastName: reservations.lastName,
      date: reservations.date,
      time: reservations.time,
      duration: reservations.durationMinutes,
      statusName: reservationStatuses.name,
      timeZone: restaurants.timeZone,
    })
    .from(reservations)
    .innerJoin(reservationStatuses, eq(reservationStatuses.id, reservations.statusId))
    .innerJoin(restaurants, eq(restaurants.id, reservations.restaurantId))
    .where(eq(reservations.id, payment.reservationId));
  if (!row) return null;
  const start = venueBookingRange(row.date, row.time, row.duration, row.timeZone).start;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    statusName: row.statusName,
    start,
    timeZone: row.timeZone,
  };
}

/** Why a booking in this status needs no hold (null: it still does). */
function noLongerHeldBecause(statusName: string): string | null {
  if (statusMeaning(statusName) === 'cancelled') return 'The booking was cancelled';
  if (isArrival({ name: statusName })) return 'The guest arrived';
  if (isFinished({ name: statusName })) return 'The visit is over';
  return null;
}

const liveHold = (p: PaymentRow, now: Date) =>
  p.holdIntentId !== null && p.holdExpiresAt !== null && p.holdExpiresAt.getTime() > now.getTime()
    ? { intentId: p.holdIntentId, expiresAt: p.holdExpiresAt }
    : null;

const venueStamp = (at: Date, timeZone: string) => {
  const { date, time } = instantToVenueLocal(at, timeZone);
  return `${date} ${time}`;
};

/** Releases the hold (the provider first, then the ledger row and the payment, once). */
async function release(deps: HoldDeps, p: PaymentRow, intentId: string, why: string): Promise<void> {
  const provider = await providerOf(deps, p.restaurantId);
  const key = `release:${intentId}`;
  await provider.release(intentId, key);
  await bookAndSet(
    deps.db,
    p,
    {
      entry: 'hold_released',
      amountMinor: 0,
      idempotencyKey: key,
      providerRef: intentId,
      actorUserId: null,
      note: why,
    },
    // Only the hold released here is cleared: a renewed one in its place stays.
    p.holdIntentId === intentId
      ? { holdIntentId: null, heldMinor: null, holdExpiresAt: null, updatedAt: deps.now() }
      : { updatedAt: deps.now() },
  );
}

async function schedule(db: DbExecutor, paymentId: string, at: Date): Promise<Date> {
  await enqueueJob(db, keepHoldJob, { paymentId, chain: true }, { startAfter: at });
  return at;
}

/**
 * Places, renews, keeps or releases a guarantee's hold as the payment and its booking now stand.
 * `chain`: a scheduled run, which schedules the next while a hold is still needed.
 */
export async function keepHold(deps: HoldDeps, paymentId: string, chain: boolean): Promise<HoldOutcome> {
  const p = await firstWhere(deps.db, bookingPayments, eq(bookingPayments.id, paymentId));
  if (!p) return { did: 'nothing' };
  const now = deps.now();
  const live = liveHold(p, now);
  const usable = p.kind === 'guarantee' && p.state === 'card_saved' && p.customerId && p.paymentMethodId;
  const booking = await bookingNow(deps.db, p);
  const why = !usable
    ? 'The guarantee is closed'
    : !booking
      ? 'The booking is gone'
      : (noLongerHeldBecause(booking.statusName) ??
        (statusMeaning(booking.statusName) !== 'noShow' &&
        now.getTime() >= booking.start.getTime() + HOLD_NEEDED_AFTER_START_MS
          ? 'The booking’s time has passed'
          : null));
  if (why !== null) {
    if (!live) return { did: 'nothing' };
    await release(deps, p, live.intentId, why);
    return { did: 'released', why };
  }
  if (!booking || !p.customerId || !p.paymentMethodId) return { did: 'nothing' };
  // A booking marked No-show keeps its hold as it is, for staff to take the fee from. One marked
  // before the card's hold was placed (the guest saved the card minutes before the host gave up on
  // them) still gets it, once: the fee is taken from a hold, and none is renewed after a no-show.
  const noShow = statusMeaning(booking.statusName) === 'noShow';
  if (noShow && (live || chain)) return { did: 'nothing' };
  const neededUntil = new Date(booking.start.getTime() + HOLD_NEEDED_AFTER_START_MS);
  const nextCheck = (expiresAt: Date) =>
    new Date(Math.min(expiresAt.getTime() - HOLD_RENEW_MARGIN_MS, neededUntil.getTime()));
  if (live && live.expiresAt.getTime() - HOLD_RENEW_MARGIN_MS > now.getTime()) {
    // Still good: a scheduled run keeps the chain going; a run caused by a change leaves it to the chain.
    return { did: 'kept', next: chain ? await schedule(deps.db, p.id, nextCheck(live.expiresAt)) : null };
  }
  // A change-caused run does not place a hold its guarantee was refused once: staff were told.
  if (!live && !chain && p.holdRenewals === 0 && p.failureReason !== null) return { did: 'nothing' };

  const renewal = live !== null;
  const round = renewal ? p.holdRenewals + 1 : p.holdRenewals;
  const key = `hold:${p.id}:${round}`;
  const provider = await providerOf(deps, p.restaurantId);
  const outcome = await provider.authorise({
    customerId: p.customerId,
    paymentMethodId: p.paymentMethodId,
    amountMinor: p.amountMinor,
    currency: p.currency,
    description: 'Card guarantee (authorisation hold)',
    metadata: {
      payment_id: p.id,
      reservation_id: p.reservationId ?? '',
      restaurant_id: String(p.restaurantId),
      purpose: 'guarantee_hold',
    },
    idempotencyKey: key,
  });
  if (outcome.status !== 'requires_capture') {
    const reason =
      outcome.status === 'failed'
        ? outcome.reason
        : outcome.status === 'requires_action'
          ? 'the card needs the guest to confirm it: send them the pay link'
          : 'the provider took the money instead of holding it';
    const flag = renewal
      ? `The card hold lapses on ${venueStamp(live.expiresAt, booking.timeZone)} and could not be renewed: ${reason}`
      : `No hold could be placed on the card: ${reason}`;
    await deps.db.transaction(async (tx) => {
      if (
        await bookLedger(tx, p, 'hold_failed', 0, `${key}:failed`, {
          providerRef: outcome.intentId,
          note: flag,
        })
      ) {
        await tx
          .update(bookingPayments)
          .set({ failureReason: flag, updatedAt: now })
          .where(eq(bookingPayments.id, p.id));
        await notifyPaymentProblem(tx, {
          restaurantId: p.restaurantId,
          booking,
          quote: flag,
          dedupeKey: `${key}:failed`,
        });
      }
    });
    return { did: 'flagged', why: flag };
  }
  const expiresAt = outcome.captureBefore ?? new Date(now.getTime() + holdDaysOf(p.cardBrand) * DAY - HOUR);
  const applied = await bookAndSet(
    deps.db,
    p,
    {
      entry: 'hold_placed',
      amountMinor: 0,
      idempotencyKey: key,
      providerRef: outcome.intentId,
      actorUserId: null,
      note: `${formatMoney(outcome.amountMinor / 100, p.currency)} held until ${venueStamp(expiresAt, booking.timeZone)}${renewal ? ', renewed before the last hold lapsed' : ''}`,
    },
    {
      holdIntentId: outcome.intentId,
      heldMinor: outcome.amountMinor,
      holdExpiresAt: expiresAt,
      holdRenewals: round,
      failureReason: null,
      updatedAt: now,
    },
  );
  if (!applied) return { did: 'nothing' };
  if (renewal)
    await release(
      deps,
      { ...p, holdIntentId: outcome.intentId },
      live.intentId,
      'Replaced by the renewed hold',
    );
  return {
    did: renewal ? 'renewed' : 'placed',
    next: noShow ? null : await schedule(deps.db, p.id, nextCheck(expiresAt)),
  };
}

/** Asks the keeper to look at a booking's guarantee holds after a change (in the change's transaction). */
export async function reviewHoldsOf(tx: DbExecutor, restaurantId: number, reservationId: string) {
  const held = await tx
    .select({ id: bookingPayments.id })
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.restaurantId, restaurantId),
        eq(bookingPayments.reservationId, reservationId),
        eq(bookingPayments.kind, 'guarantee'),
        eq(bookingPayments.state, 'card_saved'),
      ),
    );
  for (const { id } of held) await enqueueJob(tx, keepHoldJob, { paymentId: id, chain: false });
}

/** The keeper's deps in a job: the venue's provider with its key opened from the sealed store. */
export const holdDepsOf = (ctx: JobContext): HoldDeps => ({
  db: ctx.db,
  secretsKey: ctx.integrationSecretsKey,
  providerFor: stripeProviderAt(ctx.stripeApiBase),
  now: ctx.now,
});

export const keepHoldJob = defineJob({
  name: 'booking-payment.keep-hold',
  payload: z.object({ paymentId: z.string().uuid(), chain: z.boolean() }),
  async run({ paymentId, chain }, ctx) {
    const outcome = await keepHold(holdDepsOf(ctx), paymentId, chain);
    if (outcome.did !== 'nothing' && outcome.did !== 'kept')
      ctx.log.info({ paymentId, ...outcome }, 'Guarantee hold');
  },
});
