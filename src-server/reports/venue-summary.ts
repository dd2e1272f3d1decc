// The venue settings' reservation summary mail (issue 33 §3, Settings › Venue settings › Internal
// summary emails): at each chosen venue time, what is still to come on that venue date — the
// bookings from the send time on, their count and covers, per shift, the large parties and the list
// — for the host stand or the manager. Cancelled and No-show bookings are not coming and are left
// out (as the covers report leaves them out: src-shared/reports/status-meaning.ts).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Label } from '../../src-shared/schemas/client.js';
import { isKeptStatus } from '../../src-shared/reports/status-meaning.js';
import type { DbExecutor } from '../db/client.js';
import { diningTables, reservations, reservationStatuses, shifts } from '../db/schema/index.js';

/** A party of this many guests or more is listed under "Large parties". */
export const LARGE_PARTY_MIN = 8;

/** One booking as the summary reads it from the database. */
export interface SummaryBookingRow {
  time: string;
  firstName: string;
  lastName: string;
  guestCount: number;
  status: string;
  shiftId: string | null;
  tableIds: readonly string[];
  specialRequest: string | null;
  additionalNotes: string | null;
  partyNotes: string | null;
  clientTags: readonly Label[];
  allergens: readonly Label[];
}

/** One booking as the mail lists it. */
export interface SummaryBooking {
  time: string;
  name: string;
  guests: number;
  /** The tables' names joined with '+', '' when none is assigned. */
  table: string;
  status: string;
  /** The booking's notes (special request, notes, party notes), in that order. */
  notes: string[];
  /** Its tags, then its allergens as "Allergen: …". */
  tags: string[];
}

export interface ShiftCount {
  /** The shift's name; '' for bookings without one. */
  shift: string;
  bookings: number;
  covers: number;
}

export interface ReservationSummary {
  bookings: number;
  covers: number;
  byShift: ShiftCount[];
  large: SummaryBooking[];
  list: SummaryBooking[];
}

const filled = (texts: readonly (string | null)[]): string[] =>
  texts.map((t) => (t ?? '').trim()).filter((t) => t !== '');

/**
 * The summary of the bookings read (already those of the venue date from the send time on, in start
 * order): kept ones only, counted whole and per shift in the shifts' order (bookings without a known
 * shift last), with the large parties.
 */
export function summariseBookings(
  rows: readonly SummaryBookingRow[],
  shiftsInOrder: readonly { id: string; name: string }[],
  tableNames: ReadonlyMap<string, string>,
): ReservationSummary {
  const kept = rows.filter((r) => isKeptStatus(r.status));
  const list = kept.map((r): SummaryBooking => ({
    time: r.time,
    name: `${r.firstName} ${r.lastName}`.trim(),
    guests: r.guestCount,
    table: r.tableIds.map((id) => tableNames.get(id) ?? '?').join('+'),
    status: r.status,
    notes: filled([r.specialRequest, r.additionalNotes, r.partyNotes]),
    tags: [
      ...filled(r.clientTags.map((t) => t.label)),
      ...filled(r.allergens.map((t) => t.label)).map((a) => `Allergen: ${a}`),
    ],
  }));
  const covers = (of: readonly SummaryBookingRow[]) => of.reduce((sum, r) => sum + r.guestCount, 0);
  const known = new Set(shiftsInOrder.map((s) => s.id));
  const byShift: ShiftCount[] = shiftsInOrder.flatMap((s) => {
    const mine = kept.filter((r) => r.shiftId === s.id);
    return mine.length > 0 ? [{ shift: s.name, bookings: mine.length, covers: covers(mine) }] : [];
  });
  const none = kept.filter((r) => r.shiftId === null || !known.has(r.shiftId));
  if (none.length > 0) byShift.push({ shift: '', bookings: none.length, covers: covers(none) });
  return {
    bookings: kept.length,
    covers: covers(kept),
    byShift,
    large: list.filter((b) => b.guests >= LARGE_PARTY_MIN),
    list,
  };
}

/** The restaurant's bookings of `date` (a venue date) that start at or after `from`, summarised. */
export async function reservationSummary(
  db: DbExecutor,
  restaurantId: number,
  date: string,
  from: Date,
): Promise<ReservationSummary> {
  const [rows, shiftRows, tables] = await Promise.all([
    db
      .select({
        time: reservations.time,
        firstName: reservations.firstName,
        lastName: reservations.lastName,
        guestCount: reservations.guestCount,
        status: reservationStatuses.name,
        shiftId: reservations.shiftId,
        tableIds: reservations.tableIds,
        specialRequest: reservations.specialRequest,
        additionalNotes: reservations.additionalNotes,
        partyNotes: reservations.partyNotes,
        clientTags: reservations.clientTags,
        allergens: reservations.allergens,
      })
      .from(reservations)
      .innerJoin(reservationStatuses, eq(reservationStatuses.id, reservations.statusId))
      .where(
        and(
          eq(reservations.restaurantId, restaurantId),
          eq(reservations.date, date),
          sql`lower(${reservations.during}) >= ${from.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(sql`lower(${reservations.during})`, asc(reservations.lastName), asc(reservations.id)),
    db
      .select({ id: shifts.id, name: shifts.name })
      .from(shifts)
      .where(eq(shifts.restaurantId, restaurantId))
      .orderBy(asc(shifts.startTime), asc(shifts.name), asc(shifts.id)),
    db
      .select({ id: diningTables.id, name: diningTables.name })
      .from(diningTables)
      .where(eq(diningTables.restaurantId, restaurantId)),
  ]);
  return summariseBookings(rows, shiftRows, new Map(tables.map((t) => [t.id, t.name])));
}
