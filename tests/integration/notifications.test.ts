// The notification centre and staff messages (issue 30 §4–5): every call answers the caller's own
// rows only (another user's is a 404), junk bodies are 422s naming the field, a notification reaches
// every socket of its user live and no one else's, a read on one terminal reaches the others, and a
// kind switched off in the settings writes nothing and mails nothing. Producers: a large party booked
// (REST and an offline push alike), a change made offline and refused, a VIP or allergy arrival.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, staffMessages } from '../../src-server/db/schema/notifications.js';
import { restaurants } from '../../src-server/db/schema/index.js';
import { readMailbox } from '../../src-server/mail/mailbox.js';
import { notifyUpcomingArrivals } from '../../src-server/notifications/arrivals-job.js';
import { notify } from '../../src-server/notifications/notify.js';
import {
  NOTIFICATION_EVENTS,
  type Notification,
  type NotificationSettings,
  type StaffMessage,
} from '../../src-shared/notifications/notification-schemas.js';
import { uuidv7 } from '../../src-shared/ids.js';
import { SYNC_PROTOCOL_VERSION } from '../../src-shared/sync/protocol.js';
import { addDays } from '../../src-shared/time.js';
import { DEMO, signInEach, useTestApi, type ApiResponse, type SignedIn } from './helpers/api-server.js';
import { withoutRolePermission } from './helpers/role-grants.js';
import { connectStaffSocket } from './helpers/staff-socket.js';
import { venueNowPlus } from './reservations-fixtures.js';
import { eventually } from './sync-helpers.js';

const getApi = useTestApi({ jobs: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } });
let admin: SignedIn;
let adminAgain: SignedIn;
let host: SignedIn;
let quay: SignedIn;
let harbourId: number;
let timeZone: string;
const sockets: Socket[] = [];
const LIVE_MS = 20_000;

beforeAll(async () => {
  [admin, adminAgain, host, quay] = await signInEach(
    getApi(),
    DEMO.harbourAdmin,
    DEMO.harbourAdmin,
    DEMO.harbourHost,
    DEMO.quayAdmin,
  );
  harbourId = admin.user.restaurantId;
  const [venue] = await getApi()
    .server.db.select({ tz: restaurants.timeZone })
    .from(restaurants)
    .where(eq(restaurants.id, harbourId));
  timeZone = venue?.tz ?? 'UTC';
});

afterAll(() => {
  for (const s of sockets) s.close();
});

const call = (who: SignedIn, method: string, path: string, body?: unknown, restaurantId = harbourId) =>
  getApi().api(method, path, { token: who.token, restaurantId, ...(body === undefined ? {} : { body }) });
const data = <T>(res: ApiResponse): T => {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return (res.body as { data: T }).data;
};
const fieldErrors = (res: ApiResponse) => (res.body as { errors?: Record<string, string[]> }).errors ?? {};
const list = async (who: SignedIn) =>
  data<{ notifications: Notification[]; unread_count: number }>(
    await call(who, 'GET', '/user/notifications'),
  );

/** Every payload a socket gets for an event, in order. */
function heard<T>(socket: Socket, event: string): T[] {
  const got: T[] = [];
  socket.on(event, (payload: T) => got.push(payload));
  return got;
}
const connect = (who: SignedIn) =>
  connectStaffSocket(getApi().server.url, { token: who.token, restaurantId: harbourId }, sockets);

async function setKind(who: SignedIn, kind: string, channels: { console: boolean; email: boolean }) {
  return data<NotificationSettings>(
    await call(who, 'PUT', '/user/notifications/settings', { kinds: [{ kind, ...channels }] }),
  );
}

async function pushOffline(
  who: SignedIn,
  mutation: { name: string; args: unknown },
  id = crypto.randomUUID(),
) {
  const res = await call(who, 'POST', '/sync/push', {
    protocolVersion: SYNC_PROTOCOL_VERSION,
    clientId: crypto.randomUUID(),
    mutations: [{ id, ...mutation, madeAt: new Date().toISOString(), madeOffline: true }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id, result: data<{ results: { status: string; reason?: string }[] }>(res).results[0] };
}

describe('live delivery and the centre', () => {
  it('a refused offline change reaches every socket of its maker live, and no one else; read on one terminal reaches the other', async () => {
    const [first, second, other] = await Promise.all([connect(admin), connect(adminAgain), connect(host)]);
    const created1 = heard<{ notification: Notification; unread_count: number }>(
      first,
      NOTIFICATION_EVENTS.created,
    );
    const created2 = heard<{ notification: Notification }>(second, NOTIFICATION_EVENTS.created);
    const createdOther = heard<unknown>(other, NOTIFICATION_EVENTS.created);
    const read2 = heard<{ ids: string[]; unread_count: number }>(second, NOTIFICATION_EVENTS.read);

    const { id: mutationId, result } = await pushOffline(admin, {
      name: 'reservation.create',
      args: { first_name: 'Refused', last_name: 'Change' },
    });
    expect(result?.status).toBe('rejected');

    await eventually(() => {
      expect(created1).toHaveLength(1);
      expect(created2).toHaveLength(1);
    }, LIVE_MS);
    const live = created1[0]!.notification;
    expect(live).toMatchObject({
      kind: 'refused_offline_change',
      type: 'Daily Notes',
      clientname: 'Refused Change',
      subject_type: 'mutation',
      subject_id: mutationId,
      read: false,
    });
    expect(live.quote).toContain('was refused');
    expect(created2[0]!.notification.id).toBe(live.id);
    expect(created1[0]!.unread_count).toBeGreaterThanOrEqual(1);

    // The host's socket heard nothing and the host cannot see it: another user's notification is a 404.
    expect(createdOther).toHaveLength(0);
    expect((await call(host, 'GET', `/user/notifications/${live.id}`)).status).toBe(404);
    expect((await call(host, 'PUT', `/user/notifications/${live.id}/read`)).status).toBe(404);
    expect((await call(host, 'DELETE', `/user/notifications/${live.id}`)).status).toBe(404);
    expect((await list(host)).notifications.map((n) => n.id)).not.toContain(live.id);

    // GET /user/notifications/{id}, then read on the first terminal: the second hears it.
    expect(data<Notification>(await call(admin, 'GET', `/user/notifications/${live.id}`)).id).toBe(live.id);
    const read = data<Notification>(await call(admin, 'PUT', `/user/notifications/${live.id}/read`));
    expect(read.read).toBe(true);
    await eventually(() => expect(read2.some((r) => r.ids.includes(live.id))).toBe(true), LIVE_MS);

    // Pushing the same mutation again answers its first outcome and notifies nobody twice.
    await pushOffline(
      admin,
      { name: 'reservation.create', args: { first_name: 'Refused', last_name: 'Change' } },
      mutationId,
    );
    const rows = await getApi()
      .server.db.select()
      .from(notifications)
      .where(eq(notifications.subjectId, mutationId));
    expect(rows).toHaveLength(1);
  });

  it('a large party booked over REST notifies staff who may see bookings, except one who switched the kind off', async () => {
    await setKind(host, 'large_party', { console: false, email: false });
    const [adminSocket, hostSocket] = await Promise.all([connect(admin), connect(host)]);
    const adminHeard = heard<{ notification: Notification }>(adminSocket, NOTIFICATION_EVENTS.created);
    const hostHeard = heard<{ notification: Notification }>(hostSocket, NOTIFICATION_EVENTS.created);
    const booked = await call(admin, 'POST', '/reservation/bookReservation', {
      first_name: 'Grand',
      last_name: 'Party',
      guest_count: 9,
      duration_minutes: 90,
      date: addDays(new Date().toISOString().slice(0, 10), 45),
      time: '19:00',
    });
    const reservation = data<{ id: string }>(booked);
    await eventually(
      () => expect(adminHeard.map((h) => h.notification.subject_id)).toContain(reservation.id),
      LIVE_MS,
    );
    const mine = adminHeard.find((h) => h.notification.subject_id === reservation.id)!.notification;
    expect(mine).toMatchObject({ kind: 'large_party', clientname: 'Grand Party' });
    const [y, m, d] = addDays(new Date().toISOString().slice(0, 10), 45).split('-');
    expect(mine.quote).toBe(`Party of 9 booked for ${m}/${d}/${y} at 19:00`);
    expect(hostHeard).toHaveLength(0);
    const hostRows = await getApi()
      .server.db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, host.user.id), eq(notifications.subjectId, reservation.id)));
    expect(hostRows).toHaveLength(0);
    await setKind(host, 'large_party', { console: true, email: false });
  });

  it('the venue threshold decides what is large, and an offline push of a large party notifies too', async () => {
    expect(
      data<{ large_party_size: number }>(await call(admin, 'GET', '/notifications/venue-settings')),
    ).toEqual({
      large_party_size: 8,
    });
    // A host may read the venue settings but not change them.
    expect((await call(host, 'PUT', '/notifications/venue-settings', { large_party_size: 4 })).status).toBe(
      403,
    );
    const junk = await call(admin, 'PUT', '/notifications/venue-settings', { large_party_size: 'many' });
    expect(junk.status).toBe(422);
    expect(Object.keys(fieldErrors(junk)).join()).toContain('large_party_size');
    data(await call(admin, 'PUT', '/notifications/venue-settings', { large_party_size: 4 }));

    const small = await pushOffline(host, {
      name: 'reservation.create',
      args: {
        id: uuidv7(),
        first_name: 'Four',
        last_name: 'Friends',
        mobileNumber: '+441234500000',
        date: addDays(new Date().toISOString().slice(0, 10), 46),
        time: '12:15',
        guest_count: 4,
      },
    });
    expect(small.result?.status, JSON.stringify(small.result)).toBe('applied');
    await eventually(async () => {
      const mine = (await list(admin)).notifications.filter((n) => n.clientname === 'Four Friends');
      expect(mine).toHaveLength(1);
      expect(mine[0]!.kind).toBe('large_party');
    }, LIVE_MS);
    data(await call(admin, 'PUT', '/notifications/venue-settings', { large_party_size: 8 }));
  });

  it('read-all, delete and the unread count', async () => {
    for (const quote of ['One', 'Two', 'Three'])
      await notify(getApi().server.db, {
        restaurantId: harbourId,
        kind: 'new_request',
        type: 'Request - Enquiry',
        clientname: 'Enquiring Guest',
        quote,
        userIds: [host.user.id],
      });
    const before = await list(host);
    expect(before.unread_count).toBeGreaterThanOrEqual(3);
    const enquiry = before.notifications.find((n) => n.quote === 'Two')!;
    expect(enquiry).toMatchObject({ type: 'Request - Enquiry', kind: 'new_request' });

    const unreadOnly = data<{ notifications: Notification[] }>(
      await call(host, 'GET', '/user/notifications?unread=true&limit=2'),
    );
    expect(unreadOnly.notifications).toHaveLength(2);
    expect(unreadOnly.notifications.every((n) => !n.read)).toBe(true);

    const deleted = data<{ id: string; unread_count: number }>(
      await call(host, 'DELETE', `/user/notifications/${enquiry.id}`),
    );
    expect(deleted.id).toBe(enquiry.id);
    expect(deleted.unread_count).toBe(before.unread_count - 1);
    expect((await call(host, 'GET', `/user/notifications/${enquiry.id}`)).status).toBe(404);

    const all = data<{ read: number; unread_count: number }>(
      await call(host, 'PUT', '/user/notifications/read-all'),
    );
    expect(all).toEqual({ read: before.unread_count - 1, unread_count: 0 });
    const after = await list(host);
    expect(after.unread_count).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    // The admin's own notifications were not touched by the host's read-all.
    expect((await list(admin)).notifications.some((n) => !n.read)).toBe(true);
  });

  it('email follows the settings: on → one mail, off → none and no notification at all', async () => {
    const api = getApi();
    const settings = await setKind(admin, 'new_request', { console: true, email: true });
    expect(settings.kinds.find((k) => k.kind === 'new_request')).toMatchObject({
      console: true,
      email: true,
    });
    expect(settings.kinds).toHaveLength(7);
    const [mailed] = await notify(api.server.db, {
      restaurantId: harbourId,
      kind: 'new_request',
      type: 'Request - Refund',
      clientname: 'Refund Guest',
      quote: 'A refund is asked for',
      userIds: [admin.user.id],
    });
    expect(mailed).toBeDefined();
    await eventually(() => {
      const mails = readMailbox(api.dataDir, DEMO.harbourAdmin.email).filter((m) =>
        m.text.includes('A refund is asked for'),
      );
      expect(mails).toHaveLength(1);
    }, LIVE_MS);
    await eventually(async () => {
      const [row] = await api.server.db.select().from(notifications).where(eq(notifications.id, mailed!));
      expect(row?.emailState).toBe('sent');
    }, LIVE_MS);

    // Both channels off: nothing is written, nothing is mailed.
    await setKind(admin, 'new_request', { console: false, email: false });
    const none = await notify(api.server.db, {
      restaurantId: harbourId,
      kind: 'new_request',
      quote: 'Nobody hears of this',
      userIds: [admin.user.id],
    });
    expect(none).toEqual([]);
    // Email only: mailed, never listed in the console.
    await setKind(admin, 'new_request', { console: false, email: true });
    const [mailOnly] = await notify(api.server.db, {
      restaurantId: harbourId,
      kind: 'new_request',
      quote: 'Only by mail',
      userIds: [admin.user.id],
    });
    await eventually(
      () =>
        expect(
          readMailbox(api.dataDir, DEMO.harbourAdmin.email).filter((m) => m.text.includes('Only by mail')),
        ).toHaveLength(1),
      LIVE_MS,
    );
    expect((await call(admin, 'GET', `/user/notifications/${mailOnly}`)).status).toBe(404);
    expect(readMailbox(api.dataDir).some((m) => m.text.includes('Nobody hears of this'))).toBe(false);
    await setKind(admin, 'new_request', { console: true, email: false });
  });

  it('a VIP or allergy arrival in the next hour notifies once, however often the job runs', async () => {
    const soon = venueNowPlus(timeZone, 30);
    const vip = data<{ id: string }>(
      await call(admin, 'POST', '/reservation/bookReservation', {
        first_name: 'Very',
        last_name: 'Important',
        guest_count: 2,
        duration_minutes: 60,
        ...soon,
        client_tags: [{ label: 'VIP' }],
      }),
    );
    const plain = data<{ id: string }>(
      await call(admin, 'POST', '/reservation/bookReservation', {
        first_name: 'Plain',
        last_name: 'Guest',
        guest_count: 2,
        duration_minutes: 60,
        ...venueNowPlus(timeZone, 35),
      }),
    );
    await notifyUpcomingArrivals(getApi().server.db);
    await notifyUpcomingArrivals(getApi().server.db);
    const mine = (await list(admin)).notifications.filter((n) => n.kind === 'vip_arrival');
    expect(mine.filter((n) => n.subject_id === vip.id)).toHaveLength(1);
    expect(mine.some((n) => n.subject_id === plain.id)).toBe(false);
    expect(mine.find((n) => n.subject_id === vip.id)!.quote).toContain('VIP');
  });
});

describe('refusals', () => {
  it('tenancy: a restaurant the caller holds no role in is refused; a signed-out caller too', async () => {
    expect((await call(quay, 'GET', '/user/notifications')).status).toBe(403);
    expect((await call(quay, 'GET', '/messages')).status).toBe(403);
    expect((await getApi().api('GET', '/user/notifications', { restaurantId: harbourId })).status).toBe(401);
    // The quay admin's own restaurant lists none of harbour's.
    const quayId = quay.user.restaurantId;
    const theirs = data<{ notifications: Notification[] }>(
      await call(quay, 'GET', '/user/notifications', undefined, quayId),
    );
    expect(theirs.notifications.every((n) => n.clientname !== 'Refused Change')).toBe(true);
  });

  it('junk bodies and parameters are 422s naming the field', async () => {
    const badKind = await call(admin, 'PUT', '/user/notifications/settings', {
      kinds: [{ kind: 'fireworks', console: true, email: false }],
    });
    expect(badKind.status).toBe(422);
    expect(Object.keys(fieldErrors(badKind)).join()).toContain('kind');
    const badChannel = await call(admin, 'PUT', '/user/notifications/settings', {
      kinds: [{ kind: 'large_party', console: 'yes', email: false }],
    });
    expect(badChannel.status).toBe(422);
    expect(Object.keys(fieldErrors(badChannel)).join()).toContain('console');
    const badId = await call(admin, 'GET', '/user/notifications/not-a-uuid');
    expect(badId.status).toBe(422);
    expect(Object.keys(fieldErrors(badId)).join()).toContain('id');
    const badLimit = await call(admin, 'GET', '/user/notifications?limit=0');
    expect(badLimit.status).toBe(422);
    expect(Object.keys(fieldErrors(badLimit)).join()).toContain('limit');
    const badMessage = await call(admin, 'POST', '/messages', { to_user_id: host.user.id, subject: '' });
    expect(badMessage.status).toBe(422);
    expect(Object.keys(fieldErrors(badMessage)).join()).toMatch(/subject|body/);
    const stranger = await call(admin, 'POST', '/messages', {
      to_user_id: quay.user.id,
      subject: 'Hi',
      body: 'x',
    });
    expect(stranger.status).toBe(422);
    expect(Object.keys(fieldErrors(stranger))).toContain('to_user_id');
  });

  it('a role without messages.send may read its messages but not send one', async () => {
    await withoutRolePermission(getApi().server.db, 'host', 'messages.send', async () => {
      const res = await call(host, 'POST', '/messages', {
        to_user_id: admin.user.id,
        subject: 'Hi',
        body: 'x',
      });
      expect(res.status).toBe(403);
      expect((await call(host, 'GET', '/messages')).status).toBe(200);
    });
  });
});

describe('staff messages', () => {
  it('Unread → Read when opened → Reply; the count follows; another user’s message is a 404; the recipient hears it live', async () => {
    const hostSocket = await connect(host);
    const hostHeard = heard<{ message?: StaffMessage; unread_count: number }>(
      hostSocket,
      NOTIFICATION_EVENTS.message,
    );
    const startCount = data<{ unread_count: number }>(
      await call(host, 'GET', '/messages/unread-count'),
    ).unread_count;
    const sent = await call(admin, 'POST', '/messages', {
      to_user_id: host.user.id,
      subject: 'Table 12 tonight',
      body: 'Please set the birthday candles.',
    });
    expect(sent.status).toBe(201);
    const message = data<StaffMessage>(sent);
    expect(message).toMatchObject({
      status: 'Unread',
      from_user_id: admin.user.id,
      to_user_id: host.user.id,
    });
    await eventually(() => expect(hostHeard.some((h) => h.message?.id === message.id)).toBe(true), LIVE_MS);

    expect(
      data<{ unread_count: number }>(await call(host, 'GET', '/messages/unread-count')).unread_count,
    ).toBe(startCount + 1);
    // The sender cannot open the host's copy: it is not theirs.
    expect((await call(admin, 'GET', `/messages/${message.id}`)).status).toBe(404);
    expect((await call(admin, 'POST', `/messages/${message.id}/reply`, { body: 'x' })).status).toBe(404);

    const opened = data<StaffMessage>(await call(host, 'GET', `/messages/${message.id}`));
    expect(opened.status).toBe('Read');
    expect(opened.read_at).not.toBeNull();
    expect(
      data<{ unread_count: number }>(await call(host, 'GET', '/messages/unread-count')).unread_count,
    ).toBe(startCount);
    // Opening again keeps it Read.
    expect(data<StaffMessage>(await call(host, 'GET', `/messages/${message.id}`)).status).toBe('Read');

    const emptyReply = await call(host, 'POST', `/messages/${message.id}/reply`, { body: '  ' });
    expect(emptyReply.status).toBe(422);
    expect(Object.keys(fieldErrors(emptyReply)).join()).toContain('body');
    const replied = data<{ original: StaffMessage; reply: StaffMessage }>(
      await call(host, 'POST', `/messages/${message.id}/reply`, { body: 'Done.' }),
    );
    expect(replied.original.status).toBe('Reply');
    expect(replied.reply).toMatchObject({
      status: 'Unread',
      to_user_id: admin.user.id,
      from_user_id: host.user.id,
      subject: 'Re: Table 12 tonight',
      reply_to: message.id,
    });
    const adminList = data<{ messages: StaffMessage[]; unread_count: number }>(
      await call(admin, 'GET', '/messages'),
    );
    expect(adminList.messages.map((m) => m.id)).toContain(replied.reply.id);
    expect(adminList.unread_count).toBeGreaterThanOrEqual(1);

    // An Unread message can turn into Reply without being opened first (spec §4).
    const second = data<StaffMessage>(
      await call(admin, 'POST', '/messages', { to_user_id: host.user.id, subject: 'Again', body: 'Hi' }),
    );
    const direct = data<{ original: StaffMessage }>(
      await call(host, 'POST', `/messages/${second.id}/reply`, { body: 'Hi back' }),
    );
    expect(direct.original.status).toBe('Reply');
    const [stored] = await getApi()
      .server.db.select()
      .from(staffMessages)
      .where(eq(staffMessages.id, second.id));
    expect(stored?.status).toBe('Reply');
  });
});
