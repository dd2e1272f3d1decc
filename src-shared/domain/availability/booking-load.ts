// How many reservations and covers START in a time range: what pacing and shift limits count. Starts are
// sorted once per query with prefix sums, so each slot's count is two binary searches.
import { relativeStarts, statusHoldsTable } from './occupancy.js';
import type { EngineBooking, EngineStatus } from './types.js';

export interface BookingLoad {
  /** Reservations and covers starting in [from, to). */
  between(from: number, to: number): { reservations: number; covers: number };
}

function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Counts bookings whose status holds the table: cancelled and no-show parties free their pacing share,
 * as they free their table.
 */
export function bookingLoad(
  bookings: readonly EngineBooking[],
  statuses: readonly EngineStatus[],
  date: string,
  options: { excludeBookingId?: string | null } = {},
): BookingLoad {
  const holds = statusHoldsTable(statuses);
  const startOf = relativeStarts(date);
  const entries: { start: number; covers: number }[] = [];
  for (const booking of bookings) {
    if (booking.id === options.excludeBookingId || !holds(booking.booking_status)) continue;
    const start = startOf(booking);
    if (start !== null) entries.push({ start, covers: booking.guest_count });
  }
  entries.sort((a, b) => a.start - b.start);
  const starts = entries.map((e) => e.start);
  const coverPrefix = [0];
  for (const entry of entries) coverPrefix.push((coverPrefix[coverPrefix.length - 1] ?? 0) + entry.covers);
  return {
    between(from, to) {
      const lo = lowerBound(starts, from);
      const hi = lowerBound(starts, to);
      return {
        reservations: Math.max(0, hi - lo),
        covers: Math.max(0, (coverPrefix[hi] ?? 0) - (coverPrefix[lo] ?? 0)),
      };
    },
  };
}
