// Feeds the shared availability engine from the tenant's rows, so the server answers availability
// exactly as an offline terminal computes it from its mirror.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type {
  AvailabilityInput,
  EngineAccessRule,
  EngineBooking,
  EngineCombination,
  EngineShift,
  EngineStatus,
  EngineTable,
} from '../../src-shared/domain/availability/index.js';
import { ACCESS_RULE_STATUSES } from '../../src-shared/schemas/access-rule.js';
import { shiftCategorySchema } from '../../src-shared/schemas/shift.js';
import { addDays } from '../../src-shared/time.js';
import { listCombinations } from '../catalogue/combination-service.js';
import type { DbExecutor } from '../db/client.js';
import {
  accessRules,
  blackoutDates,
  diningTables,
  reservations,
  reservationStatuses,
  seatingAreas,
  shifts,
} from '../db/schema/index.js';

/** Everything but the bookings and the question: the tenant's catalogue as the engine reads it. */
export type EngineCatalogue = Pick<
  AvailabilityInput,
  'shifts' | 'blackoutDates' | 'accessRules' | 'tables' | 'combinations' | 'statuses' | 'seatingAreas'
>;

// Row → engine shape, shared by these loaders and the booking path's single read (booking-input.ts).
export const engineTable = (t: typeof diningTables.$inferSelect): EngineTable => ({
  id: t.id,
  name: t.name,
  seating_area_id: t.seatingAreaId,
  min_covers: t.minCovers,
  max_covers: t.maxCovers,
  status: t.status === 1 ? 1 : 0,
  sort_order: t.sortOrder,
});

/** A shift the engine can use, or none (an unknown category, no turn times). */
export function engineShifts(s: typeof shifts.$inferSelect): EngineShift[] {
  const category = shiftCategorySchema.safeParse(s.category);
  if (!category.success || s.turnTimes.length === 0) return [];
  return [
    {
      id: s.id,
      name: s.name,
      category: category.data,
      start_time: s.startTime,
      end_time: s.endTime,
      last_seating_time: s.lastSeatingTime,
      interval_minutes: s.intervalMinutes,
      turn_times: s.turnTimes,
      active_days: s.activeDays,
      is_active: s.isActive,
    },
  ];
}

export const engineAccessRule = (r: typeof accessRules.$inferSelect): EngineAccessRule => ({
  id: r.id,
  name: r.name,
  status: ACCESS_RULE_STATUSES.find((s) => s === r.status) ?? 'inactive',
  priority: r.priority,
  start_date: r.startDate,
  end_date: r.endDate,
  end_indefinite: r.endIndefinite,
  active_days: r.activeDays,
  shift_ids: r.shiftIds,
  time_config: r.timeConfig,
  basic_settings: r.basicSettings,
  additional_settings: r.additionalSettings,
});

export async function loadEngineTables(db: DbExecutor, restaurantId: number): Promise<EngineTable[]> {
  const rows = await db
    .select()
    .from(diningTables)
    .where(eq(diningTables.restaurantId, restaurantId))
    .orderBy(asc(diningTables.sortOrder), asc(diningTables.name));
  return rows.map(engineTable);
}

export async function loadEngineCombinations(
  db: DbExecutor,
  restaurantId: number,
): Promise<EngineCombination[]> {
  // The same rows and table order the combinations screen shows.
  return (await listCombinations(db, restaurantId)).map((c) => ({
    id: c.id,
    combination_name: c.combination_name,
    min_guest_capacity: c.min_guest_capacity,
    max_guest_capacity: c.max_guest_capacity,
    is_active: c.is_active,
    tables: c.tables,
  }));
}

export async function loadEngineShifts(db: DbExecutor, restaurantId: number): Promise<EngineShift[]> {
  const rows = await db.select().from(shifts).where(eq(shifts.restaurantId, restaurantId));
  return rows.flatMap(engineShifts);
}

export async function loadEngineAccessRules(
  db: DbExecutor,
  restaurantId: number,
): Promise<EngineAccessRule[]> {
  const rows = await db.select().from(accessRules).where(eq(accessRules.restaurantId, restaurantId));
  return rows.map(engineAccessRule);
}

export async function loadEngineStatuses(db: DbExecutor, restaurantId: number): Promise<EngineStatus[]> {
  const rows = await db
    .select({ id: reservationStatuses.id, holds_table: reservationStatuses.holdsTable })
    .from(reservationStatuses)
    .where(eq(reservationStatuses.restaurantId, restaurantId));
  return rows;
}

export async function loadEngineCatalogue(db: DbExecutor, restaurantId: number): Promise<EngineCatalogue> {
  // Sequential: inside a transaction every query shares one connection, which runs one at a time.
  const tables = await loadEngineTables(db, restaurantId);
  const combinations = await loadEngineCombinations(db, restaurantId);
  const shiftRows = await loadEngineShifts(db, restaurantId);
  const rules = await loadEngineAccessRules(db, restaurantId);
  const statuses = await loadEngineStatuses(db, restaurantId);
  const blackouts = await db
    .select({ date: blackoutDates.date, shift_id: blackoutDates.shiftId, reason: blackoutDates.reason })
    .from(blackoutDates)
    .where(eq(blackoutDates.restaurantId, restaurantId));
  const areas = await db
    .select({ id: seatingAreas.id, name: seatingAreas.name })
    .from(seatingAreas)
    .where(eq(seatingAreas.restaurantId, restaurantId));
  return {
    tables,
    combinations,
    shifts: shiftRows,
    accessRules: rules,
    statuses,
    blackoutDates: blackouts,
    seatingAreas: areas,
  };
}

/**
 * Bookings that can touch the dates from..to: the engine also looks at the evening before (a late
 * booking running past midnight) and the day after (a shift running past midnight).
 */
export async function loadEngineBookings(
  db: DbExecutor,
  restaurantId: number,
  from: string,
  to: string,
): Promise<EngineBooking[]> {
  const rows = await db
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
    .where(
      and(
        eq(reservations.restaurantId, restaurantId),
        gte(reservations.date, addDays(from, -1)),
        lte(reservations.date, addDays(to, 1)),
      ),
    );
  return rows;
}
