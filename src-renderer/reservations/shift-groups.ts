// Groups a day's reservations by shift (spec §2 reservation screen) and counts covers per shift.
// A reservation carries its shift id; an older row without one falls in the regular shift whose
// hours contain its time.
import { shiftContains } from '../../src-shared/domain/active-shift.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import type { Shift } from '../../src-shared/schemas/shift.js';

type ShiftLike = Pick<Shift, 'id' | 'name' | 'category' | 'start_time' | 'end_time'>;
type Booking = Pick<Reservation, 'shift_id' | 'time' | 'guest_count' | 'status'>;

/** Statuses whose guests never came: they count in the list but not in covers. */
export function isLostBooking(status: string): boolean {
  return /cancel|no.?show/i.test(status);
}

/** The regular (non-FULL_DAY) shifts of a screen, in start-time order. */
export function regularShifts<T extends ShiftLike>(shifts: readonly T[]): T[] {
  return shifts
    .filter((s) => s.category !== 'FULL_DAY')
    .sort((a, b) => a.start_time.localeCompare(b.start_time));
}

/** The shift a booking belongs to: its own regular shift, else the regular shift containing its time. */
export function shiftIdOf(booking: Booking, shifts: readonly ShiftLike[]): string | null {
  const regular = regularShifts(shifts);
  if (booking.shift_id && regular.some((s) => s.id === booking.shift_id)) return booking.shift_id;
  return regular.find((s) => shiftContains(s, booking.time))?.id ?? null;
}

export interface ShiftCovers {
  shiftId: string | null;
  name: string;
  covers: number;
  bookings: number;
}

/** Covers and bookings per regular shift (in order), plus an "Other times" bucket when any fall outside. */
export function coversByShift(bookings: readonly Booking[], shifts: readonly ShiftLike[]): ShiftCovers[] {
  const rows: ShiftCovers[] = regularShifts(shifts).map((s) => ({
    shiftId: s.id,
    name: s.name,
    covers: 0,
    bookings: 0,
  }));
  const other: ShiftCovers = { shiftId: null, name: 'Other times', covers: 0, bookings: 0 };
  for (const booking of bookings) {
    const id = shiftIdOf(booking, shifts);
    const row = rows.find((r) => r.shiftId === id) ?? other;
    row.bookings += 1;
    if (!isLostBooking(booking.status)) row.covers += booking.guest_count;
  }
  return other.bookings > 0 ? [...rows, other] : rows;
}
