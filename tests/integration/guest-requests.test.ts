// Guest requests (issue 30 §1–3) through the real API on PGlite or PostgreSQL: staff take one by
// phone, list (filters by client and text), move, assign, reply (delivered by the guest message
// job, never shown sent first), approve (two approvals racing for one table: one books, the other
// is a 409), the response targets, tenancy and permissions, junk bodies, the 72-hour expiry telling
// the guest once, and the widget's "write to us" form with its guard.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestRequestDetailSchema, requestListSchema } from '../../src-shared/requests/request-entity.js';
import { diningTables, guestMessages, guestRequests } from '../../src-server/db/schema/index.js';
import { createMailer } from '../../src-server/mail/mailer.js';
import { readMailbox } from '../../src-server/mail/mailbox.js';
import { runRequestExpiry, runRequestReminder } from '../../src-server/requests/request-timers.js';
import { DEMO, type SignedIn } from './helpers/api-server.js';
import { formTokenOf, useWidgetTestApi } from './helpers/widget-forms.js';
import { eventually } from './sync-helpers.js';

const { getApi, get, post, waitFillTime } = useWidgetTestApi(50);
let admin: SignedIn;
let host: SignedIn;
let quay: SignedIn;

beforeAll(async () => {
  const t = getApi();
  [admin, host, quay] = await Promise.all([
    t.signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password),
    t.signIn(DEMO.harbourHost.email, DEMO.harbourHost.password),
    t.signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password),
  ]);
});

const call = (who: () => SignedIn) => (method: string, path: string, body?: unknown) =>
  getApi().api(method, path, { token: who().token, restaurantId: who().user.restaurantId, body });
const asAdmin = call(() => admin);
const asHost = call(() => host);
const asQuay = call(() => quay);
const detail = (res: { body: unknown }) =>
  guestRequestDetailSchema.parse((res.body as { data: unknown }).data);
const errors = (res: { body: unknown }) => (res.body as { errors?: Record<string, string[]> }).errors ?? {};
const listOf = (res: { body: unknown }) => requestListSchema.parse((res.body as { data: unknown }).data);
const message = (res: { body: unknown }) => (res.body as { message?: string }).message ?? '';

const FUTURE = '2031-05-14';

describe('guest requests', () => {
  it('takes a phone request, lists it by client and text, and keeps it from another venue', async () => {
    const made = await asHost('POST', '/requests', {
      kind: 'enquiry',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      message: 'Do you have a gluten-free menu?',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const request = detail(made);
    expect(request).toMatchObject({ kind: 'enquiry', state: 'new', source: 'phone' });
    expect(request.thread.map((e) => e.author)).toEqual(['guest', 'system']);
    expect(request.seconds_left).toBeGreaterThan(23 * 3600);
    // Staff who may see requests hear of it in the notification centre.
    const told = (await asAdmin('GET', '/user/notifications?limit=100')).body as {
      data: { notifications: { kind: string; type: string; clientname: string; quote: string }[] };
    };
    expect(told.data.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'new_request',
        type: 'Request - Enquiry',
        clientname: 'Grace Hopper',
        quote: 'Do you have a gluten-free menu?',
      }),
    );

    const byText = listOf(await asAdmin('GET', '/requests?q=gluten-free'));
    expect(byText.rows.map((r) => r.id)).toContain(request.id);
    const none = listOf(await asAdmin('GET', '/requests?q=nothing-like-this'));
    expect(none.rows).toHaveLength(0);

    expect((await asQuay('GET', `/requests/${request.id}`)).status).toBe(404);
    expect((await asQuay('PUT', `/requests/${request.id}/state`, { state: 'closed' })).status).toBe(404);
    const quayList = listOf(await asQuay('GET', '/requests'));
    expect(quayList.rows.map((r) => r.id)).not.toContain(request.id);
  });

  it('refuses junk bodies naming the field, and moves the states only as declared', async () => {
    const junk = await asHost('POST', '/requests', { kind: 'wish', message: '' });
    expect(junk.status).toBe(422);
    expect(Object.keys(errors(junk))).toEqual(expect.arrayContaining(['kind']));
    const noDate = await asHost('POST', '/requests', {
      kind: 'reservation',
      email: 'a@b.example',
      message: 'x',
    });
    expect(noDate.status).toBe(422);
    expect(errors(noDate).date?.[0]).toBe('A reservation request needs a date');
    const foreignClient = await asHost('POST', '/requests', {
      kind: 'enquiry',
      email: 'a@b.example',
      message: 'x',
      client_id: '01890000-0000-7000-8000-000000000000',
    });
    expect(foreignClient.status).toBe(422);
    expect(Object.keys(errors(foreignClient))).toEqual(['client_id']);

    const id = detail(
      await asHost('POST', '/requests', { kind: 'refund', email: 'r@b.example', message: 'Refund?' }),
    ).id;
    expect((await asHost('PUT', `/requests/${id}/state`, { state: 'nope' })).status).toBe(422);
    expect((await asHost('PUT', `/requests/${id}/state`, { state: 'declined' })).status).toBe(200);
    const back = await asHost('PUT', `/requests/${id}/state`, { state: 'in_progress' });
    expect(back.status).toBe(409);
    expect(message(back)).toBe('A request that is declined cannot become in progress');
    expect((await asHost('PUT', `/requests/${id}/state`, { state: 'closed' })).status).toBe(200);
    const reply = await asHost('POST', `/requests/${id}/reply`, { body: 'Too late' });
    expect(reply.status).toBe(409);
  });

  it('sends a reply through the guest message job and shows its delivery as the job records it', async () => {
    const id = detail(
      await asHost('POST', '/requests', {
        kind: 'change',
        email: 'ada@example.com',
        first_name: 'Ada',
        message: 'Can we come at 8?',
      }),
    ).id;
    const noPhone = await asHost('POST', `/requests/${id}/reply`, { body: 'Yes', channel: 'sms' });
    expect(noPhone.status).toBe(422);
    expect(Object.keys(errors(noPhone))).toEqual(['channel']);
    const sent = await asHost('POST', `/requests/${id}/reply`, { body: 'Yes, 20:00 is fine.' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const answered = detail(sent);
    expect(answered.state).toBe('answered');
    const reply = answered.thread.at(-1);
    expect(reply).toMatchObject({ author: 'staff', channel: 'email', body: 'Yes, 20:00 is fine.' });
    expect(reply?.delivery?.recipient).toBe('ada@example.com');
    await eventually(async () => {
      const now = detail(await asHost('GET', `/requests/${id}`));
      expect(now.thread.at(-1)?.delivery?.status).toBe('sent');
    }, 20_000);
  });

  it('books an approved reservation request; two approvals racing for the last table: one wins, one is told', async () => {
    const db = getApi().server.db;
    const [table] = await db
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(eq(diningTables.restaurantId, admin.user.restaurantId))
      .limit(1);
    if (!table) throw new Error('no table');
    const ask = async (name: string) =>
      detail(
        await asHost('POST', '/requests', {
          kind: 'reservation',
          first_name: name,
          email: `${name.toLowerCase()}@example.com`,
          date: FUTURE,
          time: '19:00',
          party: 2,
          message: 'A table please',
        }),
      ).id;
    const [a, b] = await Promise.all([ask('Alan'), ask('Barbara')]);
    const outcomes = await Promise.all(
      [a, b].map((id) => asAdmin('POST', `/requests/${id}/approve`, { table_ids: [table.id] })),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual([200, 409]);
    const won = outcomes.find((o) => o.status === 200);
    const lost = outcomes.find((o) => o.status === 409);
    expect(won && detail(won)).toMatchObject({ state: 'approved' });
    expect(won && detail(won).reservation_id).not.toBeNull();
    expect(message(lost ?? { body: {} })).toMatch(/table|booked/i);
    const lostId = won && detail(won).id === a ? b : a;
    expect(detail(await asAdmin('GET', `/requests/${lostId}`)).state).toBe('new');
    // The same request approved again is refused by its state.
    const again = await asAdmin('POST', `/requests/${won && detail(won).id}/approve`, {});
    expect(again.status).toBe(409);
    expect(message(again)).toBe('A request that is approved cannot become approved');
  });

  it('keeps response targets per venue for managers; a host may read them, not set them', async () => {
    const targets = await asHost('GET', '/requests/targets');
    expect((targets.body as { data: Record<string, number> }).data.enquiry).toBe(24);
    expect((await asHost('PUT', '/requests/targets', { enquiry: 4 })).status).toBe(403);
    const bad = await asAdmin('PUT', '/requests/targets', { enquiry: 0 });
    expect(bad.status).toBe(422);
    expect(Object.keys(errors(bad))).toEqual(['enquiry']);
    const set = await asAdmin('PUT', '/requests/targets', { enquiry: 4 });
    expect(set.status).toBe(200);
    const made = detail(
      await asHost('POST', '/requests', { kind: 'enquiry', email: 'q@b.example', message: 'Parking?' }),
    );
    expect(made.seconds_left).toBeLessThanOrEqual(4 * 3600);
    expect((await asQuay('GET', '/requests/targets')).body).toMatchObject({ data: { enquiry: 24 } });
  });

  it('expires a reservation request unanswered for 72 hours and tells the guest once', async () => {
    const db = getApi().server.db;
    const made = detail(
      await asHost('POST', '/requests', {
        kind: 'reservation',
        first_name: 'Edsger',
        email: 'edsger@example.com',
        date: FUTURE,
        time: '20:00',
        party: 12,
        message: 'A party of 12',
      }),
    );
    const payload = { restaurantId: host.user.restaurantId, requestId: made.id };
    expect(await runRequestExpiry(db, payload)).toBe('stale');
    await db
      .update(guestRequests)
      .set({ createdAt: sql`now() - interval '73 hours'` })
      .where(eq(guestRequests.id, made.id));
    const twice = await Promise.all([runRequestExpiry(db, payload), runRequestExpiry(db, payload)]);
    expect(twice.sort()).toEqual(['expired', 'stale']);
    const closed = detail(await asHost('GET', `/requests/${made.id}`));
    expect(closed.state).toBe('closed');
    expect(closed.thread.filter((e) => e.author === 'system').map((e) => e.channel)).toEqual([
      null,
      null,
      'email',
    ]);
    const messages = await db
      .select()
      .from(guestMessages)
      .where(
        and(
          eq(guestMessages.restaurantId, host.user.restaurantId),
          eq(guestMessages.recipient, 'edsger@example.com'),
        ),
      );
    expect(messages.map((m) => m.kind)).toEqual(['request_expired']);
  });

  it('reminds the assignee before the target by mail and in the notification centre, once', async () => {
    const db = getApi().server.db;
    const made = detail(
      await asAdmin('POST', '/requests', {
        kind: 'refund',
        first_name: 'Barbara',
        last_name: 'Liskov',
        email: 'barbara@example.com',
        message: 'Please refund the deposit',
        assigned_user_id: host.user.id,
      }),
    );
    const mailer = createMailer({ dataDir: getApi().dataDir });
    const ctx = { db, mailer, consoleUrl: 'http://console.test' };
    const payload = { restaurantId: host.user.restaurantId, requestId: made.id, dueAt: made.due_at };
    expect(await runRequestReminder(ctx, payload)).toBe('sent');
    expect(await runRequestReminder(ctx, payload)).toBe('stale');
    const mails = readMailbox(getApi().dataDir, host.user.email).filter((m) =>
      m.subject.includes('Barbara Liskov'),
    );
    expect(mails).toHaveLength(1);
    const near = (who: typeof asHost) =>
      who('GET', '/user/notifications?limit=100').then(
        (res) =>
          (res.body as { data: { notifications: { kind: string; clientname: string }[] } }).data
            .notifications,
      );
    const forHost = (await near(asHost)).filter(
      (n) => n.kind === 'request_near_target' && n.clientname === 'Barbara Liskov',
    );
    expect(forHost).toHaveLength(1);
    // Only the assignee hears of it.
    expect(
      (await near(asAdmin)).some(
        (n) => n.kind === 'request_near_target' && n.clientname === 'Barbara Liskov',
      ),
    ).toBe(false);
  });

  it('takes a request from the widget with the guard applied', async () => {
    // The booking widget leads to it: a party it may not book, or any question, becomes a request.
    const booking = await get('/book/harbour-bistro');
    expect(booking.html).toContain(
      '<a href="/book/harbour-bistro/request">Write to us or request a change</a>',
    );
    const page = await get('/book/harbour-bistro/request');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<textarea id="f-message" name="message" rows="3" maxlength="4000"/);
    const token = formTokenOf(page.html, '/book/harbour-bistro/request');
    expect(token).not.toBe('');
    const fields = {
      token,
      website: '',
      lang: 'en',
      kind: 'reservation',
      date: FUTURE,
      time: '21:00',
      party: '14',
      first_name: 'Widget',
      last_name: 'Guest',
      email: 'widget.guest@example.com',
      phone: '',
      message: 'We are 14, can you seat us?',
    };
    // A forged token and a filled honeypot are refused, nothing stored.
    await waitFillTime();
    expect((await post('/book/harbour-bistro/request', { ...fields, token: `${token}x` })).status).toBe(400);
    expect(
      (await post('/book/harbour-bistro/request', { ...fields, website: 'http://spam.example' })).status,
    ).toBe(400);
    const sent = await post('/book/harbour-bistro/request', fields);
    expect(sent.status, sent.html).toBe(201);
    // The same form again is refused (each form is sent once).
    expect((await post('/book/harbour-bistro/request', fields)).status).toBe(400);
    const list = listOf(await asHost('GET', '/requests?q=widget.guest'));
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({ source: 'widget', kind: 'reservation', party: 14, state: 'new' });
    // A guest the venue did not know lands on a new client profile, as a widget booking does, so the
    // request shows in that client's Request History.
    const clientId = list.rows[0]?.client_id;
    expect(clientId).toEqual(expect.any(String));
    const client = (await asHost('GET', `/clients/${clientId}`)).body as {
      data: { first_name: string; last_name: string; email: string };
    };
    expect(client.data).toMatchObject({
      first_name: 'Widget',
      last_name: 'Guest',
      email: 'widget.guest@example.com',
    });
    expect(listOf(await asHost('GET', `/requests?client_id=${clientId}`)).rows).toHaveLength(1);
    const junk = await post('/book/harbour-bistro/request', { ...fields, message: '' });
    expect(junk.status).toBe(400);
  });
});
