// The email service provider on the server (issue 34 §4): the venue's choice (platform mail or
// Mailgun, keys sealed and never returned), the connection test, the delivery events and the
// suppression list, and the signed webhook through which the provider's events come back — applied
// once per provider event id and in any order: a hard bounce, a complaint or an unsubscribe puts the
// address on the list whatever arrived before or after it.
import { and, desc, eq, sql } from 'drizzle-orm';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  EMAIL_WEBHOOK_PATH,
  MAILGUN_REGIONS,
  SUPPRESSING_EVENTS,
  suppressionKey,
  type EmailProviderKind,
  type EmailProviderSettings,
  type MailEventRow,
  type Suppression,
  type SuppressionReason,
  type UpdateEmailProvider,
} from '../../src-shared/messaging/email-provider-entity.js';
import type { AppDatabase, DbExecutor } from '../db/client.js';
import { emailProviderSettings, mailEvents, mailSuppressions } from '../db/schema/index.js';
import { firstWhere } from '../db/where-queries.js';
import { HttpError, notFound } from '../http/http-error.js';
import { PREVIOUS_SECRET_HOURS } from '../../src-shared/constants.js';
import { acceptedSecrets, keepPrevious, openSecret, sealSecret } from '../auth/sealed-secrets.js';
import type { DomainWrite } from '../sync/write-context.js';
import {
  checkMailgunSignature,
  mailgunTest,
  mailgunWebhookSchema,
  normaliseMailgunEvent,
  type MailgunAccount,
  type NormalisedMailEvent,
} from './mailgun.js';

type SettingsRow = typeof emailProviderSettings.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function settingsView(row: SettingsRow | undefined): EmailProviderSettings {
  return {
    provider: row?.provider ?? 'platform',
    domain: row?.domain ?? null,
    region: row?.region ?? 'us',
    from_address: row?.fromAddress ?? null,
    api_key_hint: row?.apiKeyHint ?? null,
    webhook_key_hint: row?.webhookKeyHint ?? null,
    previous_webhook_valid_until:
      row?.previousWebhookValidUntil && row.previousWebhookValidUntil.getTime() > Date.now()
        ? row.previousWebhookValidUntil.toISOString()
        : null,
    tested_at: iso(row?.testedAt),
    test_result: row?.testResult ?? null,
    test_ok: row?.testOk ?? null,
    webhook_path: EMAIL_WEBHOOK_PATH,
  };
}

export const providerRow = (db: DbExecutor, restaurantId: number) =>
  firstWhere(db, emailProviderSettings, eq(emailProviderSettings.restaurantId, restaurantId));

export async function emailProviderSettingsOf(
  db: DbExecutor,
  restaurantId: number,
): Promise<EmailProviderSettings> {
  return settingsView(await providerRow(db, restaurantId));
}

/** Where the venue's Mailgun account is, with its key opened; null when it does not send through Mailgun. */
export function mailgunAccountOf(
  row: SettingsRow | undefined,
  key: Uint8Array,
  baseOverride: string | undefined,
): MailgunAccount | null {
  if (row?.provider !== 'mailgun' || !row.domain || !row.apiKeySealed) return null;
  const apiKey = openSecret(key, row.apiKeySealed);
  if (apiKey === null) return null;
  return { base: baseOverride ?? MAILGUN_REGIONS[row.region], domain: row.domain, apiKey };
}

/** Saves the choice; a key given is sealed (its last four characters kept to tell it by). */
export const updateEmailProvider =
  (key: Uint8Array): DomainWrite<UpdateEmailProvider, EmailProviderSettings> =>
  async (write, ctx, input) => {
    const stored = await providerRow(write.tx, ctx.restaurantId);
    const now = new Date();
    // A new signing key: Mailgun may still send events signed with the old one for a while.
    const previous =
      input.webhook_signing_key === undefined
        ? null
        : keepPrevious(key, stored?.webhookKeySealed, input.webhook_signing_key, now, PREVIOUS_SECRET_HOURS);
    const values = {
      provider: input.provider,
      ...(input.domain === undefined ? {} : { domain: input.domain }),
      ...(input.region === undefined ? {} : { region: input.region }),
      ...(input.from_address === undefined ? {} : { fromAddress: input.from_address || null }),
      ...(input.api_key === undefined
        ? {}
        : { apiKeySealed: sealSecret(key, input.api_key), apiKeyHint: input.api_key.slice(-4) }),
      ...(input.webhook_signing_key === undefined
        ? {}
        : {
            webhookKeySealed: sealSecret(key, input.webhook_signing_key),
            webhookKeyHint: input.webhook_signing_key.slice(-4),
            ...(previous
              ? { previousWebhookKeySealed: previous.sealed, previousWebhookValidUntil: previous.validUntil }
              : {}),
          }),
      // A changed connection has not been tested yet.
      testedAt: null,
      testOk: null,
      testResult: null,
      updatedAt: now,
    };
    if (input.provider === 'mailgun') {
      const errors: Record<string, string[]> = {};
      if (!(values.domain ?? stored?.domain)) errors.domain = ['Domain is required for Mailgun'];
      if (!(values.apiKeySealed ?? stored?.apiKeySealed))
        errors.api_key = ['API key is required for Mailgun'];
      if (!(values.webhookKeySealed ?? stored?.webhookKeySealed))
        errors.webhook_signing_key = [
          'Webhook signing key is required for Mailgun: without it bounces cannot come back',
        ];
      const first = Object.values(errors)[0]?.[0];
      if (first) throw new HttpError(422, first, errors);
    }
    const [row] = await write.tx
      .insert(emailProviderSettings)
      .values({ restaurantId: ctx.restaurantId, ...values })
      .onConflictDoUpdate({ target: emailProviderSettings.restaurantId, set: values })
      .returning();
    return settingsView(row);
  };

export interface ProviderTestDeps {
  db: AppDatabase;
  key: Uint8Array;
  mailgunBase: string | undefined;
  /** What the platform's own mail says of itself (SMTP verified, or the mailbox folder). */
  verifyPlatform: () => Promise<{ ok: boolean; result: string }>;
  now: () => Date;
  fetch?: typeof fetch;
}

/** Tests the saved connection and keeps what it found on the settings. */
export async function testEmailProvider(deps: ProviderTestDeps, restaurantId: number) {
  const row = await providerRow(deps.db, restaurantId);
  let outcome: { ok: boolean; result: string };
  if ((row?.provider ?? 'platform') === 'platform') outcome = await deps.verifyPlatform();
  else {
    const account = mailgunAccountOf(row, deps.key, deps.mailgunBase);
    outcome = account
      ? await mailgunTest(account, deps.fetch)
      : { ok: false, result: 'Mailgun needs a domain and an API key before it can be tested' };
  }
  const testedAt = deps.now();
  await deps.db
    .insert(emailProviderSettings)
    .values({ restaurantId, testedAt, testOk: outcome.ok, testResult: outcome.result })
    .onConflictDoUpdate({
      target: emailProviderSettings.restaurantId,
      set: { testedAt, testOk: outcome.ok, testResult: outcome.result },
    });
  return { ...outcome, tested_at: testedAt.toISOString() };
}

export async function listMailEvents(db: DbExecutor, restaurantId: number): Promise<MailEventRow[]> {
  const rows = await db
    .select()
    .from(mailEvents)
    .where(eq(mailEvents.restaurantId, restaurantId))
    .orderBy(desc(mailEvents.occurredAt), desc(mailEvents.id))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    event: r.event,
    recipient: r.recipient,
    provider: r.provider,
    message_id: r.messageId,
    detail: r.detail,
    occurred_at: r.occurredAt.toISOString(),
  }));
}

const suppressionView = (r: typeof mailSuppressions.$inferSelect): Suppression => ({
  id: r.id,
  email: r.email,
  reason: r.reason,
  detail: r.detail,
  created_at: r.createdAt.toISOString(),
});

export async function listSuppressions(db: DbExecutor, restaurantId: number): Promise<Suppression[]> {
  const rows = await db
    .select()
    .from(mailSuppressions)
    .where(eq(mailSuppressions.restaurantId, restaurantId))
    .orderBy(desc(mailSuppressions.createdAt));
  return rows.map(suppressionView);
}

/** Puts an address on the list; one already there keeps its first reason. */
export async function suppress(
  db: DbExecutor,
  restaurantId: number,
  email: string,
  reason: SuppressionReason,
  detail: string | null,
): Promise<void> {
  await db
    .insert(mailSuppressions)
    .values({ id: uuidv7(), restaurantId, email: suppressionKey(email), reason, detail })
    .onConflictDoNothing();
}

/** Why mail to `email` is not sent from this venue, or null when it may be. */
export async function suppressionOf(
  db: DbExecutor,
  restaurantId: number,
  email: string,
): Promise<SuppressionReason | null> {
  const [row] = await db
    .select({ reason: mailSuppressions.reason })
    .from(mailSuppressions)
    .where(
      and(
        eq(mailSuppressions.restaurantId, restaurantId),
        sql`lower(${mailSuppressions.email}) = ${suppressionKey(email)}`,
      ),
    );
  return row?.reason ?? null;
}

export const addSuppression: DomainWrite<{ email: string }, Suppression> = async (write, ctx, { email }) => {
  if (await suppressionOf(write.tx, ctx.restaurantId, email))
    throw new HttpError(409, `${email} is already on the suppression list`, {
      email: [`${email} is already on the suppression list`],
    });
  await suppress(write.tx, ctx.restaurantId, email, 'manual', null);
  const row = await firstWhere(
    write.tx,
    mailSuppressions,
    eq(mailSuppressions.restaurantId, ctx.restaurantId),
    sql`lower(${mailSuppressions.email}) = ${suppressionKey(email)}`,
  );
  if (!row) throw notFound();
  return suppressionView(row);
};

export const removeSuppression: DomainWrite<{ id: string }, { id: string }> = async (write, ctx, { id }) => {
  const gone = await write.tx
    .delete(mailSuppressions)
    .where(and(eq(mailSuppressions.restaurantId, ctx.restaurantId), eq(mailSuppressions.id, id)))
    .returning({ id: mailSuppressions.id });
  if (gone.length === 0) throw notFound('The address is not on the suppression list');
  return { id };
};

/** Keeps one event; false when it was kept before (the same provider event id). */
export async function recordMailEvent(
  db: DbExecutor,
  restaurantId: number,
  provider: EmailProviderKind,
  event: NormalisedMailEvent,
): Promise<boolean> {
  const kept = await db
    .insert(mailEvents)
    .values({
      id: uuidv7(),
      restaurantId,
      provider,
      providerEventId: event.providerEventId,
      event: event.event,
      recipient: event.recipient,
      messageId: event.messageId,
      detail: event.detail,
      occurredAt: event.occurredAt,
    })
    .onConflictDoNothing()
    .returning({ id: mailEvents.id });
  return kept.length > 0;
}

export type EmailWebhookOutcome =
  { applied: true; event: string; suppressed: boolean } | { applied: false; reason: 'duplicate' | 'ignored' };

/**
 * One webhook delivery: refused (401) unless the venue sends through Mailgun and the body is signed
 * with its webhook key within the tolerance; then the event is kept once and, when it is a hard
 * bounce, a complaint or an unsubscribe, its address suppressed — in one transaction.
 */
export async function receiveEmailWebhook(
  db: AppDatabase,
  key: Uint8Array,
  restaurantId: number,
  raw: string,
  now: Date,
): Promise<EmailWebhookOutcome> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'The body is not JSON');
  }
  const row = await providerRow(db, restaurantId);
  const signingKeys =
    row?.provider === 'mailgun'
      ? acceptedSecrets(
          key,
          row.webhookKeySealed,
          { sealed: row.previousWebhookKeySealed, validUntil: row.previousWebhookValidUntil },
          now,
        )
      : [];
  // Nothing about a venue is told before the signature is checked: unknown and unsigned look alike.
  if (signingKeys.length === 0) throw new HttpError(401, 'This venue receives no provider events');
  const parsed = mailgunWebhookSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(422, issue?.message ?? 'The event is not one Mailgun sends');
  }
  const check = checkMailgunSignature(parsed.data.signature, signingKeys, Math.floor(now.getTime() / 1000));
  if (!check.ok) throw new HttpError(401, check.reason);
  const event = normaliseMailgunEvent(parsed.data['event-data']);
  if (!event) return { applied: false, reason: 'ignored' };
  return db.transaction(async (tx) => {
    if (!(await recordMailEvent(tx, restaurantId, 'mailgun', event)))
      return { applied: false, reason: 'duplicate' } as const;
    const suppressed = SUPPRESSING_EVENTS.has(event.event);
    if (suppressed)
      await suppress(tx, restaurantId, event.recipient, event.event as SuppressionReason, event.detail);
    return { applied: true, event: event.event, suppressed } as const;
  });
}
