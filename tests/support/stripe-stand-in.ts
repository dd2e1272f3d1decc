// A local stand-in for the part of Stripe's HTTP API that booking payments use, for tests on
// machines that cannot reach api.stripe.com. It follows Stripe's published API closely enough that
// the official SDK talks to it unmodified (pointed here with its host/port/protocol options):
// form-encoded bodies in Stripe's bracket notation, Bearer auth with a secret key, Idempotency-Key
// replays, `expand`, Stripe's object shapes and error bodies (card errors as HTTP 402 carrying the
// PaymentIntent), and webhooks signed as Stripe signs them. Checkout's hosted page is a small HTML
// form here, and Stripe's documented test card numbers behave as Stripe says they do.
//
// Deliberate simplifications, each because no test needs more: one account and one key; amounts
// are not checked against Stripe's per-currency minimums; authorisations never expire on their own;
// a webhook URL may be any http(s) URL (real Stripe wants a public one); deliveries are not retried.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

/** An Event as Stripe sends it (object: 'event'). */
export interface StandInEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** One POST of an event to a registered endpoint. */
export interface StandInDelivery {
  eventId: string;
  type: string;
  endpointId: string;
  url: string;
  /** The endpoint's HTTP status, or null when it could not be reached. */
  status: number | null;
  error: string | null;
}

export interface StandInWebhookEndpoint {
  id: string;
  url: string;
  secret: string;
  enabledEvents: string[];
}

/** What submitting the hosted page did: completed (and where the guest is sent), or the decline shown. */
export type CheckoutAttempt = { completed: true; redirectTo: string } | { completed: false; message: string };

export interface StripeStandIn {
  /** The API base (also the SDK's host/port/protocol), e.g. http://127.0.0.1:41234. */
  url: string;
  /** The secret key it accepts first. */
  secretKey: string;
  /** A new secret key for the same account (Stripe's "roll key"); the earlier keys stay valid. */
  rollKey(): string;
  /** Every event it raised, oldest first, whether or not an endpoint was registered to receive it. */
  events: StandInEvent[];
  /** Every POST of an event to an endpoint, in the order they finished. */
  deliveries: StandInDelivery[];
  /** The endpoints registered through POST /v1/webhook_endpoints. */
  webhookEndpoints: StandInWebhookEndpoint[];
  /** Stored objects of one kind ('payment_intent', 'customer', 'refund'…), as the API would show them. */
  objects(kind: string): Json[];
  /** Does what the hosted page's form POST does: pays or saves with this test card number. */
  completeCheckout(
    sessionId: string,
    cardNumber: string,
    card?: { expiry?: string; cvc?: string },
  ): Promise<CheckoutAttempt>;
  /** Sends an event again (same id and body, fresh signature) to the endpoints subscribed to it. */
  redeliver(eventId: string): Promise<StandInDelivery[]>;
  /** The next `count` API requests answer `status` (500 by default, or 429…) before doing anything. */
  failNext(count: number, status?: number): void;
  /** Resolves once every webhook delivery under way has finished. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** Stripe's API version this stand-in renders (the one the pinned SDK asks for). */
const API_VERSION = '2026-10-28.endive';
const CAPTURE_WINDOW_SECONDS = 7 * 24 * 3600;
const SESSION_LIFETIME_SECONDS = 24 * 3600;

/** How a test card behaves, as Stripe's testing docs describe it. */
type CardBehaviour =
  | 'succeeds'
  /** Every charge and every setup is declined (generic_decline). */
  | 'declined'
  /** Saves fine; charges are declined for insufficient funds. */
  | 'insufficient_funds'
  /** Saves fine (authenticated on the page); off-session charges need the cardholder to authenticate. */
  | 'authentication_required';

interface TestCard {
  brand: string;
  funding: string;
  country: string;
  behaviour: CardBehaviour;
}

const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', funding: 'credit', country: 'US', behaviour: 'succeeds' },
  '4000056655665556': { brand: 'visa', funding: 'debit', country: 'US', behaviour: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', funding: 'credit', country: 'US', behaviour: 'succeeds' },
  '378282246310005': { brand: 'amex', funding: 'credit', country: 'US', behaviour: 'succeeds' },
  '4000000000000002': { brand: 'visa', funding: 'credit', country: 'US', behaviour: 'declined' },
  '4000000000009995': { brand: 'visa', funding: 'credit', country: 'US', behaviour: 'insufficient_funds' },
  '4000002500003155': {
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    behaviour: 'authentication_required',
  },
  '4000002760003184': {
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    behaviour: 'authentication_required',
  },
};

const DECLINES = {
  declined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  authentication_required: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
} as const;

/** An error answer in Stripe's shape; `saved` says whether an Idempotency-Key keeps it for replays. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
    readonly saved = false,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, extra: Json = {}) =>
  new ApiError(400, { type: 'invalid_request_error', message, ...extra });
const missing = (kind: string, id: string, param: string) =>
  new ApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
  });

const now = () => Math.floor(Date.now() / 1000);
const clone = <T>(value: T): T => structuredClone(value);
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function randomId(prefix: string, length = 24): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let id = '';
  for (const byte of randomBytes(length)) id += alphabet[byte % alphabet.length];
  return `${prefix}${id}`;
}

/**
 * Stripe's form encoding back into objects: `a[b][c]=v` nests, `a[0]=x` and `a[]=x` make arrays
 * (the SDK sends indexed arrays; curl users send `[]`).
 */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    const path = match
      ? [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string)]
      : [rawKey];
    let node: Json = root;
    path.forEach((segment, i) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        node[key] = value;
        return;
      }
      if (!isObject(node[key])) node[key] = {};
      node = node[key] as Json;
    });
  }
  return arraysFromIndexes(root) as Json;
}

function arraysFromIndexes(value: unknown): unknown {
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysFromIndexes(value[k])]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k)))
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]);
  return converted;
}

/** Reads typed parameters the way Stripe validates them, naming the parameter when one is wrong. */
class Params {
  constructor(
    readonly raw: Json,
    private readonly prefix = '',
  ) {}
  private name(key: string) {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }
  only(...allowed: string[]) {
    for (const key of Object.keys(this.raw))
      if (!allowed.includes(key))
        throw invalid(`Received unknown parameter: ${this.name(key)}`, { param: this.name(key) });
    return this;
  }
  has(key: string) {
    return this.raw[key] !== undefined;
  }
  string(key: string): string | null {
    const value = this.raw[key];
    if (value === undefined) return null;
    if (typeof value !== 'string')
      throw invalid(`Invalid string: ${this.name(key)}`, { param: this.name(key) });
    return value;
  }
  required(key: string): string {
    const value = this.string(key);
    if (value === null || value === '')
      throw invalid(`Missing required param: ${this.name(key)}.`, { param: this.name(key) });
    return value;
  }
  oneOf<T extends string>(key: string, values: readonly T[], fallback: T): T {
    const value = this.string(key);
    if (value === null) return fallback;
    if (!(values as readonly string[]).includes(value))
      throw invalid(`Invalid ${this.name(key)}: must be one of ${values.join(', ')}`, {
        param: this.name(key),
      });
    return value as T;
  }
  integer(key: string): number | null {
    const value = this.string(key);
    if (value === null) return null;
    if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, { param: this.name(key) });
    return Number(value);
  }
  boolean(key: string): boolean {
    const value = this.string(key);
    if (value === null) return false;
    if (value !== 'true' && value !== 'false')
      throw invalid(`Invalid boolean: ${value}`, { param: this.name(key) });
    return value === 'true';
  }
  nested(key: string): Params {
    const value = this.raw[key];
    if (value === undefined || value === '') return new Params({}, this.name(key));
    if (!isObject(value)) throw invalid(`Invalid object`, { param: this.name(key) });
    return new Params(value, this.name(key));
  }
  list(key: string): unknown[] {
    const value = this.raw[key];
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw invalid(`Invalid array`, { param: this.name(key) });
    return value;
  }
  strings(key: string): string[] {
    return this.list(key).map((v) => {
      if (typeof v !== 'string') throw invalid(`Invalid array`, { param: this.name(key) });
      return v;
    });
  }
  /** Stripe's metadata limits: 50 keys, keys up to 40 characters, values up to 500. */
  metadata(key = 'metadata'): Record<string, string> {
    const value = this.raw[key];
    if (value === undefined || value === '') return {};
    if (!isObject(value)) throw invalid('Invalid object', { param: this.name(key) });
    const entries = Object.entries(value);
    if (entries.length > 50) throw invalid('Metadata can have at most 50 keys.', { param: this.name(key) });
    const out: Record<string, string> = {};
    for (const [k, v] of entries) {
      if (typeof v !== 'string') throw invalid('Invalid object', { param: `${this.name(key)}[${k}]` });
      if (k.length > 40)
        throw invalid(`Metadata keys must be at most 40 characters.`, { param: `${this.name(key)}[${k}]` });
      if (v.length > 500)
        throw invalid(`Metadata values must be at most 500 characters.`, {
          param: `${this.name(key)}[${k}]`,
        });
      if (v !== '') out[k] = v;
    }
    return out;
  }
}

function redactKey(key: string): string {
  const prefix = /^[a-z]{2}_(test|live)_/.exec(key)?.[0] ?? '';
  const rest = key.slice(prefix.length);
  return rest.length <= 4
    ? `${prefix}${'*'.repeat(rest.length)}`
    : `${prefix}${'*'.repeat(rest.length - 4)}${rest.slice(-4)}`;
}

function luhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    let n = Number(d);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  });
  return sum % 10 === 0;
}

function formatAmount(amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() });
    return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${amount} ${currency.toUpperCase()}`;
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** What the stand-in keeps about a Checkout Session beyond what the API shows of it. */
interface SessionPrivate {
  paymentIntentData: Params;
  setupIntentData: Params;
  amount: number;
  description: string;
}

interface ResponseContext {
  requestId: string;
  idempotencyKey: string | null;
  /** Events raised by this request, sent once the answer is out (as Stripe does, asynchronously). */
  events: StandInEvent[];
}

export async function startStripeStandIn(opts: { secretKey?: string } = {}): Promise<StripeStandIn> {
  const secretKey = opts.secretKey ?? `sk_test_standin_${randomBytes(12).toString('hex')}`;
  /** The keys it accepts: the first, and those rolled since (both stay valid, as in Stripe's roll). */
  const keys = new Set([secretKey]);
  const store = new Map<string, Json>();
  const cardOfMethod = new Map<string, TestCard>();
  const sessionPrivate = new Map<string, SessionPrivate>();
  const idempotent = new Map<
    string,
    { fingerprint: string; status: number; body: Json; requestId: string }
  >();
  const events: StandInEvent[] = [];
  const deliveries: StandInDelivery[] = [];
  const webhookEndpoints: StandInWebhookEndpoint[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const failures: number[] = [];
  const accountId = randomId('acct_', 16);
  const accountCreated = now();
  let base = '';

  const put = (object: Json) => {
    store.set(object.id as string, object);
    return object;
  };
  const get = (kind: string, id: string, param: string): Json => {
    const object = store.get(id);
    if (!object || object.object !== kind) throw missing(kind, id, param);
    return object;
  };

  // ---- events and webhooks ----

  const raise = (type: string, object: Json, context: ResponseContext | null): StandInEvent => {
    const subscribed = webhookEndpoints.filter(
      (e) => e.enabledEvents.includes('*') || e.enabledEvents.includes(type),
    );
    const event: StandInEvent = {
      id: randomId('evt_'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: { object: clone(object) },
      livemode: false,
      pending_webhooks: subscribed.length,
      request: { id: context?.requestId ?? null, idempotency_key: context?.idempotencyKey ?? null },
      type,
    };
    events.push(event);
    context?.events.push(event);
    return event;
  };

  const deliverTo = async (
    event: StandInEvent,
    endpoint: StandInWebhookEndpoint,
  ): Promise<StandInDelivery> => {
    // Stripe sends the event pretty-printed and signs `${t}.${body}` with the endpoint's secret.
    const payload = JSON.stringify(event, null, 2);
    const t = now();
    const signature = createHmac('sha256', endpoint.secret).update(`${t}.${payload}`).digest('hex');
    const delivery: StandInDelivery = {
      eventId: event.id,
      type: event.type,
      endpointId: endpoint.id,
      url: endpoint.url,
      status: null,
      error: null,
    };
    try {
      const res = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': `t=${t},v1=${signature}`,
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      delivery.status = res.status;
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    deliveries.push(delivery);
    return delivery;
  };

  const deliver = (event: StandInEvent): Promise<StandInDelivery[]> => {
    const targets = webhookEndpoints.filter(
      (e) => e.enabledEvents.includes('*') || e.enabledEvents.includes(event.type),
    );
    const sending = Promise.all(targets.map((endpoint) => deliverTo(event, endpoint)));
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
    return sending;
  };

  // ---- objects ----

  const customerFrom = (p: Params): Json =>
    put({
      id: randomId('cus_', 14),
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: p.string('description'),
      email: p.string('email'),
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: p.metadata(),
      name: p.string('name'),
      phone: p.string('phone'),
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    });

  const paymentMethodFor = (
    card: TestCard,
    number: string,
    exp: { month: number; year: number },
    customer: Json | null,
  ) => {
    const method = put({
      id: randomId('pm_'),
      object: 'payment_method',
      allow_redisplay: 'limited',
      billing_details: {
        address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
        email: (customer?.email as string | null) ?? null,
        name: (customer?.name as string | null) ?? null,
        phone: null,
        tax_id: null,
      },
      card: {
        brand: card.brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: card.country,
        display_brand: card.brand,
        exp_month: exp.month,
        exp_year: exp.year,
        fingerprint: createHmac('sha256', 'fingerprint').update(number).digest('hex').slice(0, 16),
        funding: card.funding,
        generated_from: null,
        last4: number.slice(-4),
        networks: { available: [card.brand], preferred: null },
        regulated_status: 'unregulated',
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: now(),
      customer: customer?.id ?? null,
      customer_account: null,
      livemode: false,
      metadata: {},
      type: 'card',
    });
    cardOfMethod.set(method.id as string, card);
    return method;
  };

  const chargeFor = (
    intent: Json,
    method: Json,
    outcome: 'captured' | 'authorized' | keyof typeof DECLINES,
  ) => {
    const amount = intent.amount as number;
    const card = method.card as Json;
    const failed = outcome !== 'captured' && outcome !== 'authorized';
    const decline = failed ? DECLINES[outcome] : null;
    return put({
      id: randomId('ch_'),
      object: 'charge',
      amount,
      amount_captured: outcome === 'captured' ? amount : 0,
      amount_refunded: 0,
      application: null,
      application_fee: null,
      application_fee_amount: null,
      balance_transaction: outcome === 'captured' ? randomId('txn_') : null,
      billing_details: clone(method.billing_details),
      calculated_statement_descriptor: 'STAND-IN VENUE',
      captured: outcome === 'captured',
      created: now(),
      currency: intent.currency,
      customer: intent.customer,
      description: intent.description,
      disputed: false,
      failure_balance_transaction: null,
      failure_code: decline?.code ?? null,
      failure_message: decline?.message ?? null,
      fraud_details: {},
      livemode: false,
      metadata: clone(intent.metadata),
      on_behalf_of: null,
      outcome: decline
        ? {
            network_status: 'declined_by_network',
            reason: decline.decline_code,
            risk_level: 'normal',
            seller_message: 'The bank did not return any further details with this decline.',
            type: 'issuer_declined',
          }
        : {
            network_status: 'approved_by_network',
            reason: null,
            risk_level: 'normal',
            seller_message: 'Payment complete.',
            type: 'authorized',
          },
      paid: !decline,
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: {
        type: 'card',
        card: {
          amount_authorized: decline ? null : amount,
          authorization_code: decline ? null : String(100000 + (randomBytes(2).readUInt16BE() % 900000)),
          brand: card.brand,
          ...(outcome === 'authorized' ? { capture_before: now() + CAPTURE_WINDOW_SECONDS } : {}),
          checks: clone(card.checks),
          country: card.country,
          exp_month: card.exp_month,
          exp_year: card.exp_year,
          fingerprint: card.fingerprint,
          funding: card.funding,
          last4: card.last4,
          network: card.brand,
          three_d_secure: null,
          wallet: null,
        },
      },
      receipt_email: null,
      receipt_number: null,
      receipt_url: null,
      refunded: false,
      review: null,
      shipping: null,
      source: null,
      source_transfer: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: decline ? 'failed' : 'succeeded',
      transfer_data: null,
      transfer_group: null,
    });
  };

  const newPaymentIntent = (fields: {
    amount: number;
    currency: string;
    customer: string | null;
    description: string | null;
    metadata: Record<string, string>;
    captureMethod: string;
    setupFutureUsage: string | null;
    automaticPaymentMethods: Json | null;
    allowedTypes: string[] | null;
  }): Json => {
    const id = randomId('pi_');
    return put({
      id,
      object: 'payment_intent',
      allowed_payment_method_types: fields.allowedTypes,
      amount: fields.amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: fields.automaticPaymentMethods,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: fields.captureMethod,
      client_secret: `${id}_secret_${randomId('', 25)}`,
      confirmation_method: 'automatic',
      created: now(),
      currency: fields.currency,
      customer: fields.customer,
      customer_account: null,
      description: fields.description,
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      managed_payments: null,
      metadata: fields.metadata,
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: {
        card: {
          installments: null,
          mandate_options: null,
          network: null,
          request_three_d_secure: 'automatic',
        },
      },
      payment_method_types: ['card'],
      payment_record: null,
      processing: null,
      receipt_email: null,
      review: null,
      setup_future_usage: fields.setupFutureUsage,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
    });
  };

  /**
   * Confirms a PaymentIntent with its card. On-session means the cardholder is there to
   * authenticate (the hosted page); off-session, a card that wants authentication fails.
   * A decline raises a 402 card error carrying the PaymentIntent, as Stripe's does.
   */
  const confirm = (
    intent: Json,
    method: Json,
    onSession: 'hosted_page' | 'api' | 'off_session',
    context: ResponseContext | null,
  ) => {
    intent.payment_method = method.id;
    const card = cardOfMethod.get(method.id as string) ?? TEST_CARDS['4242424242424242']!;
    let decline: keyof typeof DECLINES | null = null;
    if (card.behaviour === 'declined' || card.behaviour === 'insufficient_funds') decline = card.behaviour;
    else if (card.behaviour === 'authentication_required' && onSession === 'off_session')
      decline = 'authentication_required';
    else if (card.behaviour === 'authentication_required' && onSession === 'api') {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      raise('payment_intent.requires_action', intent, context);
      return;
    }
    if (decline) {
      const charge = chargeFor(intent, method, decline);
      const detail = DECLINES[decline];
      const error: Json = {
        type: 'card_error',
        code: detail.code,
        decline_code: detail.decline_code,
        message: detail.message,
        charge: charge.id,
        doc_url: `https://stripe.com/docs/error-codes/${detail.code.replace(/_/g, '-')}`,
        request_log_url: null,
      };
      intent.latest_charge = charge.id;
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { ...error, payment_method: clone(method) };
      raise('payment_intent.payment_failed', intent, context);
      throw new ApiError(
        402,
        { ...error, payment_intent: clone(intent), payment_method: clone(method) },
        true,
      );
    }
    const manual = intent.capture_method === 'manual';
    const charge = chargeFor(intent, method, manual ? 'authorized' : 'captured');
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
    intent.next_action = null;
    if (manual) {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
      raise('payment_intent.amount_capturable_updated', intent, context);
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      raise('payment_intent.succeeded', intent, context);
    }
  };

  const unexpectedState = (intent: Json, action: 'captured' | 'canceled', allowed: string[]) =>
    new ApiError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message:
        action === 'captured'
          ? `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be captured: ${allowed.join(', ')}.`
          : `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be canceled: ${allowed.join(', ')}.`,
      doc_url: 'https://stripe.com/docs/error-codes/payment-intent-unexpected-state',
      payment_intent: clone(intent),
    });

  /** What is still refundable on a charge: captured less refunds made (the released remainder never was). */
  const refundedSoFar = (chargeId: string) =>
    [...store.values()]
      .filter((o) => o.object === 'refund' && o.charge === chargeId)
      .reduce((sum, r) => sum + (r.amount as number), 0);

  // ---- checkout ----

  const sessionAttempt = (
    sessionId: string,
    form: { cardnumber: string; exp: string; cvc: string },
  ):
    | { completed: true; redirectTo: string; events: StandInEvent[] }
    | { completed: false; message: string } => {
    const session = store.get(sessionId);
    if (!session || session.object !== 'checkout.session')
      throw new Error(`No such checkout session: ${sessionId}`);
    if (session.status !== 'open')
      return { completed: false, message: `This Checkout Session is ${String(session.status)}.` };
    const number = form.cardnumber.replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(number) || !luhn(number))
      return { completed: false, message: 'Your card number is invalid.' };
    const card = TEST_CARDS[number];
    if (!card)
      return {
        completed: false,
        message:
          'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      };
    const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.exp);
    if (!expiry) return { completed: false, message: "Your card's expiration date is incomplete." };
    const month = Number(expiry[1]);
    const year = Number(expiry[2]) < 100 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    if (month < 1 || month > 12)
      return { completed: false, message: "Your card's expiration month is invalid." };
    const today = new Date();
    if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1))
      return { completed: false, message: "Your card's expiration date is in the past." };
    if (!/^\d{3,4}$/.test(form.cvc.trim()))
      return { completed: false, message: "Your card's security code is incomplete." };
    if (card.behaviour === 'declined') return { completed: false, message: DECLINES.declined.message };
    const extra = sessionPrivate.get(sessionId)!;
    if (session.mode === 'payment' && card.behaviour === 'insufficient_funds')
      return { completed: false, message: DECLINES.insufficient_funds.message };

    const context: ResponseContext = { requestId: randomId('req_', 14), idempotencyKey: null, events: [] };
    const customer = session.customer ? (store.get(session.customer as string) ?? null) : null;
    // Checkout attaches the card to the customer only when it is being saved for later.
    const saving = session.mode === 'setup' || extra.paymentIntentData.string('setup_future_usage') !== null;
    const method = paymentMethodFor(card, number, { month, year }, saving ? customer : null);
    session.customer_details = {
      address: null,
      email: (customer?.email as string | null) ?? (session.customer_email as string | null),
      name: (customer?.name as string | null) ?? null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    if (session.mode === 'setup') {
      const setupIntent = put({
        id: randomId('seti_'),
        object: 'setup_intent',
        allowed_payment_method_types: session.allowed_payment_method_types,
        application: null,
        automatic_payment_methods: null,
        cancellation_reason: null,
        client_secret: null,
        created: now(),
        customer: session.customer,
        customer_account: null,
        description: extra.setupIntentData.string('description'),
        excluded_payment_method_types: null,
        flow_directions: null,
        last_setup_error: null,
        latest_attempt: randomId('setatt_'),
        livemode: false,
        mandate: null,
        metadata: extra.setupIntentData.metadata(),
        next_action: null,
        on_behalf_of: null,
        payment_method: method.id,
        payment_method_configuration_details: null,
        payment_method_options: {
          card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
        },
        payment_method_types: ['card'],
        single_use_mandate: null,
        status: 'succeeded',
        usage: 'off_session',
      });
      session.setup_intent = setupIntent.id;
      raise('setup_intent.succeeded', setupIntent, context);
    } else {
      const data = extra.paymentIntentData;
      const intent = newPaymentIntent({
        amount: extra.amount,
        currency: session.currency as string,
        customer: (session.customer as string | null) ?? null,
        description: data.string('description') ?? extra.description,
        metadata: data.metadata(),
        captureMethod: data.oneOf(
          'capture_method',
          ['automatic', 'automatic_async', 'manual'],
          'automatic_async',
        ),
        setupFutureUsage: data.string('setup_future_usage'),
        automaticPaymentMethods: null,
        allowedTypes: session.allowed_payment_method_types as string[] | null,
      });
      // The guest is on the page, so a card asking for authentication gets it and goes through.
      confirm(intent, method, 'hosted_page', context);
      session.payment_intent = intent.id;
      session.payment_status = intent.status === 'succeeded' ? 'paid' : 'unpaid';
    }
    session.status = 'complete';
    raise('checkout.session.completed', session, context);
    const redirectTo = (session.success_url as string).replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
    return { completed: true, redirectTo, events: context.events };
  };

  /** Submits the page; on success its events reach the endpoints before the guest is redirected, so a test (or our server) sees the webhook by the time the guest lands on success_url. */
  const submitCheckout = async (
    sessionId: string,
    form: { cardnumber: string; exp: string; cvc: string },
  ) => {
    const attempt = sessionAttempt(sessionId, form);
    if (!attempt.completed) return attempt;
    await Promise.all(attempt.events.map((event) => deliver(event)));
    return { completed: true as const, redirectTo: attempt.redirectTo };
  };

  const checkoutPage = (
    session: Json,
    problem: string | null,
    entered: { cardnumber?: string; exp?: string } = {},
  ) => {
    const extra = sessionPrivate.get(session.id as string);
    const setup = session.mode === 'setup';
    const saves = setup || (extra?.paymentIntentData.string('setup_future_usage') ?? null) === 'off_session';
    const heading = setup
      ? 'Save your card'
      : `Pay ${formatAmount(extra?.amount ?? 0, String(session.currency))}`;
    const body =
      session.status !== 'open'
        ? `<p>This checkout session is ${escapeHtml(String(session.status))}.</p>`
        : `${extra?.description ? `<p>${escapeHtml(extra.description)}</p>` : ''}
    ${problem ? `<p role="alert" class="error">${escapeHtml(problem)}</p>` : ''}
    <form method="post" action="/checkout/${escapeHtml(String(session.id))}" novalidate>
      <p><label for="cardnumber">Card number</label><br>
      <input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" required
        value="${escapeHtml(entered.cardnumber ?? '')}"></p>
      <p><label for="exp">Expiry (MM/YY)</label><br>
      <input id="exp" name="exp" autocomplete="cc-exp" placeholder="MM/YY" required value="${escapeHtml(entered.exp ?? '')}"></p>
      <p><label for="cvc">CVC</label><br>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></p>
      ${saves ? '<p>By providing your card information, you allow the venue to charge your card for future payments in accordance with its terms.</p>' : ''}
      <p><button type="submit">${setup ? 'Save card' : 'Pay'}</button></p>
    </form>
    ${typeof session.cancel_url === 'string' ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : ''}`;
    return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(heading)} · Checkout (Stripe stand-in)</title>
  <style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
  input{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}button{font-size:1rem;padding:.5rem 1.5rem}
  .error{color:#a00;font-weight:600}</style>
</head>
<body>
  <main>
    <h1>${escapeHtml(heading)}</h1>
    <p>Test mode: use a test card such as 4242 4242 4242 4242.</p>
    ${body}
  </main>
</body>
</html>`;
  };

  // ---- API routes ----

  type Handler = (p: Params, context: ResponseContext, match: RegExpExecArray) => Json;
  const routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  const route = (method: string, pattern: RegExp, handler: Handler) =>
    routes.push({ method, pattern, handler });

  route('POST', /^\/v1\/customers$/, (p) =>
    customerFrom(p.only('email', 'name', 'description', 'phone', 'metadata', 'expand')),
  );
  route('GET', /^\/v1\/customers\/([^/]+)$/, (_p, _c, m) => get('customer', m[1]!, 'id'));

  route('POST', /^\/v1\/checkout\/sessions$/, (p) => {
    p.only(
      'mode',
      'customer',
      'customer_email',
      'currency',
      'allowed_payment_method_types',
      'success_url',
      'cancel_url',
      'metadata',
      'line_items',
      'payment_intent_data',
      'setup_intent_data',
      'client_reference_id',
      'ui_mode',
      'expires_at',
      'locale',
      'expand',
    );
    const mode = p.required('mode');
    if (mode !== 'setup' && mode !== 'payment')
      throw invalid(`The stand-in supports mode setup and payment, not ${mode}.`, { param: 'mode' });
    const uiMode = p.oneOf('ui_mode', ['hosted_page'], 'hosted_page');
    const successUrl = p.required('success_url');
    for (const key of ['success_url', 'cancel_url'] as const) {
      const value = p.string(key);
      if (value !== null && !/^https?:\/\/[^\s]+$/.test(value))
        throw invalid(`Not a valid URL`, { param: key });
    }
    const customerId = p.string('customer');
    if (customerId) get('customer', customerId, 'customer');
    if (customerId && p.has('customer_email'))
      throw invalid('You may only specify one of these parameters: customer, customer_email.', {
        param: 'customer_email',
      });
    const allowed = p.has('allowed_payment_method_types') ? p.strings('allowed_payment_method_types') : null;
    if (allowed && allowed.some((t) => t !== 'card'))
      throw invalid('The stand-in offers only card.', { param: 'allowed_payment_method_types' });
    const paymentIntentData = p
      .nested('payment_intent_data')
      .only(
        'capture_method',
        'setup_future_usage',
        'description',
        'metadata',
        'receipt_email',
        'statement_descriptor_suffix',
      );
    const setupIntentData = p.nested('setup_intent_data').only('description', 'metadata');
    paymentIntentData.oneOf('capture_method', ['automatic', 'automatic_async', 'manual'], 'automatic_async');
    paymentIntentData.oneOf('setup_future_usage', ['on_session', 'off_session'], 'on_session');
    paymentIntentData.metadata();
    setupIntentData.metadata();
    let currency = p.string('currency')?.toLowerCase() ?? null;
    let amount = 0;
    let description = '';
    if (mode === 'setup') {
      if (p.has('payment_intent_data'))
        throw invalid('You can not pass `payment_intent_data` in `setup` mode.', {
          param: 'payment_intent_data',
        });
      if (p.has('line_items'))
        throw invalid('You can not pass `line_items` in `setup` mode.', { param: 'line_items' });
      if (!currency && !allowed) throw invalid('Missing required param: currency.', { param: 'currency' });
    } else {
      if (p.has('setup_intent_data'))
        throw invalid('You can not pass `setup_intent_data` in `payment` mode.', {
          param: 'setup_intent_data',
        });
      const items = p.list('line_items');
      if (items.length === 0)
        throw invalid('`line_items` is required in `payment` mode.', { param: 'line_items' });
      items.forEach((raw, i) => {
        if (!isObject(raw)) throw invalid('Invalid object', { param: `line_items[${i}]` });
        const item = new Params(raw, `line_items[${i}]`).only('price_data', 'quantity');
        const price = item.nested('price_data').only('currency', 'unit_amount', 'product_data');
        const itemCurrency = price.required('currency').toLowerCase();
        const unit = price.integer('unit_amount');
        if (unit === null || unit < 0)
          throw invalid('Missing required param: unit_amount.', {
            param: `line_items[${i}][price_data][unit_amount]`,
          });
        const name = price.nested('product_data').only('name', 'description', 'metadata').required('name');
        const quantity = item.integer('quantity') ?? 1;
        if (currency && currency !== itemCurrency)
          throw invalid('All line items must use the same currency.', {
            param: `line_items[${i}][price_data][currency]`,
          });
        currency = itemCurrency;
        amount += unit * quantity;
        description = description ? `${description}, ${name}` : name;
      });
    }
    const id = randomId('cs_test_', 58);
    const created = now();
    const customer = customerId ? store.get(customerId) : null;
    const session = put({
      id,
      object: 'checkout.session',
      allowed_payment_method_types: allowed,
      amount_subtotal: mode === 'payment' ? amount : null,
      amount_total: mode === 'payment' ? amount : null,
      cancel_url: p.string('cancel_url'),
      client_reference_id: p.string('client_reference_id'),
      client_secret: null,
      created,
      currency,
      customer: customerId,
      customer_creation: customerId ? null : 'if_required',
      customer_details: null,
      customer_email: p.string('customer_email') ?? customer?.email ?? null,
      expires_at: created + SESSION_LIFETIME_SECONDS,
      livemode: false,
      locale: p.string('locale'),
      metadata: p.metadata(),
      mode,
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      setup_intent: null,
      status: 'open',
      success_url: successUrl,
      ui_mode: uiMode,
      url: `${base}/checkout/${id}`,
    });
    sessionPrivate.set(id, { paymentIntentData, setupIntentData, amount, description });
    return session;
  });
  route('GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (_p, _c, m) =>
    get('checkout.session', m[1]!, 'session'),
  );
  route('GET', /^\/v1\/setup_intents\/([^/]+)$/, (_p, _c, m) => get('setup_intent', m[1]!, 'intent'));
  route('GET', /^\/v1\/payment_methods\/([^/]+)$/, (_p, _c, m) =>
    get('payment_method', m[1]!, 'payment_method'),
  );
  route('GET', /^\/v1\/charges\/([^/]+)$/, (_p, _c, m) => get('charge', m[1]!, 'charge'));
  route('GET', /^\/v1\/refunds\/([^/]+)$/, (_p, _c, m) => get('refund', m[1]!, 'refund'));
  route('GET', /^\/v1\/events\/([^/]+)$/, (_p, _c, m) => {
    const event = events.find((e) => e.id === m[1]);
    if (!event) throw missing('event', m[1]!, 'id');
    return clone(event) as unknown as Json;
  });

  route('POST', /^\/v1\/payment_intents$/, (p, context) => {
    p.only(
      'amount',
      'currency',
      'customer',
      'payment_method',
      'confirm',
      'off_session',
      'capture_method',
      'metadata',
      'description',
      'setup_future_usage',
      'automatic_payment_methods',
      'allowed_payment_method_types',
      'return_url',
      'receipt_email',
      'statement_descriptor_suffix',
      'expand',
    );
    const amount = p.integer('amount');
    if (amount === null) throw invalid('Missing required param: amount.', { param: 'amount' });
    if (amount < 1) throw invalid('This value must be greater than or equal to 1.', { param: 'amount' });
    const currency = p.required('currency').toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, { param: 'currency' });
    const customerId = p.string('customer');
    if (customerId) get('customer', customerId, 'customer');
    const methodId = p.string('payment_method');
    const method = methodId ? get('payment_method', methodId, 'payment_method') : null;
    if (method && method.customer && method.customer !== customerId)
      throw invalid(
        `The provided PaymentMethod ${String(method.id)} is attached to a Customer; pass that Customer as \`customer\`.`,
        { param: 'payment_method' },
      );
    const doConfirm = p.boolean('confirm');
    const offSession = p.boolean('off_session');
    if (offSession && !doConfirm)
      throw invalid('`off_session` can only be used when `confirm=true`.', { param: 'off_session' });
    if (doConfirm && !method)
      throw invalid('You cannot confirm this PaymentIntent because it’s missing a payment method.', {
        code: 'payment_intent_unexpected_state',
      });
    const automatic = p.nested('automatic_payment_methods').only('enabled', 'allow_redirects');
    const allowRedirects = automatic.oneOf('allow_redirects', ['always', 'never'], 'always');
    const allowed = p.has('allowed_payment_method_types') ? p.strings('allowed_payment_method_types') : null;
    // Stripe's rule for server-side confirmation on-session: a redirect might be needed, so say where to.
    if (doConfirm && !offSession && !allowed && allowRedirects !== 'never' && !p.has('return_url'))
      throw invalid(
        "This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`. If you don't want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.",
      );
    const intent = newPaymentIntent({
      amount,
      currency,
      customer: customerId,
      description: p.string('description'),
      metadata: p.metadata(),
      captureMethod: p.oneOf('capture_method', ['automatic', 'automatic_async', 'manual'], 'automatic_async'),
      setupFutureUsage: p.has('setup_future_usage')
        ? p.oneOf('setup_future_usage', ['on_session', 'off_session'], 'on_session')
        : null,
      automaticPaymentMethods: allowed
        ? null
        : { allow_redirects: allowRedirects, enabled: automatic.string('enabled') !== 'false' },
      allowedTypes: allowed,
    });
    if (method) intent.payment_method = method.id;
    if (!method) return intent;
    if (!doConfirm) {
      intent.status = 'requires_confirmation';
      return intent;
    }
    confirm(intent, method, offSession ? 'off_session' : 'api', context);
    return intent;
  });
  route('GET', /^\/v1\/payment_intents\/([^/]+)$/, (_p, _c, m) => get('payment_intent', m[1]!, 'intent'));

  route('POST', /^\/v1\/payment_intents\/([^/]+)\/capture$/, (p, context, m) => {
    p.only('amount_to_capture', 'metadata', 'expand', 'final_capture');
    const intent = get('payment_intent', m[1]!, 'intent');
    if (intent.status !== 'requires_capture') throw unexpectedState(intent, 'captured', ['requires_capture']);
    const capturable = intent.amount_capturable as number;
    const amount = p.integer('amount_to_capture') ?? capturable;
    if (amount < 1)
      throw invalid('This value must be greater than or equal to 1.', { param: 'amount_to_capture' });
    if (amount > capturable)
      throw invalid(
        `The amount to capture (${amount}) must be less than or equal to the amount capturable (${capturable}).`,
        { param: 'amount_to_capture', code: 'amount_too_large', payment_intent: clone(intent) },
      );
    const charge = get('charge', intent.latest_charge as string, 'charge');
    charge.captured = true;
    charge.amount_captured = amount;
    // The part not captured goes back to the cardholder, and Stripe counts it as refunded.
    charge.amount_refunded = (charge.amount as number) - amount;
    charge.balance_transaction = randomId('txn_');
    intent.status = 'succeeded';
    intent.amount_received = amount;
    intent.amount_capturable = 0;
    if (p.has('metadata')) intent.metadata = { ...(intent.metadata as Json), ...p.metadata() };
    raise('payment_intent.succeeded', intent, context);
    return intent;
  });

  route('POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, (p, context, m) => {
    p.only('cancellation_reason', 'expand');
    const intent = get('payment_intent', m[1]!, 'intent');
    const cancelable = [
      'requires_payment_method',
      'requires_capture',
      'requires_confirmation',
      'requires_action',
      'processing',
    ];
    if (!cancelable.includes(intent.status as string)) throw unexpectedState(intent, 'canceled', cancelable);
    if (intent.status === 'requires_capture') {
      const charge = get('charge', intent.latest_charge as string, 'charge');
      charge.amount_refunded = charge.amount;
      charge.refunded = true;
    }
    intent.status = 'canceled';
    intent.amount_capturable = 0;
    intent.canceled_at = now();
    intent.cancellation_reason = p.has('cancellation_reason')
      ? p.oneOf(
          'cancellation_reason',
          ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'],
          'abandoned',
        )
      : null;
    raise('payment_intent.canceled', intent, context);
    return intent;
  });

  route('POST', /^\/v1\/refunds$/, (p, context) => {
    p.only('payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand');
    let charge: Json;
    let intentId: string | null = null;
    if (p.has('payment_intent')) {
      const intent = get('payment_intent', p.required('payment_intent'), 'payment_intent');
      intentId = intent.id as string;
      if (intent.status !== 'succeeded' || !intent.latest_charge)
        throw invalid(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, {
          param: 'payment_intent',
        });
      charge = get('charge', intent.latest_charge as string, 'charge');
    } else if (p.has('charge')) {
      charge = get('charge', p.required('charge'), 'charge');
      intentId = (charge.payment_intent as string | null) ?? null;
    } else {
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    }
    const refundable = (charge.amount_captured as number) - refundedSoFar(charge.id as string);
    if (refundable <= 0)
      throw invalid(`Charge ${String(charge.id)} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    const amount = p.integer('amount') ?? refundable;
    if (amount < 1) throw invalid('This value must be greater than or equal to 1.', { param: 'amount' });
    if (amount > refundable)
      throw invalid(
        `Refund amount (${formatAmount(amount, String(charge.currency))}) is greater than unrefunded amount on charge (${formatAmount(refundable, String(charge.currency))})`,
        { param: 'amount', code: 'amount_too_large' },
      );
    const refund = put({
      id: randomId('re_'),
      object: 'refund',
      amount,
      balance_transaction: randomId('txn_'),
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      customer: charge.customer,
      customer_account: null,
      destination_details: {
        type: 'card',
        card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      },
      metadata: p.metadata(),
      payment_intent: intentId,
      payment_method: charge.payment_method,
      reason: p.has('reason')
        ? p.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer'], 'requested_by_customer')
        : null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    });
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    raise('refund.created', refund, context);
    raise('charge.refunded', charge, context);
    return refund;
  });

  route('GET', /^\/v1\/balance$/, () => {
    const byCurrency = new Map<string, number>();
    for (const o of store.values())
      if (o.object === 'charge' && o.captured) {
        const net = (o.amount_captured as number) - refundedSoFar(o.id as string);
        byCurrency.set(o.currency as string, (byCurrency.get(o.currency as string) ?? 0) + net);
      }
    if (byCurrency.size === 0) byCurrency.set('eur', 0);
    const amounts = [...byCurrency].map(([currency, amount]) => ({
      amount,
      currency,
      source_types: { card: amount },
    }));
    return {
      object: 'balance',
      available: amounts.map((a) => ({ ...a, amount: 0, source_types: { card: 0 } })),
      livemode: false,
      pending: amounts,
    };
  });

  route('GET', /^\/v1\/account$/, () => ({
    id: accountId,
    object: 'account',
    business_profile: { mcc: '5812', name: 'Stand-in Test Venue', support_email: null, url: null },
    business_type: 'company',
    capabilities: { card_payments: 'active', transfers: 'active' },
    charges_enabled: true,
    country: 'FR',
    created: accountCreated,
    default_currency: 'eur',
    details_submitted: true,
    email: 'owner@standin-venue.test',
    payouts_enabled: true,
    settings: { dashboard: { display_name: 'Stand-in Test Venue', timezone: 'Europe/Paris' } },
    type: 'standard',
  }));

  route('POST', /^\/v1\/webhook_endpoints$/, (p) => {
    p.only('url', 'enabled_events', 'api_version', 'description', 'metadata', 'connect', 'expand');
    const url = p.required('url');
    if (!/^https?:\/\/[^\s]+$/.test(url))
      throw invalid('Invalid URL: must be an http(s) URL.', { param: 'url' });
    const enabled = p.strings('enabled_events');
    if (enabled.length === 0)
      throw invalid('Missing required param: enabled_events.', { param: 'enabled_events' });
    const endpoint: StandInWebhookEndpoint = {
      id: randomId('we_'),
      url,
      secret: `whsec_${randomBytes(24).toString('hex')}`,
      enabledEvents: enabled,
    };
    webhookEndpoints.push(endpoint);
    const object = put({
      id: endpoint.id,
      object: 'webhook_endpoint',
      api_version: p.string('api_version'),
      application: null,
      created: now(),
      description: p.string('description'),
      enabled_events: enabled,
      livemode: false,
      metadata: p.metadata(),
      status: 'enabled',
      url,
    });
    // Stripe shows the signing secret only in the answer to the creation.
    return { ...clone(object), secret: endpoint.secret };
  });

  route('DELETE', /^\/v1\/webhook_endpoints\/([^/]+)$/, (_p, _c, m) => {
    const id = m[1]!;
    get('webhook_endpoint', id, 'id');
    store.delete(id);
    // A deleted endpoint is sent nothing more.
    const at = webhookEndpoints.findIndex((e) => e.id === id);
    if (at >= 0) webhookEndpoints.splice(at, 1);
    return { id, object: 'webhook_endpoint', deleted: true };
  });

  // ---- expand ----

  const expand = (object: Json, paths: string[]) => {
    paths.forEach((path, i) => {
      const segments = path.split('.');
      if (segments.length > 4)
        throw invalid(`You cannot expand more than 4 levels of a property. Property: ${path}`, {
          param: `expand[${i}]`,
        });
      let node: Json = object;
      for (const segment of segments) {
        if (!(segment in node))
          throw invalid(`This property cannot be expanded (${path}).`, { param: `expand[${i}]` });
        let value = node[segment];
        if (value === null) return;
        if (typeof value === 'string') {
          const target = store.get(value);
          if (!target)
            throw invalid(`This property cannot be expanded (${path}).`, { param: `expand[${i}]` });
          value = clone(target);
          node[segment] = value;
        }
        if (!isObject(value))
          throw invalid(`This property cannot be expanded (${path}).`, { param: `expand[${i}]` });
        node = value;
      }
    });
    return object;
  };

  // ---- HTTP ----

  const send = (
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body, null, 2));
  };

  const api = (req: http.IncomingMessage, res: http.ServerResponse, url: URL, rawBody: string) => {
    const requestId = randomId('req_', 14);
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const headers: Record<string, string> = {
      'request-id': requestId,
      'stripe-version': (req.headers['stripe-version'] as string | undefined) ?? API_VERSION,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    };
    const authorization = req.headers.authorization ?? '';
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    const basic = /^Basic\s+(\S+)$/i.exec(authorization)?.[1];
    const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString().split(':')[0] : undefined);
    if (!key)
      return send(
        res,
        401,
        {
          error: {
            type: 'invalid_request_error',
            message:
              "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
          },
        },
        headers,
      );
    if (!keys.has(key))
      return send(
        res,
        401,
        { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${redactKey(key)}` } },
        headers,
      );
    if (failures.length > 0) {
      const status = failures.shift()!;
      return send(
        res,
        status,
        {
          error:
            status === 429
              ? {
                  type: 'invalid_request_error',
                  code: 'rate_limit',
                  message:
                    'Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.',
                }
              : {
                  type: 'api_error',
                  message: `Something went wrong on Stripe's end (stand-in failure, HTTP ${status}).`,
                },
        },
        headers,
      );
    }
    const method = req.method ?? 'GET';
    const found = routes
      .map((r) => ({ r, match: r.method === method ? r.pattern.exec(url.pathname) : null }))
      .find((x) => x.match);
    if (!found?.match)
      return send(
        res,
        404,
        {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
          },
        },
        headers,
      );
    const raw =
      method === 'GET' || method === 'DELETE'
        ? parseStripeForm(url.search.slice(1))
        : parseStripeForm(rawBody);
    const fingerprint = `${method} ${url.pathname} ${JSON.stringify(raw)}`;
    if (method === 'POST' && idempotencyKey) {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint)
          return send(
            res,
            400,
            {
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            },
            headers,
          );
        return send(res, earlier.status, earlier.body, {
          ...headers,
          'idempotent-replayed': 'true',
          'original-request': earlier.requestId,
        });
      }
    }
    const context: ResponseContext = { requestId, idempotencyKey, events: [] };
    let status = 200;
    let body: Json;
    let saved = true;
    try {
      const params = new Params(raw);
      const expandPaths = params.strings('expand');
      body = expand(clone(found.r.handler(params, context, found.match)), expandPaths);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      body = { error: { ...error.body, request_log_url: `${base}/logs/${requestId}` } };
      saved = error.saved;
    }
    // Stripe keeps the answer of a request that ran (a card decline included), not of one it refused up front.
    if (method === 'POST' && idempotencyKey && saved)
      idempotent.set(idempotencyKey, { fingerprint, status, body, requestId });
    send(res, status, body, headers);
    for (const event of context.events) void deliver(event);
  };

  const page = (res: http.ServerResponse, status: number, html: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  };

  const checkout = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    sessionId: string,
    rawBody: string,
  ) => {
    const session = store.get(sessionId);
    if (!session || session.object !== 'checkout.session')
      return page(
        res,
        404,
        '<!doctype html><html lang="en"><title>Not found</title><h1>Checkout session not found</h1></html>',
      );
    if (req.method === 'GET') return page(res, 200, checkoutPage(session, null));
    if (req.method !== 'POST') return page(res, 405, 'Method not allowed');
    const form = new URLSearchParams(rawBody);
    const entered = {
      cardnumber: form.get('cardnumber') ?? '',
      exp: form.get('exp') ?? '',
      cvc: form.get('cvc') ?? '',
    };
    const attempt = await submitCheckout(sessionId, entered);
    if (!attempt.completed) return page(res, 402, checkoutPage(session, attempt.message, entered));
    res.writeHead(303, { location: attempt.redirectTo });
    res.end();
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', base);
      const checkoutMatch = /^\/checkout\/([^/]+)$/.exec(url.pathname);
      const handling = checkoutMatch
        ? checkout(req, res, decodeURIComponent(checkoutMatch[1]!), rawBody)
        : Promise.resolve(api(req, res, url, rawBody));
      handling.catch((error: unknown) => {
        if (!res.headersSent)
          send(res, 500, {
            error: {
              type: 'api_error',
              message: `Stand-in bug: ${error instanceof Error ? error.message : String(error)}`,
            },
          });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const idle = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };

  return {
    url: base,
    secretKey,
    rollKey: () => {
      const rolled = `sk_test_rolled_${randomBytes(12).toString('hex')}`;
      keys.add(rolled);
      return rolled;
    },
    events,
    deliveries,
    webhookEndpoints,
    objects: (kind) => [...store.values()].filter((o) => o.object === kind).map((o) => clone(o)),
    completeCheckout: async (sessionId, cardNumber, card = {}) => {
      const year = new Date().getUTCFullYear() + 3;
      return submitCheckout(sessionId, {
        cardnumber: cardNumber,
        exp: card.expiry ?? `12/${String(year).slice(-2)}`,
        cvc: card.cvc ?? '123',
      });
    },
    redeliver: async (eventId) => {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`No such event: ${eventId}`);
      return deliver(event);
    },
    failNext: (count, status = 500) => {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    idle,
    close: async () => {
      await idle();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
