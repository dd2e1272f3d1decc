// Guest email over SMTP through the durable job queue: an SMTP outage is retried with backoff and the
// message is delivered once when the server returns; an address the server refuses for good (550)
// is dead-lettered at once and shown to staff as failed. The SMTP server is a loopback sink.
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { guestMessageSchema, type GuestMessage } from '../../src-shared/messaging/template-types.js';
import { addDays } from '../../src-shared/time.js';
import { DEMO, type SignedIn, type TestApi } from './helpers/api-server.js';
import { useMailingApi, type SmtpSink } from './helpers/mailing-api.js';
import { eventually } from './sync-helpers.js';

let api: TestApi & { stop: () => Promise<void> };
let sink: SmtpSink;
let admin: SignedIn;
let restaurantId: number;
const today = new Date().toISOString().slice(0, 10);

async function messagesOf(reservationId: string): Promise<GuestMessage[]> {
  const res = await api.api('GET', `/reservation/${reservationId}/messages`, {
    token: admin.token,
    restaurantId,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return guestMessageSchema.array().parse((res.body as { data: unknown }).data);
}

async function book(body: Record<string, unknown>): Promise<string> {
  const res = await api.api('POST', '/reservation/bookReservation', {
    token: admin.token,
    restaurantId,
    body: { first_name: 'Test', guest_count: 2, duration_minutes: 90, time: '12:30', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { data: { id: string } }).data.id;
}

const deliveredTo = (email: string) => sink.received.filter((m) => m.to.includes(email));
const confirmation = async (id: string) => (await messagesOf(id)).find((m) => m.kind === 'confirmation');

const mailing = useMailingApi();

beforeAll(async () => {
  ({ sink, api } = mailing());
  admin = await api.signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  restaurantId = admin.user.restaurantId;
});

describe('guest email over SMTP', () => {
  it('while the SMTP server is down the confirmation stays pending and is retried; it is delivered once when it is back', async () => {
    const email = `outage.${uuidv7().slice(-8)}@guest.test`;
    const id = await book({ first_name: 'Otto', last_name: 'Age', email, date: addDays(today, 60) });

    // Two failed attempts, each shown as pending with the reason, never as sent.
    await eventually(async () => {
      const message = await confirmation(id);
      expect(message?.status).toBe('pending');
      expect(message?.attempts).toBeGreaterThanOrEqual(2);
      expect(message?.last_error).toMatch(/ECONNREFUSED|connect/i);
    }, 30_000);
    expect(deliveredTo(email)).toHaveLength(0);

    await sink.up();
    await eventually(async () => expect((await confirmation(id))?.status).toBe('sent'), 60_000);
    const sent = await confirmation(id);
    expect(sent?.last_error).toBeNull();
    expect(sent?.sent_at).not.toBeNull();
    expect(deliveredTo(email)).toHaveLength(1);
    expect(deliveredTo(email)[0]?.data).toContain('Subject: Your reservation at Harbour Bistro is confirmed');
    expect(deliveredTo(email)[0]?.data).toContain(`Message-ID: <${sent?.id}@venue-console.local>`);

    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(deliveredTo(email)).toHaveLength(1);
  });

  it('an address the server refuses for good is dead-lettered at once and shown as failed', async () => {
    await sink.up();
    const email = `refused.${uuidv7().slice(-8)}@guest.test`;
    sink.refuse.add(email);
    const id = await book({ first_name: 'Rita', last_name: 'Fused', email, date: addDays(today, 61) });

    await eventually(async () => expect((await confirmation(id))?.status).toBe('failed'), 30_000);
    const failed = await confirmation(id);
    expect(failed?.last_error).toMatch(/550/);
    expect(failed?.attempts).toBe(1);
    expect(failed?.sent_at).toBeNull();
    expect(deliveredTo(email)).toHaveLength(0);

    const dead = (await api.server.jobs?.deadLetters('guest-message.send')) ?? [];
    expect(dead.map((j) => (j.data as { messageId?: string }).messageId)).toContain(failed?.id);
  });
});
