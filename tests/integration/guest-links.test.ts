// The guest links of a booking's messages over real HTTP: a booking made through the widget, its
// confirmation's signed links (built the way the message job builds them), the cancel page and its
// write through the host stand's status change (one cancellation message, a second cancel refused),
// the "I am coming" link setting Confirmed, the move of the modify page, and every link of a stranger (tampered
// signature, another venue's booking, an unknown id) answering the widget's not-found page.
import { and, eq, ne } from 'drizzle-orm';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingReference } from '../../src-shared/domain/booking-reference.js';
import { addDays } from '../../src-shared/time.js';
import { secretKey } from '../../src-server/auth/access-token.js';
import { purposeKey } from '../../src-server/auth/purpose-keys.js';
import { guestMessages, guestRequests, reservations } from '../../src-server/db/schema/index.js';
import { guestLinks, loadMessageSubject, messageValues } from '../../src-server/messaging/message-values.js';
import { formTokenOf, offeredTimes, useWidgetTestApi, widgetGuest } from './helpers/widget-forms.js';
import { demoVenues, ensureStatuses } from './reservations-fixtures.js';

// Read when the API registers the widget: a short fill time and room for every request from one address.
const { getApi, get, post, waitFillTime } = useWidgetTestApi(300);
const NOT_FOUND = 'This booking page does not exist. Please check the link.';
let harbourId: number;
let quayId: number;
let today: string;
let statuses: Map<string, string>;
const key = () => purposeKey(secretKey(getApi().server.jwtSecret), 'guest-link');
/** A link's path and query on the API (the messages put it on the console's origin). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** The form on the page posting to its own link, with its token, sent once a person could have. */
async function submit(path: string, extra: Record<string, string> = {}) {
  const page = await get(path);
  expect(page.status, page.html).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(page.html)?.[1]?.replace(/&amp;/g, '&');
  const token = /name="token" value="([^"]+)"/.exec(page.html)?.[1];
  if (!action || !token) throw new Error(`No form on ${path}`);
  await waitFillTime();
  return post(action, { token, website: '', lang: 'en', ...extra });
}

/** A table booked through the public widget for `date`; its id. */
async function bookThroughWidget(first: string, date: string): Promise<string> {
  const page = await get(`/book/harbour-bistro?date=${date}&party=2`);
  expect(page.status).toBe(200);
  const time = offeredTimes(page.html)[0] ?? '';
  const token = formTokenOf(page.html, '/book/harbour-bistro');
  await waitFillTime();
  const res = await post('/book/harbour-bistro', {
    date,
    party: '2',
    time,
    token,
    ...widgetGuest(first, 'Guest'),
  });
  expect(res.status, res.html).toBe(201);
  const [row] = await getApi()
    .server.db.select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.restaurantId, harbourId), eq(reservations.firstName, first)));
  if (!row) throw new Error(`${first}'s booking is missing`);
  return row.id;
}

/** The links of the booking's confirmation, with the values the message job renders it with. */
async function linksOf(id: string) {
  const subject = await loadMessageSubject(getApi().server.db, harbourId, id);
  if (!subject) throw new Error(`No message subject for ${id}`);
  return messageValues(subject, 'https://console.example', key(), { kind: 'confirmation' });
}

async function messagesOf(id: string, kind: string) {
  return getApi()
    .server.db.select()
    .from(guestMessages)
    .where(and(eq(guestMessages.reservationId, id), eq(guestMessages.kind, kind)));
}

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await getApi()
    .server.db.select({ statusId: reservations.statusId })
    .from(reservations)
    .where(eq(reservations.id, id));
  return [...statuses.entries()].find(([, sid]) => sid === row?.statusId)?.[0];
}

beforeAll(async () => {
  const { server } = getApi();
  ({ harbourId, quayId, today } = await demoVenues(server.db));
  statuses = await ensureStatuses(server.db, harbourId);
});

describe('cancel link', () => {
  it('shows the booking, cancels it through the host stand path once, and refuses a second cancel', async () => {
    const date = addDays(today, 7);
    const id = await bookThroughWidget('Cancella', date);
    expect(await messagesOf(id, 'confirmation')).toHaveLength(1);
    const links = await linksOf(id);
    expect(links.cancellation_link).toMatch(/\/book\/harbour-bistro\/reservation\/[^/]+\/cancel\?sig=/);
    const path = pathOf(links.cancellation_link ?? '');

    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Cancella Guest, party of 2 guests');
    expect(page.html).toContain('at Harbour Bistro.');
    expect(page.html).toContain('Cancel this booking');
    expect(page.html).toContain('name="website"');

    const done = await submit(path);
    expect(done.status, done.html).toBe(200);
    expect(done.html).toContain('Booking cancelled');
    expect(await statusOf(id)).toBe('Cancelled');
    expect(await messagesOf(id, 'cancellation')).toHaveLength(1);

    // The link again: it says the booking is cancelled, offers no form, and a replayed POST changes nothing.
    const after = await get(path);
    expect(after.html).toContain('This booking is cancelled');
    expect(after.html).not.toContain('<form method="post"');
    const again = await post(path, { token: 'x.y.z', website: '', lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.html).toContain('This booking is cancelled');
    expect(again.html).not.toContain('Booking cancelled');
    expect(await messagesOf(id, 'cancellation')).toHaveLength(1);
  });

  it('refuses a forged form token and a filled honeypot, cancelling nothing', async () => {
    const id = await bookThroughWidget('Guarded', addDays(today, 8));
    const path = pathOf((await linksOf(id)).cancellation_link ?? '');
    const forged = await post(path, { token: 'forged.token.value', website: '', lang: 'en' });
    expect(forged.status).toBe(400);
    expect(forged.html).toContain('Your request could not be accepted');
    const bot = await submit(path, { website: 'http://spam.example' });
    expect(bot.status).toBe(400);
    expect(await statusOf(id)).toBe('Booked');
    expect(await messagesOf(id, 'cancellation')).toHaveLength(0);
  });

  it('refuses a booking whose time has passed, saying why', async () => {
    const id = await bookThroughWidget('Pastime', addDays(today, 9));
    const path = pathOf((await linksOf(id)).cancellation_link ?? '');
    await getApi()
      .server.db.update(reservations)
      .set({ date: addDays(today, -1) })
      .where(eq(reservations.id, id));
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain('The time of this booking has passed');
    expect(page.html).not.toContain('<form method="post"');
    const res = await post(path, { token: 'x.y.z', website: '', lang: 'en' });
    expect(res.status).toBe(409);
    expect(await statusOf(id)).toBe('Booked');
  });

  it('refuses a seated booking, saying the visit has started', async () => {
    const id = await bookThroughWidget('Sitting', addDays(today, 14));
    const path = pathOf((await linksOf(id)).cancellation_link ?? '');
    await getApi()
      .server.db.update(reservations)
      .set({ statusId: statuses.get('Seated') ?? '' })
      .where(eq(reservations.id, id));
    const res = await post(path, { token: 'x.y.z', website: '', lang: 'en' });
    expect(res.status).toBe(409);
    expect(res.html).toContain('Your visit has already started or is over');
    expect(await statusOf(id)).toBe('Seated');
  });

  it('answers the not-found page to a tampered signature, another venue, an unknown id and no signature', async () => {
    const id = await bookThroughWidget('Stranger', addDays(today, 10));
    const path = pathOf((await linksOf(id)).cancellation_link ?? '');
    const sig = new URL(`http://x${path}`).searchParams.get('sig') ?? '';
    const tampered = path.replace(`sig=${sig}`, `sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    const [quayBooking] = await getApi()
      .server.db.select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.restaurantId, quayId), ne(reservations.id, id)))
      .limit(1);
    if (!quayBooking) throw new Error('Quay Cafe has no booking');
    // Signed for real, but under Harbour Bistro's slug: another venue's booking is unknown here.
    const foreign = pathOf(
      guestLinks('https://c.example', 'harbour-bistro', quayBooking.id, key()).cancellation_link,
    );
    const unknown = pathOf(
      guestLinks('https://c.example', 'harbour-bistro', '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', key())
        .cancellation_link,
    );
    const bare = path.slice(0, path.indexOf('?'));
    for (const p of [tampered, foreign, unknown, bare, path.replace('harbour-bistro', 'quay-cafe')]) {
      const page = await get(p);
      expect(page.status, p).toBe(404);
      expect(page.html).toContain(NOT_FOUND);
      expect(page.html).not.toContain('Stranger');
      expect((await post(p, { token: 'x.y.z', website: '', lang: 'en' })).status, p).toBe(404);
    }
    expect(await statusOf(id)).toBe('Booked');
  });
});

describe('the other links', () => {
  it('confirms the guest is coming (Confirmed), once', async () => {
    const id = await bookThroughWidget('Arriva', addDays(today, 11));
    const path = pathOf((await linksOf(id)).arrival_confirmation_link ?? '');
    const done = await submit(path);
    expect(done.status, done.html).toBe(200);
    expect(done.html).toContain('The venue knows you are coming.');
    expect(await statusOf(id)).toBe('Confirmed');
    const again = await get(path);
    expect(again.html).toContain('You have already confirmed this booking');
    expect(again.html).not.toContain('<form method="post"');
    expect(await messagesOf(id, 'cancellation')).toHaveLength(0);
  });

  it('modify moves the booking to another free time through the console update, and refuses a time not free', async () => {
    const id = await bookThroughWidget('Modifia', addDays(today, 12));
    const links = await linksOf(id);
    const path = pathOf(links.modification_link ?? '');
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.html).toContain('Modifia Guest, party of 2 guests');
    expect(first.html).toContain(`call ${links.restaurant_phone}`);
    expect(first.html).toContain('/cancel?sig=');

    const date = addDays(today, 15);
    const search = `${path}&date=${date}&party=3`;
    const timesPage = await get(search);
    expect(timesPage.status, timesPage.html).toBe(200);
    const times = offeredTimes(timesPage.html);
    expect(times.length).toBeGreaterThan(1);
    const time = times[1] ?? '';

    // A time the engine does not offer (the night) is refused with the times free now; nothing moves.
    const night = await submit(search, { date, party: '3', time: '03:30' });
    expect(night.status).toBe(409);
    expect(night.html).toContain('That time was just taken. Please choose another time.');
    expect(night.html).toContain('name="time"');
    const [still] = await getApi().server.db.select().from(reservations).where(eq(reservations.id, id));
    expect(still).toMatchObject({ date: addDays(today, 12), guestCount: 2 });

    const moved = await submit(search, { date, party: '3', time });
    expect(moved.status, moved.html).toBe(200);
    expect(moved.html).toContain('Booking changed');
    const [row] = await getApi().server.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row).toMatchObject({ date, time, guestCount: 3 });
    expect(row?.tableIds.length).toBeGreaterThan(0);
    expect(await messagesOf(id, 'modification')).toHaveLength(1);

    const fr = await get(`${path}&lang=fr`);
    expect(fr.html).toMatch(/<html lang="fr">/);
    expect(fr.html).toContain('Modifier votre réservation');
  });

  it("the write-to-us link opens the booking's request page, and what the guest sends there is a request on the booking", async () => {
    const id = await bookThroughWidget('Writea', addDays(today, 12));
    const links = await linksOf(id);
    expect(links.request_link).toMatch(/\/book\/harbour-bistro\/reservation\/[^/]+\/request\?sig=/);
    const path = pathOf(links.request_link ?? '');
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain('name="message"');
    const sent = await submit(path, { kind: 'enquiry', message: 'Can we bring a birthday cake?' });
    expect(sent.status, sent.html).toBe(201);
    const rows = await getApi()
      .server.db.select()
      .from(guestRequests)
      .where(eq(guestRequests.reservationId, id));
    expect(rows.map((r) => [r.kind, r.source, r.state])).toEqual([['enquiry', 'guest_link', 'new']]);
    const forged = pathOf(links.request_link ?? '').replace(/sig=.*/, 'sig=forged');
    expect((await get(forged)).status).toBe(404);
  });

  it('qr is a PNG of the booking reference; feedback says it is not available yet; an unknown link is not found', async () => {
    const id = await bookThroughWidget('Feedbacka', addDays(today, 13));
    const links = await linksOf(id);
    const qr = await fetch(`${getApi().server.url}${pathOf(links.qr_code_url ?? '')}`);
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await qr.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The code of the booking's six-character reference, drawn the way the route draws it (the library
    // is deterministic): what staff type into search when the guest shows it.
    const expected = await QRCode.toBuffer(bookingReference(id), {
      type: 'png',
      width: 320,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    expect(png.equals(expected)).toBe(true);
    const forgedQr = pathOf(links.qr_code_url ?? '').replace(/sig=.*/, 'sig=forged');
    expect((await get(forgedQr)).status).toBe(404);

    const page = await get(pathOf(links.feedback_link ?? ''));
    expect(page.status).toBe(200);
    expect(page.html).toContain('This link is not available yet for Harbour Bistro');
    const fr = await get(`${pathOf(links.feedback_link ?? '')}&lang=fr`);
    expect(fr.html).toContain('pas encore disponible pour Harbour Bistro');
    const other = pathOf(links.feedback_link ?? '').replace('/feedback?', '/elsewhere?');
    expect((await get(other)).status).toBe(404);
  });
});
