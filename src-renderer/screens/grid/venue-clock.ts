// The venue's wall clock in the renderer. The renderer is not told the venue's time zone, but every
// mirrored booking carries both its venue-local date/time and its absolute start, so their
// difference is the venue's UTC offset. With no booking to learn from, the terminal's own clock is
// used (a host stand normally sits in its venue's zone).
import { instantToVenueLocal, minutesToTime } from '../../../src-shared/time.js';
import { venueTimeZone } from '../../reservations/venue-clock.js';

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
  zone: string | null = venueTimeZone(),
): number {
  if (zone !== null) {
    // Main told us the venue's zone: its offset at this instant (minute precision, DST-correct).
    try {
      const minute = Math.floor(fallbackDate.getTime() / 60_000) * 60_000;
      const local = instantToVenueLocal(new Date(minute), zone);
      return Math.round((Date.parse(`${local.date}T${local.time}:00Z`) - minute) / 60_000);
    } catch {
      // Unknown zone name: learn the offset from a booking instead.
    }
  }
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
