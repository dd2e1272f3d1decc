// What a finished drag, resize or keyboard move means: the mutations to send, and whether the
// local mirror already shows the target taken (refused before sending; the server still decides).
import {
  isTableFree,
  occupiedIntervals,
  type EngineBooking,
  type EngineStatus,
} from '../../../src-shared/domain/availability/index.js';
import type { MutationArgs } from '../../../src-shared/sync/protocol.js';
import { minutesToTime, timeToMinutes } from '../../../src-shared/time.js';

export interface BlockPlacement {
  /** The table row the block is drawn on (one of the booking's tables). */
  tableId: string;
  startMinute: number;
  duration: number;
}

export type GridMutation =
  | { name: 'reservation.assignTable'; args: MutationArgs<'reservation.assignTable'> }
  | { name: 'reservation.update'; args: MutationArgs<'reservation.update'> }
  | { name: 'reservation.setDuration'; args: MutationArgs<'reservation.setDuration'> };

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

/** Mutations for a move from one placement to another; empty when nothing changed. */
export function moveMutations(
  booking: MovedBooking,
  from: BlockPlacement,
  to: BlockPlacement,
): GridMutation[] {
  const out: GridMutation[] = [];
  if (to.tableId !== from.tableId) {
    out.push({
      name: 'reservation.assignTable',
      args: { id: booking.id, tableIds: movedTableIds(booking.table_ids, from.tableId, to.tableId) },
    });
  }
  if (to.startMinute !== from.startMinute) {
    out.push({
      name: 'reservation.update',
      args: { id: booking.id, patch: { time: minutesToTime(to.startMinute) } },
    });
  }
  if (to.duration !== from.duration) {
    out.push({ name: 'reservation.setDuration', args: { id: booking.id, duration_minutes: to.duration } });
  }
  return out;
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
