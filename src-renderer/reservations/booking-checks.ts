// What the drawer checks before a booking is saved, from mirrored rows (so it works offline): each
// table's seats and whether it is free at the draft's time (the table picker), and the plausible-
// booking rule's problems (the confirmation before saving). Both reuse the shared rules: the
// chosen-table rule for "taken", src-shared/domain/booking-plausibility for the rest.
import {
  bookingProblems,
  problemsToConfirm,
  type BookingProblem,
} from '../../src-shared/domain/booking-plausibility.js';
import { clashPerTable } from '../../src-shared/domain/chosen-table.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import { draftDurationMinutes } from './availability.js';
import type { FloorContext } from './floor-context.js';

export interface TableChoice {
  name: string;
  seats: number;
  /** When another booking holding it starts, or null when it is free at the draft's time. */
  takenAt: string | null;
}

export interface DraftWhen {
  /** The booking being edited (it never blocks itself); null for a new one. */
  id: string | null;
  date: string;
  time: string;
  partySize: number;
  /** The edited booking's own duration; a new one gets the engine's turn time. */
  durationMinutes?: number;
}

/** Every active table with its seats and, when the draft's date and time are known, whether it is free. */
export function tableChoices(
  ctx: FloorContext,
  bookings: readonly Reservation[],
  when: DraftWhen | null,
): TableChoice[] {
  const active = ctx.floor.tables.filter((t) => t.status === 1);
  const duration = when ? draftDurationMinutes(ctx, bookings, when) : 0;
  const clashes = when
    ? clashPerTable(
        {
          booking: { id: when.id ?? '', date: when.date, time: when.time, duration_minutes: duration },
          bookings,
          statuses: ctx.floor.statuses,
          tables: ctx.floor.tables,
        },
        active.map((t) => t.id),
      )
    : null;
  return active.map((table) => {
    const clash = clashes?.get(table.id) ?? null;
    return { name: table.name, seats: table.max_covers, takenAt: clash ? clash.other.time : null };
  });
}

/** The draft's problems by the shared plausible-booking rule. `tableIds` are the host's chosen tables. */
export function draftProblems(
  ctx: FloorContext,
  bookings: readonly Reservation[],
  when: DraftWhen & { tableIds: readonly string[]; now: { date: string; time: string } },
): BookingProblem[] {
  return bookingProblems({
    booking: {
      id: when.id ?? '',
      date: when.date,
      time: when.time,
      duration_minutes: draftDurationMinutes(ctx, bookings, when),
      table_ids: when.tableIds,
      guest_count: when.partySize,
    },
    bookings,
    statuses: ctx.floor.statuses,
    tables: ctx.floor.tables,
    combinations: ctx.floor.combinations,
    now: when.now,
  });
}

/**
 * What the host must confirm before saving: a new booking's problems, or what an edit adds to the
 * problems the booking already had (`before`, the saved booking as it stands).
 */
export function problemsBeforeSaving(
  ctx: FloorContext,
  bookings: readonly Reservation[],
  draft: Parameters<typeof draftProblems>[2],
  before: Reservation | null,
): BookingProblem[] {
  const problems = draftProblems(ctx, bookings, draft);
  const had = before
    ? draftProblems(ctx, bookings, {
        id: before.id,
        date: before.date,
        time: before.time,
        partySize: before.guest_count,
        durationMinutes: before.duration_minutes,
        tableIds: before.table_ids,
        now: draft.now,
      })
    : [];
  return problemsToConfirm(problems, had);
}
