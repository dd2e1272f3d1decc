// The venue's wall clock in the renderer. The renderer is not told the venue's time zone, but every
// mirrored booking carries both its venue-local date/time and its absolute start, so their
// difference is the venue's UTC offset. With no booking to learn from, the terminal's own clock is
// used (a host stand normally sits in its venue's zone).
import { minutesToTime } from '../../../src-shared/time.js';

export interface VenueNow {
  date: string;
  /** Minutes after the venue's midnight. */
  minute: number;
  time: string;
}

/** Offset of venue-local time from UTC in minutes, learned from one booking. */
export function venueOffsetMinutes(
  booking: { date: string; time: string; starts_at: string } | undefined,
  fallbackDate: Date,
): number {
  if (booking) {
    const local = Date.parse(`${booking.date}T${booking.time}:00Z`);
    const instant = Date.parse(booking.starts_at);
    if (Number.isFinite(local) && Number.isFinite(instant)) return Math.round((local - instant) / 60_000);
  }
  return -fallbackDate.getTimezoneOffset();
}

export function venueNow(nowMs: number, offsetMinutes: number): VenueNow {
  const shifted = new Date(nowMs + offsetMinutes * 60_000);
  const date = shifted.toISOString().slice(0, 10);
  const minute = shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  return { date, minute, time: minutesToTime(minute) };
}
