import { sql } from 'drizzle-orm';
import {
  boolean,
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
  uuid,
} from 'drizzle-orm/pg-core';
import type { AccessRule } from '../../../src-shared/schemas/access-rule.js';
import type { LayoutTable, TableLiveStatus } from '../../../src-shared/schemas/seating.js';
import type { TurnTime } from '../../../src-shared/schemas/shift.js';
import type { Weekday } from '../../../src-shared/time.js';
import { tenantRow, timestamps, jsonList } from './columns';

// Mirrored table-management rows have UUIDv7 ids chosen by whoever creates them (a terminal
// offline, or the server), so nothing is renumbered on sync. Every row carries its restaurant.

export const seatingAreas = pgTable(
  'seating_areas',
  {
    ...tenantRow(),
    restaurantOutletId: integer('restaurant_outlet_id'),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull().default(''),
    saOrder: integer('sa_order').notNull().default(0),
    status: smallint('status').notNull().default(1),
    creator: text('creator'),
    ...timestamps(),
  },
  (t) => [index('seating_areas_restaurant_idx').on(t.restaurantId)],
);

export const diningTables = pgTable(
  'tables',
  {
    ...tenantRow(),
    seatingAreaId: uuid('seating_area_id').references(() => seatingAreas.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    minCovers: integer('min_covers').notNull(),
    maxCovers: integer('max_covers').notNull(),
    shape: text('shape').notNull(),
    x: doublePrecision('x').notNull().default(0),
    y: doublePrecision('y').notNull().default(0),
    rotation: doublePrecision('rotation').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    status: smallint('status').notNull().default(1),
    createdByName: text('created_by_name'),
    updatedByName: text('updated_by_name'),
    ...timestamps(),
  },
  (t) => [
    index('tables_restaurant_idx').on(t.restaurantId),
    uniqueIndex('tables_restaurant_name_unique').on(t.restaurantId, t.name),
  ],
);

export const tableCombinations = pgTable(
  'table_combinations',
  {
    ...tenantRow(),
    restaurantOutletId: integer('restaurant_outlet_id'),
    combinationName: text('combination_name').notNull(),
    description: text('description'),
    minGuestCapacity: integer('min_guest_capacity').notNull(),
    maxGuestCapacity: integer('max_guest_capacity').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('table_combinations_restaurant_idx').on(t.restaurantId)],
);

export const tableCombinationMembers = pgTable(
  'table_combination_members',
  {
    combinationId: uuid('combination_id')
      .notNull()
      .references(() => tableCombinations.id, { onDelete: 'cascade' }),
    tableId: uuid('table_id')
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
    tableOrder: integer('table_order').notNull().default(0),
    isRequired: boolean('is_required').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.combinationId, t.tableId] }),
    index('table_combination_members_table_idx').on(t.tableId),
  ],
);

export const floorPlans = pgTable(
  'floor_plans',
  {
    ...tenantRow(),
    seatingAreaId: uuid('seating_area_id').references(() => seatingAreas.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    tables: jsonList<LayoutTable>('tables'),
    liveStatus: jsonList<TableLiveStatus>('live_status'),
    ...timestamps(),
  },
  (t) => [index('floor_plans_restaurant_idx').on(t.restaurantId)],
);

export const reservationStatuses = pgTable(
  'reservation_statuses',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    colorCode: text('color_code').notNull(),
    holdsTable: boolean('holds_table').notNull().default(true),
    isFinal: boolean('is_final').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reservation_statuses_restaurant_name_unique').on(t.restaurantId, t.name),
    // At most one default status per restaurant (spec §9: Booked).
    uniqueIndex('reservation_statuses_one_default')
      .on(t.restaurantId)
      .where(sql`${t.isDefault}`),
  ],
);

export const shifts = pgTable(
  'shifts',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    lastSeatingTime: text('last_seating_time'),
    intervalMinutes: integer('interval_minutes').notNull().default(15),
    turnTimes: jsonb('turn_times').$type<TurnTime[]>().notNull(),
    activeDays: jsonb('active_days').$type<Weekday[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('shifts_restaurant_idx').on(t.restaurantId)],
);

export const blackoutDates = pgTable(
  'blackout_dates',
  {
    ...tenantRow(),
    date: date('date', { mode: 'string' }).notNull(),
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    ...timestamps(),
  },
  (t) => [index('blackout_dates_restaurant_date_idx').on(t.restaurantId, t.date)],
);

/**
 * Access rules keep spec §3's nested structure as JSON: the API validates it with the shared zod
 * schema, and the availability engine reads it as is. Searchable fields are columns.
 */
export const accessRules = pgTable(
  'access_rules',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull(),
    priority: integer('priority').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    endIndefinite: boolean('end_indefinite').notNull().default(false),
    activeDays: jsonb('active_days').$type<AccessRule['active_days']>().notNull(),
    /** Shifts the rule covers; empty = every shift (the availability engine reads it). */
    shiftIds: jsonList<string>('shift_ids'),
    timeConfig: jsonb('time_config').$type<AccessRule['time_config']>().notNull(),
    basicSettings: jsonb('basic_settings').$type<AccessRule['basic_settings']>().notNull(),
    additionalSettings: jsonb('additional_settings').$type<AccessRule['additional_settings']>().notNull(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    ...timestamps(),
  },
  (t) => [index('access_rules_restaurant_idx').on(t.restaurantId)],
);
