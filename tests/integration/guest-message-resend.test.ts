// Sending a guest message again (POST /reservation/messages/{id}/resend), against the REAL tenant
// API and the mailbox folder: a sent confirmation goes again as a new message (a second mail), a
// failed one goes to the address the booking has now, a message still waiting is refused, and a
// cancelled booking's confirmation is not sent again.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { guestMessageSchema, type GuestMessage } from '../../src-shared/messaging/template-types.js';
import { addDays } from '../../src-shared/time.js';
import { guestMessages } from '../../src-server/db/schema/index.js';
import { readMailbox } from '../../src-server/mail/mailbox.js';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';
import { harbourAdminWithStatuses } from './reservations-fixtures.js';
import { eventually } from './sync-helpers.js';

const getApi = useTestApi({ jobs: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } });
let admin: SignedIn;
let restaurantId: number;
let statuses: Map<string, string>;
const today = new Date().toISOString().slice(0, 10);

const asAdmin = (method: string, path: string, body?: unknown) =>
  getApi().api(method, path, { token: admin.token, restaurantId, ...(body === undefined ? {} : { body }) });

async function messagesOf(reservationId: string): Promise<GuestMessage[]> {
  const res = await asAdmin('GET', `/reservation/${reservationId}/messages`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return guestMessageSchema.array().parse((res.body as { data: unknown }).data);
}

async function book(body: Record<string, unknown>): Promise<string> {
  const res = await asAdmin('POST', '/reservation/bookReservation', {
    first_name: 'Test',
    guest_count: 2,
    duration_minutes: 90,
    time: '12:30',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { data: { id: string } }).data.id;
}

const mailsTo = (email: string) => readMailbox(getApi().dataDir, email);
const confirmationOf = async (id: string) => {
  const found = (await messagesOf(id)).find((m) => m.kind === 'confirmation');
  if (!found) throw new Error('No confirmation');
  return found;
};

beforeAll(async () => {
  ({ admin, restaurantId, statuses } = await harbourAdminWithStatuses(getApi()));
});

describe('sending a guest message again', () => {
  it('sends a sent confirmation again as a new message: a second mail, the first kept as sent', async () => {
    const email = `again.${uuidv7().slice(-8)}@guest.test`;
    const id = await book({ first_name: 'Agnes', last_name: 'Again', email, date: addDays(today, 70) });
    await eventually(() => expect(mailsTo(email)).toHaveLength(1), 30_000);
    const first = await confirmationOf(id);
    await eventually(async () => expect((await confirmationOf(id)).status).toBe('sent'), 30_000);

    const res = await asAdmin('POST', `/reservation/messages/${first.id}/resend`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as { data: GuestMessage; message: string };
    expect(body.message).toBe(`Message queued to be sent again to ${email}`);
    expect(body.data).toMatchObject({
      kind: 'confirmation',
      channel: 'email',
      recipient: email,
      status: 'pending',
    });
    expect(body.data.id).not.toBe(first.id);

    await eventually(() => expect(mailsTo(email)).toHaveLength(2), 30_000);
    expect(mailsTo(email)[1]?.subject).toBe('Your reservation at Harbour Bistro is confirmed');
    await eventually(async () => {
      const confirmations = (await messagesOf(id)).filter((m) => m.kind === 'confirmation');
      expect(confirmations.map((m) => [m.id, m.status])).toEqual([
        [first.id, 'sent'],
        [body.data.id, 'sent'],
      ]);
    }, 30_000);
  });

  it('sends a failed message to the address the booking has now', async () => {
    const wrong = `wrong.${uuidv7().slice(-8)}@guest.test`;
    const right = `right.${uuidv7().slice(-8)}@guest.test`;
    const id = await book({ first_name: 'Fay', last_name: 'Led', email: wrong, date: addDays(today, 71) });
    await eventually(async () => expect((await confirmationOf(id)).status).toBe('sent'), 30_000);
    const first = await confirmationOf(id);
    // As the SMTP server would have left it: refused for good.
    await getApi()
      .server.db.update(guestMessages)
      .set({ status: 'failed', lastError: '550 No such user', sentAt: null })
      .where(eq(guestMessages.id, first.id));
    const patched = await asAdmin('PATCH', `/reservation/${id}`, { email: right });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    const res = await asAdmin('POST', `/reservation/messages/${first.id}/resend`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as { data: GuestMessage }).data.recipient).toBe(right);
    await eventually(() => expect(mailsTo(right)).toHaveLength(1), 30_000);
    expect(mailsTo(right)[0]?.text).toContain('Dear Fay Led,');
    const original = (await messagesOf(id)).find((m) => m.id === first.id);
    expect(original).toMatchObject({ status: 'failed', last_error: '550 No such user', recipient: wrong });
  });

  it('refuses a message still waiting to be sent, and a cancelled booking’s confirmation', async () => {
    const email = `wait.${uuidv7().slice(-8)}@guest.test`;
    const id = await book({ first_name: 'Wes', last_name: 'Wait', email, date: addDays(today, 72) });
    await eventually(async () => expect((await confirmationOf(id)).status).toBe('sent'), 30_000);
    const reminder = (await messagesOf(id)).find((m) => m.kind === 'reminder');
    expect(reminder?.status).toBe('pending');
    const waiting = await asAdmin('POST', `/reservation/messages/${reminder?.id}/resend`);
    expect(waiting.status).toBe(409);
    expect((waiting.body as { message: string }).message).toBe(
      'This message is still waiting to be sent; it can be sent again once it is sent, failed or skipped',
    );

    const cancelled = statuses.get('Cancelled');
    const res = await asAdmin('PUT', `/reservation/status/${id}/${cancelled}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const confirmation = await confirmationOf(id);
    const refused = await asAdmin('POST', `/reservation/messages/${confirmation.id}/resend`);
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toBe('Not sent again: the booking is Cancelled');
  });

  it("answers 404 for another restaurant's message", async () => {
    const email = `theirs.${uuidv7().slice(-8)}@guest.test`;
    const id = await book({ first_name: 'Theo', email, date: addDays(today, 73) });
    const confirmation = await confirmationOf(id);
    const quay = await getApi().signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password);
    const res = await getApi().api('POST', `/reservation/messages/${confirmation.id}/resend`, {
      token: quay.token,
      restaurantId: quay.user.restaurantId,
    });
    expect(res.status).toBe(404);
  });
});
