import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import type {
  LedgerEntryKind,
  PaymentKind,
  PaymentProviderName,
  PaymentState,
} from '../../../src-shared/payments/payment-entity';
import {
  createdAt,
  instant,
  intOr,
  optionalRef,
  restaurantKey,
  tenantId,
  tenantTable,
  timestamps,
} from './columns';
import { reservations } from './reservations';

// Booking payments (issue 34 §2–3). Online-only, not in the change feed.

/**
 * The venue's card provider, one row per venue; no row: none. The secret key and the webhook's
 * signing secret are sealed with AES-256-GCM under a key derived from the server secret.
 */
export const paymentSettings = pgTable('payment_settings', {
  restaurantId: restaurantKey(),
  provider: text('provider').$type<PaymentProviderName>().notNull().default('none'),
  secretKeySealed: text('secret_key_sealed'),
  secretKeyHint: text('secret_key_hint'),
  webhookEndpointId: text('webhook_endpoint_id'),
  webhookSecretSealed: text('webhook_secret_sealed'),
  /** The previous key's endpoint's signing secret, still accepted until previous_webhook_valid_until. */
  previousWebhookSecretSealed: text('previous_webhook_secret_sealed'),
  previousWebhookValidUntil: instant('previous_webhook_valid_until'),
  noShowFeePerCoverMinor: intOr('no_show_fee_per_cover_minor', 2500),
  depositPerCoverMinor: intOr('deposit_per_cover_minor', 1000),
  testedAt: instant('tested_at'),
  testOk: boolean('test_ok'),
  testResult: text('test_result'),
  ...timestamps(),
});

/**
 * A booking's guarantee or deposit as it stands. The booking's id is kept when the booking goes
 * (cleared with it): the money it moved stays on record.
 */
export const bookingPayments = tenantTable(
  'booking_payments',
  {
    reservationId: optionalRef('reservation_id', () => reservations.id),
    kind: text('kind').$type<PaymentKind>().notNull(),
    state: text('state').$type<PaymentState>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email'),
    customerId: text('customer_id'),
    paymentMethodId: text('payment_method_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    /** The hosted page's session the guest was last sent to. */
    sessionId: text('session_id'),
    /** The provider's payment of a deposit, or of the no-show fee taken. */
    intentId: text('intent_id'),
    takenMinor: intOr('taken_minor', 0),
    refundedMinor: intOr('refunded_minor', 0),
    failureReason: text('failure_reason'),
    /** A guarantee's live authorisation hold on the saved card (payment-holds.ts); null when none. */
    holdIntentId: text('hold_intent_id'),
    heldMinor: integer('held_minor'),
    /** When the card network releases the hold unless it is captured (the provider's word, else the brand's rule). */
    holdExpiresAt: instant('hold_expires_at'),
    holdRenewals: intOr('hold_renewals', 0),
    createdBy: integer('created_by'),
  },
  (t) => [
    // One live payment per booking: a second request while one is out is refused.
    uniqueIndex('booking_payments_live_unique')
      .on(t.reservationId)
      .where(sql`${t.state} in ('requested', 'card_saved', 'paid', 'charged')`),
    index('booking_payments_reservation_idx').on(t.restaurantId, t.reservationId),
  ],
);

/**
 * Every movement of money (and every card saved or charge declined), appended and never changed:
 * the database refuses an update or a delete (migration 0050's trigger) but the cascade of a
 * restaurant's removal. Money in is positive, money given back negative.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: uuid('id').primaryKey(),
    restaurantId: tenantId(),
    bookingPaymentId: uuid('booking_payment_id')
      .notNull()
      // Never removed with its payment: only a restaurant's removal takes both, in one statement.
      .references(() => bookingPayments.id, { onDelete: 'no action' }),
    entry: text('entry').$type<LedgerEntryKind>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    providerRef: text('provider_ref'),
    /** The key sent to the provider with the call; unique, so one call is never booked twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    actorUserId: integer('actor_user_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_ledger_idempotency_unique').on(t.restaurantId, t.idempotencyKey),
    index('payment_ledger_payment_idx').on(t.bookingPaymentId),
  ],
);

/** Every provider event applied, by its id: one delivered twice is applied once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    restaurantId: tenantId(),
    eventId: text('event_id').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.eventId] })],
);
