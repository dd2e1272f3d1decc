// Occupancy rows (reservation_tables) behind the exclusion constraint of migration 0003. They exist
// while a booking's status holds its tables; PostgreSQL, not this code, refuses an overlap (23P01),
// and this module turns that refusal into a 409 that names the table and the time.
import { and, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { tableTakenMessage, type TableClash } from '../../src-shared/domain/chosen-table.js';
import { instantToVenueLocal, venueBookingRange } from '../../src-shared/time.js';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { AppTransaction } from '../db/client.js';
import { diningTables, reservations, reservationTables } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { isConstraintFailure, SQLSTATE } from '../resources/constraint-errors.js';

/** The absolute booked interval, as instants. */
export interface Span {
  start: Date;
  end: Date;
}

export function bookingSpan(
  booking: { date: string; time: string; durationMinutes: number },
  timeZone: string,
): Span {
  return venueBookingRange(booking.date, booking.time, booking.durationMinutes, timeZone);
}

export function tstzrangeSql(span: Span) {
  return sql`tstzrange(${span.start.toISOString()}::timestamptz, ${span.end.toISOString()}::timestamptz, '[)')`;
}

/**
 * A 409 because a table the booking wanted is held by another booking over an overlapping time.
 * Its own class so the push handler can re-place a pushed booking instead of dropping it (issue 27).
 */
export class TableTakenError extends HttpError {
  constructor(readonly clash: Pick<TableClash, 'tableName' | 'other' | 'booking'>) {
    super(409, tableTakenMessage(clash), undefined, 'conflict');
    this.name = 'TableTakenError';
  }
}

/** True for an exclusion violation from either driver (node-postgres or PGlite), possibly wrapped by drizzle. */
export const isExclusionViolation = (error: unknown) => isConstraintFailure(error, SQLSTATE.exclusion);

interface Holder {
  reservationId: string;
  timeZone: string;
}

/**
 * Inserts one row per table over `span`. The exclusion constraint arbitrates an ON CONFLICT DO
 * NOTHING insert: a table already held over an overlapping time (committed, or committed while this
 * waited on its holder) gets no row, and the refusal is a 409 naming who holds it. No savepoint is
 * needed, the transaction stays usable for that look-up; the rows of the other tables that did go
 * in are undone by the caller's savepoint (every service write runs in one, see `atomically`).
 */
export async function insertOccupancy(
  tx: AppTransaction,
  restaurantId: number,
  holder: Holder,
  tableIds: readonly string[],
  span: Span,
): Promise<void> {
  if (tableIds.length === 0 || span.end.getTime() <= span.start.getTime()) return;
  const inserted = await tx
    .insert(reservationTables)
    .values(
      tableIds.map((tableId) => ({
        reservationId: holder.reservationId,
        tableId,
        restaurantId,
        during: tstzrangeSql(span),
      })),
    )
    .onConflictDoNothing()
    .returning({ tableId: reservationTables.tableId });
  const held = new Set(inserted.map((r) => r.tableId));
  const refused = tableIds.filter((id) => !held.has(id));
  if (refused.length > 0)
    throw new TableTakenError(await describeConflict(tx, restaurantId, holder, refused, span));
}

type NewReservation = PgInsertValue<typeof reservations>;
type ReservationRow = typeof reservations.$inferSelect;

/**
 * Inserts a new booking and, when it holds tables, its occupancy rows in ONE statement (the rows go
 * in through a data-modifying CTE; their foreign key to the booking is checked at the statement's
 * end, when the booking is there). The exclusion constraint arbitrates as in insertOccupancy: a
 * table held over an overlapping time gets no row. Then the booking is deleted again, which takes
 * the rows of its other tables with it (ON DELETE CASCADE), and the refusal is a 409 naming who
 * holds the table: nothing of the attempt is left and the transaction stays usable, so the
 * caller's transaction may go on without a savepoint around the write.
 */
export async function insertReservation(
  tx: AppTransaction,
  values: NewReservation & { id: string; restaurantId: number },
  holder: Holder,
  tableIds: readonly string[],
  span: Span,
): Promise<ReservationRow> {
  if (tableIds.length === 0 || span.end.getTime() <= span.start.getTime()) {
    const [row] = await tx.insert(reservations).values(values).returning();
    if (!row) throw new Error(`Inserting reservation ${values.id} returned no row`);
    return row;
  }
  const occupancy = tx.$with('occupancy').as(
    tx
      .insert(reservationTables)
      .values(
        tableIds.map((tableId) => ({
          reservationId: values.id,
          tableId,
          restaurantId: values.restaurantId,
          during: tstzrangeSql(span),
        })),
      )
      .onConflictDoNothing()
      .returning({ tableId: reservationTables.tableId }),
  );
  const [inserted] = await tx
    .with(occupancy)
    .insert(reservations)
    .values(values)
    .returning({
      ...getTableColumns(reservations),
      held: sql<string[]>`(select coalesce(json_agg(o.table_id), '[]'::json) from occupancy o)`,
    });
  if (!inserted) throw new Error(`Inserting reservation ${values.id} returned no row`);
  const { held, ...row } = inserted;
  const heldSet = new Set(held);
  const refused = tableIds.filter((id) => !heldSet.has(id));
  if (refused.length === 0) return row;
  await tx.delete(reservations).where(eq(reservations.id, values.id));
  throw new TableTakenError(await describeConflict(tx, values.restaurantId, holder, refused, span));
}

/**
 * "Table T4 is already booked at 19:30 on 11/21/2026, overlapping this booking at 20:00": the
 * clashing booking's venue-local start and this one's, in the shared rule's words.
 */
async function describeConflict(
  tx: AppTransaction,
  restaurantId: number,
  holder: Holder,
  tableIds: readonly string[],
  span: Span,
): Promise<Pick<TableClash, 'tableName' | 'other' | 'booking'>> {
  const booking = instantToVenueLocal(span.start, holder.timeZone);
  const [clash] = await tx
    .select({
      name: diningTables.name,
      id: reservations.id,
      date: reservations.date,
      time: reservations.time,
      lower: sql<string>`lower(${reservationTables.during})::text`,
    })
    .from(reservationTables)
    .innerJoin(diningTables, eq(diningTables.id, reservationTables.tableId))
    .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
    .where(
      and(
        eq(reservationTables.restaurantId, restaurantId),
        inArray(reservationTables.tableId, [...tableIds]),
        ne(reservationTables.reservationId, holder.reservationId),
        sql`${reservationTables.during} && ${tstzrangeSql(span)}`,
      ),
    )
    .limit(1);
  if (clash)
    return { tableName: clash.name, other: { id: clash.id, date: clash.date, time: clash.time }, booking };
  // The holder committed and vanished between the refusal and this look-up; name what was asked.
  const [table] = await tx
    .select({ name: diningTables.name })
    .from(diningTables)
    .where(inArray(diningTables.id, [...tableIds]))
    .limit(1);
  return {
    tableName: table?.name ?? tableIds[0] ?? '?',
    other: { id: '', date: booking.date, time: booking.time },
    booking,
  };
}

export async function deleteOccupancy(tx: AppTransaction, reservationId: string): Promise<void> {
  await tx.delete(reservationTables).where(eq(reservationTables.reservationId, reservationId));
}

const MINUTE_MS = 60_000;

/**
 * A booking leaves a holding status at `now`: it keeps the part already used, [start, max(start,
 * min(end, now))), so finishing early frees the rest; cancelling before the start or a no-show
 * frees everything (an empty range is deleted, never stored). The used part ends on the minute the
 * table was left: bookings start on whole minutes, so a party seated in that same minute (a walk-in
 * "now") fits after it, as every terminal's mirror, which knows no seconds, expects.
 */
export async function releaseOccupancy(
  tx: AppTransaction,
  reservationId: string,
  span: Span,
  now: Date,
): Promise<void> {
  const leftAt = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const cut = Math.max(span.start.getTime(), Math.min(span.end.getTime(), leftAt));
  if (cut <= span.start.getTime()) {
    await deleteOccupancy(tx, reservationId);
    return;
  }
  await tx
    .update(reservationTables)
    .set({ during: tstzrangeSql({ start: span.start, end: new Date(cut) }) })
    .where(eq(reservationTables.reservationId, reservationId));
}

/** Replaces the booking's rows with `tableIds` over `span` (may 409). */
export async function replaceOccupancy(...args: Parameters<typeof insertOccupancy>): Promise<void> {
  const [tx, , holder] = args;
  await deleteOccupancy(tx, holder.reservationId);
  await insertOccupancy(...args);
}
