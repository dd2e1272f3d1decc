// Guest requests offline (issue 30 §7) against the REAL tenant API: every request write reaches the
// change feed with its thread, so a terminal's mirror lists and opens requests with no network; a
// reply and a state move made offline are queued and reach the server once when the terminal is
// back (one reply, one message, one mail), and a change the server refuses (the request was closed
// meanwhile at another terminal) rolls back with a notice saying why.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SyncNotice } from '../../src-shared/ipc/channels.js';
import { guestRequestDetailSchema } from '../../src-shared/requests/request-entity.js';
import { isPendingEntry } from '../../src-shared/requests/request-offline.js';
import { readMailbox } from '../../src-server/mail/mailbox.js';
import { backfillRequestFeed } from '../../src-server/requests/request-feed.js';
import { guestRequests, syncChanges } from '../../src-server/db/schema/index.js';
import { and, eq } from 'drizzle-orm';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';
import { call, eventually, mutate, useTerminals, type Terminal } from './sync-helpers.js';

const getApi = useTestApi();
let admin: SignedIn;
let restaurantId: number;
const terminals = useTerminals(() => getApi().server.url);
const terminal = () => terminals.start(DEMO.harbourHost, { realtime: false });
/** The request as the terminal's mirror has it after a pull (these terminals are not poked). */
async function mirrored(t: Terminal, id: string) {
  await t.engine.sync();
  return call(t, 'mirror.request', { id });
}

const asAdmin = (method: string, path: string, body?: unknown) =>
  getApi().api(method, path, { token: admin.token, restaurantId, ...(body === undefined ? {} : { body }) });
const detailOf = (res: { status: number; body: unknown }) => {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return guestRequestDetailSchema.parse((res.body as { data: unknown }).data);
};

async function phoneRequest(email: string, message: string) {
  return detailOf(
    await asAdmin('POST', '/requests', {
      kind: 'enquiry',
      first_name: 'Nora',
      last_name: 'Offline',
      email,
      message,
    }),
  );
}

beforeAll(async () => {
  admin = await getApi().signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  restaurantId = admin.user.restaurantId;
});

describe('guest requests on a terminal', () => {
  it('reach the mirror with their threads, and read offline as the server lists them', async () => {
    const t = await terminal();
    const first = await phoneRequest('nora.one@example.test', 'Is there parking nearby?');
    const second = await phoneRequest('nora.two@example.test', 'Can I bring a cake?');
    await eventually(async () => {
      const local = await mirrored(t, first.id);
      expect(local?.thread.map((e) => e.body)).toContain('Is there parking nearby?');
    });
    // A move made at another terminal reaches this one's mirror.
    detailOf(await asAdmin('PUT', `/requests/${second.id}/state`, { state: 'in_progress' }));
    await eventually(async () => expect((await mirrored(t, second.id))?.state).toBe('in_progress'));

    t.engine.setNetwork(false);
    const byText = await call(t, 'mirror.requests', { q: 'cake', page: 1, per_page: 10 });
    expect(byText.rows.map((r) => r.id)).toEqual([second.id]);
    const open = await call(t, 'mirror.requests', { kind: 'enquiry', state: 'open', page: 1, per_page: 200 });
    const online = (await asAdmin('GET', '/requests?kind=enquiry&state=open&per_page=200')).body as {
      data: { rows: { id: string }[]; total: number };
    };
    // The same requests in the same order as the server answers (soonest target first).
    expect(open.rows.map((r) => r.id)).toEqual(online.data.rows.map((r) => r.id));
    expect(open.total).toBe(online.data.total);
    expect(open.rows.every((r) => typeof r.seconds_left === 'number')).toBe(true);
  });

  it('a reply and a move made offline are queued, then reach the server once; the guest gets one mail', async () => {
    const t = await terminal();
    const email = `queued.${Date.now()}@example.test`;
    const request = await phoneRequest(email, 'Do you open on Boxing Day?');
    await eventually(async () => expect(await mirrored(t, request.id)).not.toBeNull());

    t.engine.setNetwork(false);
    await mutate(t, 'request.setState', { id: request.id, state: 'in_progress' });
    await mutate(t, 'request.reply', { id: request.id, body: 'Yes, from noon.', channel: 'email' });
    expect(t.engine.status().pending).toBe(2);
    // The terminal shows it at once: the reply waiting in the thread, the request answered.
    const local = await call(t, 'mirror.request', { id: request.id });
    expect(local?.state).toBe('answered');
    expect(local?.thread.at(-1)).toMatchObject({ author: 'staff', body: 'Yes, from noon.' });
    expect(isPendingEntry(local?.thread.at(-1)?.id ?? '')).toBe(true);
    // Nothing reached the server yet.
    expect(detailOf(await asAdmin('GET', `/requests/${request.id}`)).state).toBe('new');

    t.engine.setNetwork(true);
    await eventually(() => expect(t.engine.status().pending).toBe(0));
    const stored = detailOf(await asAdmin('GET', `/requests/${request.id}`));
    expect(stored.state).toBe('answered');
    const replies = stored.thread.filter((e) => e.author === 'staff');
    expect(replies.map((e) => e.body)).toEqual(['Yes, from noon.']);
    expect(replies[0]?.author_name).not.toBe('');
    // The message job sends it once; the delivery reaches the terminal's mirror through the feed.
    await eventually(async () => {
      const now = await mirrored(t, request.id);
      const reply = now?.thread.find((e) => e.body === 'Yes, from noon.');
      expect(isPendingEntry(reply?.id ?? 'x')).toBe(false);
      expect(reply?.delivery?.status).toBe('sent');
    }, 20_000);
    const mails = readMailbox(getApi().dataDir, email);
    expect(mails.filter((m) => m.text.includes('Yes, from noon.'))).toHaveLength(1);
  });

  it('a reply to a request closed meanwhile elsewhere is refused, rolled back and told', async () => {
    const t = await terminal();
    const request = await phoneRequest('late.reply@example.test', 'Can we move to Friday?');
    await eventually(async () => expect(await mirrored(t, request.id)).not.toBeNull());
    t.engine.setNetwork(false);
    await mutate(t, 'request.reply', { id: request.id, body: 'Friday works.', channel: 'email' });
    detailOf(await asAdmin('PUT', `/requests/${request.id}/state`, { state: 'closed' }));
    const notices: SyncNotice[] = [];
    t.core.events.subscribe((event, payload) => {
      if (event === 'sync.notice') notices.push(payload as SyncNotice);
    });
    t.engine.setNetwork(true);
    await eventually(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toMatchObject({ mutationName: 'request.reply' });
    expect(notices[0]?.outcome).toBe('reply not sent — A closed request cannot be answered');
    await eventually(async () => {
      const now = await mirrored(t, request.id);
      expect(now?.state).toBe('closed');
      expect(now?.thread.map((e) => e.body)).not.toContain('Friday works.');
    });
    const stored = detailOf(await asAdmin('GET', `/requests/${request.id}`));
    expect(stored.thread.map((e) => e.body)).not.toContain('Friday works.');
  });

  it('a move the states do not allow is refused on the terminal itself, nothing queued', async () => {
    const t = await terminal();
    const request = await phoneRequest('declined@example.test', 'Refund please');
    detailOf(await asAdmin('PUT', `/requests/${request.id}/state`, { state: 'declined' }));
    await eventually(async () => expect((await mirrored(t, request.id))?.state).toBe('declined'));
    t.engine.setNetwork(false);
    const refused = await t.core.handlers.call('sync.mutate', {
      name: 'request.setState',
      args: { id: request.id, state: 'in_progress' },
    });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.error.message).toContain(
      'A request that is declined cannot become in progress',
    );
    expect(t.engine.status().pending).toBe(0);
  });

  it('puts requests the feed never had into it (the start-up backfill), once', async () => {
    const request = await phoneRequest('backfill@example.test', 'Old request');
    const db = getApi().server.db;
    const feedRow = and(eq(syncChanges.entity, 'guest_requests'), eq(syncChanges.rowId, request.id));
    await db.delete(syncChanges).where(feedRow);
    expect(await db.select().from(syncChanges).where(feedRow)).toHaveLength(0);
    expect(await backfillRequestFeed(db)).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(syncChanges).where(feedRow);
    expect((row?.data as { thread?: unknown[] } | null)?.thread).toHaveLength(2);
    expect(await backfillRequestFeed(db)).toBe(0);
    const [stored] = await db.select().from(guestRequests).where(eq(guestRequests.id, request.id));
    expect(stored?.state).toBe('new');
  });
});
