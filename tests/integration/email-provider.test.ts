// The email service provider (issue 34 §4) through the real API on PGlite or PostgreSQL, against a
// local stand-in that speaks Mailgun's published API: a venue switches to Mailgun (keys sealed at
// rest, never returned), tests the connection, and its booking confirmations go out through
// Mailgun from its own sender; Mailgun's signed webhooks come back — a forged or stale one refused,
// one delivered twice kept once, a hard bounce suppressing the address so the next confirmation is
// not sent (and says why), a later "delivered" never lifting it — and another restaurant neither
// sees nor feeds the venue's events.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  emailProviderSettingsSchema,
  mailEventSchema,
  SUPPRESSED_REASON,
  suppressionSchema,
} from '../../src-shared/messaging/email-provider-entity.js';
import { guestMessageSchema, type GuestMessage } from '../../src-shared/messaging/template-types.js';
import { addDays } from '../../src-shared/time.js';
import { emailProviderSettings } from '../../src-server/db/schema/index.js';
import { readMailbox } from '../../src-server/mail/mailbox.js';
import { mailgunWebhookBody, startMailgunStandIn } from '../support/mailgun-stand-in.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';
import { eventually } from './sync-helpers.js';
import { ensureStatuses } from './reservations-fixtures.js';

const ACCOUNT = { domain: 'mg.harbour.test', apiKey: `key-${uuidv7().replace(/-/g, '')}` };
const SIGNING_KEY = `whk-${uuidv7().replace(/-/g, '')}`;
const standIn = await startMailgunStandIn(ACCOUNT);
const actors = useCatalogueActors({
  mailgunApiBase: standIn.url,
  jobs: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
});
const { asAdmin, asHost, asQuay, ids } = actors;
const today = new Date().toISOString().slice(0, 10);

const message = (res: { body: unknown }) => (res.body as { message: string }).message;

function webhook(
  eventData: Record<string, unknown>,
  options: { key?: string; timestamp?: number; restaurant?: number } = {},
) {
  return actors.getApi().api('POST', `/integrations/email/webhook/${options.restaurant ?? ids.harbour}`, {
    rawBody: mailgunWebhookBody(options.key ?? SIGNING_KEY, eventData, options.timestamp),
    headers: { 'content-type': 'application/json' },
  });
}

async function book(email: string): Promise<string> {
  const res = await asAdmin('POST', '/reservation/bookReservation', {
    first_name: 'Bounce',
    last_name: 'Test',
    email,
    date: addDays(today, 40),
    time: '19:30',
    guest_count: 2,
    duration_minutes: 90,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { data: { id: string } }).data.id;
}

async function confirmationOf(reservationId: string): Promise<GuestMessage | undefined> {
  const res = await asAdmin('GET', `/reservation/${reservationId}/messages`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return guestMessageSchema
    .array()
    .parse(data(res))
    .find((m) => m.kind === 'confirmation' && m.channel === 'email');
}

beforeAll(async () => {
  await ensureStatuses(actors.getApi().server.db, ids.harbour);
  await actors.getApi().server.jobs?.ready();
});

afterAll(async () => {
  await standIn.close();
});

describe('email service provider', () => {
  it('starts on the platform mail, and only a manager reads or changes it', async () => {
    const settings = emailProviderSettingsSchema.parse(data(await asAdmin('GET', '/integrations/email')));
    expect(settings).toMatchObject({ provider: 'platform', api_key_hint: null, webhook_key_hint: null });
    const tested = await asAdmin('POST', '/integrations/email/test');
    expect(tested.status).toBe(200);
    expect(data(tested)).toMatchObject({ ok: true });
    expect((await asHost('GET', '/integrations/email')).status).toBe(403);
    expect((await asHost('PUT', '/integrations/email', { provider: 'platform' })).status).toBe(403);
  });

  it('refuses Mailgun without a domain or keys, naming the field', async () => {
    const noKeys = await asAdmin('PUT', '/integrations/email', {
      provider: 'mailgun',
      domain: ACCOUNT.domain,
    });
    expect(noKeys.status).toBe(422);
    expect(errors(noKeys).api_key?.[0]).toBe('API key is required for Mailgun');
    expect(errors(noKeys).webhook_signing_key?.[0]).toMatch(/^Webhook signing key is required/);
    const badDomain = await asAdmin('PUT', '/integrations/email', {
      provider: 'mailgun',
      domain: 'not a domain',
    });
    expect(badDomain.status).toBe(422);
    expect(errors(badDomain).domain?.[0]).toBe('Domain must be a domain name such as mg.example.com');
    // Nothing was half-saved.
    expect(data(await asAdmin('GET', '/integrations/email'))).toMatchObject({
      provider: 'platform',
      domain: null,
    });
  });

  it('keeps the keys sealed and never returns them; a wrong key fails the test, the right one passes', async () => {
    const wrong = await asAdmin('PUT', '/integrations/email', {
      provider: 'mailgun',
      domain: ACCOUNT.domain,
      api_key: 'key-wrong-wrong-wrong',
      webhook_signing_key: SIGNING_KEY,
      from_address: 'Harbour Bistro <bookings@mg.harbour.test>',
    });
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(200);
    expect(JSON.stringify(wrong.body)).not.toContain(SIGNING_KEY);
    const failed = await asAdmin('POST', '/integrations/email/test');
    expect(data(failed)).toMatchObject({ ok: false, result: 'Mailgun refused the API key' });
    expect(message(failed)).toBe('Connection failed: Mailgun refused the API key');

    const right = await asAdmin('PUT', '/integrations/email', {
      provider: 'mailgun',
      api_key: ACCOUNT.apiKey,
    });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    const settings = emailProviderSettingsSchema.parse(data(right));
    expect(settings).toMatchObject({
      provider: 'mailgun',
      domain: ACCOUNT.domain,
      api_key_hint: ACCOUNT.apiKey.slice(-4),
      webhook_key_hint: SIGNING_KEY.slice(-4),
      test_ok: null,
    });
    expect(JSON.stringify(right.body)).not.toContain(ACCOUNT.apiKey);
    const [row] = await actors
      .getApi()
      .server.db.select()
      .from(emailProviderSettings)
      .where(eq(emailProviderSettings.restaurantId, ids.harbour));
    expect(row?.apiKeySealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(ACCOUNT.apiKey);
    expect(JSON.stringify(row)).not.toContain(SIGNING_KEY);

    const passed = await asAdmin('POST', '/integrations/email/test');
    expect(data(passed)).toMatchObject({
      ok: true,
      result: `Mailgun answered: the domain ${ACCOUNT.domain} is active`,
    });
    expect(data(await asAdmin('GET', '/integrations/email'))).toMatchObject({ test_ok: true });
  });

  it('sends a confirmation through Mailgun from the venue’s sender, not the platform mail', async () => {
    const email = `mg.${uuidv7().slice(-8)}@guest.test`;
    const id = await book(email);
    await eventually(async () => expect((await confirmationOf(id))?.status).toBe('sent'), 30_000);
    const sent = standIn.messages.filter((m) => m.to === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.from).toBe('Harbour Bistro <bookings@mg.harbour.test>');
    expect(sent[0]?.subject).toBe('Your reservation at Harbour Bistro is confirmed');
    expect(readMailbox(actors.getApi().dataDir, email)).toHaveLength(0);
    const events = mailEventSchema.array().parse(data(await asAdmin('GET', '/integrations/email/events')));
    expect(events.find((e) => e.recipient === email)).toMatchObject({
      event: 'accepted',
      provider: 'mailgun',
    });
  });

  it('refuses a forged, stale or foreign webhook, and keeps an event delivered twice once', async () => {
    const email = `forged.${uuidv7().slice(-8)}@guest.test`;
    const event = { id: `ev-${uuidv7()}`, event: 'failed', severity: 'permanent', recipient: email };
    const forged = await webhook(event, { key: 'not-the-signing-key' });
    expect(forged.status).toBe(401);
    expect(message(forged)).toBe('The signature does not match');
    const stale = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(401);
    // Quay sends through the platform mail: it takes no provider events, signed or not.
    expect((await webhook(event, { restaurant: ids.quay })).status).toBe(401);
    const bad = await actors.getApi().api('POST', `/integrations/email/webhook/${ids.harbour}`, {
      rawBody: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    const suppressions = suppressionSchema
      .array()
      .parse(data(await asAdmin('GET', '/integrations/email/suppressions')));
    expect(suppressions.find((s) => s.email === email)).toBeUndefined();

    const first = await webhook({ ...event, event: 'delivered', severity: undefined });
    expect(data(first)).toMatchObject({ applied: true, event: 'delivered', suppressed: false });
    const again = await webhook({ ...event, event: 'delivered', severity: undefined });
    expect(data(again)).toMatchObject({ applied: false, reason: 'duplicate' });
    const events = mailEventSchema.array().parse(data(await asAdmin('GET', '/integrations/email/events')));
    expect(events.filter((e) => e.recipient === email)).toHaveLength(1);
  });

  it('a hard bounce suppresses the address for the next confirmation, whatever arrives after it', async () => {
    const email = `Bounce.${uuidv7().slice(-8)}@Guest.test`;
    const bounced = await webhook({
      id: `ev-${uuidv7()}`,
      event: 'failed',
      severity: 'permanent',
      recipient: email,
      'delivery-status': { message: '550 5.1.1 The email account does not exist' },
    });
    expect(bounced.status, JSON.stringify(bounced.body)).toBe(200);
    expect(data(bounced)).toMatchObject({ applied: true, event: 'bounced_hard', suppressed: true });
    // SES and Mailgun promise no order: a "delivered" arriving later does not lift it.
    await webhook({ id: `ev-${uuidv7()}`, event: 'delivered', recipient: email });
    const list = suppressionSchema
      .array()
      .parse(data(await asAdmin('GET', '/integrations/email/suppressions')));
    const entry = list.find((s) => s.email === email.toLowerCase());
    expect(entry).toMatchObject({
      reason: 'bounced_hard',
      detail: '550 5.1.1 The email account does not exist',
    });
    // Another restaurant sees none of it.
    const quayList = suppressionSchema
      .array()
      .parse(data(await asQuay('GET', '/integrations/email/suppressions')));
    expect(quayList.find((s) => s.email === email.toLowerCase())).toBeUndefined();

    const before = standIn.messages.length;
    const id = await book(email);
    await eventually(async () => expect((await confirmationOf(id))?.status).toBe('skipped'), 30_000);
    expect((await confirmationOf(id))?.last_error).toBe(SUPPRESSED_REASON);
    expect(
      standIn.messages.slice(before).filter((m) => m.to.toLowerCase() === email.toLowerCase()),
    ).toHaveLength(0);

    // The guest fixed their mailbox and asked: staff take the address off the list, mail flows again.
    const removed = await asAdmin('DELETE', `/integrations/email/suppressions/${entry?.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const next = await book(email);
    await eventually(async () => expect((await confirmationOf(next))?.status).toBe('sent'), 30_000);
  });

  it('a complaint and a manual entry suppress too; an address listed twice is refused', async () => {
    const email = `complain.${uuidv7().slice(-8)}@guest.test`;
    const complained = await webhook({ id: `ev-${uuidv7()}`, event: 'complained', recipient: email });
    expect(data(complained)).toMatchObject({ applied: true, suppressed: true });
    const twice = await asAdmin('POST', '/integrations/email/suppressions', { email });
    expect(twice.status).toBe(409);
    const manual = `asked.${uuidv7().slice(-8)}@guest.test`;
    const added = await asAdmin('POST', '/integrations/email/suppressions', { email: manual });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(data(added)).toMatchObject({ email: manual, reason: 'manual' });
    const notEmail = await asAdmin('POST', '/integrations/email/suppressions', { email: 'nobody' });
    expect(errors(notEmail).email?.[0]).toBe('Email must be an email address');
    const gone = await asQuay(
      'DELETE',
      `/integrations/email/suppressions/${(data(added) as { id: string }).id}`,
    );
    expect(gone.status).toBe(404);
  });

  it('a message Mailgun refuses for a moment is retried, not lost', async () => {
    standIn.failNext(503);
    const email = `retry.${uuidv7().slice(-8)}@guest.test`;
    const id = await book(email);
    await eventually(async () => expect((await confirmationOf(id))?.status).toBe('sent'), 40_000);
    expect((await confirmationOf(id))?.attempts).toBeGreaterThanOrEqual(2);
    expect(standIn.messages.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('a new signing key takes over without losing an event: the previous one is accepted for a day, then refused', async () => {
    const NEXT_KEY = `whk-${uuidv7().replace(/-/g, '')}`;
    const saved = await asAdmin('PUT', '/integrations/email', {
      provider: 'mailgun',
      webhook_signing_key: NEXT_KEY,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const until = (data(saved) as { previous_webhook_valid_until: string | null })
      .previous_webhook_valid_until;
    expect(Date.parse(until ?? '')).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const event = (id: string) => ({
      id,
      event: 'delivered',
      recipient: `rotated.${id.slice(-8)}@guest.test`,
    });
    // Mailgun switches over: events signed with either key are taken meanwhile.
    expect((await webhook(event(`ev-${uuidv7()}`), { key: SIGNING_KEY })).status).toBe(200);
    expect((await webhook(event(`ev-${uuidv7()}`), { key: NEXT_KEY })).status).toBe(200);
    // The day is over: only the new key's signature is.
    await actors
      .getApi()
      .server.db.update(emailProviderSettings)
      .set({ previousWebhookValidUntil: new Date(Date.now() - 1000) })
      .where(eq(emailProviderSettings.restaurantId, ids.harbour));
    expect((await webhook(event(`ev-${uuidv7()}`), { key: SIGNING_KEY })).status).toBe(401);
    expect((await webhook(event(`ev-${uuidv7()}`), { key: NEXT_KEY })).status).toBe(200);
    // Saving the same key again replaces nothing.
    const same = await asAdmin('PUT', '/integrations/email', {
      provider: 'mailgun',
      webhook_signing_key: NEXT_KEY,
    });
    expect(
      (data(same) as { previous_webhook_valid_until: string | null }).previous_webhook_valid_until,
    ).toBeNull();
  });
});
