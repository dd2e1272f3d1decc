import type { AccessRule } from '../../src-shared/schemas/access-rule.js';
import type { ReservationStatus } from '../../src-shared/schemas/reservation-status.js';
import type { BlackoutDate, Shift } from '../../src-shared/schemas/shift.js';
import type { accessRules, blackoutDates, reservationStatuses, shifts } from '../db/schema/index.js';

// Row → API shape of statuses, shifts, blackout dates and access rules (routes and feed alike).

type StatusRow = typeof reservationStatuses.$inferSelect;
type ShiftRow = typeof shifts.$inferSelect;
type BlackoutRow = typeof blackoutDates.$inferSelect;
type AccessRuleRow = typeof accessRules.$inferSelect;

export function reservationStatusView(row: StatusRow): ReservationStatus {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    reservation_Status_Name: row.name,
    color_code: row.colorCode,
    holds_table: row.holdsTable,
    is_final: row.isFinal,
    is_default: row.isDefault,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function shiftView(row: ShiftRow): Shift {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    name: row.name,
    category: row.category as Shift['category'],
    start_time: row.startTime,
    end_time: row.endTime,
    last_seating_time: row.lastSeatingTime,
    interval_minutes: row.intervalMinutes,
    turn_times: row.turnTimes,
    active_days: row.activeDays,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function blackoutDateView(row: BlackoutRow): BlackoutDate {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    date: row.date,
    shift_id: row.shiftId,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function accessRuleView(row: AccessRuleRow): AccessRule {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    name: row.name,
    description: row.description,
    status: row.status as AccessRule['status'],
    priority: row.priority,
    start_date: row.startDate,
    end_date: row.endDate,
    end_indefinite: row.endIndefinite,
    active_days: row.activeDays,
    shift_ids: row.shiftIds,
    time_config: row.timeConfig,
    basic_settings: row.basicSettings,
    additional_settings: row.additionalSettings,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    created_by: row.createdBy,
    updated_by: row.updatedBy,
  };
}
