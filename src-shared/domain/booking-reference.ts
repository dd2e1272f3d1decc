// A booking's short reference for guests (issue 29): six characters a guest can read out on the phone
// and staff can type into search, in mails, SMS, the QR code and the booking widget, instead of the
// 36-character id. It is derived from the id, so a terminal that books offline shows it at once and
// no column, migration or sync change is needed. Six characters of 31 give 887 million references: two
// bookings of one venue rarely share one, and when they do search lists both (the id stays the key).

/** No 0/O, 1/I/L: nothing a guest can misread. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const BOOKING_REFERENCE_LENGTH = 6;
const SPACE = ALPHABET.length ** BOOKING_REFERENCE_LENGTH;

/** FNV-1a over the id's characters, then a 32-bit avalanche so ids differing at the end spread. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** "K7MQ2X": the guest-facing reference of the booking with this id (ids compare case-insensitively). */
export function bookingReference(id: string): string {
  let n = hash32(id.trim().toLowerCase()) % SPACE;
  let out = '';
  for (let i = 0; i < BOOKING_REFERENCE_LENGTH; i += 1) {
    out = ALPHABET[n % ALPHABET.length] + out;
    n = Math.floor(n / ALPHABET.length);
  }
  return out;
}

/** The text as a reference when it could be one ("k7mq2x", " K7MQ2X "), else null. */
export function asBookingReference(text: string): string | null {
  const candidate = text.trim().toUpperCase();
  if (candidate.length !== BOOKING_REFERENCE_LENGTH) return null;
  return [...candidate].every((c) => ALPHABET.includes(c)) ? candidate : null;
}
