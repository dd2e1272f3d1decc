// The signature of a link sent to a guest (a booking's guest links, a pay link): an id alone must
// not let a stranger act, so the link carries `sig`, an HMAC-SHA256 under a key of the link's own
// purpose (purpose-keys.ts) over the purpose and the link's parts (the venue's slug, the row's id),
// checked in constant time. A wrong or missing one reads as an unknown link.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The base64url signature of a link of `purpose` over `parts`. */
export function signLink(key: Uint8Array, purpose: string, ...parts: string[]): string {
  return createHmac('sha256', key)
    .update([purpose, ...parts].join('|'))
    .digest('base64url');
}

/** Whether `sig` is the signature of a link of `purpose` over `parts`. */
export function verifyLink(key: Uint8Array, sig: unknown, purpose: string, ...parts: string[]): boolean {
  if (typeof sig !== 'string' || sig.length === 0 || sig.length > 100) return false;
  const expected = Buffer.from(signLink(key, purpose, ...parts));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
