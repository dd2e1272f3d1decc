// The Stripe payment adapter (src-server/payments/stripe-provider.ts) through the official Stripe
// SDK against the local stand-in that speaks Stripe's API (tests/support/stripe-stand-in.ts): a
// card saved on the hosted Checkout page, off-session no-show fees that succeed, are declined or
// need authentication, a hold captured in part and refunded in two steps, a hold released,
// idempotency keys that make a retry one payment, transient failures told apart from refusals, a
// wrong key explained, and webhooks registered, delivered to a listener, verified, and refused when
// forged or stale. The hosted page is also driven as a browser would, with plain fetch.
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentProviderError,
  TransientPaymentError,
  WebhookSignatureError,
  type SessionResult,
} from '../../src-server/payments/payment-provider.js';
import { stripeProvider } from '../../src-server/payments/stripe-provider.js';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.js';

interface Received {
  path: string;
  body: string;
  signature: string | undefined;
}

/** A local listener standing for our server: webhook deliveries and the guest's return from Checkout. */
async function startListener() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['stripe-signature'] as string | undefined,
      });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(req.method === 'GET' ? 'Thank you, your card is saved.' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let standIn: StripeStandIn;
let listener: Awaited<ReturnType<typeof startListener>>;
let provider: ReturnType<typeof stripeProvider>;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  listener = await startListener();
  provider = stripeProvider({ secretKey: standIn.secretKey, base: standIn.url });
});

afterAll(async () => {
  await standIn.close();
  await listener.close();
});

const key = () => randomUUID();
const guest = { customerEmail: 'ada@example.test', customerName: 'Ada Lovelace', currency: 'EUR' };
const pages = () => ({
  successUrl: `${listener.url}/booking/done?session={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${listener.url}/booking/cancelled`,
});

/** A card saved through a completed setup session, as a guarantee for a booking. */
async function savedCard(cardNumber: string): Promise<SessionResult> {
  const setup = await provider.startCardSetup({
    ...guest,
    ...pages(),
    metadata: { booking: 'bk_1' },
    idempotencyKey: key(),
  });
  const attempt = await standIn.completeCheckout(setup.sessionId, cardNumber);
  expect(attempt.completed).toBe(true);
  const result = await provider.sessionResult(setup.sessionId);
  if (!result) throw new Error('setup session did not complete');
  return result;
}

const charge = (card: SessionResult, amountMinor: number, idempotencyKey = key()) => ({
  customerId: card.customerId,
  paymentMethodId: card.paymentMethodId,
  amountMinor,
  currency: 'eur',
  description: 'No-show fee, table for 4',
  metadata: { booking: 'bk_1', reason: 'no_show' },
  idempotencyKey,
});

describe('card setup on the hosted page', () => {
  it('saves the card on a customer and tells its brand, last four and expiry', async () => {
    const setup = await provider.startCardSetup({
      ...guest,
      ...pages(),
      metadata: { booking: 'bk_7' },
      idempotencyKey: key(),
    });
    expect(setup.sessionId).toMatch(/^cs_test_/);
    expect(setup.customerId).toMatch(/^cus_/);
    expect(setup.url).toBe(`${standIn.url}/checkout/${setup.sessionId}`);
    expect(await provider.sessionResult(setup.sessionId)).toBeNull();

    const attempt = await standIn.completeCheckout(setup.sessionId, '4242424242424242');
    expect(attempt).toEqual({
      completed: true,
      redirectTo: `${listener.url}/booking/done?session=${setup.sessionId}`,
    });
    const result = await provider.sessionResult(setup.sessionId);
    expect(result).toEqual({
      customerId: setup.customerId,
      paymentMethodId: expect.stringMatching(/^pm_/) as unknown,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3 },
      payment: null,
    });
    const [session] = standIn.objects('checkout.session').filter((s) => s.id === setup.sessionId);
    expect(session?.metadata).toEqual({ booking: 'bk_7' });
    expect(standIn.objects('customer').find((c) => c.id === setup.customerId)?.email).toBe(
      'ada@example.test',
    );
  });

  it('gives the same session for a retry with the same idempotency key', async () => {
    const input = { ...guest, ...pages(), metadata: { booking: 'bk_8' }, idempotencyKey: key() };
    const first = await provider.startCardSetup(input);
    const customers = standIn.objects('customer').length;
    expect(await provider.startCardSetup(input)).toEqual(first);
    expect(standIn.objects('customer').length).toBe(customers);
  });

  it('keeps the session open when the card is declined', async () => {
    const setup = await provider.startCardSetup({
      ...guest,
      ...pages(),
      metadata: {},
      idempotencyKey: key(),
    });
    expect(await standIn.completeCheckout(setup.sessionId, '4000000000000002')).toEqual({
      completed: false,
      message: 'Your card was declined.',
    });
    expect(await provider.sessionResult(setup.sessionId)).toBeNull();
  });
});

describe('off-session charges on a saved card', () => {
  it('charges a no-show fee', async () => {
    const card = await savedCard('4242424242424242');
    const outcome = await provider.chargeSaved(charge(card, 2500));
    expect(outcome).toEqual({
      status: 'succeeded',
      intentId: expect.stringMatching(/^pi_/) as unknown,
      amountMinor: 2500,
    });
    const intent = standIn
      .objects('payment_intent')
      .find((pi) => pi.id === (outcome as { intentId: string }).intentId);
    expect(intent).toMatchObject({
      customer: card.customerId,
      payment_method: card.paymentMethodId,
      currency: 'eur',
      description: 'No-show fee, table for 4',
      metadata: { booking: 'bk_1', reason: 'no_show' },
    });
  });

  it('answers a decline for insufficient funds as an outcome with the bank’s reason', async () => {
    const card = await savedCard('4000000000009995');
    const outcome = await provider.chargeSaved(charge(card, 2500));
    expect(outcome.status).toBe('failed');
    if (outcome.status !== 'failed') return;
    expect(outcome.reason).toMatch(/insufficient funds/i);
    expect(outcome.intentId).toMatch(/^pi_/);
  });

  it('answers requires_action when the issuer wants the cardholder to authenticate', async () => {
    const card = await savedCard('4000002500003155');
    const outcome = await provider.chargeSaved(charge(card, 2500));
    expect(outcome).toMatchObject({
      status: 'requires_action',
      intentId: expect.stringMatching(/^pi_/) as unknown,
    });
    if (outcome.status === 'requires_action') expect(outcome.reason).toMatch(/authentication/i);
  });

  it('makes one payment of two calls with the same idempotency key', async () => {
    const card = await savedCard('4242424242424242');
    const before = standIn.objects('payment_intent').length;
    const sameKey = key();
    const first = await provider.chargeSaved(charge(card, 1800, sameKey));
    const second = await provider.chargeSaved(charge(card, 1800, sameKey));
    expect(second).toEqual(first);
    expect(standIn.objects('payment_intent').length).toBe(before + 1);
    // A different charge under the same key is refused rather than ignored.
    await expect(provider.chargeSaved(charge(card, 1900, sameKey))).rejects.toThrow(/same parameters/);
  });
});

describe('authorisation holds', () => {
  it('holds, captures part, refunds part and then the rest', async () => {
    const card = await savedCard('4242424242424242');
    const held = await provider.authorise(charge(card, 5000));
    expect(held.status).toBe('requires_capture');
    if (held.status !== 'requires_capture') return;
    expect(held.amountMinor).toBe(5000);
    const week = Date.now() + 7 * 24 * 3600 * 1000;
    expect(Math.abs((held.captureBefore?.getTime() ?? 0) - week)).toBeLessThan(60_000);

    const captured = await provider.capture(held.intentId, 3000, key());
    expect(captured).toEqual({ status: 'succeeded', intentId: held.intentId, amountMinor: 3000 });

    const part = await provider.refund(held.intentId, 1000, key());
    expect(part).toEqual({
      refundId: expect.stringMatching(/^re_/) as unknown,
      status: 'succeeded',
      amountMinor: 1000,
    });
    const rest = await provider.refund(held.intentId, null, key());
    expect(rest).toMatchObject({ status: 'succeeded', amountMinor: 2000 });
    const again = provider.refund(held.intentId, null, key());
    await expect(again).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(again).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('releases a hold, and releasing it again is not an error', async () => {
    const card = await savedCard('4242424242424242');
    const held = await provider.authorise(charge(card, 4000));
    if (held.status !== 'requires_capture') throw new Error(`expected a hold, got ${held.status}`);
    expect(await provider.release(held.intentId, key())).toEqual({ status: 'canceled' });
    expect(await provider.release(held.intentId, key())).toEqual({ status: 'canceled' });
    expect(standIn.objects('payment_intent').find((pi) => pi.id === held.intentId)?.status).toBe('canceled');
    await expect(provider.capture(held.intentId, 4000, key())).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('refuses to capture more than was held', async () => {
    const card = await savedCard('4242424242424242');
    const held = await provider.authorise(charge(card, 2000));
    if (held.status !== 'requires_capture') throw new Error(`expected a hold, got ${held.status}`);
    await expect(provider.capture(held.intentId, 2500, key())).rejects.toThrow(/amount capturable/);
  });
});

describe('a payment on the hosted page', () => {
  it('takes a deposit, saves the card, and the card can be charged later', async () => {
    const start = await provider.startPayment({
      ...guest,
      ...pages(),
      amountMinor: 2000,
      description: 'Deposit, dinner for 6',
      captureMethod: 'automatic',
      metadata: { booking: 'bk_2' },
      idempotencyKey: key(),
    });
    await standIn.completeCheckout(start.sessionId, '4242424242424242');
    const result = await provider.sessionResult(start.sessionId);
    expect(result?.payment).toEqual({
      status: 'succeeded',
      intentId: expect.stringMatching(/^pi_/) as unknown,
      amountMinor: 2000,
    });
    if (!result) return;
    expect(result.card.last4).toBe('4242');
    const later = await provider.chargeSaved(charge(result, 1500));
    expect(later.status).toBe('succeeded');
  });

  it('places a hold when capture is manual', async () => {
    const start = await provider.startPayment({
      ...guest,
      ...pages(),
      amountMinor: 6000,
      description: 'Guarantee, private room',
      captureMethod: 'manual',
      metadata: {},
      idempotencyKey: key(),
    });
    await standIn.completeCheckout(start.sessionId, '5555555555554444');
    const result = await provider.sessionResult(start.sessionId);
    expect(result?.card.brand).toBe('mastercard');
    expect(result?.payment).toMatchObject({ status: 'requires_capture', amountMinor: 6000 });
    expect(result?.payment?.status === 'requires_capture' && result.payment.captureBefore).toBeInstanceOf(
      Date,
    );
  });
});

describe('connection and failures', () => {
  it('says who the key belongs to', async () => {
    const result = await provider.testConnection();
    expect(result.ok).toBe(true);
    expect(result.result).toMatch(/Stand-in Test Venue/);
    expect(result.result).toMatch(/test mode/);
  });

  it('explains a wrong key, a publishable key, and an unreachable Stripe', async () => {
    const wrong = await stripeProvider({
      secretKey: 'sk_test_notTheRightKey1234',
      base: standIn.url,
    }).testConnection();
    expect(wrong.ok).toBe(false);
    expect(wrong.result).toMatch(/Invalid API Key provided: sk_test_\*+1234/);
    expect(wrong.result).toMatch(/API keys/);

    const publishable = await stripeProvider({
      secretKey: 'pk_test_abc',
      base: standIn.url,
    }).testConnection();
    expect(publishable).toEqual({ ok: false, result: expect.stringMatching(/publishable key/) as unknown });

    const closed = await startStripeStandIn();
    const gone = closed.url;
    await closed.close();
    const unreachable = await stripeProvider({ secretKey: standIn.secretKey, base: gone }).testConnection();
    expect(unreachable.ok).toBe(false);
    expect(unreachable.result).toMatch(/Could not reach Stripe/);
  });

  it('retries a 5xx itself, and throws TransientPaymentError when Stripe keeps failing or rate-limits', async () => {
    const card = await savedCard('4242424242424242');
    const before = standIn.objects('payment_intent').length;
    standIn.failNext(1, 500);
    expect((await provider.chargeSaved(charge(card, 1000))).status).toBe('succeeded');
    expect(standIn.objects('payment_intent').length).toBe(before + 1);

    standIn.failNext(3, 503);
    await expect(provider.chargeSaved(charge(card, 1000))).rejects.toBeInstanceOf(TransientPaymentError);
    standIn.failNext(1, 429);
    await expect(provider.chargeSaved(charge(card, 1000))).rejects.toBeInstanceOf(TransientPaymentError);
    expect(standIn.objects('payment_intent').length).toBe(before + 1);
  });

  it('refuses an unknown payment with Stripe’s reason', async () => {
    await expect(provider.capture('pi_doesNotExist', 100, key())).rejects.toThrow(
      /No such payment_intent: 'pi_doesNotExist'/,
    );
  });
});

describe('webhooks', () => {
  let secret: string;

  beforeAll(async () => {
    const registered = await provider.registerWebhook(`${listener.url}/webhooks/stripe`, key());
    expect(registered.endpointId).toMatch(/^we_/);
    expect(registered.secret).toMatch(/^whsec_/);
    secret = registered.secret;
  });

  const hooks = () => listener.received.filter((r) => r.path === '/webhooks/stripe');

  it('delivers checkout.session.completed before the guest is redirected, and it verifies', async () => {
    const setup = await provider.startCardSetup({
      ...guest,
      ...pages(),
      metadata: {},
      idempotencyKey: key(),
    });
    await standIn.completeCheckout(setup.sessionId, '4242424242424242');
    const delivery = hooks().find(
      (r) => r.body.includes(setup.sessionId) && r.body.includes('checkout.session.completed'),
    );
    if (!delivery) throw new Error('no checkout.session.completed delivery');
    const event = provider.parseWebhook(delivery.body, delivery.signature, secret);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_/) as unknown,
      type: 'checkout.session.completed',
    });
    expect(event.object).toMatchObject({
      id: setup.sessionId,
      object: 'checkout.session',
      status: 'complete',
    });
  });

  it('sends payment events for API actions, and redelivers the same event', async () => {
    const card = await savedCard('4242424242424242');
    const outcome = await provider.chargeSaved(charge(card, 1200));
    if (outcome.status !== 'succeeded') throw new Error(`expected success, got ${outcome.status}`);
    await standIn.idle();
    const delivery = hooks().find(
      (r) => r.body.includes('payment_intent.succeeded') && r.body.includes(outcome.intentId),
    );
    if (!delivery) throw new Error('no payment_intent.succeeded delivery');
    const event = provider.parseWebhook(delivery.body, delivery.signature, secret);
    expect(event.object).toMatchObject({ id: outcome.intentId, amount_received: 1200, status: 'succeeded' });

    const count = hooks().filter((r) => r.body.includes(event.id)).length;
    const redelivered = await standIn.redeliver(event.id);
    expect(redelivered).toEqual([expect.objectContaining({ status: 200, eventId: event.id })]);
    const copies = hooks().filter((r) => r.body.includes(event.id));
    expect(copies.length).toBe(count + 1);
    expect(provider.parseWebhook(copies.at(-1)!.body, copies.at(-1)!.signature, secret).id).toBe(event.id);

    await provider.refund(outcome.intentId, 200, key());
    await standIn.idle();
    expect(standIn.events.map((e) => e.type)).toContain('charge.refunded');
    expect(
      hooks().some((r) => r.body.includes('"charge.refunded"') && r.body.includes(outcome.intentId)),
    ).toBe(true);
  });

  it('refuses a forged, altered, stale or unsigned delivery and says why', async () => {
    const event = standIn.events.at(-1)!;
    const body = JSON.stringify(event, null, 2);
    const sign = (payload: string, t: number, withSecret = secret) =>
      `t=${t},v1=${createHmac('sha256', withSecret).update(`${t}.${payload}`).digest('hex')}`;
    const t = Math.floor(Date.now() / 1000);

    expect(provider.parseWebhook(body, sign(body, t), secret).id).toBe(event.id);
    const forged = () => provider.parseWebhook(body, sign(body, t, 'whsec_somebodyElse'), secret);
    expect(forged).toThrow(WebhookSignatureError);
    expect(forged).toThrow(/does not match/);
    expect(() =>
      provider.parseWebhook(body.replace('"livemode": false', '"livemode": true'), sign(body, t), secret),
    ).toThrow(/does not match/);
    expect(() => provider.parseWebhook(body, sign(body, t - 600), secret)).toThrow(/more than 300 s old/);
    expect(() => provider.parseWebhook(body, undefined, secret)).toThrow(/no Stripe-Signature header/);
  });
});

describe('the stand-in, to a plain HTTP client', () => {
  const call = (
    path: string,
    init: { method?: string; body?: string; key?: string; idempotencyKey?: string } = {},
  ) =>
    fetch(`${standIn.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${init.key ?? standIn.secretKey}`,
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
      },
      ...(init.body ? { body: init.body } : {}),
    });

  it('answers as Stripe documents: auth errors, bracket notation, expand[] and idempotent replays', async () => {
    const refused = await call('/v1/balance', { key: 'sk_test_wrong0000' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_*****0000' },
    });

    const idempotencyKey = key();
    const body = 'name=Grace%20Hopper&email=grace%40example.test&metadata[booking]=bk_9&metadata[venue]=v_1';
    const created = await call('/v1/customers', { method: 'POST', body, idempotencyKey });
    const customer = (await created.json()) as {
      id: string;
      object: string;
      metadata: unknown;
      name: string;
    };
    expect(customer).toMatchObject({
      object: 'customer',
      name: 'Grace Hopper',
      metadata: { booking: 'bk_9', venue: 'v_1' },
    });
    const replay = await call('/v1/customers', { method: 'POST', body, idempotencyKey });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(((await replay.json()) as { id: string }).id).toBe(customer.id);

    const unknown = await call('/v1/customers', { method: 'POST', body: 'nickname=Amazing' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: 'Received unknown parameter: nickname' },
    });

    const setup = await provider.startCardSetup({
      ...guest,
      ...pages(),
      metadata: {},
      idempotencyKey: key(),
    });
    await standIn.completeCheckout(setup.sessionId, '4242424242424242');
    const read = await call(`/v1/checkout/sessions/${setup.sessionId}?expand[]=setup_intent.payment_method`);
    const session = (await read.json()) as {
      setup_intent: { object: string; payment_method: { card: unknown } };
    };
    expect(session.setup_intent.object).toBe('setup_intent');
    expect(session.setup_intent.payment_method.card).toMatchObject({ brand: 'visa', last4: '4242' });
  });
});

describe('the hosted checkout page, as a browser uses it', () => {
  it('shows an accessible form, keeps a declined card on the page, and redirects to success_url', async () => {
    const setup = await provider.startCardSetup({
      ...guest,
      ...pages(),
      metadata: {},
      idempotencyKey: key(),
    });
    const page = await fetch(setup.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<label for="cardnumber">Card number<\/label>/);
    expect(html).toMatch(/<input id="cardnumber" name="cardnumber"/);
    expect(html).toMatch(/<label for="exp">Expiry \(MM\/YY\)<\/label>/);
    expect(html).toMatch(/<label for="cvc">CVC<\/label>/);
    expect(html).toMatch(/<button type="submit">Save card<\/button>/);
    expect(html).toContain(`<a href="${listener.url}/booking/cancelled">Cancel</a>`);
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(action).toBe(`/checkout/${setup.sessionId}`);
    const submit = (cardnumber: string, redirect: RequestRedirect) =>
      fetch(new URL(action!, setup.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ cardnumber, exp: '12/34', cvc: '123' }).toString(),
        redirect,
      });

    const declined = await submit('4000 0000 0000 0002', 'manual');
    expect(declined.status).toBe(402);
    const declinedHtml = await declined.text();
    expect(declinedHtml).toContain('<p role="alert" class="error">Your card was declined.</p>');
    expect(declinedHtml).toContain('<button type="submit">Save card</button>');
    expect(await provider.sessionResult(setup.sessionId)).toBeNull();

    const redirect = await submit('4242 4242 4242 4242', 'manual');
    expect(redirect.status).toBe(303);
    const location = redirect.headers.get('location');
    expect(location).toBe(`${listener.url}/booking/done?session=${setup.sessionId}`);

    const landed = await fetch(location!);
    expect(await landed.text()).toBe('Thank you, your card is saved.');
    expect(listener.received.some((r) => r.path === `/booking/done?session=${setup.sessionId}`)).toBe(true);
    expect((await provider.sessionResult(setup.sessionId))?.card).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });
  });

  it('shows the amount and a Pay button for a payment, and follows through to success_url', async () => {
    const start = await provider.startPayment({
      ...guest,
      ...pages(),
      amountMinor: 4550,
      description: 'Deposit, tasting menu',
      captureMethod: 'automatic',
      metadata: {},
      idempotencyKey: key(),
    });
    const html = await (await fetch(start.url)).text();
    expect(html).toContain('<h1>Pay €45.50</h1>');
    expect(html).toContain('Deposit, tasting menu');
    expect(html).toContain('<button type="submit">Pay</button>');
    const done = await fetch(start.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardnumber: '4242424242424242', exp: '01/40', cvc: '321' }).toString(),
    });
    expect(done.url).toBe(`${listener.url}/booking/done?session=${start.sessionId}`);
    expect(done.status).toBe(200);
    expect((await provider.sessionResult(start.sessionId))?.payment).toMatchObject({
      status: 'succeeded',
      amountMinor: 4550,
    });
  });
});
