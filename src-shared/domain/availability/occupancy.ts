// Which tables are taken when. Times are minutes from the query date's midnight, so a booking from
// the evening before that runs past midnight still blocks the early slots. Venue-local wall-clock
// minutes: on a DST change night a booking spanning 01:00–02:00 is off by the shifted hour, which no
// venue seats through; the server's tstzrange constraint stays exact regardless.
import { daysBetween, MINUTES_PER_DAY, timeToMinutes } from '../../time.js';
import type { EngineBooking, EngineCounter, EngineStatus } from './types.js';

export interface Interval {
  start: number;
  end: number;
  bookingId: string;
}
export type Occupancy = ReadonlyMap<string, readonly Interval[]>;

/**
 * Whether bookings in a status occupy their tables. An unknown status counts as holding: a status
 * row not yet mirrored must never let a terminal double-book.
 */
export function statusHoldsTable(statuses: readonly EngineStatus[]): (statusId: string) => boolean {
  const holds = new Map(statuses.map((s) => [s.id, s.holds_table]));
  return (statusId) => holds.get(statusId) ?? true;
}

/**
 * Start minutes of bookings relative to `date`'s midnight, or null when a booking is more than a day
 * away. Day offsets are memoised per booking date: a day's list repeats a handful of dates, and date
 * validation dominated query time before.
 */
export function relativeStarts(
  date: string,
): (booking: Pick<EngineBooking, 'date' | 'time'>) => number | null {
  const offsets = new Map<string, number | null>([[date, 0]]);
  return (booking) => {
    let offset = offsets.get(booking.date);
    if (offset === undefined) {
      const days = daysBetween(date, booking.date);
      offset = days < -1 || days > 1 ? null : days * MINUTES_PER_DAY;
      offsets.set(booking.date, offset);
    }
    return offset === null ? null : offset + timeToMinutes(booking.time);
  };
}

/** Per-table occupied intervals (sorted by start) from the bookings whose status holds the table. */
export function occupiedIntervals(
  bookings: readonly EngineBooking[],
  statuses: readonly EngineStatus[],
  date: string,
  options: { excludeBookingId?: string | null } = {},
): Occupancy {
  const holds = statusHoldsTable(statuses);
  const startOf = relativeStarts(date);
  const byTable = new Map<string, Interval[]>();
  for (const booking of bookings) {
    if (booking.id === options.excludeBookingId || !holds(booking.booking_status)) continue;
    const start = startOf(booking);
    if (start === null) continue;
    const interval: Interval = { start, end: start + booking.duration_minutes, bookingId: booking.id };
    for (const tableId of booking.table_ids) {
      const list = byTable.get(tableId);
      if (list) list.push(interval);
      else byTable.set(tableId, [interval]);
    }
  }
  for (const list of byTable.values()) list.sort((a, b) => a.start - b.start);
  return byTable;
}

/** True when no interval of the table overlaps [start, end); intervals are half-open, so back-to-back is free. */
export function isTableFree(
  occupancy: Occupancy,
  tableId: string,
  start: number,
  end: number,
  counter?: EngineCounter,
): boolean {
  if (counter) counter.tableChecks += 1;
  const intervals = occupancy.get(tableId);
  if (!intervals) return true;
  for (const interval of intervals) {
    if (interval.start >= end) return true;
    if (interval.end > start) return false;
  }
  return true;
}
