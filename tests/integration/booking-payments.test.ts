// Booking payments (issue 34 §2–3) through the real API on PGlite or PostgreSQL, against a local
// stand-in that speaks Stripe's published API to the official SDK: a venue connects Stripe (key
// sealed, webhook registered; a refused key saves nothing), a booking's card guarantee goes out as
// a signed pay link, the guest adds a card on the provider's hosted page (the return page and the
// webhook both apply it: once), a no-show fee is charged only by a permitted user on a booking marked
// No-show and within the guarantee, refunds in part and in full balance the append-only ledger, a
// declined card is booked as declined and said so, a deposit is paid, a forged webhook is refused,
// and another restaurant sees none of it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  bookingPaymentSchema,
  paymentSettingsSchema,
  type BookingPayment,
} from '../../src-shared/payments/payment-entity.js';
import { addDays } from '../../src-shared/time.js';
import { bookingPayments, paymentSettings } from '../../src-server/db/schema/index.js';
import { enqueueJob } from '../../src-server/jobs/enqueue-job.js';
import { readMailbox } from '../../src-server/mail/mailbox.js';
import { secretKey } from '../../src-server/auth/access-token.js';
import { derivePurposeKeys } from '../../src-server/auth/purpose-keys.js';
import { keepHoldJob } from '../../src-server/payments/payment-holds.js';
import { stripeProviderAt } from '../../src-server/payments/stripe-provider.js';
import { removeOldWebhook } from '../../src-server/payments/webhook-rotation.js';
import { startStripeStandIn } from '../support/stripe-stand-in.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';
import { ensureStatuses } from './reservations-fixtures.js';
import { eventually } from './sync-helpers.js';

const standIn = await startStripeStandIn();
const actors = useCatalogueActors({
  stripeApiBase: standIn.url,
  jobs: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
});
const { asAdmin, asHost, asQuay, ids } = actors;
const today = new Date().toISOString().slice(0, 10);
let statuses: Map<string, string>;

const message = (res: { body: unknown }) => (res.body as { message: string }).message;
const payment = (res: { body: unknown }) => bookingPaymentSchema.parse(data(res as never));

async function book(email: string, guests = 2): Promise<string> {
  const res = await asAdmin('POST', '/reservation/bookReservation', {
    first_name: 'Payton',
    last_name: 'Guest',
    email,
    date: addDays(today, 21),
    time: '20:00',
    guest_count: guests,
    duration_minutes: 90,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { data: { id: string } }).data.id;
}

async function markNoShow(id: string) {
  const res = await asAdmin('PUT', `/reservation/status/${id}/${statuses.get('No-show')}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The guest opens the pay link, presses the button, enters `card` on the provider's page and comes back. */
async function guestPays(p: BookingPayment, card: string): Promise<string> {
  const base = actors.getApi().server.url;
  const page = await fetch(`${base}${p.pay_path}`);
  expect(page.status).toBe(200);
  // As the page's form posts it.
  const start = await fetch(`${base}${p.pay_path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'pay=1',
  });
  expect(start.status, await start.clone().text()).toBe(303);
  const checkout = start.headers.get('location') ?? '';
  expect(checkout.startsWith(standIn.url)).toBe(true);
  const sessionId = checkout.split('/').at(-1) ?? '';
  const attempt = await standIn.completeCheckout(sessionId, card);
  if (!attempt.completed) return attempt.message;
  const back = await fetch(attempt.redirectTo);
  expect(back.status).toBe(200);
  return back.text();
}

const list = async (reservationId: string, as = asAdmin) =>
  bookingPaymentSchema.array().parse(data(await as('GET', `/reservation/${reservationId}/payments`)));

/** The booking's one payment once its hold is placed (the job that places it runs after the card is saved). */
async function heldOn(reservationId: string): Promise<BookingPayment> {
  let found: BookingPayment | undefined;
  await eventually(async () => {
    [found] = await list(reservationId);
    expect(found?.hold).not.toBeNull();
  }, 15_000);
  return found as BookingPayment;
}

beforeAll(async () => {
  statuses = await ensureStatuses(actors.getApi().server.db, ids.harbour);
  await actors.getApi().server.jobs?.ready();
});

afterAll(async () => {
  await standIn.close();
});

describe('booking payments', () => {
  it('refuses a request before a card provider is connected, and a key the provider refuses saves nothing', async () => {
    const id = await book(`early.${uuidv7().slice(-8)}@guest.test`);
    const early = await asAdmin('POST', `/reservation/${id}/payments`, { kind: 'guarantee' });
    expect(early.status).toBe(409);
    expect(message(early)).toBe(
      'No card provider is connected: connect one in Settings › Integration › Payment integration',
    );
    expect((await asHost('PUT', '/integrations/payments', { provider: 'stripe' })).status).toBe(403);
    const malformed = await asAdmin('PUT', '/integrations/payments', {
      provider: 'stripe',
      secret_key: 'hello',
    });
    expect(malformed.status).toBe(422);
    expect(errors(malformed).secret_key?.[0]).toMatch(/^Secret key must be a Stripe secret/);
    const refused = await asAdmin('PUT', '/integrations/payments', {
      provider: 'stripe',
      secret_key: 'sk_test_notthestandinskey123',
    });
    expect(refused.status).toBe(502);
    expect(message(refused)).toMatch(/^The card provider refused to register the webhook/);
    expect(data(await asAdmin('GET', '/integrations/payments'))).toMatchObject({
      provider: 'none',
      secret_key_hint: null,
    });
  });

  it('a deposit taken at the venue, in cash or on its terminal, needs no card provider: recorded and given back the same way', async () => {
    // No card provider is connected yet (the test above).
    const id = await book(`cash.${uuidv7().slice(-8)}@guest.test`);
    const take = (body: unknown, as = asAdmin) => as('POST', `/reservation/${id}/payments/in-venue`, body);
    expect((await take({ amount_minor: 2000, tender: 'cash' }, asHost)).status).toBe(403);
    const cheque = await take({ amount_minor: 2000, tender: 'cheque' });
    expect(cheque.status).toBe(422);
    expect(errors(cheque).tender).toEqual(['Taken by must be cash or terminal']);
    expect(await list(id)).toHaveLength(0);

    const taken = payment(await take({ amount_minor: 2000, tender: 'cash' }));
    expect(taken).toMatchObject({
      kind: 'deposit',
      state: 'paid',
      in_venue: 'cash',
      card: null,
      taken_minor: 2000,
      refunded_minor: 0,
    });
    expect(taken.ledger).toMatchObject([
      {
        entry: 'paid',
        amount_minor: 2000,
        actor: 'Hannah Reid',
        note: 'Taken in cash at the venue',
        provider_ref: null,
      },
    ]);
    const again = await take({ amount_minor: 500, tender: 'terminal' });
    expect(again.status).toBe(409);
    expect(message(again)).toBe('This booking already has a guarantee or deposit in progress');

    const refund = (amount_minor: number | null) =>
      asAdmin('POST', `/reservation/${id}/payments/${taken.id}/refund`, { amount_minor });
    const part = payment(await refund(500));
    expect(part).toMatchObject({ state: 'paid', refunded_minor: 500 });
    expect(part.ledger.at(-1)).toMatchObject({
      entry: 'refunded',
      amount_minor: -500,
      note: 'Given back in cash at the venue',
      provider_ref: null,
    });
    const rest = payment(await refund(null));
    expect(rest).toMatchObject({ state: 'refunded', refunded_minor: 2000 });
    expect(rest.ledger.reduce((sum, row) => sum + row.amount_minor, 0)).toBe(0);
  });

  it('connects Stripe: the key is sealed and hinted, the webhook registered at the provider, the test passes', async () => {
    const res = await asAdmin('PUT', '/integrations/payments', {
      provider: 'stripe',
      secret_key: standIn.secretKey,
      no_show_fee_per_cover_minor: 2500,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(standIn.secretKey);
    expect(paymentSettingsSchema.parse(data(res))).toMatchObject({
      provider: 'stripe',
      webhook_registered: true,
      secret_key_hint: standIn.secretKey.slice(-4),
    });
    expect(standIn.webhookEndpoints.map((e) => e.url)).toContain(
      `${actors.getApi().server.url}/api/v1/integrations/payments/webhook/${ids.harbour}`,
    );
    const tested = await asAdmin('POST', '/integrations/payments/test');
    expect(data(tested)).toMatchObject({ ok: true });
  });

  it('a guarantee: pay link mailed, card added on the hosted page once, no-show fee by a permitted user only, refunds balance the ledger', async () => {
    const email = `guarantee.${uuidv7().slice(-8)}@guest.test`;
    const id = await book(email, 2);
    const requested = await asAdmin('POST', `/reservation/${id}/payments`, { kind: 'guarantee' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const p = payment(requested);
    expect(p).toMatchObject({ kind: 'guarantee', state: 'requested', amount_minor: 5000 });
    expect(message(requested)).toBe(`Card guarantee requested and mailed to ${email}`);
    // The booking's confirmation goes out by a job and may be in the mailbox first: look for the pay link's mail.
    const link = `${actors.getApi().server.url}${p.pay_path}`;
    expect(readMailbox(actors.getApi().dataDir, email).filter((m) => m.text.includes(link))).toHaveLength(1);
    expect((await asAdmin('POST', `/reservation/${id}/payments`, { kind: 'deposit' })).status).toBe(409);

    // A link with another signature is not found.
    const forged = await fetch(`${actors.getApi().server.url}${p.pay_path.replace(/sig=.*/, 'sig=forged')}`);
    expect(forged.status).toBe(404);

    const done = await guestPays(p, '4242424242424242');
    expect(done).toContain('Your card ending 4242 is saved.');
    await standIn.idle();
    // The card saved, the guaranteed amount is held on it until the card network would let it go.
    const saved = await heldOn(id);
    expect(saved).toMatchObject({ state: 'card_saved', card: { brand: 'visa', last4: '4242' } });
    expect(saved.hold?.amount_minor).toBe(5000);
    const held = saved.ledger.find((l) => l.entry === 'hold_placed');
    expect(held).toMatchObject({ amount_minor: 0, actor: null });
    expect(standIn.objects('payment_intent').find((i) => i.id === held?.provider_ref)).toMatchObject({
      status: 'requires_capture',
      capture_method: 'manual',
      amount: 5000,
    });
    // The return page and the webhook both applied the session: one ledger row.
    expect(saved.ledger.filter((l) => l.entry === 'card_saved')).toHaveLength(1);

    // The same event again is a duplicate; a forged one is refused.
    const completed = standIn.events.find((e) => e.type === 'checkout.session.completed');
    const [again] = await standIn.redeliver(completed?.id ?? '');
    expect(again?.status).toBe(200);
    expect((await list(id))[0]?.ledger.map((l) => l.entry)).toEqual(['card_saved', 'hold_placed']);
    const forgedHook = await actors.getApi().api('POST', `/integrations/payments/webhook/${ids.harbour}`, {
      rawBody: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } }),
      headers: { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
    });
    expect(forgedHook.status).toBe(401);

    const charge = (body: unknown, as = asAdmin) =>
      as('POST', `/reservation/${id}/payments/${p.id}/charge`, body);
    expect((await charge({ amount_minor: 4000 }, asHost)).status).toBe(403);
    const notNoShow = await charge({ amount_minor: 4000 });
    expect(notNoShow.status).toBe(409);
    expect(message(notNoShow)).toMatch(/^A no-show fee is charged only on a booking marked No-show/);
    await markNoShow(id);
    const tooMuch = await charge({ amount_minor: 6000 });
    expect(tooMuch.status).toBe(422);
    expect(errors(tooMuch).amount_minor?.[0]).toBe('Fee cannot exceed the £50.00 the guest agreed to');
    const charged = await charge({ amount_minor: 4000, note: 'Did not come, did not call' });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    expect(payment(charged)).toMatchObject({ state: 'charged', taken_minor: 4000 });
    const fee = payment(charged).ledger.find((l) => l.entry === 'fee_charged');
    expect(fee).toMatchObject({
      amount_minor: 4000,
      actor: 'Hannah Reid',
      note: 'Did not come, did not call',
    });
    // The fee was captured from the hold (the rest of it released by the capture).
    expect(fee?.provider_ref).toBe(held?.provider_ref);
    expect(payment(charged).hold).toBeNull();
    expect(standIn.objects('payment_intent').find((i) => i.id === held?.provider_ref)).toMatchObject({
      status: 'succeeded',
      amount_received: 4000,
    });
    expect((await charge({ amount_minor: 1000 })).status).toBe(409);

    const refund = (body: unknown, as = asAdmin) =>
      as('POST', `/reservation/${id}/payments/${p.id}/refund`, body);
    expect((await refund({ amount_minor: 1000 }, asHost)).status).toBe(403);
    expect(errors(await refund({ amount_minor: 5000 })).amount_minor?.[0]).toBe(
      'Refund cannot exceed the £40.00 left',
    );
    const part = await refund({ amount_minor: 1500 });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(payment(part)).toMatchObject({ state: 'charged', refunded_minor: 1500 });
    const rest = await refund({});
    expect(payment(rest)).toMatchObject({ state: 'refunded', refunded_minor: 4000 });
    expect((await refund({})).status).toBe(409);
    const ledger = payment(rest).ledger;
    expect(ledger.map((l) => [l.entry, l.amount_minor])).toEqual([
      ['card_saved', 0],
      ['hold_placed', 0],
      ['fee_charged', 4000],
      ['refunded', -1500],
      ['refunded', -2500],
    ]);
    expect(ledger.reduce((sum, l) => sum + l.amount_minor, 0)).toBe(0);
    expect(standIn.objects('refund').length).toBeGreaterThanOrEqual(2);

    // The ledger is append-only in the database itself.
    const refusal = async (query: ReturnType<typeof sql>) => {
      const error = await actors
        .getApi()
        .server.db.execute(query)
        .then(
          () => null,
          (e: unknown) => e as { cause?: { message?: string } },
        );
      return error?.cause?.message ?? 'not refused';
    };
    expect(
      await refusal(sql`update payment_ledger set amount_minor = 0 where booking_payment_id = ${p.id}`),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`delete from payment_ledger where booking_payment_id = ${p.id}`)).toMatch(
      /append-only: DELETE refused/,
    );

    // Another restaurant sees none of it.
    expect((await asQuay('GET', `/reservation/${id}/payments`)).status).toBe(404);
  });

  it('a declined no-show fee is booked as declined and said so; the card stays on file', async () => {
    const id = await book(`declined.${uuidv7().slice(-8)}@guest.test`, 1);
    const p = payment(
      await asAdmin('POST', `/reservation/${id}/payments`, { kind: 'guarantee', send_email: false }),
    );
    expect(await guestPays(p, '4000000000009995')).toContain('is saved');
    // The card is saved but refuses the hold: the guarantee is flagged for staff.
    await eventually(
      async () =>
        expect((await list(id))[0]?.failure_reason).toMatch(/^No hold could be placed on the card: /),
      15_000,
    );
    // Staff who may charge cards are told in the console; a host, who may not, is not.
    const problems = async (as: typeof asAdmin) =>
      (
        data(await as('GET', '/user/notifications')) as {
          notifications: { kind: string; subject_id: string | null; quote: string; clientname: string }[];
        }
      ).notifications.filter((n) => n.kind === 'payment_problem' && n.subject_id === id);
    await eventually(async () => expect(await problems(asAdmin)).toHaveLength(1), 15_000);
    expect((await problems(asAdmin))[0]).toMatchObject({ clientname: 'Payton Guest' });
    expect((await problems(asAdmin))[0]?.quote).toMatch(/^No hold could be placed on the card: /);
    expect(await problems(asHost)).toHaveLength(0);
    await markNoShow(id);
    const declined = await asAdmin('POST', `/reservation/${id}/payments/${p.id}/charge`, {
      amount_minor: 2500,
    });
    expect(declined.status).toBe(409);
    expect(message(declined)).toMatch(/^The card was declined: /);
    const [after] = await list(id);
    expect(after).toMatchObject({ state: 'card_saved', taken_minor: 0, hold: null });
    expect(after?.failure_reason).toMatch(/^The card was declined/);
    expect(after?.ledger.map((l) => l.entry)).toEqual(['card_saved', 'hold_failed', 'charge_failed']);
  });

  it('a card saved after the host marked the no-show is still held, and the fee comes out of that hold', async () => {
    const id = await book(`late.${uuidv7().slice(-8)}@guest.test`, 2);
    const p = payment(
      await asAdmin('POST', `/reservation/${id}/payments`, { kind: 'guarantee', send_email: false }),
    );
    // The host gave up on the party before the keeper ran for the card the guest had just saved.
    await markNoShow(id);
    expect(await guestPays(p, '4242424242424242')).toContain('is saved');
    const held = await heldOn(id);
    expect(held.hold).toMatchObject({ amount_minor: 5000, renewals: 0 });
    const intentId = held.ledger.find((l) => l.entry === 'hold_placed')?.provider_ref ?? '';
    const charged = await asAdmin('POST', `/reservation/${id}/payments/${p.id}/charge`, {
      amount_minor: 3000,
    });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    const [after] = await list(id);
    expect(after).toMatchObject({ state: 'charged', taken_minor: 3000, hold: null });
    expect(after?.ledger.map((l) => l.entry)).toEqual(['card_saved', 'hold_placed', 'fee_charged']);
    expect(after?.ledger.at(-1)?.provider_ref).toBe(intentId);
  });

  it('a hold about to lapse is renewed while the booking needs it, and released when the guest arrives', async () => {
    const id = await book(`held.${uuidv7().slice(-8)}@guest.test`, 2);
    const p = payment(
      await asAdmin('POST', `/reservation/${id}/payments`, { kind: 'guarantee', send_email: false }),
    );
    expect(await guestPays(p, '4242424242424242')).toContain('is saved');
    const first = await heldOn(id);
    const firstIntent = first.ledger.find((l) => l.entry === 'hold_placed')?.provider_ref ?? '';
    const intent = (intentId: string) => standIn.objects('payment_intent').find((i) => i.id === intentId);

    // As if the network's window were nearly over (a Visa hold placed four and a half days ago): the
    // keeper's next scheduled run renews it, then releases the old one.
    const db = actors.getApi().server.db;
    await db
      .update(bookingPayments)
      .set({ holdExpiresAt: new Date(Date.now() + 2 * 3_600_000) })
      .where(eq(bookingPayments.id, p.id));
    await enqueueJob(db, keepHoldJob, { paymentId: p.id, chain: true });
    let renewed: BookingPayment | undefined;
    await eventually(async () => {
      [renewed] = await list(id);
      expect(renewed?.ledger.map((l) => l.entry)).toEqual([
        'card_saved',
        'hold_placed',
        'hold_placed',
        'hold_released',
      ]);
    }, 15_000);
    expect(renewed?.hold).toMatchObject({ amount_minor: 5000, renewals: 1 });
    expect(Date.parse(renewed?.hold?.expires_at ?? '')).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const secondIntent = renewed?.ledger[2]?.provider_ref ?? '';
    expect(secondIntent).not.toBe(firstIntent);
    expect(renewed?.ledger[3]).toMatchObject({
      provider_ref: firstIntent,
      note: 'Replaced by the renewed hold',
    });
    expect(intent(firstIntent)).toMatchObject({ status: 'canceled' });
    expect(intent(secondIntent)).toMatchObject({ status: 'requires_capture' });

    // The guest arrives: the hold is released.
    const arrived = await asAdmin('PUT', `/reservation/status/${id}/${statuses.get('Arrived')}`);
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    await eventually(async () => expect((await list(id))[0]?.hold).toBeNull(), 15_000);
    const [after] = await list(id);
    expect(after?.ledger.at(-1)).toMatchObject({
      entry: 'hold_released',
      provider_ref: secondIntent,
      note: 'The guest arrived',
      amount_minor: 0,
    });
    expect(intent(secondIntent)).toMatchObject({ status: 'canceled' });
    expect(after?.ledger.reduce((sum, l) => sum + l.amount_minor, 0)).toBe(0);
  });

  it('a deposit is paid on the hosted page and can be withdrawn only before', async () => {
    const id = await book(`deposit.${uuidv7().slice(-8)}@guest.test`, 3);
    const p = payment(
      await asAdmin('POST', `/reservation/${id}/payments`, { kind: 'deposit', send_email: false }),
    );
    expect(p.amount_minor).toBe(3000);
    const done = await guestPays(p, '4242424242424242');
    expect(done).toContain('Your deposit of £30.00 is paid.');
    const [paid] = await list(id);
    expect(paid).toMatchObject({ state: 'paid', taken_minor: 3000 });
    expect(paid?.ledger.map((l) => [l.entry, l.amount_minor])).toEqual([['paid', 3000]]);
    const withdraw = await asAdmin('POST', `/reservation/${id}/payments/${p.id}/cancel`);
    expect(withdraw.status).toBe(409);
    expect(message(withdraw)).toBe('Money was taken on this payment: refund it instead');

    const other = await book(`withdrawn.${uuidv7().slice(-8)}@guest.test`);
    const q = payment(
      await asAdmin('POST', `/reservation/${other}/payments`, { kind: 'deposit', send_email: false }),
    );
    const cancelled = await asAdmin('POST', `/reservation/${other}/payments/${q.id}/cancel`);
    expect(payment(cancelled).state).toBe('cancelled');
    // The guest's link now says nothing more is needed.
    const page = await fetch(`${actors.getApi().server.url}${q.pay_path}`);
    expect(await page.text()).toContain('This request is closed');
  });

  it('staff ask the venue’s way: a by-hand-only venue refuses a mailed link, a link-only venue a request not mailed', async () => {
    const method = (credit_card_collection_method: string) =>
      asAdmin('PUT', `/venue-settings/update-charges/${ids.harbour}`, { credit_card_collection_method });
    const id = await book(`collect.${uuidv7().slice(-8)}@guest.test`);
    const ask = (send_email: boolean) =>
      asAdmin('POST', `/reservation/${id}/payments`, { kind: 'guarantee', send_email });
    try {
      expect((await method('manually_enter_only')).status).toBe(200);
      const mailed = await ask(true);
      expect(mailed.status).toBe(422);
      expect(message(mailed)).toBe(
        'This venue takes cards by hand only: open the pay page and enter the card the guest gives you',
      );
      expect(errors(mailed).send_email).toHaveLength(1);
      expect(await list(id)).toHaveLength(0);
      const byHand = payment(await ask(false));
      expect(byHand.state).toBe('requested');
      expect((await asAdmin('POST', `/reservation/${id}/payments/${byHand.id}/cancel`)).status).toBe(200);

      expect((await method('paylink_only')).status).toBe(200);
      const unmailed = await ask(false);
      expect(unmailed.status).toBe(422);
      expect(message(unmailed)).toBe(
        'This venue takes cards by pay link only: the link must be mailed to the guest',
      );
      expect(payment(await ask(true)).state).toBe('requested');
    } finally {
      await method('manually_enter');
    }
  });

  it('an unpaid deposit cancels its booking once, after the venue’s timeout, and the guest is told', async () => {
    const charges = (auto_cancel_timeout: number | null) =>
      asAdmin('PUT', `/venue-settings/update-charges/${ids.harbour}`, { auto_cancel_timeout });
    expect((await charges(0)).status).toBe(200);
    try {
      const email = `unpaid.${uuidv7().slice(-8)}@guest.test`;
      const id = await book(email);
      const p = payment(
        await asAdmin('POST', `/reservation/${id}/payments`, { kind: 'deposit', send_email: false }),
      );
      await eventually(async () => expect((await list(id))[0]?.state).toBe('cancelled'), 30_000);
      const [closed] = await list(id);
      expect(closed?.failure_reason).toBe('Not paid within 0 minutes: the booking was cancelled');
      const booking = (await asAdmin('GET', `/reservation/${id}`)).body as {
        data: { reservation_Status?: { reservation_Status_Name?: string } };
      };
      expect(booking.data.reservation_Status?.reservation_Status_Name).toBe('Cancelled');
      await eventually(
        () =>
          expect(
            readMailbox(actors.getApi().dataDir, email).filter(
              (m) => m.subject === 'Harbour Bistro: your booking is cancelled',
            ),
          ).toHaveLength(1),
        15_000,
      );
      // The guest's link now says the request is closed: nothing can be paid on a cancelled booking.
      const page = await fetch(`${actors.getApi().server.url}${p.pay_path}`);
      expect(await page.text()).toContain('This request is closed');
      // A paid deposit is never cancelled by its job: the guest paid first.
      const paidId = await book(`paidfirst.${uuidv7().slice(-8)}@guest.test`);
      expect((await charges(1)).status).toBe(200);
      const q = payment(
        await asAdmin('POST', `/reservation/${paidId}/payments`, { kind: 'deposit', send_email: false }),
      );
      expect(await guestPays(q, '4242424242424242')).toContain('is paid');
      expect((await list(paidId))[0]?.state).toBe('paid');
    } finally {
      await charges(null);
    }
  });

  it('a new key is saved without losing an event: the previous endpoint’s events are accepted for a day, then refused', async () => {
    const rolled = standIn.rollKey();
    const saved = await asAdmin('PUT', '/integrations/payments', { provider: 'stripe', secret_key: rolled });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const settings = paymentSettingsSchema.parse(data(saved));
    expect(settings.secret_key_hint).toBe(rolled.slice(-4));
    expect(Date.parse(settings.previous_webhook_valid_until ?? '')).toBeGreaterThan(
      Date.now() + 23 * 3_600_000,
    );
    const newest = standIn.webhookEndpoints.at(-1)?.id ?? '';
    const completed = standIn.events.find((e) => e.type === 'checkout.session.completed');
    // Stripe switches over: both endpoints' deliveries are taken (the event applied once).
    const both = await standIn.redeliver(completed?.id ?? '');
    expect(both.length).toBeGreaterThanOrEqual(2);
    expect(both.map((d) => d.status)).toEqual(both.map(() => 200));
    // The day is over: only the new key's endpoint is.
    await actors
      .getApi()
      .server.db.update(paymentSettings)
      .set({ previousWebhookValidUntil: new Date(Date.now() - 1000) })
      .where(eq(paymentSettings.restaurantId, ids.harbour));
    const after = await standIn.redeliver(completed?.id ?? '');
    expect(after.find((d) => d.endpointId === newest)?.status).toBe(200);
    expect(after.filter((d) => d.endpointId !== newest).map((d) => d.status)).toEqual(
      after.filter((d) => d.endpointId !== newest).map(() => 401),
    );
    expect(after.some((d) => d.endpointId !== newest)).toBe(true);

    // The old endpoint is then deleted at Stripe: the save queued a job for the end of that day.
    const old = after.find((d) => d.endpointId !== newest)?.endpointId ?? '';
    const { db } = actors.getApi().server;
    const queued = async () => {
      const found = await db.execute(
        sql`select data->>'endpointId' as endpoint, start_after from pgboss.job
            where name = 'payment-settings.remove-old-webhook'`,
      );
      return (found as { rows: { endpoint: string; start_after: Date }[] }).rows;
    };
    await eventually(async () => expect((await queued()).map((r) => r.endpoint)).toContain(old), 15_000);
    const due = (await queued()).find((r) => r.endpoint === old)?.start_after;
    expect(new Date(due ?? 0).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    // Run as the job runs it then: the current endpoint is never deleted, the old one is (twice: no harm).
    const deps = {
      db,
      secretsKey: derivePurposeKeys(secretKey(actors.getApi().server.jwtSecret)).integrationSecrets,
      providerFor: stripeProviderAt(standIn.url),
    };
    expect(await removeOldWebhook(deps, ids.harbour, newest)).toBe('in use');
    expect(await removeOldWebhook(deps, ids.harbour, old)).toBe('removed');
    expect(standIn.webhookEndpoints.map((e) => e.id)).not.toContain(old);
    expect(standIn.webhookEndpoints.map((e) => e.id)).toContain(newest);
    expect(await removeOldWebhook(deps, ids.harbour, old)).toBe('removed');
    const last = await standIn.redeliver(completed?.id ?? '');
    expect(last.map((d) => d.endpointId)).toEqual([newest]);
  });

  // Last: it uses up this API's pay-button allowance for the minute.
  it('the pay button is limited per connection like the widget’s forms: a burst is answered 429 with a wait', async () => {
    const base = actors.getApi().server.url;
    const press = () =>
      fetch(`${base}/pay/harbour-bistro/${uuidv7()}?sig=forged&lang=fr`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'pay=1',
      });
    const answers: Response[] = [];
    for (let i = 0; i < 11; i += 1) answers.push(await press());
    // Forged links are not found until the allowance (10 a minute, the earlier tests' presses
    // included) is spent; from then on every press waits.
    const statuses = answers.map((a) => a.status);
    const firstBusy = statuses.indexOf(429);
    expect(firstBusy, statuses.join()).toBeGreaterThanOrEqual(0);
    expect(statuses.slice(0, firstBusy).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(firstBusy).every((status) => status === 429)).toBe(true);
    const busy = answers.at(-1);
    expect(busy?.status).toBe(429);
    expect(Number(busy?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await busy?.text()).toContain('Trop de demandes. Veuillez réessayer plus tard.');
    // Reading a pay page is counted apart: the page itself still answers.
    expect((await fetch(`${base}/pay/harbour-bistro/${uuidv7()}?sig=forged`)).status).toBe(404);
  });
});
