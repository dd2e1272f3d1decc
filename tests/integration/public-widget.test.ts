// The public booking widget over real HTTP (issue 17 item 5): the page and the embed script per slug,
// the times the host stand's engine offers, bookings through the host stand's path (online source,
// one confirmation queued), the waitlist and event widgets, the abuse guard, rate limits, field
// errors, and 20 guests racing for the last table: exactly one booking and 19 clear refusals.
import { and, eq, like, type SQL } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src-shared/time.js';
import { guestMessages, reservations, waitlistEntries } from '../../src-server/db/schema/index.js';
import { memoryRateCounter } from '../../src-server/http/rate-limiter.js';
import { availableTables } from '../../src-server/reservations/availability-service.js';
import { publicWidgetRoutes } from '../../src-server/public-widget/widget-routes.js';
import type { RouteDeps } from '../../src-server/routes/route-deps.js';
import { saveUiConfig } from '../../src-server/website/ui-config-store.js';
import { secretKey } from '../../src-server/auth/access-token.js';
import { derivePurposeKeys } from '../../src-server/auth/purpose-keys.js';
import { DEFAULT_WIDGET_LIMITS, type WidgetLimits } from '../../src-server/public-widget/widget-limits.js';
import { DEMO, signInEach, type SignedIn } from './helpers/api-server.js';
import {
  formTokenOf,
  nextChristmas,
  offeredTimes,
  openWaitlistWidget,
  useWidgetTestApi,
  widgetGuest,
} from './helpers/widget-forms.js';
import { demoVenues, ensureStatuses } from './reservations-fixtures.js';

// Read when the API registers the widget: a short fill time and room for the race from one address.
const { getApi, get, post, waitFillTime } = useWidgetTestApi(300);
const TAKEN = 'That time was just taken. Please choose another time.';
let host: SignedIn;
let admin: SignedIn;
let harbourId: number;
let quayId: number;
let today: string;
let statuses: Map<string, string>;

/** The signed token of the form posting to `action` on the page. */
function tokenOf(html: string, action: string): string {
  expect(html.indexOf(`action="${action}"`), `a form posting to ${action}`).toBeGreaterThan(-1);
  const token = formTokenOf(html, action);
  if (!token) throw new Error(`No token in the form of ${action}`);
  return token;
}

const offered = offeredTimes;
const guest = (first: string, extra: Record<string, string> = {}) => widgetGuest(first, 'Guest', extra);

/** Harbour Bistro's bookings that meet every condition. */
const harbourBookings = (...conditions: SQL[]) =>
  getApi()
    .server.db.select()
    .from(reservations)
    .where(and(eq(reservations.restaurantId, harbourId), ...conditions));

/** Times page for a search, a token from it once the minimum fill time has passed. */
async function openForm(date: string, party: number, action = '/book/harbour-bistro') {
  const page = await get(`/book/harbour-bistro?date=${date}&party=${party}`);
  expect(page.status).toBe(200);
  const token = tokenOf(page.html, action);
  await waitFillTime();
  return { page, token };
}

beforeAll(async () => {
  const { server } = getApi();
  [host, admin] = await signInEach(getApi(), DEMO.harbourHost, DEMO.harbourAdmin);
  ({ harbourId, quayId, today } = await demoVenues(server.db));
  statuses = await ensureStatuses(server.db, harbourId);
});

/** The widget's routes alone, on the test API's database and keys, with other limits. */
async function widgetApp(limits: WidgetLimits) {
  const { server } = getApi();
  const deps = {
    db: server.db,
    jwtKey: secretKey(server.jwtSecret),
    keys: derivePurposeKeys(secretKey(server.jwtSecret)),
    rateCounter: memoryRateCounter,
    changes: () => undefined,
  } as unknown as RouteDeps;
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(publicWidgetRoutes(deps, limits));
  return app;
}

describe('pages and script per venue', () => {
  it('serves the booking page with a strict CSP that still allows embedding, in the asked language', async () => {
    const page = await get('/book/harbour-bistro');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(csp).toMatch(/frame-ancestors \*/);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.html).toMatch(/<html lang="en">/);
    expect(page.html).toContain('<label for="f-date">Date</label>');
    expect(page.html).toContain('type="date"');
    const fr = await get('/book/harbour-bistro?lang=fr');
    expect(fr.html).toMatch(/<html lang="fr">/);
    expect(fr.html).toContain('Réserver une table');
  });

  it('serves the embed script, and 404s for an unknown venue', async () => {
    const script = await get('/widget/harbour-bistro.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.html).toContain('\'/book/\' + "harbour-bistro"');
    expect(script.html).toContain('venue-widget:height');
    expect((await get('/widget/no-such-venue.js')).status).toBe(404);
    const missing = await get('/book/no-such-venue');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('This booking page does not exist');
  });

  it('styles the page from the saved reservation widget config, with a readable fallback for failing colours', async () => {
    await saveUiConfig(getApi().server.db, {
      restaurantId: quayId,
      page: 'widgets',
      section: 'reservation',
      config: {
        texts: { title: 'Table at the Quay', intro: 'Sea views', buttonLabel: 'Book it', confirmation: '' },
        theme: {
          colors: { primary: '#0f766e', text: '#eeeeee', background: '#ffffff', secondary: '#6B7280' },
          radius: 4,
        },
      },
      userId: null,
    });
    const page = await get('/book/quay-cafe');
    expect(page.html).toContain('Table at the Quay');
    expect(page.html).toContain('--primary:#0f766e');
    expect(page.html).toContain('--radius:4px');
    // #eeeeee on white fails 4.5:1: the page uses a dark text colour instead.
    expect(page.html).not.toContain('--text:#eeeeee');
  });

  it('a disabled widget says the venue is not taking online bookings and books nothing', async () => {
    await saveUiConfig(getApi().server.db, {
      restaurantId: quayId,
      page: 'widgets',
      section: 'reservation',
      config: { enabled: false },
      userId: null,
    });
    const page = await get('/book/quay-cafe');
    expect(page.html).toContain('Quay Cafe is not taking online bookings at the moment');
    expect(page.html).not.toContain('<form');
    const refused = await post('/book/quay-cafe', {
      date: addDays(today, 3),
      party: '2',
      time: '09:00',
      ...guest('Nope'),
    });
    expect(refused.status).toBe(403);
  });
});

describe('times and bookings through the host stand path', () => {
  it('offers exactly the times the host stand availability engine offers', async () => {
    const date = addDays(today, 5);
    const page = await get(`/book/harbour-bistro?date=${date}&party=2`);
    expect(page.status).toBe(200);
    const res = await getApi().api('GET', `/reservation/availability/day?date=${date}&guest_count=2`, {
      token: host.token,
      restaurantId: harbourId,
    });
    const slots = (res.body as { data: { slots: { time: string; available: boolean }[] } }).data.slots;
    // Each time once (the engine lists a time once per shift holding it), in order.
    const engine = [...new Set(slots.filter((s) => s.available).map((s) => s.time))].sort();
    expect(engine.length).toBeGreaterThan(0);
    expect([...offered(page.html)].sort()).toEqual(engine);
  });

  it('groups the times under their shift names, each time once (issue 29 §9)', async () => {
    const date = addDays(today, 5);
    const page = await get(`/book/harbour-bistro?date=${date}&party=2`);
    const headings = [...page.html.matchAll(/<h3 id="f-shift-\d+">([^<]+)<\/h3>/g)].map((m) => m[1]);
    // Breakfast, Lunch and Dinner by start time; Full day (spanning them) last, with the gaps between.
    expect(headings).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Full day']);
    const groupOf = (name: string) => {
      const at = page.html.indexOf(`>${name}</h3>`);
      return offered(page.html.slice(at, page.html.indexOf('</div>\n</div>', at)));
    };
    expect(groupOf('Lunch')).toContain('12:30');
    expect(groupOf('Dinner')).toContain('19:00');
    expect(groupOf('Full day')).toContain('16:00');
    expect(groupOf('Full day')).not.toContain('12:30');
    const all = offered(page.html);
    expect(new Set(all).size).toBe(all.length);
  });

  it('books a table as the online widget source and queues exactly one confirmation', async () => {
    const date = addDays(today, 6);
    const { page, token } = await openForm(date, 2);
    const time = offered(page.html)[0] ?? '';
    const res = await post('/book/harbour-bistro', { date, party: '2', time, token, ...guest('Widgetta') });
    expect(res.status, res.html).toBe(201);
    expect(res.html).toContain('Booking confirmed');
    const db = getApi().server.db;
    const [row] = await harbourBookings(eq(reservations.firstName, 'Widgetta'));
    expect(row).toMatchObject({ source: 'widget', date, time, guestCount: 2, email: 'widgetta@example.com' });
    expect(row?.tableIds.length).toBeGreaterThan(0);
    const messages = await db
      .select()
      .from(guestMessages)
      .where(and(eq(guestMessages.reservationId, row?.id ?? ''), eq(guestMessages.kind, 'confirmation')));
    expect(messages).toHaveLength(1);
    // The host stand reads it like any other booking.
    const day = await getApi().api('GET', `/reservation/selectedDate?date=${date}`, {
      token: host.token,
      restaurantId: harbourId,
    });
    const booked = (day.body as { data: { first_name: string; source: string }[] }).data;
    expect(booked.find((b) => b.first_name === 'Widgetta')?.source).toBe('widget');
  });

  it('names the field of bad input (422) and keeps what the guest typed', async () => {
    const date = addDays(today, 6);
    const { page, token } = await openForm(date, 2);
    const time = offered(page.html)[0] ?? '';
    const res = await post('/book/harbour-bistro', {
      date,
      party: '2',
      time,
      token,
      ...guest('', { email: 'not-an-email', last_name: 'Kept-Surname' }),
    });
    expect(res.status).toBe(422);
    expect(res.html).toContain('There is a problem');
    expect(res.html).toContain('<a href="#f-first_name">Enter your first name</a>');
    expect(res.html).toContain('<a href="#f-email">Enter a valid email address, like name@example.com</a>');
    expect(res.html).toMatch(/id="f-email" name="email" value="not-an-email"[^>]*aria-invalid="true"/);
    expect(res.html).toContain('value="Kept-Surname"');
    const outOfRange = await get(`/book/harbour-bistro?date=${addDays(today, 400)}&party=40`);
    expect(outOfRange.status).toBe(422);
    expect(outOfRange.html).toContain('<a href="#f-date">Choose a date from');
    expect(outOfRange.html).toContain('<a href="#f-party">Choose from 1 to 8 guests</a>');
  });

  it('refuses a filled honeypot, a form sent too fast and a forged token, booking nothing', async () => {
    const date = addDays(today, 7);
    const page = await get(`/book/harbour-bistro?date=${date}&party=2`);
    expect(page.html).toMatch(/<div class="hp" aria-hidden="true">.*tabindex="-1"/s);
    const token = tokenOf(page.html, '/book/harbour-bistro');
    const time = offered(page.html)[0] ?? '';
    // "Too fast" on routes that want a minute of filling: a loaded machine cannot make the send slow
    // enough to pass (with this file's 300 ms it could, and the refusal went untested).
    const patient = await widgetApp({ ...DEFAULT_WIDGET_LIMITS, minFillMs: 60_000 });
    const fast = await patient.inject({
      method: 'POST',
      url: '/book/harbour-bistro',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ date, party: '2', time, token, ...guest('Speedy') }).toString(),
    });
    await patient.close();
    expect(fast.statusCode).toBe(400);
    expect(fast.body).toContain('The form was sent too quickly');
    expect(fast.body).toContain('value="Speedy"');
    await waitFillTime();
    const bot = await post('/book/harbour-bistro', {
      date,
      party: '2',
      time,
      token,
      ...guest('Botty', { website: 'http://spam.example' }),
    });
    expect(bot.status).toBe(400);
    const forged = await post('/book/harbour-bistro', {
      date,
      party: '2',
      time,
      token: `${token}x`,
      ...guest('Forger'),
    });
    expect(forged.status).toBe(400);
    const rows = await harbourBookings(eq(reservations.date, date), eq(reservations.lastName, 'Guest'));
    expect(rows.map((r) => r.firstName)).toEqual([]);
  });
});

describe('waitlist and event widgets', () => {
  it('offers the waitlist when nothing is free, stores entries up to the day limit, and staff read them', async () => {
    const db = getApi().server.db;
    // 25 December is a blackout date of the demo venue: no time is free.
    const christmas = nextChristmas(today);
    await openWaitlistWidget(db, harbourId, 2);
    const { page } = await openForm(christmas, 4, '/book/harbour-bistro/waitlist');
    expect(offered(page.html)).toEqual([]);
    expect(page.html).toContain('No table is free for 4 guests');
    // A form token is accepted once (widget-abuse.test.ts): each guest sends their own form.
    const join = async (first: string) =>
      post('/book/harbour-bistro/waitlist', {
        date: christmas,
        party: '4',
        preferred_time: '19:30',
        token: (await openForm(christmas, 4, '/book/harbour-bistro/waitlist')).token,
        ...guest(first),
      });
    expect((await join('Wait1')).status).toBe(201);
    const second = await join('Wait2');
    expect(second.status).toBe(201);
    expect(second.html).toContain('You are on the waitlist');
    const third = await join('Wait3');
    expect(third.status).toBe(409);
    expect(third.html).toContain('is full');
    const badTime = await post('/book/harbour-bistro/waitlist', {
      date: christmas,
      party: '4',
      preferred_time: '7pm',
      token: (await openForm(christmas, 4, '/book/harbour-bistro/waitlist')).token,
      ...guest('Wait4'),
    });
    expect(badTime.status).toBe(422);
    expect(badTime.html).toContain('<a href="#f-preferred_time">');
    const list = await getApi().api('GET', `/restaurant/${harbourId}/waitlist?date=${christmas}`, {
      token: host.token,
      restaurantId: harbourId,
    });
    expect(list.status).toBe(200);
    const entries = (
      list.body as {
        data: { first_name: string; party_size: number; preferred_time: string; source: string }[];
      }
    ).data;
    expect(entries.map((e) => [e.first_name, e.party_size, e.preferred_time, e.source])).toEqual([
      ['Wait1', 4, '19:30', 'widget'],
      ['Wait2', 4, '19:30', 'widget'],
    ]);
    const stored = await db.select().from(waitlistEntries).where(eq(waitlistEntries.date, christmas));
    expect(stored).toHaveLength(2);
    // Another venue's staff cannot read it.
    const quay = await getApi().signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password);
    const foreign = await getApi().api('GET', `/restaurant/${harbourId}/waitlist`, {
      token: quay.token,
      restaurantId: quayId,
    });
    expect(foreign.status).toBe(403);
  });

  it('books the configured event through the booking path and refuses beyond its capacity in covers', async () => {
    const db = getApi().server.db;
    const date = addDays(today, 20);
    await saveUiConfig(db, {
      restaurantId: harbourId,
      page: 'widgets',
      section: 'event',
      config: { event: { name: 'Wine dinner', date, time: '19:00', durationMinutes: 150, capacity: 6 } },
      userId: null,
    });
    const page = await get('/book/harbour-bistro/event');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Wine dinner');
    expect(page.html).toContain('6 places left');
    const token = tokenOf(page.html, '/book/harbour-bistro/event');
    await waitFillTime();
    const first = await post('/book/harbour-bistro/event', { party: '4', token, ...guest('Eventa') });
    expect(first.status, first.html).toBe(201);
    expect(first.html).toContain('Event booking confirmed');
    const again = tokenOf((await get('/book/harbour-bistro/event')).html, '/book/harbour-bistro/event');
    await waitFillTime();
    const over = await post('/book/harbour-bistro/event', { party: '4', token: again, ...guest('Eventb') });
    expect(over.status).toBe(409);
    expect(over.html).toContain('only 2 places are left');
    const rows = await harbourBookings(eq(reservations.reservationType, 'Wine dinner'));
    expect(rows.map((r) => [r.firstName, r.date, r.time, r.durationMinutes, r.guestCount, r.source])).toEqual(
      [['Eventa', date, '19:00', 150, 4, 'widget']],
    );
  });
});

describe('limits', () => {
  it('answers 429 with Retry-After past the per-IP limits', async () => {
    const app = await widgetApp({ ...DEFAULT_WIDGET_LIMITS, pagesPerWindow: 3, submitsPerWindow: 2 });
    const pages = [];
    for (let i = 0; i < 4; i += 1)
      pages.push(await app.inject({ method: 'GET', url: '/book/harbour-bistro' }));
    expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200, 429]);
    expect(Number(pages[3]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(pages[3]?.body).toContain('Too many requests. Please try again later.');
    const posts = [];
    for (let i = 0; i < 3; i += 1)
      posts.push(
        await app.inject({
          method: 'POST',
          url: '/book/harbour-bistro',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'date=x',
        }),
      );
    expect(posts.map((p) => p.statusCode)).toEqual([422, 422, 429]);
    await app.close();
  });
});

describe('the last free table', () => {
  it('20 guests racing for it at one time get exactly one booking and 19 clear refusals', async () => {
    const db = getApi().server.db;
    const date = addDays(today, 40);
    const time = '13:00';
    const party = 7;
    const tenant = { db, restaurantId: harbourId };
    // Fill the lunch service at 13:00 for a party of 7 until one place to seat them is left.
    for (let i = 0; i < 20; i += 1) {
      const fit = await availableTables(tenant, { date, time, guest_count: party });
      expect(fit.available, 'the engine still seats the party').toBe(true);
      const res = await getApi().api('POST', '/reservation/bookReservation', {
        token: admin.token,
        restaurantId: harbourId,
        body: {
          first_name: `Filler${i}`,
          date,
          time,
          guest_count: party,
          table_ids: fit.suggestion?.table_ids ?? [],
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      if (!(await availableTables(tenant, { date, time, guest_count: party })).available) {
        // That took the last one: give it back, so exactly one is free.
        const id = (res.body as { data: { id: string } }).data.id;
        const cancel = await getApi().api(
          'PUT',
          `/reservation/status/${id}/${statuses.get('Cancelled') ?? ''}`,
          {
            token: admin.token,
            restaurantId: harbourId,
          },
        );
        expect(cancel.status).toBe(200);
        break;
      }
    }
    // Each guest has their own form (a token is accepted once); the 20 are sent at the same moment.
    const forms = [];
    for (let i = 0; i < 20; i += 1) forms.push(await openForm(date, party));
    expect(offered(forms[0]?.page.html ?? '')).toContain(time);
    const results = await Promise.all(
      forms.map(({ token }, i) =>
        post('/book/harbour-bistro', { date, party: String(party), time, token, ...guest(`Racer${i}`) }),
      ),
    );
    const won = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.html).toContain(TAKEN);
      expect(r.html).not.toContain('Booking confirmed');
    }
    const rows = await harbourBookings(eq(reservations.date, date), like(reservations.firstName, 'Racer%'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source).toBe('widget');
  });
});
