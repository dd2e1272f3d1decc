// The signature of a guest's pay page link: a payment id alone must not let a stranger see or start
// a venue's payment, so the link carries `sig`, an HMAC-SHA256 under the pay-link key (its own
// purpose, purpose-keys.ts) over the venue's slug and the payment id, checked in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

const payload = (slug: string, paymentId: string) => `pay|${slug}|${paymentId}`;

export function signPayLink(key: Uint8Array, slug: string, paymentId: string): string {
  return createHmac('sha256', key).update(payload(slug, paymentId)).digest('base64url');
}

export function verifyPayLink(key: Uint8Array, slug: string, paymentId: string, sig: unknown): boolean {
  if (typeof sig !== 'string' || sig.length === 0 || sig.length > 100) return false;
  const expected = Buffer.from(signPayLink(key, slug, paymentId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
