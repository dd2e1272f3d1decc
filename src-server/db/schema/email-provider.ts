import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  EmailProviderKind,
  MailEvent,
  MailgunRegion,
  SuppressionReason,
} from '../../../src-shared/messaging/email-provider-entity';
import { instant, restaurantKey, tenantTable, timestamps } from './columns';

// The email service provider (issue 34 §4). Online-only, not in the change feed.

/**
 * The venue's provider, one row per venue; no row: the platform's own mail. The API key and the
 * webhook signing key are sealed with AES-256-GCM under a key derived from the server secret, never
 * stored or returned in the clear.
 */
export const emailProviderSettings = pgTable('email_provider_settings', {
  restaurantId: restaurantKey(),
  provider: text('provider').$type<EmailProviderKind>().notNull().default('platform'),
  domain: text('domain'),
  region: text('region').$type<MailgunRegion>().notNull().default('us'),
  fromAddress: text('from_address'),
  apiKeySealed: text('api_key_sealed'),
  apiKeyHint: text('api_key_hint'),
  webhookKeySealed: text('webhook_key_sealed'),
  webhookKeyHint: text('webhook_key_hint'),
  /** The signing key replaced last, still accepted until previous_webhook_valid_until. */
  previousWebhookKeySealed: text('previous_webhook_key_sealed'),
  previousWebhookValidUntil: instant('previous_webhook_valid_until'),
  testedAt: instant('tested_at'),
  testOk: boolean('test_ok'),
  testResult: text('test_result'),
  ...timestamps(),
});

/**
 * Delivery events, ours (accepted on sending) and the provider's (from its webhook): one row per
 * provider event id, so an event delivered twice is kept once.
 */
export const mailEvents = tenantTable(
  'mail_events',
  {
    provider: text('provider').$type<EmailProviderKind>().notNull(),
    providerEventId: text('provider_event_id').notNull(),
    event: text('event').$type<MailEvent>().notNull(),
    recipient: text('recipient').notNull(),
    messageId: text('message_id'),
    detail: text('detail'),
    occurredAt: instant('occurred_at').notNull(),
  },
  (t) => [
    uniqueIndex('mail_events_provider_event_unique').on(t.restaurantId, t.provider, t.providerEventId),
    index('mail_events_recent_idx').on(t.restaurantId, t.occurredAt),
  ],
);

/** The addresses a venue's mail no longer goes to; one row per address (compared lower-cased). */
export const mailSuppressions = tenantTable(
  'mail_suppressions',
  {
    email: text('email').notNull(),
    reason: text('reason').$type<SuppressionReason>().notNull(),
    detail: text('detail'),
  },
  (t) => [uniqueIndex('mail_suppressions_email_unique').on(t.restaurantId, sql`lower(${t.email})`)],
);
