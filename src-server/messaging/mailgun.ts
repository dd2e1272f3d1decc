// The Mailgun adapter (issue 34 §4), over its published HTTP API: sending
// (`POST /v3/{domain}/messages`, multipart form, HTTP basic auth `api:<key>`), the connection test
// (`GET /v3/domains/{domain}`), and its webhooks — each signed in its body with the hex HMAC-SHA256
// of `timestamp + token` under the domain's webhook signing key — read into the normalised events.
// Tests run it against a local stand-in that speaks the same API (tests/support/mailgun-stand-in.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  EMAIL_SIGNATURE_TOLERANCE_SECONDS,
  type MailEvent,
} from '../../src-shared/messaging/email-provider-entity.js';
import { PermanentSendError } from './send-failure.js';
import type { MailMessage } from '../mail/mailer.js';

export interface MailgunAccount {
  /** The API's origin (a region's, or a stand-in's). */
  base: string;
  domain: string;
  apiKey: string;
}

const authorization = (apiKey: string) => `Basic ${Buffer.from(`api:${apiKey}`).toString('base64')}`;

/** A failure that retrying can fix: Mailgun busy (429), down (5xx) or not reached. */
export class TransientSendError extends Error {
  override name = 'TransientSendError';
}

async function answerText(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the text as it came.
  }
  return text.slice(0, 200);
}

/** Sends one message; answers Mailgun's message id. A refusal (4xx but 429) is permanent. */
export async function mailgunSend(
  account: MailgunAccount,
  from: string,
  message: MailMessage,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const form = new FormData();
  form.set('from', from);
  form.set('to', message.to);
  form.set('subject', message.subject);
  form.set('text', message.text);
  if (message.html !== undefined) form.set('html', message.html);
  if (message.id !== undefined) {
    form.set('h:Message-Id', `<${message.id}@${account.domain}>`);
    // Comes back on every webhook of this message as user-variables.
    form.set('v:venue-message-id', message.id);
  }
  for (const [name, value] of Object.entries(message.headers ?? {})) form.set(`h:${name}`, value);
  let res: Response;
  try {
    res = await fetchImpl(`${account.base}/v3/${encodeURIComponent(account.domain)}/messages`, {
      method: 'POST',
      headers: { authorization: authorization(account.apiKey) },
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new TransientSendError(`Mailgun could not be reached: ${(error as Error).message}`);
  }
  if (res.ok) {
    const body = (await res.json().catch(() => ({}))) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : '';
  }
  const why = await answerText(res);
  if (res.status === 429 || res.status >= 500)
    throw new TransientSendError(`Mailgun answered ${res.status}: ${why}`);
  if (res.status === 401) throw new PermanentSendError('Mailgun refused the API key');
  throw new PermanentSendError(`Mailgun refused the message (${res.status}): ${why}`);
}

/** Asks Mailgun about the domain with the key: a sentence saying what it answered. */
export async function mailgunTest(
  account: MailgunAccount,
  fetchImpl: typeof fetch = fetch,
): Promise<{ ok: boolean; result: string }> {
  let res: Response;
  try {
    res = await fetchImpl(`${account.base}/v3/domains/${encodeURIComponent(account.domain)}`, {
      headers: { authorization: authorization(account.apiKey) },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    return { ok: false, result: `Mailgun could not be reached: ${(error as Error).message}` };
  }
  if (res.status === 401) return { ok: false, result: 'Mailgun refused the API key' };
  if (res.status === 404)
    return { ok: false, result: `Mailgun has no domain ${account.domain} in this account` };
  if (!res.ok) return { ok: false, result: `Mailgun answered ${res.status}: ${await answerText(res)}` };
  const body = (await res.json().catch(() => ({}))) as { domain?: { state?: unknown } };
  const state = typeof body.domain?.state === 'string' ? body.domain.state : 'unknown';
  return state === 'active'
    ? { ok: true, result: `Mailgun answered: the domain ${account.domain} is active` }
    : { ok: false, result: `Mailgun answered: the domain ${account.domain} is ${state}, not active yet` };
}

/** Mailgun's webhook body: what is read of it (the rest is kept by the provider). */
export const mailgunWebhookSchema = z.object({
  signature: z.object({
    timestamp: z.string({ error: 'signature.timestamp is required' }),
    token: z.string({ error: 'signature.token is required' }).min(1, 'signature.token is required'),
    signature: z.string({ error: 'signature.signature is required' }),
  }),
  'event-data': z
    .object({
      id: z.string({ error: 'event-data.id is required' }).min(1, 'event-data.id is required').max(200),
      event: z.string({ error: 'event-data.event is required' }),
      timestamp: z.number({ error: 'event-data.timestamp must be unix seconds' }),
      recipient: z.string().max(254).optional(),
      severity: z.string().optional(),
      reason: z.string().optional(),
      message: z
        .object({ headers: z.object({ 'message-id': z.string().optional() }).loose() })
        .loose()
        .optional(),
      'delivery-status': z
        .object({ message: z.string().optional(), description: z.string().optional() })
        .loose()
        .optional(),
    })
    .loose(),
});
export type MailgunWebhook = z.infer<typeof mailgunWebhookSchema>;

/** The signature fields for `timestamp` and `token` under `signingKey`: what Mailgun (and the tests) send. */
export function signMailgun(signingKey: string, timestamp: number, token: string) {
  const signature = createHmac('sha256', signingKey).update(`${timestamp}${token}`).digest('hex');
  return { timestamp: String(timestamp), token, signature };
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Whether the body's signature is Mailgun's under one of `keys`, made within the tolerance of now. */
export function checkMailgunSignature(
  signature: MailgunWebhook['signature'],
  keys: readonly string[],
  nowSeconds: number,
): SignatureCheck {
  const at = Number(signature.timestamp);
  if (!Number.isFinite(at)) return { ok: false, reason: 'The signature timestamp is not a number' };
  if (Math.abs(nowSeconds - at) > EMAIL_SIGNATURE_TOLERANCE_SECONDS)
    return { ok: false, reason: 'The signature is too old or from the future' };
  const given = Buffer.from(signature.signature, 'hex');
  for (const key of keys) {
    const expected = createHmac('sha256', key).update(`${signature.timestamp}${signature.token}`).digest();
    if (given.length === expected.length && timingSafeEqual(given, expected)) return { ok: true };
  }
  return { ok: false, reason: 'The signature does not match' };
}

export interface NormalisedMailEvent {
  providerEventId: string;
  event: MailEvent;
  recipient: string;
  messageId: string | null;
  detail: string | null;
  occurredAt: Date;
}

const DIRECT: Record<string, MailEvent> = {
  accepted: 'accepted',
  delivered: 'delivered',
  opened: 'opened',
  clicked: 'clicked',
  unsubscribed: 'unsubscribed',
  complained: 'complained',
};

/** Mailgun's event under the normalised enum, or null for one we do not keep (stored, list events). */
export function normaliseMailgunEvent(data: MailgunWebhook['event-data']): NormalisedMailEvent | null {
  const event =
    DIRECT[data.event] ??
    (data.event === 'failed' ? (data.severity === 'permanent' ? 'bounced_hard' : 'bounced_soft') : null);
  if (!event || !data.recipient) return null;
  const status = data['delivery-status'];
  const detail = status?.description || status?.message || data.reason || null;
  return {
    providerEventId: data.id,
    event,
    recipient: data.recipient.trim().toLowerCase(),
    messageId: data.message?.headers['message-id'] ?? null,
    detail: detail ? detail.slice(0, 300) : null,
    occurredAt: new Date(Math.round(data.timestamp * 1000)),
  };
}
