// The guest's side of a booking payment (issue 34 §2): the hosted session the pay page sends the
// guest to (a card for a guarantee, the deposit for a deposit), and what the completed session left,
// applied once whether the return page or the provider's webhook gets there first — the ledger row
// keyed by the session is written first, and only the write that wrote it changes the payment. The
// webhook is verified with the secret the provider gave when it was registered.
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from '../../src-shared/ids.js';
import { acceptedSecrets, openSecret } from '../auth/sealed-secrets.js';
import type { AppDatabase, DbExecutor } from '../db/client.js';
import { bookingPayments, paymentEvents, reservations } from '../db/schema/index.js';
import { firstWhere } from '../db/where-queries.js';
import { HttpError } from '../http/http-error.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { keepHoldJob } from './payment-holds.js';
import { bookLedger } from './payment-ledger.js';
import type { PaymentWebhookEvent, SessionResult } from './payment-provider.js';
import { WebhookSignatureError } from './payment-provider.js';
import {
  providerFailure,
  providerOf,
  settingsRow,
  type PaymentDeps,
  type PaymentRow,
} from './payment-settings.js';

/**
 * What the guest's completed session left, applied once: the ledger row keyed by the session is
 * written first, and only the write that wrote it changes the payment.
 */
export async function applySessionResult(
  db: AppDatabase,
  paymentId: string,
  sessionId: string,
  result: SessionResult,
): Promise<'applied' | 'already' | 'declined'> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.id, paymentId))
      .for('update');
    if (!payment || payment.sessionId !== sessionId) return 'already';
    const card = {
      customerId: result.customerId,
      paymentMethodId: result.paymentMethodId,
      cardBrand: result.card.brand,
      cardLast4: result.card.last4,
      cardExpMonth: result.card.expMonth,
      cardExpYear: result.card.expYear,
      updatedAt: new Date(),
    };
    if (payment.kind === 'guarantee') {
      if (
        !(await bookLedger(tx, payment, 'card_saved', 0, `session:${sessionId}`, {
          providerRef: result.paymentMethodId,
        }))
      )
        return 'already';
      await tx
        .update(bookingPayments)
        .set({ ...card, state: 'card_saved', failureReason: null })
        .where(eq(bookingPayments.id, paymentId));
      // The guaranteed amount is held on the card now that it is saved.
      await enqueueJob(tx, keepHoldJob, { paymentId, chain: false });
      return 'applied';
    }
    const paid = result.payment;
    if (paid?.status !== 'succeeded') return 'declined';
    if (
      !(await bookLedger(tx, payment, 'paid', paid.amountMinor, `session:${sessionId}`, {
        providerRef: paid.intentId,
      }))
    )
      return 'already';
    await tx
      .update(bookingPayments)
      .set({
        ...card,
        state: 'paid',
        intentId: paid.intentId,
        takenMinor: paid.amountMinor,
        failureReason: null,
      })
      .where(eq(bookingPayments.id, paymentId));
    return 'applied';
  });
}

/** The payment a pay page shows, when its link is genuine (checked by the caller) and it exists. */
export async function paymentForPage(db: DbExecutor, restaurantId: number, paymentId: string) {
  const [row] = await db
    .select({
      payment: bookingPayments,
      date: reservations.date,
      time: reservations.time,
      guests: reservations.guestCount,
    })
    .from(bookingPayments)
    .leftJoin(reservations, eq(reservations.id, bookingPayments.reservationId))
    .where(and(eq(bookingPayments.restaurantId, restaurantId), eq(bookingPayments.id, paymentId)));
  return row ?? null;
}

/** Starts the guest's hosted session (a card for a guarantee, the deposit for a deposit). */
export async function startGuestSession(
  deps: PaymentDeps,
  payment: PaymentRow,
  urls: { success: string; cancel: string },
  venue: string,
): Promise<string> {
  const provider = await providerOf(deps, payment.restaurantId);
  const metadata = {
    payment_id: payment.id,
    reservation_id: payment.reservationId ?? '',
    restaurant_id: String(payment.restaurantId),
  };
  // A new key per attempt: a guest who comes back after abandoning a session gets a fresh one.
  const idempotencyKey = `session:${payment.id}:${uuidv7()}`;
  let session;
  try {
    session =
      payment.kind === 'guarantee'
        ? await provider.startCardSetup({
            customerEmail: payment.guestEmail,
            customerName: payment.guestName,
            currency: payment.currency,
            successUrl: urls.success,
            cancelUrl: urls.cancel,
            metadata,
            idempotencyKey,
          })
        : await provider.startPayment({
            customerEmail: payment.guestEmail,
            customerName: payment.guestName,
            currency: payment.currency,
            amountMinor: payment.amountMinor,
            description: `Deposit, ${venue}`,
            captureMethod: 'automatic',
            successUrl: urls.success,
            cancelUrl: urls.cancel,
            metadata,
            idempotencyKey,
          });
  } catch (error) {
    providerFailure(error, 'start the payment page');
  }
  await deps.db
    .update(bookingPayments)
    .set({ sessionId: session.sessionId, customerId: session.customerId, updatedAt: deps.now() })
    .where(and(eq(bookingPayments.id, payment.id), eq(bookingPayments.state, 'requested')));
  return session.url;
}

/** The guest came back from the hosted page: asks the provider what the session left, and applies it. */
export async function finishGuestSession(deps: PaymentDeps, payment: PaymentRow, sessionId: string) {
  if (payment.sessionId !== sessionId) return 'unknown' as const;
  const provider = await providerOf(deps, payment.restaurantId);
  let result: SessionResult | null;
  try {
    result = await provider.sessionResult(sessionId);
  } catch (error) {
    providerFailure(error, 'read the payment page');
  }
  if (!result) return 'incomplete' as const;
  return applySessionResult(deps.db, payment.id, sessionId, result);
}

export type PaymentWebhookOutcome =
  { applied: true; event: string } | { applied: false; reason: 'duplicate' | 'ignored' };

/** One delivery of the provider's webhook: verified, applied once per event id. */
export async function receivePaymentWebhook(
  deps: PaymentDeps,
  restaurantId: number,
  raw: string,
  signature: string | undefined,
): Promise<PaymentWebhookOutcome> {
  const row = await settingsRow(deps.db, restaurantId);
  // The current endpoint's secret, and the previous key's endpoint's until it lapses.
  const secrets = row
    ? acceptedSecrets(
        deps.secretsKey,
        row.webhookSecretSealed,
        { sealed: row.previousWebhookSecretSealed, validUntil: row.previousWebhookValidUntil },
        deps.now(),
      )
    : [];
  const key = row?.secretKeySealed ? openSecret(deps.secretsKey, row.secretKeySealed) : null;
  if (secrets.length === 0 || !key || row?.provider !== 'stripe')
    throw new HttpError(401, 'This venue receives no payment events');
  const provider = deps.providerFor(key);
  let event: PaymentWebhookEvent | undefined;
  let refusal: HttpError | undefined;
  for (const secret of secrets) {
    try {
      event = provider.parseWebhook(raw, signature, secret);
      break;
    } catch (error) {
      if (!(error instanceof WebhookSignatureError))
        throw new HttpError(400, 'The body is not a payment event');
      // The current secret's reason is the one told.
      refusal ??= new HttpError(401, error.message);
    }
  }
  if (!event) throw refusal ?? new HttpError(401, 'The signature does not match');
  const seen = await firstWhere(
    deps.db,
    paymentEvents,
    eq(paymentEvents.restaurantId, restaurantId),
    eq(paymentEvents.eventId, event.id),
  );
  if (seen) return { applied: false, reason: 'duplicate' };
  const outcome = await applyEvent(deps, restaurantId, event);
  // Kept only once applied: a delivery that failed half-way is applied again when the provider
  // retries it (applying is idempotent: the ledger row is keyed by the session).
  await deps.db.insert(paymentEvents).values({ restaurantId, eventId: event.id }).onConflictDoNothing();
  return outcome;
}

async function applyEvent(
  deps: PaymentDeps,
  restaurantId: number,
  event: { type: string; object: Record<string, unknown> },
): Promise<PaymentWebhookOutcome> {
  if (event.type !== 'checkout.session.completed') return { applied: false, reason: 'ignored' };
  const sessionId = typeof event.object.id === 'string' ? event.object.id : '';
  const metadata = (event.object.metadata ?? {}) as Record<string, unknown>;
  const paymentId = typeof metadata.payment_id === 'string' ? metadata.payment_id : '';
  const payment = await firstWhere(
    deps.db,
    bookingPayments,
    eq(bookingPayments.restaurantId, restaurantId),
    eq(bookingPayments.id, paymentId),
  );
  if (!payment) return { applied: false, reason: 'ignored' };
  // The event says a session completed; what it left is asked of the provider, not read from the event.
  const outcome = await finishGuestSession(deps, payment, sessionId);
  return outcome === 'applied' ? { applied: true, event: event.type } : { applied: false, reason: 'ignored' };
}
