// The plausible-booking rule (issue 29 §1): what is wrong with a booking the host is about to save.
// A party larger than its chosen tables (50 guests on a 2-top once pushed covers from 41 to 91 and
// put every later booking of the slot "over the pacing limit"), a party larger than the venue's
// largest table or combination, a start in the past (venue time), and a chosen table another
// booking holds (the chosen-table rule, reused as is). Pure: the console's drawer asks for a
// confirmation that names each problem; who may confirm is the `reservations.confirm_implausible`
// permission. The server's own rules stay as they are (offline creates must still be accepted).
import { daysBetween, timeToMinutes } from '../time.js';
import { chosenTableClash, type ChosenTables, type TableClash } from './chosen-table.js';
import type { EngineBooking, EngineStatus } from './availability/types.js';

/** A start this many minutes before now is not "in the past" yet: a party that just walked in. */
export const PAST_GRACE_MINUTES = 15;

export type BookingProblem =
  | { kind: 'table_taken'; clash: TableClash }
  | { kind: 'party_over_table'; guests: number; tableName: string; seats: number }
  | { kind: 'party_over_largest'; guests: number; seats: number }
  | { kind: 'in_past'; date: string; time: string; now: { date: string; time: string } };

export type BookingProblemKind = BookingProblem['kind'];

export interface PlausibilityTable {
  id: string;
  name: string;
  max_covers: number;
  /** 1 = active (the engine's convention); inactive tables are no one's largest table. */
  status?: number;
}

export interface PlausibilityCombination {
  max_guest_capacity: number;
  is_active?: boolean;
}

export interface PlausibilityInput {
  booking: ChosenTables & { guest_count: number };
  /** Bookings of the day before, the day and the day after (as the chosen-table rule reads them). */
  bookings: readonly EngineBooking[];
  statuses: readonly EngineStatus[];
  tables: readonly PlausibilityTable[];
  combinations: readonly PlausibilityCombination[];
  /** The venue's wall clock now. */
  now: { date: string; time: string };
}

/** The seats of the chosen tables together ("T1+T2" seats both tables' covers). */
export function chosenSeats(
  tableIds: readonly string[],
  tables: readonly PlausibilityTable[],
): { name: string; seats: number } | null {
  const chosen = tableIds.map((id) => tables.find((t) => t.id === id));
  if (chosen.length === 0 || chosen.some((t) => t === undefined)) return null;
  const found = chosen as PlausibilityTable[];
  return {
    name: found.map((t) => t.name).join('+'),
    seats: found.reduce((sum, t) => sum + t.max_covers, 0),
  };
}

/** The most guests one active table or combination of the venue seats (0 with no table at all). */
export function largestSeating(
  tables: readonly PlausibilityTable[],
  combinations: readonly PlausibilityCombination[],
): number {
  const singles = tables.filter((t) => t.status === undefined || t.status === 1).map((t) => t.max_covers);
  const combined = combinations.filter((c) => c.is_active !== false).map((c) => c.max_guest_capacity);
  return Math.max(0, ...singles, ...combined);
}

/** Minutes from now to the booking's start (negative = in the past), across dates. */
export function minutesFromNow(
  booking: { date: string; time: string },
  now: { date: string; time: string },
): number {
  return (
    daysBetween(now.date, booking.date) * 24 * 60 + timeToMinutes(booking.time) - timeToMinutes(now.time)
  );
}

/** Every problem of the booking, in the order the host reads them; empty when it is plausible. */
export function bookingProblems(input: PlausibilityInput): BookingProblem[] {
  const { booking } = input;
  const problems: BookingProblem[] = [];
  const clash = chosenTableClash({
    booking,
    bookings: input.bookings,
    statuses: input.statuses,
    tables: input.tables,
  });
  if (clash) problems.push({ kind: 'table_taken', clash });
  const guests = booking.guest_count;
  const chosen = chosenSeats(booking.table_ids, input.tables);
  if (chosen && guests > chosen.seats)
    problems.push({ kind: 'party_over_table', guests, tableName: chosen.name, seats: chosen.seats });
  const largest = largestSeating(input.tables, input.combinations);
  if (largest > 0 && guests > largest) problems.push({ kind: 'party_over_largest', guests, seats: largest });
  if (minutesFromNow(booking, input.now) < -PAST_GRACE_MINUTES)
    problems.push({ kind: 'in_past', date: booking.date, time: booking.time, now: input.now });
  return problems;
}

/**
 * The problems the host is asked to confirm. A taken table is not among them: the chosen-table rule
 * refuses it outright (the same words on the terminal and the server). An edit is only asked about
 * what it adds: a booking already in the past, or already too big for its table, whose notes are
 * being changed is not asked about again.
 */
export function problemsToConfirm(
  problems: readonly BookingProblem[],
  before: readonly BookingProblem[] = [],
): BookingProblem[] {
  const had = new Set(before.map((p) => p.kind));
  return problems.filter((p) => p.kind !== 'table_taken' && !had.has(p.kind));
}
