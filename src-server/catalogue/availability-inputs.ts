import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { AvailabilityInput } from '../../src-shared/domain/availability/index.js';
import { addDays } from '../../src-shared/time.js';
import type { DbExecutor } from '../db/client.js';
import { blackoutDates, reservationStatuses, reservations, tableCombinationMembers, tableCombinations } from '../db/schema/index.js';
import { combinationView } from './seating-views.js';
import { reservationStatusView } from './schedule-views.js';
import { listShifts } from './shift-service.js';
import { listTables } from './table-service.js';

export type TenantAvailabilityData = Pick<AvailabilityInput, 'shifts' | 'blackoutDates' | 'tables' | 'combinations' | 'bookings' | 'statuses'>;

/**
 * What the availability engine needs of a tenant for one date, read from the server's tables:
 * bookings of the day before too, since a late booking can run past midnight.
 */
export async function loadAvailabilityData(db: DbExecutor, restaurantId: number, date: string): Promise<TenantAvailabilityData> {
  const [shiftRows, tables, blackoutRows, comboRows, statusRows, bookingRows] = await Promise.all([
    listShifts(db, restaurantId),
    listTables(db, restaurantId),
    db.select().from(blackoutDates).where(and(eq(blackoutDates.restaurantId, restaurantId), eq(blackoutDates.date, date))),
    db.select().from(tableCombinations).where(eq(tableCombinations.restaurantId, restaurantId)),
    db.select().from(reservationStatuses).where(eq(reservationStatuses.restaurantId, restaurantId)),
    db
      .select({
        id: reservations.id,
        date: reservations.date,
        time: reservations.time,
        duration_minutes: reservations.durationMinutes,
        guest_count: reservations.guestCount,
        table_ids: reservations.tableIds,
        booking_status: reservations.statusId,
      })
      .from(reservations)
      .where(and(eq(reservations.restaurantId, restaurantId), gte(reservations.date, addDays(date, -1)), lte(reservations.date, date))),
  ]);
  const members =
    comboRows.length === 0
      ? []
      : await db.select().from(tableCombinationMembers).where(inArray(tableCombinationMembers.combinationId, comboRows.map((c) => c.id)));
  return {
    shifts: shiftRows,
    blackoutDates: blackoutRows.map((b) => ({ date: b.date, shift_id: b.shiftId })),
    tables,
    combinations: comboRows.map((row) => combinationView(row, members)),
    bookings: bookingRows,
    statuses: statusRows.map(reservationStatusView),
  };
}
