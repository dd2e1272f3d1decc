// What a finished drag, resize or keyboard move means: the one edit to send, and whether the
// local mirror already shows the target taken (refused before sending; the server still decides).
import {
  isTableFree,
  occupiedIntervals,
  type EngineBooking,
  type EngineStatus,
} from '../../src-shared/domain/availability/index.js';
import type { MutationArgs } from '../../src-shared/sync/mutations.js';
import { minutesToTime, timeToMinutes } from '../../src-shared/time.js';

export interface BlockPlacement {
  /** The table row the block is drawn on (one of the booking's tables). */
  tableId: string;
  startMinute: number;
  duration: number;
}

export interface MovedBooking {
  id: string;
  table_ids: readonly string[];
}

/** The booking's tables after moving it off `from` onto `to` (other tables of a combination stay). */
export function movedTableIds(tableIds: readonly string[], from: string, to: string): string[] {
  if (from === to) return [...tableIds];
  const rest = tableIds.filter((id) => id !== from && id !== to);
  const at = tableIds.indexOf(from);
  rest.splice(at < 0 ? rest.length : Math.min(at, rest.length), 0, to);
  return rest;
}

/**
 * The one `reservation.update` a move sends: new time, tables and duration together, so a move
 * applies whole or not at all (never a table moved but the time kept). Null when nothing changed.
 */
export function moveUpdate(
  booking: MovedBooking,
  from: BlockPlacement,
  to: BlockPlacement,
): MutationArgs<'reservation.update'> | null {
  const patch: MutationArgs<'reservation.update'>['patch'] = {};
  if (to.tableId !== from.tableId) {
    patch.table_ids = movedTableIds(booking.table_ids, from.tableId, to.tableId);
    // The tables no longer form the booked combination.
    patch.table_combination_id = null;
  }
  if (to.startMinute !== from.startMinute) patch.time = minutesToTime(to.startMinute);
  if (to.duration !== from.duration) patch.duration_minutes = to.duration;
  return Object.keys(patch).length === 0 ? null : { id: booking.id, patch };
}

export interface ConflictBooking extends EngineBooking {
  first_name: string;
  last_name: string;
}

/**
 * A staff-facing message when the mirror already shows a target table taken over the new time,
 * naming the table, the asked time and who holds it; null when the move looks free.
 */
export function localConflict(
  bookings: readonly ConflictBooking[],
  statuses: readonly EngineStatus[],
  date: string,
  moved: { id: string; tableIds: readonly string[]; startMinute: number; duration: number },
  tableNames: ReadonlyMap<string, string>,
): string | null {
  const occupancy = occupiedIntervals(bookings, statuses, date, { excludeBookingId: moved.id });
  const end = moved.startMinute + moved.duration;
  for (const tableId of moved.tableIds) {
    if (isTableFree(occupancy, tableId, moved.startMinute, end)) continue;
    const clash = (occupancy.get(tableId) ?? []).find((i) => i.start < end && i.end > moved.startMinute);
    const holder = clash ? bookings.find((b) => b.id === clash.bookingId) : undefined;
    const who = holder ? `${holder.first_name} ${holder.last_name}`.trim() : 'another booking';
    const when = clash ? ` ${minutesToTime(clash.start)}–${minutesToTime(clash.end)}` : '';
    const name = tableNames.get(tableId) ?? 'the table';
    return `Table ${name} is taken at ${minutesToTime(moved.startMinute)}–${minutesToTime(end)}: ${who}${when}. Not moved.`;
  }
  return null;
}

export function startMinuteOf(booking: { time: string }): number {
  return timeToMinutes(booking.time);
}
