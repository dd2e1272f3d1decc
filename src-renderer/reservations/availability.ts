// Available times and suggested tables for a draft, and a free table for a walk-in, computed in the
// renderer with the shared availability engine from mirrored rows — so they work offline.
import {
  assignTables,
  autoAssign,
  availableSlots,
  occupiedIntervals,
  turnTimeFor,
  type Slot,
} from '../../src-shared/domain/availability/index.js';
import { activeShift } from '../../src-shared/domain/active-shift.js';
import { chosenTableRefusal } from '../../src-shared/domain/chosen-table.js';
import { bookingDuration, defaultDurationMinutes } from '../../src-shared/domain/reservation-rules.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import { timeToMinutes } from '../../src-shared/time.js';
import type { FloorContext } from './floor-context.js';

/** What both engine questions share: the floor, the shifts, the day's bookings and the party. */
function engineInput(
  ctx: FloorContext,
  bookings: readonly Reservation[],
  query: { date: string; partySize: number; excludeId?: string | null },
) {
  return {
    date: query.date,
    partySize: query.partySize,
    excludeBookingId: query.excludeId ?? null,
    shifts: ctx.shifts.shifts,
    blackoutDates: ctx.shifts.blackoutDates,
    accessRules: ctx.shifts.accessRules,
    tables: ctx.floor.tables,
    combinations: ctx.floor.combinations,
    statuses: ctx.floor.statuses,
    seatingAreas: ctx.floor.seatingAreas,
    bookings,
  };
}

export function tableNames(ctx: FloorContext, ids: readonly string[]): string {
  const names = new Map(ctx.floor.tables.map((t) => [t.id, t.name]));
  return ids.map((id) => names.get(id) ?? '?').join('+');
}

/** Bookable times of the date for the party (slots the engine finds a table for), with their tables. */
export function bookableTimes(
  ctx: FloorContext,
  bookings: readonly Reservation[],
  query: { date: string; partySize: number; now: { date: string; time: string }; excludeId?: string | null },
): Slot[] {
  if (query.partySize < 1) return [];
  const slots = availableSlots({ ...engineInput(ctx, bookings, query), now: query.now });
  const seen = new Set<string>();
  // FULL_DAY repeats the regular shifts' times; keep the first answer per time.
  return slots.filter((s) => s.available && !seen.has(s.time) && seen.add(s.time));
}

export interface Suggestion {
  available: boolean;
  tableIds: string[];
  tableNumber: string;
  /** Every reason the time is closed, in the engine's staff words (the quick view's reason chain). */
  reasons: string[];
}

/** The engine's pick for one requested date, time and party, or why there is none. */
export function suggestTables(
  ctx: FloorContext,
  bookings: readonly Reservation[],
  query: { date: string; time: string; partySize: number; excludeId?: string | null },
): Suggestion | null {
  if (query.partySize < 1) return null;
  const slot = autoAssign({ ...engineInput(ctx, bookings, query), time: query.time, explain: true });
  if (slot.available && 'tables' in slot && slot.tables) {
    return {
      available: true,
      tableIds: slot.tables,
      tableNumber: tableNames(ctx, slot.tables),
      reasons: [],
    };
  }
  return {
    available: false,
    tableIds: [],
    tableNumber: '',
    reasons: (slot.reasons ?? []).map((r) => r.text),
  };
}

export interface WalkInPlacement {
  tableIds: string[];
  tableNumber: string;
  durationMinutes: number;
}

/** The best free table (or combination) for a party seated now, held for the shift's turn time. */
export function walkInPlacement(
  ctx: FloorContext,
  bookings: readonly Reservation[],
  query: { date: string; time: string; partySize: number },
): WalkInPlacement | null {
  if (query.partySize < 1) return null;
  const shift = activeShift(ctx.shifts.shifts, query.time);
  const durationMinutes = shift
    ? turnTimeFor(shift, query.partySize)
    : defaultDurationMinutes(query.partySize);
  const result = assignTables({
    partySize: query.partySize,
    start: timeToMinutes(query.time),
    durationMinutes,
    tables: ctx.floor.tables,
    combinations: ctx.floor.combinations,
    occupancy: occupiedIntervals(bookings, ctx.floor.statuses, query.date),
  });
  if (!result.ok) return null;
  return {
    tableIds: result.assignment.tableIds,
    tableNumber: tableNames(ctx, result.assignment.tableIds),
    durationMinutes,
  };
}

/**
 * How long a draft holds its table: its own duration when editing, else the engine's turn time for
 * the shift that seats its time (the default turn times outside any shift).
 */
export function draftDurationMinutes(
  ctx: FloorContext,
  bookings: readonly Reservation[],
  query: { id: string | null; date: string; time: string; partySize: number; durationMinutes?: number },
): number {
  if (query.durationMinutes !== undefined) return query.durationMinutes;
  const size = Math.max(1, query.partySize);
  return bookingDuration(
    autoAssign({
      ...engineInput(ctx, bookings, { date: query.date, partySize: size, excludeId: query.id }),
      time: query.time,
    }),
    size,
    null,
  ).minutes;
}

/**
 * The chosen-table rule in the drawer (the same shared rule and words as the terminal and the
 * server): why the host's table cannot take this booking, or null when it is free. `durationMinutes`
 * is the booking's own when editing; a new booking gets the engine's turn time for its shift.
 */
export function chosenTableWarning(
  ctx: FloorContext,
  bookings: readonly Reservation[],
  query: {
    id: string | null;
    date: string;
    time: string;
    partySize: number;
    tableIds: readonly string[];
    durationMinutes?: number;
  },
): string | null {
  if (query.tableIds.length === 0 || query.partySize < 1) return null;
  const duration = draftDurationMinutes(ctx, bookings, query);
  return chosenTableRefusal({
    booking: {
      id: query.id ?? '',
      date: query.date,
      time: query.time,
      duration_minutes: duration,
      table_ids: query.tableIds,
    },
    bookings,
    statuses: ctx.floor.statuses,
    tables: ctx.floor.tables,
  });
}
