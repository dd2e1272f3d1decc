// A card guarantee or a deposit asked by the access rules (issue 34 §2), through the public booking
// widget over real HTTP, against the local stand-in of Stripe's API: a booking the widget takes under a
// rule that requires one gets it requested at once — the rule's amount per guest times the party — its
// pay link shown on the confirmation page (in the guest's language) and mailed; a venue with no card
// provider connected still takes the booking, without one. A deposit left unpaid past the venue's
// auto_cancel_timeout cancels the booking, as the page and the mail say.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src-shared/time.js';
import { bookingPayments } from '../../src-server/db/schema/index.js';
import { readMailbox } from '../../src-server/mail/mailbox.js';
import { startStripeStandIn } from '../support/stripe-stand-in.js';
import { DEMO, signInEach, type SignedIn } from './helpers/api-server.js';
import { formTokenOf, offeredTimes, useWidgetTestApi, widgetGuest } from './helpers/widget-forms.js';
import { bookingsNamed, demoVenues, ensureStatuses } from './reservations-fixtures.js';

const standIn = await startStripeStandIn();
const { getApi, get, post, waitFillTime } = useWidgetTestApi(300, { stripeApiBase: standIn.url });
let admin: SignedIn;
let harbourId: number;
let date: string;
let ruleId: string;

const asAdmin = (method: string, path: string, body?: unknown) =>
  getApi().api(method, path, { token: admin.token, restaurantId: harbourId, body });

async function bookAs(first: string, lang = 'en') {
  const { html } = await get(`/book/harbour-bistro?date=${date}&party=2&lang=${lang}`);
  const token = formTokenOf(html, '/book/harbour-bistro');
  const [time] = offeredTimes(html);
  if (!time) throw new Error(`No time is offered on ${date}`);
  await waitFillTime();
  return post('/book/harbour-bistro', {
    date,
    party: '2',
    time,
    token,
    ...widgetGuest(first, 'Guarantee', { lang }),
  });
}

const paymentsOf = async (reservationId: string) =>
  getApi()
    .server.db.select()
    .from(bookingPayments)
    .where(
      and(eq(bookingPayments.restaurantId, harbourId), eq(bookingPayments.reservationId, reservationId)),
    );

/** What staff who take payments were told about the booking: the payment_problem notifications' quotes. */
async function paymentProblemsOf(reservationId: string): Promise<string[]> {
  const listed = await asAdmin('GET', '/user/notifications');
  const { notifications } = (
    listed.body as { data: { notifications: { kind: string; subject_id: string; quote: string }[] } }
  ).data;
  return notifications
    .filter((n) => n.kind === 'payment_problem' && n.subject_id === reservationId)
    .map((n) => n.quote);
}

beforeAll(async () => {
  const { server } = getApi();
  [admin] = await signInEach(getApi(), DEMO.harbourAdmin);
  let today: string;
  ({ harbourId, today } = await demoVenues(server.db));
  // Past the demo book, and never the demo's 25 December blackout.
  date = addDays(today, 24);
  if (date.endsWith('-12-25')) date = addDays(date, 1);
  await ensureStatuses(server.db, harbourId);
  const rule = await asAdmin('POST', '/access-rules', {
    name: 'Guaranteed tables',
    start_date: today,
    additional_settings: {
      guarantee_bookings: { setting: 'custom', required: true, amount_per_cover: 20 },
    },
  });
  expect(rule.status, JSON.stringify(rule.body)).toBe(201);
  ruleId = (rule.body as { data: { id: string } }).data.id;
});

afterAll(async () => {
  await standIn.close();
});

describe('a card guarantee the access rules ask for, on the booking widget', () => {
  it('is skipped, the booking kept, while the venue has no card provider', async () => {
    const page = await bookAs('Nora');
    expect(page.status, page.html).toBe(201);
    expect(page.html).not.toContain('Add a card to guarantee your booking');
    const [booking] = await bookingsNamed(getApi().server.db, harbourId, 'Nora');
    expect(booking).toBeDefined();
    expect(await paymentsOf(booking!.id)).toHaveLength(0);
    // Staff who take payments are told the guarantee was not asked for, and why.
    expect(await paymentProblemsOf(booking!.id)).toEqual([
      'The card guarantee the booking rules ask for was not requested: no card provider is connected',
    ]);
  });

  it('is requested with the booking: the pay link on the confirmation page and in the guest’s mail', async () => {
    const connected = await asAdmin('PUT', '/integrations/payments', {
      provider: 'stripe',
      secret_key: standIn.secretKey,
    });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);

    const page = await bookAs('Gwen');
    expect(page.status, page.html).toBe(201);
    expect(page.html).toContain('Booking confirmed');
    expect(page.html).toContain('a fee of up to £40.00 may be charged only if you do not come');
    const link = /<a href="([^"]+)"><strong>Add a card to guarantee your booking<\/strong><\/a>/.exec(
      page.html,
    )?.[1];
    expect(link).toMatch(/\/pay\/harbour-bistro\/[0-9a-f-]+\?sig=/);

    const [booking] = await bookingsNamed(getApi().server.db, harbourId, 'Gwen');
    const [payment] = await paymentsOf(booking!.id);
    expect(payment).toMatchObject({
      kind: 'guarantee',
      state: 'requested',
      amountMinor: 4000,
      createdBy: null,
    });
    const mails = readMailbox(getApi().dataDir, 'gwen@example.com');
    expect(mails.filter((m) => m.text.includes(link!.replaceAll('&amp;', '&')))).toHaveLength(1);

    const pay = await fetch(link!.replaceAll('&amp;', '&'));
    expect(pay.status).toBe(200);
    expect(await pay.text()).toContain('Guarantee your booking');
  });

  it('speaks French to a French guest', async () => {
    const page = await bookAs('Lucie', 'fr');
    expect(page.status, page.html).toBe(201);
    expect(page.html).toContain('Ajouter une carte pour garantir votre réservation');
    expect(page.html).toMatch(/des frais d&#39;au plus 40,00\s£/);
  });
});

describe('a deposit the access rules ask for, on the booking widget', () => {
  it('is requested with the booking: its link, amount and the venue’s timeout on the confirmation page and in the mail', async () => {
    const asDeposit = await asAdmin('PUT', `/access-rules/${ruleId}`, {
      additional_settings: {
        guarantee_bookings: { setting: 'custom', required: true, kind: 'deposit', amount_per_cover: 15 },
      },
    });
    expect(asDeposit.status, JSON.stringify(asDeposit.body)).toBe(200);
    const charges = (auto_cancel_timeout: number | null) =>
      asAdmin('PUT', `/venue-settings/update-charges/${harbourId}`, { auto_cancel_timeout });
    expect((await charges(30)).status).toBe(200);
    try {
      const page = await bookAs('Dora');
      expect(page.status, page.html).toBe(201);
      expect(page.html).toContain('The venue asks for a deposit of £30.00 to confirm this booking.');
      expect(page.html).toContain('A booking whose deposit is not paid within 30 minutes is cancelled.');
      const link = /<a href="([^"]+)"><strong>Pay the deposit<\/strong><\/a>/.exec(page.html)?.[1];
      expect(link).toMatch(/\/pay\/harbour-bistro\/[0-9a-f-]+\?sig=/);
      const [booking] = await bookingsNamed(getApi().server.db, harbourId, 'Dora');
      const [payment] = await paymentsOf(booking!.id);
      expect(payment).toMatchObject({
        kind: 'deposit',
        state: 'requested',
        amountMinor: 3000,
        createdBy: null,
      });
      const [mail] = readMailbox(getApi().dataDir, 'dora@example.com').filter((m) =>
        m.text.includes(link!.replaceAll('&amp;', '&')),
      );
      expect(mail?.subject).toBe('Harbour Bistro: please pay the deposit for your booking');
      expect(mail?.text).toContain('asks for a deposit of £30.00');
      expect(mail?.text).toContain('A booking whose deposit is not paid within 30 minutes is cancelled.');

      const french = await bookAs('Denise', 'fr');
      expect(french.html).toContain('Régler l&#39;acompte');
      expect(french.html).toMatch(/un acompte de 30,00\s£/);
    } finally {
      await charges(null);
    }
  });

  it('tells staff when the deposit could not be asked for, and still keeps the booking', async () => {
    const none = await asAdmin('PUT', '/integrations/payments', { provider: 'none' });
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    const page = await bookAs('Delia');
    expect(page.status, page.html).toBe(201);
    expect(page.html).not.toContain('Pay the deposit');
    const [booking] = await bookingsNamed(getApi().server.db, harbourId, 'Delia');
    expect(await paymentProblemsOf(booking!.id)).toEqual([
      'The deposit the booking rules ask for was not requested: no card provider is connected',
    ]);
  });
});
