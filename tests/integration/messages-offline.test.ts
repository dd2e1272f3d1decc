// Staff messages offline (issue 30 §7) against the REAL tenant API: a terminal keeps its signed-in
// user's inbox in the mirror (fetched when the server's staffMessage event says it changed, never
// through the restaurant's feed), so /messages reads with no network; a message opened and answered
// offline is queued, shows Read then Reply at once, and reaches the server once when the terminal
// is back: the original turns into Reply there and its sender gets exactly one answer.
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffMessage } from '../../src-shared/notifications/notification-schemas.js';
import { eq } from 'drizzle-orm';
import { staffMessages } from '../../src-server/db/schema/notifications.js';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';
import { call, eventually, mutate, useTerminals } from './sync-helpers.js';

const getApi = useTestApi();
let admin: SignedIn;
let host: SignedIn;
const terminals = useTerminals(() => getApi().server.url);

const as = (who: SignedIn, method: string, path: string, body?: unknown) =>
  getApi().api(method, path, {
    token: who.token,
    restaurantId: who.user.restaurantId,
    ...(body === undefined ? {} : { body }),
  });
const dataOf = <T>(res: { status: number; body: unknown }): T => {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return (res.body as { data: T }).data;
};
const inbox = async (who: SignedIn) =>
  dataOf<{ messages: StaffMessage[]; unread_count: number }>(await as(who, 'GET', '/messages'));

async function send(subject: string, body: string): Promise<StaffMessage> {
  return dataOf<StaffMessage>(
    await as(admin, 'POST', '/messages', { to_user_id: host.user.id, subject, body }),
  );
}

beforeAll(async () => {
  admin = await getApi().signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  host = await getApi().signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
});

describe('staff messages on a terminal', () => {
  it('arrive in the mirror live, read offline, and an open and a reply made offline reach the server once', async () => {
    const t = await terminals.start(DEMO.harbourHost);
    const message = await send('Cellar delivery', 'The wine arrives at 16:00, please sign for it.');
    // The server's event for the host makes the terminal fetch the inbox: no poll, no feed.
    await eventually(async () => {
      const local = await call(t, 'mirror.messages', undefined);
      expect(local.messages.find((m) => m.id === message.id)?.status).toBe('Unread');
    });
    const before = await call(t, 'mirror.messages', undefined);
    expect(before.unread_count).toBe((await inbox(host)).unread_count);
    // Only the signed-in user's inbox is on the terminal.
    expect(before.messages.every((m) => m.to_user_id === host.user.id)).toBe(true);

    t.engine.setNetwork(false);
    const offline = await call(t, 'mirror.messages', undefined);
    expect(offline.messages.map((m) => m.id)).toContain(message.id);

    await mutate(t, 'staffMessage.open', { id: message.id });
    let local = await call(t, 'mirror.messages', undefined);
    expect(local.messages.find((m) => m.id === message.id)?.status).toBe('Read');
    expect(local.unread_count).toBe(before.unread_count - 1);
    await mutate(t, 'staffMessage.reply', { id: message.id, body: 'Signed for, it is in the cellar.' });
    local = await call(t, 'mirror.messages', undefined);
    expect(local.messages.find((m) => m.id === message.id)?.status).toBe('Reply');
    expect(t.engine.status().pending).toBe(2);
    // Nothing reached the server yet.
    expect((await inbox(host)).messages.find((m) => m.id === message.id)?.status).toBe('Unread');

    t.engine.setNetwork(true);
    await eventually(() => expect(t.engine.status().pending).toBe(0));
    const stored = (await inbox(host)).messages.find((m) => m.id === message.id);
    expect(stored?.status).toBe('Reply');
    expect(stored?.read_at).not.toBeNull();
    const answers = (await inbox(admin)).messages.filter((m) => m.reply_to === message.id);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({
      from_user_id: host.user.id,
      subject: 'Re: Cellar delivery',
      body: 'Signed for, it is in the cellar.',
      status: 'Unread',
    });
    // The mirror holds the server's row again, with nothing pending on it.
    await eventually(async () => {
      const now = await call(t, 'mirror.messages', undefined);
      expect(now.messages.find((m) => m.id === message.id)?.read_at).toBe(stored?.read_at);
    });
    // A second push of the same outbox cannot happen (acked), and a sync changes nothing.
    await t.engine.sync();
    expect((await inbox(admin)).messages.filter((m) => m.reply_to === message.id)).toHaveLength(1);
  });

  it('a message the user no longer has is refused, rolled back and told; another user’s message is not found', async () => {
    const t = await terminals.start(DEMO.harbourHost, { realtime: false });
    const message = await send('Rota', 'Can you swap Friday for Saturday?');
    t.engine.messagesChanged();
    await eventually(async () => {
      const local = await call(t, 'mirror.messages', undefined);
      expect(local.messages.map((m) => m.id)).toContain(message.id);
    });
    t.engine.setNetwork(false);
    await mutate(t, 'staffMessage.reply', { id: message.id, body: 'Yes, happy to.' });
    // Meanwhile the message is deleted on the server (an administrator's clean-up).
    await getApi().server.db.delete(staffMessages).where(eq(staffMessages.id, message.id));
    t.engine.setNetwork(true);
    await eventually(() => expect(t.engine.status().pending).toBe(0));
    const notices = await call(t, 'sync.notices', undefined);
    const told = notices.find((n) => n.mutationName === 'staffMessage.reply');
    expect(told?.outcome).toBe('reply not sent — Message not found');
    expect(told?.reason).toBe('Message not found');
    // The refused reply left no answer, and the message is gone from the mirror with the server's inbox.
    expect((await inbox(admin)).messages.filter((m) => m.reply_to === message.id)).toHaveLength(0);
    await eventually(async () => {
      const local = await call(t, 'mirror.messages', undefined);
      expect(local.messages.map((m) => m.id)).not.toContain(message.id);
    });

    // The pushed open of a message that is not the pusher's: the same 404 as the REST call.
    const mine = await send('For the host only', 'Not for the admin.');
    const adminTerminal = await terminals.start(DEMO.harbourAdmin, { realtime: false });
    const refused = await adminTerminal.core.handlers.call('sync.mutate', {
      name: 'staffMessage.open',
      args: { id: mine.id },
    });
    // The admin's terminal does not even hold it.
    expect(refused.ok).toBe(false);
  });
});
