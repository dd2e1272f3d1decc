// The widget's abuse guard (no third-party captcha): every form carries a token the server signed
// when it rendered the page (HMAC-SHA256 with the form-token key of purpose-keys.ts, over the form's
// purpose, the venue and the moment it was issued). A submission is refused when the token is forged, older than its
// lifetime, or came back faster than a person fills the form in; a visually hidden honeypot field that
// people never see (aria-hidden, tabindex -1) catches the bots that fill every field.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const HONEYPOT_FIELD = 'website';

export type TokenVerdict = 'ok' | 'invalid' | 'tooFast' | 'expired';

export interface TokenRules {
  /** Seconds a person needs at least between seeing the form and sending it. */
  minFillMs: number;
  /** How long a rendered form stays valid. */
  maxAgeMs: number;
}

const sign = (key: Uint8Array, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** A token for `purpose` (booking, waitlist, event) at `slug`, issued `now`. */
export function issueFormToken(key: Uint8Array, purpose: string, slug: string, now = Date.now()): string {
  const body = `${now.toString(36)}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${sign(key, `${purpose}|${slug}|${body}`)}`;
}

export function verifyFormToken(
  key: Uint8Array,
  token: unknown,
  purpose: string,
  slug: string,
  rules: TokenRules,
  now = Date.now(),
): TokenVerdict {
  if (typeof token !== 'string' || token.length > 200) return 'invalid';
  const parts = token.split('.');
  if (parts.length !== 3) return 'invalid';
  const [issued, nonce, mac] = parts as [string, string, string];
  const expected = Buffer.from(sign(key, `${purpose}|${slug}|${issued}.${nonce}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const issuedAt = parseInt(issued, 36);
  if (!Number.isSafeInteger(issuedAt) || issuedAt > now + 60_000) return 'invalid';
  if (now - issuedAt > rules.maxAgeMs) return 'expired';
  if (now - issuedAt < rules.minFillMs) return 'tooFast';
  return 'ok';
}

/** Whether the honeypot came back filled: a person never sees it. */
export const honeypotFilled = (fields: Readonly<Record<string, unknown>>) => {
  const value = fields[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
};
