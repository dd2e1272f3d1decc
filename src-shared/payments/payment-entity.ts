// Booking payments (issue 34 §2–3, spec §2 /settings/integration/paymentIntegration, §3 charges):
// a booking may carry a card guarantee (the guest saves a card on a signed pay page; the amount is
// held on it by an authorisation hold, renewed before the card network lets it lapse and released
// when the guest arrives; a no-show fee is captured from the hold — or charged off-session on the
// card when none is live — only by staff holding `payments.charge`, capped at the amount the guest
// was told) or a deposit (the guest pays it on the pay page). Refunds, full or partial,
// need `payments.refund`. Every movement of money is an append-only ledger row carrying the
// provider's id and the idempotency key sent with the call; the provider's webhook applies each event
// once. The provider is Stripe (its official SDK) behind src-server/payments/payment-provider.ts.
import { z } from 'zod';
import { defineEntity } from '../entities/define-entity.js';
import { entityIdSchema, timestampSchema } from '../ids.js';
import type { RouteContract } from '../resources/route-contract.js';

export const PAYMENT_PROVIDERS = ['none', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** How money taken at the venue came in (the in-venue provider): notes and coins, or the venue's own card terminal. */
export const IN_VENUE_TENDERS = ['cash', 'terminal'] as const;
export type InVenueTender = (typeof IN_VENUE_TENDERS)[number];

export const PAYMENT_KINDS = ['guarantee', 'deposit'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * requested: the pay link is out, nothing saved or paid yet; card_saved: a guarantee's card is on
 * file; paid: a deposit is taken; charged: a no-show fee was taken on the saved card; refunded:
 * everything taken was given back; cancelled: the request was withdrawn (no money moved); failed:
 * the provider declined (the reason is kept).
 */
export const PAYMENT_STATES = [
  'requested',
  'card_saved',
  'paid',
  'charged',
  'refunded',
  'cancelled',
  'failed',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The states in which a booking's payment is still live: a second request is refused. */
export const LIVE_PAYMENT_STATES: readonly PaymentState[] = ['requested', 'card_saved', 'paid', 'charged'];

/**
 * hold_placed, hold_released and hold_failed move no money (amount 0): a guarantee's authorisation
 * hold is placed on the saved card, renewed before the card network lets it lapse, released when the
 * guest arrives or the booking is cancelled, and captured as the no-show fee (fee_charged).
 */
export const LEDGER_ENTRIES = [
  'card_saved',
  'hold_placed',
  'hold_released',
  'hold_failed',
  'paid',
  'fee_charged',
  'refunded',
  'charge_failed',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRIES)[number];

/**
 * Who made a ledger row that names no staff member: the guest saved their card or paid on the pay
 * page; the hold keeper (a job) placed, renewed, released or failed to place a hold; anything else
 * came from the card provider (a refund or capture made in its dashboard, applied by its webhook).
 */
export type LedgerActorKind = 'staff' | 'guest' | 'automatic' | 'provider';

export function ledgerActorKind(entry: LedgerEntryKind, actor: string | null): LedgerActorKind {
  if (actor !== null) return 'staff';
  if (entry === 'card_saved' || entry === 'paid') return 'guest';
  if (entry === 'hold_placed' || entry === 'hold_released' || entry === 'hold_failed') return 'automatic';
  return 'provider';
}

export const PAYMENT_WEBHOOK_PATH = '/integrations/payments/webhook/{restaurantId}';
/** The guest's pay page: `/pay/{slug}/{paymentId}?sig=…`, signed with the pay-link key. */
export const PAY_PAGE_PATH = '/pay/{slug}/{paymentId}';

const money = (label: string) =>
  z
    .number({ error: `${label} must be an amount in minor units` })
    .int(`${label} must be whole minor units`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too large`);

export const paymentSettingsSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The secret key's last four characters, when one is saved. */
  secret_key_hint: z.string().nullable(),
  /** Whether the provider was told where to post its events (done when the key is saved). */
  webhook_registered: z.boolean(),
  /** After a new key was saved: events signed for the previous key's endpoint are accepted until then. */
  previous_webhook_valid_until: timestampSchema.nullable(),
  /** The no-show fee per guest a guarantee asks for, in minor units of the venue currency. */
  no_show_fee_per_cover_minor: z.number().int(),
  /** The deposit per guest a deposit request asks for. */
  deposit_per_cover_minor: z.number().int(),
  tested_at: timestampSchema.nullable(),
  test_ok: z.boolean().nullable(),
  test_result: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const updatePaymentSettingsSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'Provider must be none or stripe' }),
  /** Written only: sealed on the server, never returned. */
  secret_key: z
    .string()
    .trim()
    .regex(
      /^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/,
      'Secret key must be a Stripe secret or restricted key (sk_… or rk_…)',
    )
    .optional(),
  no_show_fee_per_cover_minor: money('No-show fee per guest').optional(),
  deposit_per_cover_minor: money('Deposit per guest').optional(),
});

export const paymentTestSchema = z.object({
  ok: z.boolean(),
  result: z.string(),
  tested_at: timestampSchema,
});

export const ledgerRowSchema = z.object({
  id: entityIdSchema,
  entry: z.enum(LEDGER_ENTRIES),
  /** Money in is positive, money given back negative; 0 for a card saved or a declined charge. */
  amount_minor: z.number().int(),
  currency: z.string(),
  /** The provider's id of the movement (a payment or a refund). */
  provider_ref: z.string().nullable(),
  /** Who did it (staff), or null for the guest on the pay page and the provider's own events. */
  actor: z.string().nullable(),
  note: z.string().nullable(),
  created_at: timestampSchema,
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

export const bookingPaymentSchema = z.object({
  id: entityIdSchema,
  reservation_id: entityIdSchema.nullable(),
  kind: z.enum(PAYMENT_KINDS),
  state: z.enum(PAYMENT_STATES),
  /** A deposit's amount, or a guarantee's most that a no-show fee may take. */
  amount_minor: z.number().int(),
  currency: z.string(),
  card: z
    .object({ brand: z.string(), last4: z.string(), exp_month: z.number(), exp_year: z.number() })
    .nullable(),
  taken_minor: z.number().int(),
  refunded_minor: z.number().int(),
  /** A deposit taken at the venue (no card provider): how it came in; null for the provider's payments. */
  in_venue: z.enum(IN_VENUE_TENDERS).nullable(),
  failure_reason: z.string().nullable(),
  /**
   * A guarantee's authorisation hold on the saved card, while one is live: the amount held, when the
   * card network releases it unless captured, and how many times it was renewed before that.
   */
  hold: z
    .object({ amount_minor: z.number().int(), expires_at: timestampSchema, renewals: z.number().int() })
    .nullable(),
  /** The guest's pay page (path and signed query, after the API's address). */
  pay_path: z.string(),
  ledger: z.array(ledgerRowSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

export const requestPaymentSchema = z.object({
  kind: z.enum(PAYMENT_KINDS, { error: 'Kind must be guarantee or deposit' }),
  /** Default: the per-guest amount of the settings times the party. */
  amount_minor: money('Amount').min(50, 'Amount must be at least 50 minor units').optional(),
  /** Mail the pay link to the guest (default yes). */
  send_email: z.boolean().default(true),
});

export const chargeFeeSchema = z.object({
  amount_minor: money('Fee').min(50, 'Fee must be at least 50 minor units'),
  note: z.string().trim().max(300, 'Note cannot exceed 300 characters').optional(),
});

export const takeInVenueSchema = z.object({
  amount_minor: money('Amount').min(1, 'Amount must be at least 1 minor unit'),
  tender: z.enum(IN_VENUE_TENDERS, { error: 'Taken by must be cash or terminal' }),
  note: z.string().trim().max(300, 'Note cannot exceed 300 characters').optional(),
});

export const refundSchema = z.object({
  /** Null or absent: all that is left of what was taken. */
  amount_minor: money('Refund').min(1, 'Refund must be at least 1 minor unit').nullable().optional(),
  note: z.string().trim().max(300, 'Note cannot exceed 300 characters').optional(),
});

const paymentParams = z.object({ id: entityIdSchema, paymentId: entityIdSchema });
const manage = 'restaurant.manage' as const;

export const PAYMENT_CALLS = {
  settings: {
    method: 'GET',
    path: '/integrations/payments',
    summary: 'The card provider: which, its key hint (never the key), the no-show fee and deposit per guest',
    permission: manage,
    response: paymentSettingsSchema,
    status: 200,
  },
  updateSettings: {
    method: 'PUT',
    path: '/integrations/payments',
    summary: 'Choose the card provider; a key sent here is sealed and the provider’s webhook registered',
    permission: manage,
    body: updatePaymentSettingsSchema,
    response: paymentSettingsSchema,
    status: 200,
    errors: { 502: true },
  },
  test: {
    method: 'POST',
    path: '/integrations/payments/test',
    summary: 'Ask the card provider whether the saved key works',
    permission: manage,
    response: paymentTestSchema,
    status: 200,
  },
  list: {
    method: 'GET',
    path: '/reservation/{id}/payments',
    summary: 'A booking’s payments with their ledger',
    permission: 'payments.read',
    params: z.object({ id: entityIdSchema }),
    response: z.array(bookingPaymentSchema),
    status: 200,
  },
  request: {
    method: 'POST',
    path: '/reservation/{id}/payments',
    summary: 'Ask the guest for a card guarantee or a deposit: a signed pay link, mailed to them',
    permission: 'reservations.write',
    params: z.object({ id: entityIdSchema }),
    body: requestPaymentSchema,
    response: bookingPaymentSchema,
    status: 201,
  },
  charge: {
    method: 'POST',
    path: '/reservation/{id}/payments/{paymentId}/charge',
    summary: 'Charge a no-show fee on the guarantee’s saved card (the booking must be a no-show)',
    permission: 'payments.charge',
    params: paymentParams,
    body: chargeFeeSchema,
    response: bookingPaymentSchema,
    status: 200,
    errors: { 502: true },
  },
  takeInVenue: {
    method: 'POST',
    path: '/reservation/{id}/payments/in-venue',
    summary:
      'Record a deposit taken at the venue, in cash or on its own card terminal (the in-venue provider: no card provider is called)',
    permission: 'payments.charge',
    params: z.object({ id: entityIdSchema }),
    body: takeInVenueSchema,
    response: bookingPaymentSchema,
    status: 201,
  },
  refund: {
    method: 'POST',
    path: '/reservation/{id}/payments/{paymentId}/refund',
    summary: 'Give back some or all of what was taken',
    permission: 'payments.refund',
    params: paymentParams,
    body: refundSchema,
    response: bookingPaymentSchema,
    status: 200,
    errors: { 502: true },
  },
  cancel: {
    method: 'POST',
    path: '/reservation/{id}/payments/{paymentId}/cancel',
    summary: 'Withdraw a request or release a guarantee (no money moves)',
    permission: 'reservations.write',
    params: paymentParams,
    response: bookingPaymentSchema,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;

export const bookingPaymentEntity = defineEntity({
  key: 'bookingPayment',
  noun: 'booking payment',
  plural: 'booking payments',
  mirror: null,
  calls: PAYMENT_CALLS,
  permission: { read: 'payments.read', manage: 'payments.charge' },
  // The guest's pay pages (PAY_PAGE_PATH) are served at the API's root beside the widget's pages,
  // not under /api/v1: they are not routes of this table.
  handWritten: { webhook: { method: 'POST', path: PAYMENT_WEBHOOK_PATH } },
});
