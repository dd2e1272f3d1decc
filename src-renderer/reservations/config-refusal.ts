// The venue's reservation config judged on the terminal before a new booking is queued (the
// server judges it again when the booking is pushed): the required fields, and the guest's other
// booking of the day in the prevented scope, read from the mirror so it holds offline.
import {
  conflictingBooking,
  missingRequiredFields,
  multipleReservationMessage,
  type GuestBooking,
} from '../../src-shared/domain/reservation-config-rules.js';
import { shiftContains } from '../../src-shared/domain/active-shift.js';
import { defaultDurationMinutes } from '../../src-shared/domain/reservation-rules.js';
import type { Reservation, ReservationDraft } from '../../src-shared/schemas/reservation.js';
import type { ReservationConfig } from '../../src-shared/schemas/venue-settings.js';
import type { FloorContext } from './floor-context.js';

export interface ConfigRefusal {
  errors: Record<string, string>;
  message: string;
}

const guestOf = (r: Reservation): GuestBooking => ({
  id: r.id,
  client_id: r.client_id,
  email: r.email,
  mobileNumber: r.mobileNumber,
  first_name: r.first_name,
  last_name: r.last_name,
  date: r.date,
  time: r.time,
  duration_minutes: r.duration_minutes,
  shift_id: r.shift_id,
});

export function configRefusal(
  config: ReservationConfig,
  draft: ReservationDraft,
  clientId: string | null,
  dayBookings: readonly Reservation[],
  ctx: FloorContext,
): ConfigRefusal | null {
  const missing = missingRequiredFields(config, draft);
  const errors = Object.fromEntries(Object.entries(missing).map(([field, [text]]) => [field, text ?? '']));
  if (Object.keys(errors).length > 0) return { errors, message: Object.values(errors).join('. ') };
  const holding = new Set(ctx.floor.statuses.filter((s) => s.holds_table).map((s) => s.id));
  const shift = ctx.shifts.shifts.find((s) => s.category !== 'FULL_DAY' && shiftContains(s, draft.time));
  const other = conflictingBooking(
    config,
    {
      id: '',
      client_id: clientId,
      email: draft.email,
      mobileNumber: draft.mobileNumber,
      date: draft.date,
      time: draft.time,
      duration_minutes: defaultDurationMinutes(draft.guest_count),
      shift_id: shift?.id ?? null,
    },
    dayBookings.filter((b) => holding.has(b.booking_status)).map(guestOf),
  );
  return other ? { errors: {}, message: multipleReservationMessage(config, other) } : null;
}
