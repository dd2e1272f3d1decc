// Reading what a guest sent: every field checked with a message in the guest's language that names
// what to fix, and the values kept as typed so the form comes back filled in.
import { PROMO_CODE_PATTERN } from '../../src-shared/marketing/promo-code-resource.js';
import { isVenueDate } from '../../src-shared/time.js';
import type { FieldErrors, FormValues, Tx } from './widget-html.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

/** The string fields of a form body or query (anything else is dropped). */
export function formValues(raw: unknown): FormValues {
  const out: FormValues = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof v === 'string') out[k] = v.slice(0, 2000);
    else if (Array.isArray(v) && typeof v[0] === 'string') out[k] = v[0].slice(0, 2000);
  }
  return out;
}

export interface SearchInput {
  date: string;
  party: number;
}

/** Date within [today, lastDay] and a party size within the venue's range. */
export function readSearch(
  tx: Tx,
  values: FormValues,
  bounds: { today: string; lastDay: string; min: number; max: number },
  errors: FieldErrors,
): SearchInput | null {
  const date = (values.date ?? '').trim();
  if (date === '' || !isVenueDate(date)) errors.date = tx.t('errDate');
  else if (date < bounds.today || date > bounds.lastDay)
    errors.date = tx.t('errDateRange', { from: bounds.today, to: bounds.lastDay });
  const party = Number((values.party ?? '').trim());
  if (!Number.isInteger(party) || party < bounds.min || party > bounds.max)
    errors.party = tx.t('errParty', { min: bounds.min, max: bounds.max });
  return errors.date || errors.party ? null : { date, party };
}

export interface GuestInput {
  first_name: string;
  last_name: string;
  email: string;
  mobileNumber: string;
  special_request: string;
}

function limited(tx: Tx, errors: FieldErrors, name: string, label: string, value: string, max: number) {
  if (value.length > max) errors[name] = tx.t('errTooLong', { field: label, max });
}

/** Name and a way to reach the guest (an email address or a mobile number). */
export function readGuest(tx: Tx, values: FormValues, errors: FieldErrors): GuestInput {
  const guest = {
    first_name: (values.first_name ?? '').trim(),
    last_name: (values.last_name ?? '').trim(),
    email: (values.email ?? '').trim(),
    mobileNumber: (values.phone ?? '').trim(),
    special_request: (values.special_request ?? '').trim(),
  };
  if (guest.first_name === '') errors.first_name = tx.t('errFirstName');
  limited(tx, errors, 'first_name', tx.t('firstName'), guest.first_name, 100);
  limited(tx, errors, 'last_name', tx.t('lastName'), guest.last_name, 100);
  limited(tx, errors, 'special_request', tx.t('specialRequests'), guest.special_request, 1000);
  if (guest.email !== '' && (!EMAIL.test(guest.email) || guest.email.length > 320))
    errors.email = tx.t('errEmail');
  if (guest.mobileNumber !== '' && !PHONE.test(guest.mobileNumber)) errors.phone = tx.t('errPhone');
  if (guest.email === '' && guest.mobileNumber === '') errors.email = tx.t('errContact');
  return guest;
}

/** A chosen time (whether it is still free is the booking path's to say). */
export function readTime(tx: Tx, values: FormValues, errors: FieldErrors): string {
  const time = (values.time ?? '').trim();
  if (!TIME.test(time)) errors.time = tx.t('errTime');
  return time;
}

/** The waitlist's optional preferred time: HH:MM or empty. */
export function readPreferredTime(tx: Tx, values: FormValues, errors: FieldErrors): string {
  const time = (values.preferred_time ?? '').trim();
  if (time !== '' && !TIME.test(time)) errors.preferred_time = tx.t('errPreferredTime');
  return time;
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some((e) => typeof e === 'string');

/** The optional promo code, as stored (upper case); whether it may be used is the booking's to say. */
export function readPromoCode(tx: Tx, values: FormValues, errors: FieldErrors): string {
  const code = (values.promo_code ?? '').trim().toUpperCase();
  if (code !== '' && !PROMO_CODE_PATTERN.test(code)) errors.promo_code = tx.t('errPromoFormat');
  return code;
}

/** The booking step's own fields: the chosen time and the optional promo code. */
export function readBookingChoice(tx: Tx, values: FormValues, errors: FieldErrors) {
  return { time: readTime(tx, values, errors), promoCode: readPromoCode(tx, values, errors) };
}
