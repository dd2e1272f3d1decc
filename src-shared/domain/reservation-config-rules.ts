// The venue's reservation config (spec §3 reservation_config) applied to a booking: required
// fields, automatic table assignment and the prevention of multiple reservations within a scope.
// Pure, so the server's booking path and an offline terminal judge a booking the same way.
import type { FieldErrors } from '../schemas/envelope.js';
import type {
  MultipleReservationScope,
  RequirableField,
  ReservationConfig,
} from '../schemas/venue-settings.js';

export const REQUIRED_FIELD_LABELS: Record<RequirableField, string> = {
  last_name: 'Last name',
  mobileNumber: 'Mobile number',
  email: 'Email',
  special_request: 'Special request',
  reservationType: 'Reservation type',
};

export const requiredFieldMessage = (field: RequirableField) =>
  `${REQUIRED_FIELD_LABELS[field]} is required by this venue's reservation settings`;

type RequirableValues = Partial<Record<RequirableField, string | null | undefined>>;

/** The fields the venue requires that the booking leaves empty, each with its message. */
export function missingRequiredFields(config: ReservationConfig, booking: RequirableValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of config.required_fields)
    if ((booking[field] ?? '').trim() === '') errors[field] = [requiredFieldMessage(field)];
  return errors;
}

/** What the multiple-reservation rule compares: who the guest is and when the booking is. */
export interface GuestBooking {
  id: string;
  client_id: string | null;
  email: string;
  mobileNumber: string;
  first_name?: string;
  last_name?: string;
  date: string;
  time: string;
  duration_minutes: number;
  shift_id: string | null;
}

const digits = (s: string) => s.replace(/\D/g, '');

/** Same guest: the same client profile, email (any case) or mobile number (digits only). */
export function sameGuest(a: GuestBooking, b: GuestBooking): boolean {
  if (a.client_id !== null && a.client_id === b.client_id) return true;
  if (a.email.trim() !== '' && a.email.trim().toLowerCase() === b.email.trim().toLowerCase()) return true;
  const phone = digits(a.mobileNumber);
  return phone.length >= 6 && phone === digits(b.mobileNumber);
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

function inScope(scope: MultipleReservationScope, a: GuestBooking, b: GuestBooking): boolean {
  if (a.date !== b.date) return false;
  if (scope === 'same_day') return true;
  if (scope === 'same_shift') return a.shift_id !== null && a.shift_id === b.shift_id;
  const aStart = minutesOf(a.time);
  const bStart = minutesOf(b.time);
  return aStart < bStart + b.duration_minutes && bStart < aStart + a.duration_minutes;
}

const SCOPE_WORDS: Record<MultipleReservationScope, string> = {
  same_day: 'on the same day',
  same_shift: 'in the same shift',
  overlapping: 'at an overlapping time',
};

/**
 * The guest's other live booking in the venue's scope, when multiple reservations are prevented.
 * `others` are the day's bookings that hold (not cancelled, not finished).
 */
export function conflictingBooking(
  config: ReservationConfig,
  booking: GuestBooking,
  others: readonly GuestBooking[],
): GuestBooking | null {
  if (!config.prevent_multiple_reservations || !config.multiple_reservation_scope) return null;
  const scope = config.multiple_reservation_scope;
  return (
    others.find((o) => o.id !== booking.id && sameGuest(booking, o) && inScope(scope, booking, o)) ?? null
  );
}

export function multipleReservationMessage(config: ReservationConfig, other: GuestBooking): string {
  const scope = config.multiple_reservation_scope ?? 'same_day';
  const name = [other.first_name, other.last_name].filter(Boolean).join(' ') || 'This guest';
  return `${name} already has a reservation ${SCOPE_WORDS[scope]} (${other.date} at ${other.time}); this venue allows one`;
}
