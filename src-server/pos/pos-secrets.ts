// The POS webhook's secrets and signatures (issue 34 §5–6). A secret is sealed at rest
// (auth/sealed-secrets.ts), so a database dump holds no usable secret. A delivery is signed like the card
// providers' webhooks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, compared in
// constant time, refused beyond the tolerance either way.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { POS_SIGNATURE_TOLERANCE_SECONDS } from '../../src-shared/pos/pos-entity.js';

/** A new webhook secret: 32 random bytes, prefixed so it reads as what it is. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The signature header a POS sends for `body` at `timestamp` (unix seconds): what the tests and the docs use. */
export function signPosBody(secret: string, body: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Whether `header` signs `body` under one of `secrets` within the tolerance of `nowSeconds`. */
export function checkPosSignature(
  header: string | undefined,
  body: string,
  secrets: readonly string[],
  nowSeconds: number,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'The signature header is missing' };
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at <= 0) continue;
    const name = item.slice(0, at).trim();
    parts.set(name, [...(parts.get(name) ?? []), item.slice(at + 1).trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  const signatures = parts.get('v1') ?? [];
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    return { ok: false, reason: 'The signature header is not t=…,v1=…' };
  if (Math.abs(nowSeconds - timestamp) > POS_SIGNATURE_TOLERANCE_SECONDS)
    return { ok: false, reason: 'The signature is too old (or from the future)' };
  for (const secret of secrets) {
    const expected = Buffer.from(signPosBody(secret, body, timestamp).split('v1=')[1] ?? '', 'hex');
    for (const signature of signatures) {
      const given = Buffer.from(signature, 'hex');
      if (given.length === expected.length && timingSafeEqual(given, expected)) return { ok: true };
    }
  }
  return { ok: false, reason: 'The signature does not match' };
}
