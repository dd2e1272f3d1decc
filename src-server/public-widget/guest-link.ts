// The signature of a guest link (the modify, cancel, arrived, feedback and QR links in a booking's
// messages): a reservation id alone must not let a stranger act on a booking, so each link carries
// `sig`, an HMAC-SHA256 with the guest-link key (derived for this purpose only, purpose-keys.ts) over
// the venue's slug and the reservation id. Verified with a timing-safe compare; a wrong or missing one reads as
// an unknown booking.
import { createHmac, timingSafeEqual } from 'node:crypto';

const payload = (slug: string, reservationId: string) => `guest|${slug}|${reservationId}`;

/** The base64url signature of the guest links of `reservationId` at `slug`. */
export function signGuestLink(key: Uint8Array, slug: string, reservationId: string): string {
  return createHmac('sha256', key).update(payload(slug, reservationId)).digest('base64url');
}

/** Whether `sig` is the signature of the guest links of `reservationId` at `slug`. */
export function verifyGuestLink(key: Uint8Array, slug: string, reservationId: string, sig: unknown): boolean {
  if (typeof sig !== 'string' || sig.length === 0 || sig.length > 100) return false;
  const expected = Buffer.from(signGuestLink(key, slug, reservationId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
