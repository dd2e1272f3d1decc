// A promo code on the public booking widget (issue 31 §2), over real HTTP as a guest's browser sends
// the form: a valid code is used in the booking's own transaction and the confirmation says what it
// takes off (in the venue currency for an amount); a refused code makes no booking, and the form
// comes back filled in, the code's field saying why in the guest's language.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src-shared/time.js';
import { promoCodeRedemptions } from '../../src-server/db/schema/marketing.js';
import { DEMO, signInEach, type SignedIn } from './helpers/api-server.js';
import { formTokenOf, offeredTimes, useWidgetTestApi, widgetGuest } from './helpers/widget-forms.js';
import { bookingsNamed, demoVenues, ensureStatuses } from './reservations-fixtures.js';

const { getApi, get, post, waitFillTime } = useWidgetTestApi(300);
let admin: SignedIn;
let harbourId: number;
let date: string;

async function bookWithCode(first: string, code: string, lang = 'en') {
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
    promo_code: code,
    ...widgetGuest(first, 'Promo', { lang }),
  });
}

async function createCode(body: Record<string, unknown>) {
  const res = await getApi().api('POST', '/marketing/promo-codes', {
    token: admin.token,
    restaurantId: harbourId,
    body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

const bookingsOf = (firstName: string) => bookingsNamed(getApi().server.db, harbourId, firstName);

beforeAll(async () => {
  const { server } = getApi();
  [admin] = await signInEach(getApi(), DEMO.harbourAdmin);
  let today: string;
  ({ harbourId, today } = await demoVenues(server.db));
  date = addDays(today, 20);
  await ensureStatuses(server.db, harbourId);
});

describe('a promo code on the booking widget', () => {
  it('is used with the booking, and the confirmation says what it takes off', async () => {
    await createCode({ code: 'WIDGET10', discount_value: 10, total_limit: 1 });
    const page = await bookWithCode('Percy', ' widget10 ');
    expect(page.status, page.html).toBe(201);
    expect(page.html).toContain('Promo code WIDGET10: 10% off.');
    const [booking] = await bookingsOf('Percy');
    expect(booking).toBeDefined();
    const uses = await getApi()
      .server.db.select()
      .from(promoCodeRedemptions)
      .where(eq(promoCodeRedemptions.reservationId, booking!.id));
    expect(uses).toHaveLength(1);

    // Its one use is gone: the next guest is told so, and nothing is booked for them.
    const refused = await bookWithCode('Quinn', 'WIDGET10');
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('Promo code WIDGET10 has no uses left.');
    expect(refused.html).toContain('value="WIDGET10"');
    expect(await bookingsOf('Quinn')).toHaveLength(0);
  });

  it('words an amount in the venue currency, and a refusal in French for a French guest', async () => {
    await createCode({ code: 'FIVEOFF', discount_type: 'amount', discount_value: 5 });
    const page = await bookWithCode('Amelie', 'fiveoff');
    expect(page.status, page.html).toBe(201);
    expect(page.html).toMatch(/Promo code FIVEOFF: [^<]*5\.00[^<]* off\./);

    const unknown = await bookWithCode('Bastien', 'NOPE42', 'fr');
    expect(unknown.status).toBe(422);
    // The page escapes the apostrophe.
    expect(unknown.html).toMatch(/Le code promo NOPE42 n(&#39;|&#x27;|')existe pas/);
    expect(await bookingsOf('Bastien')).toHaveLength(0);
  });
});
