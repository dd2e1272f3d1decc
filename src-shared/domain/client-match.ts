// Which client a booking's guest is: the one rule the server (widget bookings) and the console's
// booking form (its "possible match" offer) both use, so a guest is recognised the same way
// everywhere. A phone number is compared by its digits, an international form (+33 6…, 0033 6…)
// matching the national one with its trunk 0 (06…); an email address trimmed and lower-cased.

export interface Contact {
  mobileNumber: string;
  email: string;
}

/** Digits of a phone number; an international number (leading + or 00) keeps its leading +. */
export function normalisePhone(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits === '' ? '' : `+${digits}`;
  if (digits.startsWith('00') && digits.length > 2) return `+${digits.slice(2)}`;
  return digits;
}

export const normaliseEmail = (raw: string): string => raw.trim().toLowerCase();

/** Fewer significant digits than this are too short to recognise anyone by. */
const MIN_DIGITS = 6;

/** A national number without its trunk 0 (the part that follows a country code). */
const national = (digits: string) => digits.replace(/^0/, '');

/**
 * Whether two phone numbers are the same line: the same digits, or one international (+ and a 1–3
 * digit country code) and the other national with the rest of its digits (trunk 0 dropped).
 */
export function samePhone(a: string, b: string): boolean {
  const x = normalisePhone(a);
  const y = normalisePhone(b);
  if (x === '' || y === '') return false;
  const xIntl = x.startsWith('+');
  const yIntl = y.startsWith('+');
  if (xIntl === yIntl) {
    const [p, q] = xIntl ? [x, y] : [national(x), national(y)];
    return p.length >= MIN_DIGITS && p === q;
  }
  const intl = (xIntl ? x : y).slice(1);
  const local = national(xIntl ? y : x);
  if (local.length < MIN_DIGITS || !intl.endsWith(local)) return false;
  const countryCode = intl.length - local.length;
  return countryCode >= 1 && countryCode <= 3;
}

export function sameEmail(a: string, b: string): boolean {
  const x = normaliseEmail(a);
  return x !== '' && x === normaliseEmail(b);
}

export interface ClientMatch<C> {
  client: C;
  /** What matched: both the phone and the email, or one of them. */
  by: 'both' | 'phone' | 'email';
}

/**
 * The client the guest is, or null: a client matching both the phone and the email first, then one
 * matching the phone, then the email; among equals the first in the given order.
 */
export function findClientMatch<C extends Contact>(
  guest: Contact,
  clients: readonly C[],
): ClientMatch<C> | null {
  let phone: C | null = null;
  let email: C | null = null;
  for (const client of clients) {
    const byPhone = samePhone(guest.mobileNumber, client.mobileNumber);
    const byEmail = sameEmail(guest.email, client.email);
    if (byPhone && byEmail) return { client, by: 'both' };
    if (byPhone) phone ??= client;
    if (byEmail) email ??= client;
  }
  if (phone) return { client: phone, by: 'phone' };
  if (email) return { client: email, by: 'email' };
  return null;
}

/** The last digits a stored number must end with to be worth comparing (a cheap pre-filter). */
export function phoneTail(raw: string): string | null {
  const digits = national(normalisePhone(raw).replace(/^\+/, ''));
  return digits.length >= MIN_DIGITS ? digits.slice(-MIN_DIGITS) : null;
}
