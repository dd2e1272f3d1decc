// Asking a guest for a guarantee or a deposit, from wherever the ask comes (issue 34 §2): staff in a
// booking's drawer, or the booking widget when the access rules that take a booking ask for a card
// guarantee or a deposit. The request is saved first and stands whether or not its mail goes: staff can copy the
// link, and the widget shows it on the confirmation page.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { BookingPayment, PaymentKind } from '../../src-shared/payments/payment-entity.js';
import { eq } from 'drizzle-orm';
import { reservations } from '../db/schema/index.js';
import { firstWhere } from '../db/where-queries.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { requestBookingPayment } from './payment-service.js';
import { paymentSettingsOf, type PaymentDeps } from './payment-settings.js';
import { stripeProviderAt } from './stripe-provider.js';
import { notifyPaymentProblem } from './payment-problems.js';

/** Where the request came in: the origin of the guest's links. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** What the payment service needs, from the routes' deps: Stripe, or the stand-in STRIPE_API_BASE names. */
export const paymentDepsOf = (deps: RouteDeps): PaymentDeps => ({
  db: deps.db,
  secretsKey: deps.keys.integrationSecrets,
  payLinkKey: deps.keys.payLink,
  providerFor: stripeProviderAt(deps.stripeBase),
  now: deps.now,
});

/** Saves the request, then mails its pay link; `mailed` says how the mail went, after the request's words. */
export async function requestAndMail(
  deps: RouteDeps,
  restaurantId: number,
  reservationId: string,
  input: { kind: PaymentKind; amount_minor?: number | undefined; send_email: boolean },
  actorUserId: number | null,
  origin: string,
  log: FastifyBaseLogger,
): Promise<{ payment: BookingPayment; mailed: string; cancelAfterMinutes: number | null }> {
  const { payment, mail, cancelAfterMinutes } = await requestBookingPayment(
    paymentDepsOf(deps),
    restaurantId,
    reservationId,
    input,
    actorUserId,
    origin,
  );
  let mailed = '';
  if (mail) {
    try {
      const sent = await deps.venueMail.send(restaurantId, mail);
      mailed = sent.sent ? ` and mailed to ${mail.to}` : `; not mailed: ${sent.reason}`;
    } catch (error) {
      log.warn({ err: error }, 'The pay link mail was not sent');
      mailed = '; the mail could not be sent: copy the link to the guest';
    }
  }
  return { payment, mailed, cancelAfterMinutes };
}

/** What the booking rules asked the guest for, as the confirmation page shows it. */
export interface RulePaymentAsked {
  kind: PaymentKind;
  payUrl: string;
  amountMinor: number;
  /** An unpaid deposit cancels the booking after this many minutes (the venue's charges.auto_cancel_timeout). */
  cancelAfterMinutes: number | null;
}

const ASKED_FOR: Record<PaymentKind, string> = {
  guarantee: 'The card guarantee',
  deposit: 'The deposit',
};

/**
 * A booking the widget took under access rules that ask for a card guarantee or a deposit: it is
 * requested at once (the rule's amount per guest, else the venue's no-show fee or deposit per guest)
 * and its link mailed. Null when it could not be asked for (no card provider connected, or the
 * provider failed): the booking stands without it, and staff who take payments are told in the console.
 */
export async function requestRulePayment(
  deps: RouteDeps,
  restaurantId: number,
  reservationId: string,
  asked: { kind: PaymentKind; amountPerCover: number | null },
  origin: string,
  log: FastifyBaseLogger,
): Promise<RulePaymentAsked | null> {
  const booking = await firstWhere(deps.db, reservations, eq(reservations.id, reservationId));
  if (!booking) return null;
  const unasked = (why: string) =>
    notifyPaymentProblem(deps.db, {
      restaurantId,
      booking,
      quote: `${ASKED_FOR[asked.kind]} the booking rules ask for was not requested: ${why}`,
      dedupeKey: `guarantee-unasked:${reservationId}`,
    });
  if ((await paymentSettingsOf(deps.db, restaurantId)).provider === 'none') {
    log.warn(
      { restaurantId, reservationId, kind: asked.kind },
      'An access rule asks for a card but no card provider is connected',
    );
    await unasked('no card provider is connected');
    return null;
  }
  const { amountPerCover } = asked;
  try {
    const { payment, cancelAfterMinutes } = await requestAndMail(
      deps,
      restaurantId,
      reservationId,
      {
        kind: asked.kind,
        ...(amountPerCover !== null && amountPerCover > 0
          ? { amount_minor: Math.round(amountPerCover * 100) * booking.guestCount }
          : {}),
        send_email: true,
      },
      null,
      origin,
      log,
    );
    return {
      kind: asked.kind,
      payUrl: `${origin}${payment.pay_path}`,
      amountMinor: payment.amount_minor,
      cancelAfterMinutes,
    };
  } catch (error) {
    log.error({ err: error, reservationId }, `${ASKED_FOR[asked.kind]} was not requested`);
    await unasked(error instanceof Error ? error.message : String(error));
    return null;
  }
}
