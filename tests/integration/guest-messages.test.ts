// Guest messages through the durable job queue, against the REAL tenant API (PGlite, or PostgreSQL
// with DATABASE_URL) and the mailbox folder: a booking made offline and pushed later is confirmed
// exactly once, a modification and a cancellation each send theirs, and SMS go to the outbox folder.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate } from '../../src-shared/dates.js';
import { bookingReference } from '../../src-shared/domain/booking-reference.js';
import { uuidv7 } from '../../src-shared/ids.js';
import { guestMessageSchema, type GuestMessage } from '../../src-shared/messaging/template-types.js';
import { VENUE_SETTINGS_DEFAULTS } from '../../src-shared/schemas/venue-settings.js';
import { addDays } from '../../src-shared/time.js';
import { guestMessages, venueSettings } from '../../src-server/db/schema/index.js';
import { readMailbox } from '../../src-server/mail/mailbox.js';
import { readSmsOutbox } from '../../src-server/messaging/sms-provider.js';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';
import { harbourAdminWithStatuses } from './reservations-fixtures.js';
import { call, eventually, startTerminal, type Terminal } from './sync-helpers.js';

const getApi = useTestApi({ jobs: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } });
let admin: SignedIn;
let restaurantId: number;
let statuses: Map<string, string>;
const terminals: Terminal[] = [];
const today = new Date().toISOString().slice(0, 10);

async function messagesOf(reservationId: string): Promise<GuestMessage[]> {
  const res = await getApi().api('GET', `/reservation/${reservationId}/messages`, {
    token: admin.token,
    restaurantId,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return guestMessageSchema.array().parse((res.body as { data: unknown }).data);
}

async function book(body: Record<string, unknown>): Promise<string> {
  const res = await getApi().api('POST', '/reservation/bookReservation', {
    token: admin.token,
    restaurantId,
    body: { first_name: 'Test', guest_count: 2, duration_minutes: 90, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { data: { id: string } }).data.id;
}

const mailsTo = (email: string) => readMailbox(getApi().dataDir, email);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  ({ admin, restaurantId, statuses } = await harbourAdminWithStatuses(getApi()));
});

afterAll(async () => {
  for (const t of terminals) await t.close();
});

describe('guest messages through the job queue', () => {
  it('a booking made offline and pushed later gets exactly one confirmation email with its details', async () => {
    const t = await startTerminal(getApi().server.url, DEMO.harbourHost, { realtime: false });
    terminals.push(t);
    const date = addDays(today, 50);
    const email = `olive.${uuidv7().slice(-8)}@guest.test`;
    const floor = await call(t, 'mirror.floor', undefined);
    const table = floor.tables.find((x) => x.status === 1 && x.max_covers >= 2);
    if (!table) throw new Error('The demo restaurant has no table for two');

    t.engine.setNetwork(false);
    const id = uuidv7();
    const booking = {
      id,
      first_name: 'Olive',
      last_name: 'Offline',
      email,
      date,
      time: '12:30',
      guest_count: 2,
      table_ids: [table.id],
      special_request: '<b>Window</b> & "quiet"',
    };
    await call(t, 'sync.mutate', { name: 'reservation.create', args: booking });
    // Nothing reaches the guest while the booking is only on the terminal.
    await pause(1500);
    expect(mailsTo(email)).toHaveLength(0);

    t.engine.setNetwork(true);
    await eventually(() => expect(t.engine.status()).toMatchObject({ pending: 0, state: 'online' }));
    await eventually(() => expect(mailsTo(email)).toHaveLength(1), 30_000);

    const [mail] = mailsTo(email);
    expect(mail?.subject).toBe('Your reservation at Harbour Bistro is confirmed');
    expect(mail?.text).toContain('Dear Olive Offline,');
    expect(mail?.text).toContain(`Date: ${formatLongDate(date)}`);
    expect(mail?.text).toContain('Time: 12:30');
    expect(mail?.text).toContain('Guests: 2');
    expect(mail?.text).toContain(`Table: ${table.name}`);
    // The guest's six-character reference, not the 36-character id (issue 29).
    expect(mail?.text).toContain(`Reference: ${bookingReference(id)}`);
    expect(mail?.text).toContain('Changes need at least 2 hours notice.');
    // Guest input is text in the HTML part, never markup.
    expect(mail?.html).toContain('&lt;b&gt;Window&lt;/b&gt; &amp; &quot;quiet&quot;');
    expect(mail?.html).not.toContain('<b>Window</b>');
    expect(mail?.html).toContain('max-width:600px');
    // The guest links open this API's pages (where the widget is served), signed; the cancel page
    // shows this booking.
    const cancel = /href="([^"]*\/cancel\?sig=[^"]+)"/.exec(mail?.html ?? '')?.[1]?.replace(/&amp;/g, '&');
    expect(
      cancel?.startsWith(`${getApi().server.url}/book/harbour-bistro/reservation/${id}/cancel?sig=`),
    ).toBe(true);
    const cancelPage = await fetch(cancel ?? '');
    expect(cancelPage.status).toBe(200);
    expect(await cancelPage.text()).toContain('Olive Offline');

    // A relay that runs again and a terminal that pushes the same booking again send nothing more.
    await getApi().server.jobs?.relayNow();
    const again = await getApi().api('POST', '/reservation/bookReservation', {
      token: admin.token,
      restaurantId,
      body: booking,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    await pause(2500);
    expect(mailsTo(email)).toHaveLength(1);

    const messages = await messagesOf(id);
    expect(messages.map((m) => [m.kind, m.channel, m.status])).toEqual([
      ['confirmation', 'email', 'sent'],
      ['reminder', 'email', 'pending'],
    ]);
    expect(messages[0]).toMatchObject({ recipient: email, attempts: 1, last_error: null });
    expect(messages[1]?.scheduled_for).not.toBeNull();
  });

  it('moving a booking sends a modification, cancelling it a cancellation; the old reminder is replaced', async () => {
    const email = `mo.${uuidv7().slice(-8)}@guest.test`;
    const id = await book({
      first_name: 'Mo',
      last_name: 'Dified',
      email,
      date: addDays(today, 52),
      time: '12:00',
    });
    await eventually(() => expect(mailsTo(email)).toHaveLength(1), 30_000);

    const patched = await getApi().api('PATCH', `/reservation/${id}`, {
      token: admin.token,
      restaurantId,
      body: { time: '13:00', guest_count: 3 },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    await eventually(() => expect(mailsTo(email)).toHaveLength(2), 30_000);
    expect(mailsTo(email)[1]?.subject).toBe('Your reservation at Harbour Bistro has changed');
    expect(mailsTo(email)[1]?.text).toContain('Time: 13:00');
    expect(mailsTo(email)[1]?.text).toContain('Guests: 3');

    const cancelled = statuses.get('Cancelled');
    if (!cancelled) throw new Error('No Cancelled status');
    const res = await getApi().api('PUT', `/reservation/status/${id}/${cancelled}`, {
      token: admin.token,
      restaurantId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await eventually(() => expect(mailsTo(email)).toHaveLength(3), 30_000);
    expect(mailsTo(email)[2]?.subject).toBe('Your reservation at Harbour Bistro is cancelled');

    const messages = await messagesOf(id);
    expect(messages.map((m) => [m.kind, m.status])).toEqual([
      ['confirmation', 'sent'],
      ['reminder', 'pending'],
      ['modification', 'sent'],
      ['reminder', 'pending'],
      ['cancellation', 'sent'],
    ]);
  });

  it('with notifications by EMAIL and SMS the confirmation also goes to the SMS outbox, once', async () => {
    const { db, jobs } = getApi().server;
    await db
      .insert(venueSettings)
      .values({
        restaurantId,
        guestCommunication: {
          ...VENUE_SETTINGS_DEFAULTS.guest_communication,
          default_notification_method: 'BOTH',
        },
      })
      .onConflictDoUpdate({
        target: venueSettings.restaurantId,
        set: {
          guestCommunication: {
            ...VENUE_SETTINGS_DEFAULTS.guest_communication,
            default_notification_method: 'BOTH',
          },
        },
      });
    try {
      const email = `sam.${uuidv7().slice(-8)}@guest.test`;
      const mobile = `+44 7700 9${String(Date.now()).slice(-5)}`;
      const id = await book({
        first_name: 'Sam',
        last_name: 'Text',
        email,
        mobileNumber: mobile,
        date: addDays(today, 53),
        time: '12:30',
      });
      await eventually(() => {
        expect(mailsTo(email)).toHaveLength(1);
        expect(readSmsOutbox(getApi().dataDir).filter((m) => m.to === mobile)).toHaveLength(1);
      }, 30_000);
      const [sms] = readSmsOutbox(getApi().dataDir).filter((m) => m.to === mobile);
      expect(sms?.text).toContain('Harbour Bistro: your table for 2 on');
      expect(sms?.text).toContain('at 12:30 is confirmed');

      // The message row, not the job, decides: a stray second run of the same message sends nothing.
      const [row] = await db
        .select()
        .from(guestMessages)
        .where(
          and(
            eq(guestMessages.reservationId, id),
            eq(guestMessages.channel, 'sms'),
            eq(guestMessages.kind, 'confirmation'),
          ),
        );
      if (!row) throw new Error('No SMS message row');
      const { sendGuestMessageJob } = await import('../../src-server/messaging/guest-message-job.js');
      const { enqueueJob } = await import('../../src-server/jobs/enqueue-job.js');
      await enqueueJob(db, sendGuestMessageJob, { messageId: row.id });
      await jobs?.relayNow();
      await pause(2500);
      expect(readSmsOutbox(getApi().dataDir).filter((m) => m.to === mobile)).toHaveLength(1);
      expect(mailsTo(email)).toHaveLength(1);
    } finally {
      await db.delete(venueSettings).where(eq(venueSettings.restaurantId, restaurantId));
    }
  });

  it('answers 404 for the messages of a booking of another restaurant', async () => {
    const quay = await getApi().signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password);
    const email = `other.${uuidv7().slice(-8)}@guest.test`;
    const id = await book({ first_name: 'Other', email, date: addDays(today, 54), time: '12:30' });
    const res = await getApi().api('GET', `/reservation/${id}/messages`, {
      token: quay.token,
      restaurantId: quay.user.restaurantId,
    });
    expect(res.status).toBe(404);
  });
});
