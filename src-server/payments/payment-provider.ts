// What the booking flows need from a card-payment provider (deposits, card guarantees, no-show
// fees, refunds), said without any provider's vocabulary, so routes, jobs and screens depend on
// this file alone and the Stripe SDK stays behind stripe-provider.ts. Amounts are integers in the
// currency's minor unit (cents), as every card provider takes them; every call that moves money
// takes an idempotency key, so a retry after a timeout can never charge twice.

/** The saved card as a guest and staff recognise it; never the number. */
export interface CardDetails {
  /** The network, lower case as the provider names it: visa, mastercard, amex… */
  brand: string;
  /** The last four digits. */
  last4: string;
  /** 1–12. */
  expMonth: number;
  /** Four digits. */
  expYear: number;
}

/** Where a charge or an authorisation ended up. Card declines are outcomes, never exceptions. */
export type ChargeOutcome =
  /** The money is taken (amountMinor received). */
  | { status: 'succeeded'; intentId: string; amountMinor: number }
  /** An authorisation hold of amountMinor, to capture before captureBefore (null when the provider does not say). */
  | { status: 'requires_capture'; intentId: string; amountMinor: number; captureBefore: Date | null }
  /** The issuer wants the cardholder to authenticate (3-D Secure); off-session that means asking the guest to pay on a page. */
  | { status: 'requires_action'; intentId: string; reason: string }
  /** Declined (reason is the provider's decline text, fit to show staff), or canceled; intentId null when no payment was created. */
  | { status: 'failed'; intentId: string | null; reason: string };

/** A hosted page the guest is sent to; customerId is the provider's customer the card will be saved on. */
export interface HostedSession {
  /** The provider's session id, to ask sessionResult about. */
  sessionId: string;
  /** Where to send the guest. */
  url: string;
  /** The provider's customer that the card is saved on. */
  customerId: string;
}

/** What a completed hosted session left behind. */
export interface SessionResult {
  /** The provider's customer the card is saved on. */
  customerId: string;
  /** The saved card's id, for chargeSaved and authorise. */
  paymentMethodId: string;
  /** The saved card as shown to staff. */
  card: CardDetails;
  /** For a payment session, the payment's state; null for a card-setup session. */
  payment: ChargeOutcome | null;
}

/** An off-session charge or hold on a saved card. */
export interface SavedCardCharge {
  /** The provider's customer the card belongs to. */
  customerId: string;
  /** The saved card. */
  paymentMethodId: string;
  /** In the currency's minor unit; a positive integer. */
  amountMinor: number;
  /** ISO 4217, any case. */
  currency: string;
  /** Shown on the provider's dashboard and, shortened, on the guest's statement. */
  description: string;
  /** Our ids (booking, venue…) so the provider's records lead back to ours. */
  metadata: Record<string, string>;
  /** The same key for a retry of the same charge; a new key for a new charge. */
  idempotencyKey: string;
}

/** A provider's webhook event, verified and reduced to what our handlers read. */
export interface PaymentWebhookEvent {
  /** The provider's event id: a redelivery carries the same one, so handlers dedupe on it. */
  id: string;
  /** e.g. checkout.session.completed, payment_intent.succeeded, charge.refunded. */
  type: string;
  /** Unix seconds when the provider raised it. */
  created: number;
  /** The object the event is about (the provider's data.object), as the provider sent it. */
  object: Record<string, unknown>;
}

export interface PaymentProviderAdapter {
  /** Which provider this is, for stored ids and logs. */
  readonly kind: 'stripe';
  /** A hosted page (Stripe Checkout, mode "setup") where the guest adds a card for later off-session use. */
  startCardSetup(input: {
    customerEmail: string | null;
    customerName: string;
    currency: string;
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<HostedSession>;
  /** A hosted page (Stripe Checkout, mode "payment") for a deposit or prepayment of amountMinor; captureMethod 'manual' makes it an authorisation hold; the card is saved for later off-session use. */
  startPayment(input: {
    customerEmail: string | null;
    customerName: string;
    currency: string;
    amountMinor: number;
    description: string;
    captureMethod: 'automatic' | 'manual';
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<HostedSession>;
  /** What a completed hosted session left (customer, saved card, and for a payment its state); null while the session is not complete. */
  sessionResult(sessionId: string): Promise<SessionResult | null>;
  /** An off-session charge on a saved card (a no-show fee); declines and authentication_required come back as outcomes, never thrown. */
  chargeSaved(input: SavedCardCharge): Promise<ChargeOutcome>;
  /** An off-session authorisation hold on a saved card, to capture or release later. */
  authorise(input: SavedCardCharge): Promise<ChargeOutcome>;
  /** Captures amountMinor (at most the amount held) of an authorisation; the rest is released. */
  capture(intentId: string, amountMinor: number, idempotencyKey: string): Promise<ChargeOutcome>;
  /** Releases an authorisation hold (or abandons an unpaid payment); releasing one already released answers canceled too. */
  release(intentId: string, idempotencyKey: string): Promise<{ status: 'canceled' }>;
  /** Refunds amountMinor of a captured payment, or all that is left of it when amountMinor is null. */
  refund(
    intentId: string,
    amountMinor: number | null,
    idempotencyKey: string,
  ): Promise<{ refundId: string; status: string; amountMinor: number }>;
  /** Asks the provider who the key belongs to and answers a sentence staff can act on; never throws. */
  testConnection(): Promise<{ ok: boolean; result: string }>;
  /** Registers our webhook URL with the provider and answers the endpoint's id and its signing secret. */
  registerWebhook(url: string, idempotencyKey: string): Promise<{ endpointId: string; secret: string }>;
  /** Deletes a webhook endpoint we registered (a rotated key's old one); one already gone counts as deleted. */
  removeWebhook(endpointId: string): Promise<void>;
  /** Verifies a delivery's signature (300 s tolerance) and answers the event; throws WebhookSignatureError saying why when it is not genuine. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined, secret: string): PaymentWebhookEvent;
}

/** The provider could not be reached, or answered 429 or 5xx: the same call, with the same idempotency key, may work later. */
export class TransientPaymentError extends Error {
  override readonly name = 'TransientPaymentError';
}

/** The provider refused the request for a reason retrying will not fix (bad key, unknown id, wrong state); message is the provider's. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  /** The provider's error code (e.g. payment_intent_unexpected_state), when it gave one. */
  readonly code: string | null;
  /** The provider's HTTP status, when there was a response. */
  readonly httpStatus: number | null;
  constructor(
    message: string,
    details: { code?: string | null; httpStatus?: number | null; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.code = details.code ?? null;
    this.httpStatus = details.httpStatus ?? null;
  }
}

/** A webhook delivery whose signature is missing, wrong or too old; the message says which. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}
