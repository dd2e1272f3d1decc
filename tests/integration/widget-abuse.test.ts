// The public booking form is no booking or mail cannon (issue 27 §2): a form token is accepted once,
// widget bookings are capped per email, phone and client address per day and venue, no address gets
// more than its share of guest messages a day, and what a guest typed reaches mails without links.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src-shared/time.js';
import { guestMessages } from '../../src-server/db/schema/index.js';
import { readMailbox } from '../../src-server/mail/mailbox.js';
import {
  GUEST_MESSAGES_PER_RECIPIENT_PER_DAY,
  RECIPIENT_LIMIT_REASON,
} from '../../src-server/messaging/guest-message-job.js';
import { WIDGET_BOOKING_CAPS } from '../../src-server/public-widget/form-uses.js';
import { DEMO, signInEach, type SignedIn } from './helpers/api-server.js';
import { formTokenOf, offeredTimes, useWidgetTestApi, widgetGuest } from './helpers/widget-forms.js';
import { bookingsNamed, demoVenues } from './reservations-fixtures.js';
import { eventually } from './sync-helpers.js';

// Read when the API registers the widget: no fill time, and room for many submissions from one address.
const { getApi, get, post } = useWidgetTestApi(0);
let admin: SignedIn;
let harbourId: number;
let quayId: number;
let today: string;

/** `n` days from today, stepping over the demo venues' 25 December blackout (no form is offered then). */
const bookableDay = (n: number) => {
  const day = addDays(today, n);
  return day.endsWith('-12-25') ? addDays(day, 1) : day;
};

/** A fresh booking form of `slug` for the date and party: its token and first offered time. */
async function openForm(slug: string, date: string, party = 2) {
  const page = await get(`/book/${slug}?date=${date}&party=${party}`);
  expect(page.status).toBe(200);
  const token = formTokenOf(page.html, `/book/${slug}`);
  const time = offeredTimes(page.html)[0];
  if (!token || !time) throw new Error(`No bookable form at ${slug} on ${date}`);
  return { token, time };
}

const guest = (first: string, extra: Record<string, string> = {}) => widgetGuest(first, 'Abuse', extra);

async function book(slug: string, date: string, fields: Record<string, string>) {
  const { token, time } = await openForm(slug, date);
  return post(`/book/${slug}`, { date, party: '2', time, token, ...fields });
}

const widgetBookings = (restaurantId: number, firstName: string) =>
  bookingsNamed(getApi().server.db, restaurantId, firstName);

beforeAll(async () => {
  const { server } = getApi();
  [admin] = await signInEach(getApi(), DEMO.harbourAdmin);
  ({ harbourId, quayId, today } = await demoVenues(server.db));
  await server.jobs?.ready();
});

describe('form tokens', () => {
  it('are accepted once: a replayed booking form books nothing more', async () => {
    const date = bookableDay(9);
    const { token, time } = await openForm('harbour-bistro', date);
    const fields = { date, party: '2', time, token, ...guest('Replay') };
    const first = await post('/book/harbour-bistro', fields);
    expect(first.status, first.html).toBe(201);
    const again = await post('/book/harbour-bistro', fields);
    expect(again.status).toBe(400);
    expect(again.html).toContain('This form was already sent');
    expect(again.html).not.toContain('Booking confirmed');
    expect(await widgetBookings(harbourId, 'Replay')).toHaveLength(1);
  });
});

describe('bookings per guest per day and venue', () => {
  it(`takes at most ${WIDGET_BOOKING_CAPS.perEmail} from one email address`, async () => {
    const answers: number[] = [];
    for (let i = 0; i <= WIDGET_BOOKING_CAPS.perEmail; i += 1) {
      const res = await book(
        'harbour-bistro',
        bookableDay(10 + i),
        guest(`Mailcap${i}`, { email: 'Cap@Example.com' }),
      );
      answers.push(res.status);
      if (res.status === 429) expect(res.html).toContain('limit of online bookings at this venue');
    }
    expect(answers).toEqual([...Array<number>(WIDGET_BOOKING_CAPS.perEmail).fill(201), 429]);
    expect(await widgetBookings(harbourId, 'Mailcap%')).toHaveLength(WIDGET_BOOKING_CAPS.perEmail);
  });

  it(`takes at most ${WIDGET_BOOKING_CAPS.perPhone} from one mobile number, however it is written`, async () => {
    const phones = ['+44 7700 900123', '+447700900123', '+44 (7700) 900-123', '+44 7700 900 123'];
    const answers: number[] = [];
    for (let i = 0; i <= WIDGET_BOOKING_CAPS.perPhone; i += 1) {
      const res = await book(
        'harbour-bistro',
        bookableDay(20 + i),
        guest(`Phonecap${i}`, { email: '', phone: phones[i % phones.length] ?? '' }),
      );
      answers.push(res.status);
    }
    expect(answers).toEqual([...Array<number>(WIDGET_BOOKING_CAPS.perPhone).fill(201), 429]);
  });

  it(`takes at most ${WIDGET_BOOKING_CAPS.perIp} from one client address at a venue, and counts per venue`, async () => {
    const answers: number[] = [];
    for (let i = 0; i <= WIDGET_BOOKING_CAPS.perIp; i += 1)
      answers.push((await book('quay-cafe', bookableDay(5 + i), guest(`Ipcap${i}`))).status);
    expect(answers).toEqual([...Array<number>(WIDGET_BOOKING_CAPS.perIp).fill(201), 429]);
    expect(await widgetBookings(quayId, 'Ipcap%')).toHaveLength(WIDGET_BOOKING_CAPS.perIp);
  });
});

describe('guest messages', () => {
  it(`no address gets more than ${GUEST_MESSAGES_PER_RECIPIENT_PER_DAY} a day`, async () => {
    const email = `victim.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const ids: string[] = [];
    for (let i = 0; i <= GUEST_MESSAGES_PER_RECIPIENT_PER_DAY; i += 1) {
      const res = await getApi().api('POST', '/reservation/bookReservation', {
        token: admin.token,
        restaurantId: harbourId,
        body: {
          first_name: `Flood${i}`,
          email: i % 2 === 0 ? email : email.toUpperCase(),
          guest_count: 2,
          duration_minutes: 60,
          date: bookableDay(30 + i),
          time: '12:00',
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push((res.body as { data: { id: string } }).data.id);
      // One at a time, so which one is over the limit is the last.
      await eventually(async () => {
        const [row] = await getApi()
          .server.db.select({ status: guestMessages.status })
          .from(guestMessages)
          .where(
            and(eq(guestMessages.reservationId, ids.at(-1) ?? ''), eq(guestMessages.kind, 'confirmation')),
          );
        expect(['sent', 'skipped', 'failed']).toContain(row?.status);
      }, 30_000);
    }
    const last = await getApi()
      .server.db.select({ status: guestMessages.status, reason: guestMessages.lastError })
      .from(guestMessages)
      .where(and(eq(guestMessages.reservationId, ids.at(-1) ?? ''), eq(guestMessages.kind, 'confirmation')));
    expect(last[0]).toEqual({ status: 'skipped', reason: RECIPIENT_LIMIT_REASON });
    const delivered = readMailbox(getApi().dataDir).filter((m) => m.to.toLowerCase() === email);
    expect(delivered).toHaveLength(GUEST_MESSAGES_PER_RECIPIENT_PER_DAY);
  });

  it('carry no link from what a guest typed', async () => {
    const email = `links.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await book(
      'harbour-bistro',
      bookableDay(60),
      guest('Linky', {
        last_name: 'www.win-a-prize.example',
        email,
        special_request: 'Claim at https://evil.example/claim now',
      }),
    );
    expect(res.status, res.html).toBe(201);
    await eventually(() => expect(readMailbox(getApi().dataDir, email)).toHaveLength(1), 30_000);
    const [mail] = readMailbox(getApi().dataDir, email);
    const all = `${mail?.subject ?? ''}\n${mail?.html ?? ''}\n${mail?.text ?? ''}`;
    expect(all).toContain('www[.]win-a-prize[.]example');
    expect(all).not.toContain('win-a-prize.example');
    expect(all).not.toContain('https://evil.example');
  });
});
