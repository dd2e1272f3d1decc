import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AccessRule } from '../../../src-shared/schemas/access-rule.js';
import type {
  LayoutElementUpdate,
  LayoutTableUpdate,
  TableLiveStatus,
} from '../../../src-shared/schemas/seating.js';
import type { TurnTime } from '../../../src-shared/schemas/shift.js';
import type { Weekday } from '../../../src-shared/time.js';
import { jsonList, refRow, optionalRef, textOr, intOr, flag, named, listed, tenantTable } from './columns';

// Mirrored table-management rows have UUIDv7 ids chosen by whoever creates them (a terminal
// offline, or the server), so nothing is renumbered on sync. Every row carries its restaurant.

export const seatingAreas = tenantTable(
  'seating_areas',
  {
    restaurantOutletId: integer('restaurant_outlet_id'),
    name: text('name').notNull(),
    abbreviation: textOr('abbreviation'),
    saOrder: intOr('sa_order'),
    status: smallint('status').notNull().default(1),
    creator: text('creator'),
  },
  (t) => [index('seating_areas_restaurant_idx').on(t.restaurantId)],
);

export const diningTables = tenantTable(
  'tables',
  {
    seatingAreaId: optionalRef('seating_area_id', () => seatingAreas.id),
    name: text('name').notNull(),
    minCovers: integer('min_covers').notNull(),
    maxCovers: integer('max_covers').notNull(),
    shape: text('shape').notNull(),
    x: doublePrecision('x').notNull().default(0),
    y: doublePrecision('y').notNull().default(0),
    rotation: doublePrecision('rotation').notNull().default(0),
    ...listed(),
    createdByName: text('created_by_name'),
    updatedByName: text('updated_by_name'),
  },
  (t) => [
    index('tables_restaurant_idx').on(t.restaurantId),
    uniqueIndex('tables_restaurant_name_unique').on(t.restaurantId, t.name),
  ],
);

export const tableCombinations = tenantTable(
  'table_combinations',
  {
    restaurantOutletId: integer('restaurant_outlet_id'),
    combinationName: text('combination_name').notNull(),
    description: text('description'),
    minGuestCapacity: integer('min_guest_capacity').notNull(),
    maxGuestCapacity: integer('max_guest_capacity').notNull(),
    isActive: flag('is_active', true),
  },
  (t) => [index('table_combinations_restaurant_idx').on(t.restaurantId)],
);

export const tableCombinationMembers = pgTable(
  'table_combination_members',
  {
    combinationId: refRow('combination_id', () => tableCombinations.id),
    tableId: refRow('table_id', () => diningTables.id),
    tableOrder: intOr('table_order'),
    isRequired: flag('is_required', true),
  },
  (t) => [
    primaryKey({ columns: [t.combinationId, t.tableId] }),
    index('table_combination_members_table_idx').on(t.tableId),
  ],
);

export const floorPlans = tenantTable(
  'floor_plans',
  {
    seatingAreaId: optionalRef('seating_area_id', () => seatingAreas.id),
    name: text('name').notNull(),
    // Tables and elements keep their tombstones (`deleted`) so a delete merges per element (issue 13).
    tables: jsonList<LayoutTableUpdate>('tables'),
    elements: jsonList<LayoutElementUpdate>('elements'),
    liveStatus: jsonList<TableLiveStatus>('live_status'),
  },
  (t) => [index('floor_plans_restaurant_idx').on(t.restaurantId)],
);

export const reservationStatuses = tenantTable(
  'reservation_statuses',
  {
    name: text('name').notNull(),
    colorCode: text('color_code').notNull(),
    holdsTable: flag('holds_table', true),
    isFinal: flag('is_final', false),
    isDefault: flag('is_default', false),
    sortOrder: intOr('sort_order'),
  },
  (t) => [
    uniqueIndex('reservation_statuses_restaurant_name_unique').on(t.restaurantId, t.name),
    // At most one default status per restaurant (spec §9: Booked).
    uniqueIndex('reservation_statuses_one_default')
      .on(t.restaurantId)
      .where(sql`${t.isDefault}`),
  ],
);

export const shifts = tenantTable(
  'shifts',
  {
    name: text('name').notNull(),
    category: text('category').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    lastSeatingTime: text('last_seating_time'),
    intervalMinutes: intOr('interval_minutes', 15),
    turnTimes: jsonb('turn_times').$type<TurnTime[]>().notNull(),
    activeDays: jsonb('active_days').$type<Weekday[]>().notNull(),
    isActive: flag('is_active', true),
  },
  (t) => [index('shifts_restaurant_idx').on(t.restaurantId)],
);

export const blackoutDates = tenantTable(
  'blackout_dates',
  {
    date: date('date', { mode: 'string' }).notNull(),
    shiftId: optionalRef('shift_id', () => shifts.id, 'cascade'),
    reason: text('reason'),
  },
  (t) => [index('blackout_dates_restaurant_date_idx').on(t.restaurantId, t.date)],
);

/**
 * Access rules keep spec §3's nested structure as JSON: the API validates it with the shared zod
 * schema, and the availability engine reads it as is. Searchable fields are columns.
 */
export const accessRules = tenantTable(
  'access_rules',
  {
    ...named(),
    status: text('status').notNull(),
    priority: intOr('priority'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    endIndefinite: flag('end_indefinite', false),
    activeDays: jsonb('active_days').$type<AccessRule['active_days']>().notNull(),
    /** Shifts the rule covers; empty = every shift (the availability engine reads it). */
    shiftIds: jsonList<string>('shift_ids'),
    timeConfig: jsonb('time_config').$type<AccessRule['time_config']>().notNull(),
    basicSettings: jsonb('basic_settings').$type<AccessRule['basic_settings']>().notNull(),
    additionalSettings: jsonb('additional_settings').$type<AccessRule['additional_settings']>().notNull(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
  },
  (t) => [index('access_rules_restaurant_idx').on(t.restaurantId)],
);
