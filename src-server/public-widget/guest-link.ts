// The signature of a guest link (the modify, cancel, arrived, feedback and QR links in a booking's
// messages): signed with the guest-link key (its own purpose, purpose-keys.ts) over the venue's slug
// and the reservation id (auth/signed-link.ts); a wrong or missing one reads as an unknown booking.
import { signLink, verifyLink } from '../auth/signed-link.js';

/** The base64url signature of the guest links of `reservationId` at `slug`. */
export const signGuestLink = (key: Uint8Array, slug: string, reservationId: string): string =>
  signLink(key, 'guest', slug, reservationId);

/** Whether `sig` is the signature of the guest links of `reservationId` at `slug`. */
export const verifyGuestLink = (
  key: Uint8Array,
  slug: string,
  reservationId: string,
  sig: unknown,
): boolean => verifyLink(key, sig, 'guest', slug, reservationId);
