// The card-payment adapter backed by Stripe, through Stripe's official Node SDK so request
// signing, retries with idempotency keys, error classes and webhook verification are Stripe's own
// code rather than ours. Guests meet Stripe only on Stripe Checkout (hosted pages); everything
// after that (no-show fees, holds, captures, refunds) is off-session on the card Checkout saved.
// `base` points the SDK at another host speaking Stripe's API (the tests' stand-in); absent, it
// talks to api.stripe.com.
import Stripe from 'stripe';
import {
  type CardDetails,
  type ChargeOutcome,
  type PaymentProviderAdapter,
  type PaymentWebhookEvent,
  type SavedCardCharge,
  PaymentProviderError,
  TransientPaymentError,
  WebhookSignatureError,
} from './payment-provider.js';

/**
 * The API version this SDK release was generated for. Written out (and checked against the SDK)
 * so an SDK upgrade that moves it fails the typecheck and gets read, instead of silently changing
 * the shape of every object and webhook we receive.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies typeof Stripe.API_VERSION;

/** The events our webhook endpoint subscribes to: the outcomes of what this adapter starts. */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.expired',
  'payment_intent.succeeded',
  'payment_intent.amount_capturable_updated',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.refunded',
  'charge.dispute.created',
] satisfies Stripe.WebhookEndpointCreateParams.EnabledEvent[];

/** Stripe's timestamp tolerance for signatures: an older delivery is refused as a possible replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export function stripeProvider(account: { secretKey: string; base?: string }): PaymentProviderAdapter {
  const stripe = new Stripe(account.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    ...apiHost(account.base),
    maxNetworkRetries: 2,
    timeout: 15_000,
    // Request timings and our platform are not Stripe's business.
    telemetry: false,
  });

  /** A customer to save the card on, created before the session so its id is ours to keep from the start. */
  const createCustomer = async (input: {
    customerEmail: string | null;
    customerName: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }) =>
    call('creating the Stripe customer', () =>
      stripe.customers.create(
        {
          ...(input.customerEmail ? { email: input.customerEmail } : {}),
          name: input.customerName,
          metadata: input.metadata,
        },
        { idempotencyKey: `${input.idempotencyKey}:customer` },
      ),
    );

  const hosted = (session: Stripe.Checkout.Session, customerId: string) => {
    if (!session.url)
      throw new PaymentProviderError(`Stripe created Checkout Session ${session.id} without a URL.`);
    return { sessionId: session.id, url: session.url, customerId };
  };

  /** A PaymentIntent confirmed off-session on a saved card; declines become outcomes. */
  const offSession = async (input: SavedCardCharge, captureMethod: 'automatic' | 'manual') => {
    assertAmount(input.amountMinor);
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountMinor,
          currency: input.currency.toLowerCase(),
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          description: input.description,
          metadata: input.metadata,
          capture_method: captureMethod,
          confirm: true,
          off_session: true,
          // Only the saved card is used, so no redirect-based method (and no return_url) can come up.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          expand: ['latest_charge'],
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return outcomeOf(intent);
    } catch (error) {
      const declined = declineOutcome(error);
      if (declined) return declined;
      throw providerError(error, captureMethod === 'manual' ? 'placing the hold' : 'charging the saved card');
    }
  };

  return {
    kind: 'stripe',

    async startCardSetup(input) {
      const customer = await createCustomer(input);
      const session = await call('creating the Checkout Session', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'setup',
            customer: customer.id,
            currency: input.currency.toLowerCase(),
            allowed_payment_method_types: ['card'],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: input.metadata,
            setup_intent_data: { metadata: input.metadata },
          },
          { idempotencyKey: `${input.idempotencyKey}:checkout` },
        ),
      );
      return hosted(session, customer.id);
    },

    async startPayment(input) {
      assertAmount(input.amountMinor);
      const customer = await createCustomer(input);
      const currency = input.currency.toLowerCase();
      const session = await call('creating the Checkout Session', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            customer: customer.id,
            allowed_payment_method_types: ['card'],
            line_items: [
              {
                price_data: {
                  currency,
                  unit_amount: input.amountMinor,
                  product_data: { name: input.description },
                },
                quantity: 1,
              },
            ],
            payment_intent_data: {
              capture_method: input.captureMethod,
              // Saved for the no-show fee or the rest of the bill, charged without the guest present.
              setup_future_usage: 'off_session',
              description: input.description,
              metadata: input.metadata,
            },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: input.metadata,
          },
          { idempotencyKey: `${input.idempotencyKey}:checkout` },
        ),
      );
      return hosted(session, customer.id);
    },

    async sessionResult(sessionId) {
      const session = await call('reading the Checkout Session', () =>
        stripe.checkout.sessions.retrieve(sessionId, {
          expand: [
            'setup_intent.payment_method',
            'payment_intent.payment_method',
            'payment_intent.latest_charge',
          ],
        }),
      );
      if (session.status !== 'complete') return null;
      const customerId = idOf(session.customer);
      const intent = expanded(session.payment_intent);
      const setup = expanded(session.setup_intent);
      const method = expanded(intent?.payment_method ?? null) ?? expanded(setup?.payment_method ?? null);
      if (!customerId || !method?.card)
        throw new PaymentProviderError(
          `Checkout Session ${sessionId} is complete but left no ${customerId ? 'saved card' : 'customer'}.`,
        );
      return {
        customerId,
        paymentMethodId: method.id,
        card: cardOf(method.card),
        payment: intent ? outcomeOf(intent) : null,
      };
    },

    chargeSaved: (input) => offSession(input, 'automatic'),

    authorise: (input) => offSession(input, 'manual'),

    async capture(intentId, amountMinor, idempotencyKey) {
      assertAmount(amountMinor);
      try {
        const intent = await stripe.paymentIntents.capture(
          intentId,
          { amount_to_capture: amountMinor, expand: ['latest_charge'] },
          { idempotencyKey },
        );
        return outcomeOf(intent);
      } catch (error) {
        const declined = declineOutcome(error);
        if (declined) return declined;
        // A hold left past its capture window was released by the issuer: that is an outcome too.
        if (error instanceof Stripe.errors.StripeError && error.code === 'charge_expired_for_capture')
          return { status: 'failed', intentId, reason: error.message };
        throw providerError(error, 'capturing the hold');
      }
    },

    async release(intentId, idempotencyKey) {
      try {
        await stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey });
        return { status: 'canceled' };
      } catch (error) {
        // Releasing twice (a retry with a new key, a second click) is not a failure.
        if (
          error instanceof Stripe.errors.StripeError &&
          error.code === 'payment_intent_unexpected_state' &&
          error.payment_intent?.status === 'canceled'
        )
          return { status: 'canceled' };
        throw providerError(error, 'releasing the hold');
      }
    },

    async refund(intentId, amountMinor, idempotencyKey) {
      if (amountMinor !== null) assertAmount(amountMinor);
      const refund = await call('refunding', () =>
        stripe.refunds.create(
          { payment_intent: intentId, ...(amountMinor === null ? {} : { amount: amountMinor }) },
          { idempotencyKey },
        ),
      );
      return { refundId: refund.id, status: refund.status ?? 'pending', amountMinor: refund.amount };
    },

    async testConnection() {
      const key = account.secretKey.trim();
      const mode = /^[rs]k_live_/.test(key) ? 'live' : 'test';
      if (key.startsWith('pk_'))
        return {
          ok: false,
          result:
            'That is the publishable key (pk_…). Paste the secret key (sk_live_… or sk_test_…) from the Stripe Dashboard, Developers → API keys.',
        };
      if (!/^[rs]k_(live|test)_/.test(key))
        return {
          ok: false,
          result:
            'That is not a Stripe secret key: it starts with sk_live_ or sk_test_ (rk_ for a restricted key). Copy it from the Stripe Dashboard, Developers → API keys.',
        };
      const modeNote =
        mode === 'test' ? 'test mode: only test cards work and no real money moves' : 'live mode';
      try {
        const acct = await stripe.accounts.retrieveCurrent();
        const name =
          acct.settings?.dashboard?.display_name || acct.business_profile?.name || acct.email || acct.id;
        if (!acct.charges_enabled)
          return {
            ok: false,
            result: `The key works (Stripe account “${name}”, ${acct.id}), but the account cannot take card payments yet: finish activating it in the Stripe Dashboard.`,
          };
        return { ok: true, result: `Connected to Stripe account “${name}” (${acct.id}) in ${modeNote}.` };
      } catch (error) {
        // A restricted key may not read the account; reading the balance still proves it works.
        if (error instanceof Stripe.errors.StripePermissionError) {
          try {
            await stripe.balance.retrieve();
            return {
              ok: true,
              result: `Connected to Stripe with a restricted key in ${modeNote}. Make sure the key may write Checkout Sessions, Customers, PaymentIntents, Refunds and Webhook Endpoints.`,
            };
          } catch (balanceError) {
            return { ok: false, result: connectionProblem(balanceError) };
          }
        }
        return { ok: false, result: connectionProblem(error) };
      }
    },

    async registerWebhook(url, idempotencyKey) {
      const endpoint = await call('registering the webhook', () =>
        stripe.webhookEndpoints.create(
          {
            url,
            enabled_events: STRIPE_WEBHOOK_EVENTS,
            // Events are rendered in this version, the one our code reads objects as.
            api_version: STRIPE_API_VERSION,
            description: 'Venue console: booking payments',
          },
          { idempotencyKey },
        ),
      );
      if (!endpoint.secret)
        throw new PaymentProviderError(
          `Stripe created webhook endpoint ${endpoint.id} without a signing secret.`,
        );
      return { endpointId: endpoint.id, secret: endpoint.secret };
    },

    async removeWebhook(endpointId) {
      try {
        await stripe.webhookEndpoints.del(endpointId);
      } catch (error) {
        // Deleted already (by hand on the dashboard, or by a run of this before): nothing left to do.
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return;
        throw providerError(error, 'deleting the old webhook endpoint');
      }
    },

    parseWebhook(rawBody, signatureHeader, secret): PaymentWebhookEvent {
      if (!signatureHeader)
        throw new WebhookSignatureError(
          'The delivery has no Stripe-Signature header: it did not come from Stripe.',
        );
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw new WebhookSignatureError(signatureProblem(error.message), { cause: error });
        // The signature was good but the body is not an event (constructEvent parses after verifying).
        throw new WebhookSignatureError(
          `The signed delivery is not a Stripe event: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      return {
        id: event.id,
        type: event.type,
        created: event.created,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}

/** The SDK's host/port/protocol options for a base URL; none for real Stripe. */
function apiHost(base: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : url.protocol === 'https:' ? 'https' : null;
  if (!protocol) throw new Error(`Stripe API base must be an http(s) URL, not ${base}`);
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

function assertAmount(amountMinor: number) {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    throw new PaymentProviderError(
      `The amount must be a positive whole number of minor units, not ${amountMinor}.`,
    );
}

/** Runs one SDK call, turning its errors into ours. */
async function call<T>(doing: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw providerError(error, doing);
  }
}

/**
 * Ours for one of the SDK's errors: transient when the SDK's own retries (same idempotency key)
 * ran out on something that can clear (no connection, 429, 409 lock or concurrent key, 5xx),
 * otherwise a refusal with Stripe's message and code.
 */
function providerError(error: unknown, doing: string): Error {
  if (!(error instanceof Stripe.errors.StripeError))
    return error instanceof Error ? error : new Error(String(error));
  const status = error.statusCode ?? null;
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    status === 409 ||
    (status !== null && status >= 500)
  )
    return new TransientPaymentError(`Stripe did not answer while ${doing}: ${error.message}`, {
      cause: error,
    });
  return new PaymentProviderError(`Stripe refused ${doing}: ${error.message}`, {
    code: error.code ?? null,
    httpStatus: status,
    cause: error,
  });
}

/** The outcome of a card error (HTTP 402) raised while confirming or capturing; null for any other error. */
function declineOutcome(error: unknown): ChargeOutcome | null {
  if (!(error instanceof Stripe.errors.StripeCardError)) return null;
  const intentId = error.payment_intent?.id ?? null;
  if (
    (error.code === 'authentication_required' || error.decline_code === 'authentication_required') &&
    intentId
  )
    return { status: 'requires_action', intentId, reason: error.message };
  return { status: 'failed', intentId, reason: error.message };
}

function outcomeOf(intent: Stripe.PaymentIntent): ChargeOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', intentId: intent.id, amountMinor: intent.amount_received };
    case 'requires_capture':
      return {
        status: 'requires_capture',
        intentId: intent.id,
        amountMinor: intent.amount_capturable,
        captureBefore: captureBeforeOf(intent),
      };
    case 'requires_action':
      return {
        status: 'requires_action',
        intentId: intent.id,
        reason: 'The card issuer asks the cardholder to authenticate this payment.',
      };
    case 'requires_payment_method':
      return {
        status: 'failed',
        intentId: intent.id,
        reason: intent.last_payment_error?.message ?? 'The payment has no usable card.',
      };
    case 'canceled':
      return {
        status: 'failed',
        intentId: intent.id,
        reason: `The payment was canceled${intent.cancellation_reason ? ` (${intent.cancellation_reason})` : ''}.`,
      };
    default:
      // processing or requires_confirmation: not states a confirmed card payment is left in.
      throw new PaymentProviderError(
        `Stripe left PaymentIntent ${intent.id} in status ${intent.status}; look it up in the Stripe Dashboard.`,
      );
  }
}

function captureBeforeOf(intent: Stripe.PaymentIntent): Date | null {
  const charge = expanded(intent.latest_charge);
  const before = charge?.payment_method_details?.card?.capture_before;
  return typeof before === 'number' ? new Date(before * 1000) : null;
}

function cardOf(card: Stripe.PaymentMethod.Card): CardDetails {
  return { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

/** An expandable field's object, or null while it is only an id (or absent). */
function expanded<T extends { id?: string }>(value: string | T | null | undefined): T | null {
  return value && typeof value === 'object' ? value : null;
}

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/** A failed testConnection's sentence: what went wrong and what to do about it. */
function connectionProblem(error: unknown): string {
  if (error instanceof Stripe.errors.StripeAuthenticationError)
    return `Stripe refused the key: ${error.message} Copy the secret key again from the Stripe Dashboard, Developers → API keys (a rolled or deleted key stops working).`;
  if (error instanceof Stripe.errors.StripePermissionError)
    return `Stripe accepted the key but it may not do this: ${error.message} Use the secret key, or give the restricted key read access to the account and balance.`;
  if (error instanceof Stripe.errors.StripeConnectionError)
    return `Could not reach Stripe: ${error.message} Check this server's internet connection and firewall, then try again.`;
  if (error instanceof Stripe.errors.StripeError)
    return `Stripe answered with an error${error.statusCode ? ` (HTTP ${error.statusCode})` : ''}: ${error.message} Try again in a few minutes.`;
  return `Could not check the Stripe key: ${error instanceof Error ? error.message : String(error)}`;
}

/** Why Stripe's signature check failed, in a sentence for the log of a refused delivery. */
function signatureProblem(stripeMessage: string): string {
  if (/tolerance/i.test(stripeMessage))
    return `The Stripe-Signature timestamp is more than ${WEBHOOK_TOLERANCE_SECONDS} s old: a replayed or long-delayed delivery (or this server's clock is wrong).`;
  if (/No signatures found matching/i.test(stripeMessage))
    return 'The Stripe-Signature does not match the body under this endpoint’s signing secret: forged, altered in transit, or signed for another endpoint.';
  return `The Stripe-Signature is not valid: ${stripeMessage.split('\n')[0]}`;
}

/** The provider for a venue's secret key, at Stripe or at the stand-in `base` names (tests, STRIPE_API_BASE). */
export const stripeProviderAt =
  (base: string | undefined) =>
  (secretKey: string): PaymentProviderAdapter =>
    stripeProvider(base ? { secretKey, base } : { secretKey });
