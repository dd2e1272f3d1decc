// The chosen-table rule (issue 27 §1): a table the host chose for a booking must be free over the
// booking's time. ONE rule, used by the drawer (warning under Table, Book refuses), the terminal's
// first apply of reservation.create / reservation.update, and the server (before the exclusion
// constraint, which stays the final word). All of them word the refusal with `tableTakenMessage`,
// so a host reads the same sentence whichever side refused.
import { addDays } from '../time.js';
import { occupiedIntervals, relativeStarts } from './availability/occupancy.js';
import type { EngineBooking, EngineStatus } from './availability/types.js';
import { formatDisplayDate } from '../dates.js';

/** A venue date as staff read it; a value that is not one, as it is. */
const shownDate = (date: string) => {
  try {
    return formatDisplayDate(date);
  } catch {
    return date;
  }
};

/** The booking whose chosen tables are checked. */
export interface ChosenTables {
  id: string;
  date: string;
  time: string;
  duration_minutes: number;
  table_ids: readonly string[];
}

/** The first chosen table that another booking holds over an overlapping time. */
export interface TableClash {
  tableId: string;
  tableName: string;
  /** The booking that holds the table. */
  other: { id: string; date: string; time: string };
  /** The booking that wanted it. */
  booking: { date: string; time: string };
}

export interface ChosenTableInput {
  booking: ChosenTables;
  /** Bookings of the day before, the day and the day after (a late booking can run past midnight). */
  bookings: readonly EngineBooking[];
  statuses: readonly EngineStatus[];
  tables: readonly { id: string; name: string }[];
}

/** The dates whose bookings can overlap a booking on `date`. */
export function clashDates(date: string): string[] {
  return [addDays(date, -1), date, addDays(date, 1)];
}

/**
 * The clash of a booking's chosen tables with the other bookings that hold tables, or null when
 * every chosen table is free (back-to-back is free: intervals are half-open). The booking itself
 * never blocks itself, so an edit checks against everyone else.
 */
export function chosenTableClash(input: ChosenTableInput): TableClash | null {
  if (input.booking.table_ids.length === 0) return null;
  return clashOn(input, dayOccupancy(input), input.booking.table_ids);
}

/**
 * The clash of the booking on each table alone (the drawer's table picker: which tables are free at
 * the draft's time): the day's occupancy is read once for all of them, not once a table.
 */
export function clashPerTable(
  input: Omit<ChosenTableInput, 'booking'> & { booking: Omit<ChosenTables, 'table_ids'> },
  tableIds: readonly string[],
): Map<string, TableClash | null> {
  const full = { ...input, booking: { ...input.booking, table_ids: tableIds } };
  const occupancy = dayOccupancy(full);
  return new Map(tableIds.map((tableId) => [tableId, clashOn(full, occupancy, [tableId])]));
}

interface DayOccupancy {
  intervals: ReturnType<typeof occupiedIntervals>;
  byId: Map<string, EngineBooking>;
}

/** Who holds which table when, around the booking's date (the booking itself excluded). */
function dayOccupancy(input: ChosenTableInput): DayOccupancy {
  return {
    intervals: occupiedIntervals(input.bookings, input.statuses, input.booking.date, {
      excludeBookingId: input.booking.id,
    }),
    byId: new Map(input.bookings.map((b) => [b.id, b])),
  };
}

function clashOn(
  input: ChosenTableInput,
  occupancy: DayOccupancy,
  tableIds: readonly string[],
): TableClash | null {
  const { booking } = input;
  const start = relativeStarts(booking.date)(booking) ?? 0;
  const end = start + booking.duration_minutes;
  for (const tableId of tableIds) {
    const intervals = occupancy.intervals.get(tableId) ?? [];
    const hit = intervals.find((i) => i.start < end && start < i.end);
    const other = hit ? occupancy.byId.get(hit.bookingId) : undefined;
    if (other)
      return {
        tableId,
        tableName: input.tables.find((t) => t.id === tableId)?.name ?? tableId,
        other: { id: other.id, date: other.date, time: other.time },
        booking: { date: booking.date, time: booking.time },
      };
  }
  return null;
}

/**
 * "Table T1 is already booked at 19:15 on 11/21/2026, overlapping this booking at 19:30": the
 * holder's start and the refused booking's start (with its date when that differs), dates as staff
 * read them (spec §9, MM/DD/YYYY).
 */
export function tableTakenMessage(clash: Pick<TableClash, 'tableName' | 'other' | 'booking'>): string {
  const own =
    clash.booking.date === clash.other.date
      ? clash.booking.time
      : `${clash.booking.time} on ${shownDate(clash.booking.date)}`;
  return `Table ${clash.tableName} is already booked at ${clash.other.time} on ${shownDate(clash.other.date)}, overlapping this booking at ${own}`;
}

/** The refusal text of a chosen table, or null when the tables are free. */
export function chosenTableRefusal(input: ChosenTableInput): string | null {
  const clash = chosenTableClash(input);
  return clash ? tableTakenMessage(clash) : null;
}

/**
 * Push outcome codes of a pushed booking the server placed itself (issue 27 §1.3): `replaced` when
 * its chosen table was taken and it went to another free table, `needs_table` when no table was
 * free and it was kept without one. Both are `applied`: the booking is never dropped.
 */
export const PLACEMENT_CODES = { replaced: 'replaced', needsTable: 'needs_table' } as const;
export type PlacementCode = (typeof PLACEMENT_CODES)[keyof typeof PLACEMENT_CODES];

export function isPlacementCode(code: string | undefined): code is PlacementCode {
  return code === PLACEMENT_CODES.replaced || code === PLACEMENT_CODES.needsTable;
}

/** "moved from T1 to T2" / "kept without a table: needs a table" — the tail of the host's notice. */
export function placementOutcome(from: string, to: string): string {
  return to ? `moved from ${from || 'no table'} to ${to}` : 'kept without a table: needs a table';
}

/**
 * A live booking with no table: flagged "needs a table" in the book, the grid header and the
 * dashboard (one rule for all three) until a host seats it somewhere. Live = its status holds a
 * table and is not final, so a finished, cancelled or no-show booking without a table is not
 * flagged. An unknown status counts as live (like the engine, which lets it hold its table).
 */
export function needsTable(
  booking: { table_ids: readonly string[]; booking_status: string },
  statuses: readonly (EngineStatus & { is_final?: boolean })[],
): boolean {
  if (booking.table_ids.length > 0) return false;
  const status = statuses.find((s) => s.id === booking.booking_status);
  return status === undefined || (status.holds_table && status.is_final !== true);
}
