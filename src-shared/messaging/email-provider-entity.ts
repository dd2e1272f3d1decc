// Email service provider (issue 34 §4, spec §2 /settings/integration/emailServiceProvider): a venue
// sends its guest mail through the platform's own mail (SMTP, or the mailbox folder) or through a
// provider's HTTP API (Mailgun: its published send API and its signed webhooks). The provider's
// delivery events come back on a signed webhook, are kept under one normalised event enum, applied
// once per provider event id and in any order; hard bounces, complaints and unsubscribes put the
// address on the venue's suppression list, which every guest and campaign mail honours.
//
// Mailgun signs a webhook in its body: `signature: { timestamp, token, signature }`, the signature
// being the hex HMAC-SHA256 of `timestamp + token` under the domain's webhook signing key.
import { z } from 'zod';
import { defineEntity } from '../entities/define-entity.js';
import { entityIdSchema, timestampSchema } from '../ids.js';
import type { RouteContract } from '../resources/route-contract.js';

export const EMAIL_PROVIDERS = ['platform', 'mailgun'] as const;
export type EmailProviderKind = (typeof EMAIL_PROVIDERS)[number];

/** Mailgun's two API regions (its documented base addresses). */
export const MAILGUN_REGIONS = { us: 'https://api.mailgun.net', eu: 'https://api.eu.mailgun.net' } as const;
export type MailgunRegion = keyof typeof MAILGUN_REGIONS;

export const EMAIL_WEBHOOK_PATH = '/integrations/email/webhook/{restaurantId}';
/** A webhook older (or newer) than this many seconds is refused: a replayed one cannot be applied late. */
export const EMAIL_SIGNATURE_TOLERANCE_SECONDS = 300;

/** The normalised delivery events, whatever the provider calls them. */
export const MAIL_EVENTS = [
  'accepted',
  'delivered',
  'deferred',
  'bounced_soft',
  'bounced_hard',
  'complained',
  'opened',
  'clicked',
  'unsubscribed',
] as const;
export type MailEvent = (typeof MAIL_EVENTS)[number];

/** The events that stop all further mail to the address from this venue. */
export const SUPPRESSING_EVENTS: ReadonlySet<MailEvent> = new Set([
  'bounced_hard',
  'complained',
  'unsubscribed',
]);

export const SUPPRESSION_REASONS = ['bounced_hard', 'complained', 'unsubscribed', 'manual'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** Why a mail to a suppressed address was not sent: the guest message's outcome says it. */
export const SUPPRESSED_REASON = 'Not sent: the address is on the venue’s suppression list';

/** What the console reads of the venue's provider: never a key. */
export const emailProviderSettingsSchema = z.object({
  provider: z.enum(EMAIL_PROVIDERS),
  /** The sending domain at the provider (Mailgun's domain). */
  domain: z.string().nullable(),
  region: z.enum(['us', 'eu']),
  /** The sender shown to guests; the platform's sender when empty. */
  from_address: z.string().nullable(),
  /** The API key's last four characters, when one is saved. */
  api_key_hint: z.string().nullable(),
  /** The webhook signing key's last four characters, when one is saved. */
  webhook_key_hint: z.string().nullable(),
  /** After the signing key was replaced: events signed with the previous one are accepted until then. */
  previous_webhook_valid_until: timestampSchema.nullable(),
  tested_at: timestampSchema.nullable(),
  /** What the last connection test found: null before the first. */
  test_result: z.string().nullable(),
  test_ok: z.boolean().nullable(),
  /** The webhook's path under the API base, to give the provider. */
  webhook_path: z.string(),
});
export type EmailProviderSettings = z.infer<typeof emailProviderSettingsSchema>;

const key = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(8, `${label} is too short`)
    .max(200, `${label} cannot exceed 200 characters`);

export const updateEmailProviderSchema = z
  .object({
    provider: z.enum(EMAIL_PROVIDERS, { error: `Provider must be one of ${EMAIL_PROVIDERS.join(', ')}` }),
    domain: z
      .string()
      .trim()
      .toLowerCase()
      .max(253, 'Domain cannot exceed 253 characters')
      .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'Domain must be a domain name such as mg.example.com')
      .nullable()
      .optional(),
    region: z.enum(['us', 'eu'], { error: 'Region must be us or eu' }).optional(),
    from_address: z
      .string()
      .trim()
      .max(200, 'Sender cannot exceed 200 characters')
      .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/, {
        message: 'Sender must be an address, or a name and an address in <>',
      })
      .nullable()
      .optional(),
    /** Written only: a new API key replaces the saved one. */
    api_key: key('API key').optional(),
    webhook_signing_key: key('Webhook signing key').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.provider === 'mailgun' && v.domain === null)
      ctx.addIssue({ code: 'custom', path: ['domain'], message: 'Domain is required for Mailgun' });
  });
export type UpdateEmailProvider = z.infer<typeof updateEmailProviderSchema>;

export const emailProviderTestSchema = z.object({
  ok: z.boolean(),
  /** What the test found, in a sentence staff can act on. */
  result: z.string(),
  tested_at: timestampSchema,
});

export const mailEventSchema = z.object({
  id: entityIdSchema,
  event: z.enum(MAIL_EVENTS),
  recipient: z.string(),
  provider: z.enum(EMAIL_PROVIDERS),
  /** The provider's message id, when it gave one. */
  message_id: z.string().nullable(),
  /** The provider's reason (a bounce's SMTP answer), when it gave one. */
  detail: z.string().nullable(),
  occurred_at: timestampSchema,
});
export type MailEventRow = z.infer<typeof mailEventSchema>;

export const suppressionSchema = z.object({
  id: entityIdSchema,
  email: z.string(),
  reason: z.enum(SUPPRESSION_REASONS),
  detail: z.string().nullable(),
  created_at: timestampSchema,
});
export type Suppression = z.infer<typeof suppressionSchema>;

export const addSuppressionSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .email('Email must be an email address')
    .max(254, 'Email cannot exceed 254 characters'),
});

const manage = 'restaurant.manage' as const;

export const EMAIL_PROVIDER_CALLS = {
  settings: {
    method: 'GET',
    path: '/integrations/email',
    summary: 'The venue’s email service provider: which, its domain and sender, key hints (never a key)',
    permission: manage,
    response: emailProviderSettingsSchema,
    status: 200,
  },
  updateSettings: {
    method: 'PUT',
    path: '/integrations/email',
    summary: 'Choose the provider; a key sent here is sealed and never returned',
    permission: manage,
    body: updateEmailProviderSchema,
    response: emailProviderSettingsSchema,
    status: 200,
  },
  test: {
    method: 'POST',
    path: '/integrations/email/test',
    summary: 'Test the connection with the saved settings: the provider answers, or why it did not',
    permission: manage,
    response: emailProviderTestSchema,
    status: 200,
  },
  events: {
    method: 'GET',
    path: '/integrations/email/events',
    summary: 'The venue’s last 50 delivery events, newest first',
    permission: manage,
    response: z.array(mailEventSchema),
    status: 200,
  },
  suppressions: {
    method: 'GET',
    path: '/integrations/email/suppressions',
    summary: 'The addresses no mail of this venue goes to, and why',
    permission: manage,
    response: z.array(suppressionSchema),
    status: 200,
  },
  addSuppression: {
    method: 'POST',
    path: '/integrations/email/suppressions',
    summary: 'Stop all mail to an address (a guest asked by phone)',
    permission: manage,
    body: addSuppressionSchema,
    response: suppressionSchema,
    status: 201,
  },
  removeSuppression: {
    method: 'DELETE',
    path: '/integrations/email/suppressions/{id}',
    summary: 'Let mail reach an address again (the guest fixed their mailbox and asked)',
    permission: manage,
    params: z.object({ id: entityIdSchema }),
    response: z.object({ id: entityIdSchema }),
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;

export const emailProviderEntity = defineEntity({
  key: 'emailProvider',
  noun: 'email service provider',
  plural: 'email service provider',
  mirror: null,
  calls: EMAIL_PROVIDER_CALLS,
  permission: { read: manage, manage },
  handWritten: { webhook: { method: 'POST', path: EMAIL_WEBHOOK_PATH } },
});

/** The address as suppression compares it. */
export const suppressionKey = (email: string) => email.trim().toLowerCase();
