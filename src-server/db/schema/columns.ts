// Column shapes the tenant tables share, so each is written once: the owning restaurant, the
// timestamps, a JSON list defaulting to [] and a guest's name and contact.
import { sql, type BuildExtraConfigColumns } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  smallint,
  text,
  timestamp,
  uuid,
  pgTable,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import type { Weekday } from '../../../src-shared/time.js';
import { restaurants } from './restaurants';

/** restaurant_id: every tenant row belongs to one restaurant and goes with it. */
export const tenantId = () =>
  integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** A JSON array column, never null, empty by default. */
export const jsonList = <T>(name: string) =>
  jsonb(name)
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/** A guest's name and contact, as clients, reservations and the guest list store them. */
export const guestContact = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  mobileNumber: text('mobile_number').notNull().default(''),
  email: text('email').notNull().default(''),
});

/** A tenant row's keys: its own uuid and the restaurant it belongs to. */
export const tenantRow = () => ({ id: uuid('id').primaryKey(), restaurantId: tenantId() });

/** When a row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

type Target = () => AnyPgColumn;
type OnDelete = 'cascade' | 'restrict' | 'set null';

/** A required reference to a serial id (a user, a role): by default the row goes with its target. */
export const refInt = (name: string, target: Target, onDelete: OnDelete = 'cascade') =>
  integer(name).notNull().references(target, { onDelete });

/** A required reference to a uuid row (a reservation, a table): by default the row goes with it. */
export const refRow = (name: string, target: Target, onDelete: OnDelete = 'cascade') =>
  uuid(name).notNull().references(target, { onDelete });

/** An optional reference to a uuid row, cleared when that row goes (unless told otherwise). */
export const optionalRef = (name: string, target: Target, onDelete: OnDelete = 'set null') =>
  uuid(name).references(target, { onDelete });

/** The restaurant as a table's whole key: one row per restaurant (settings, counters, the shell). */
export const restaurantKey = () =>
  integer('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' });

/** An instant, with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Text that is never null: empty unless told. */
export const textOr = (name: string, fallback = '') => text(name).notNull().default(fallback);

/** A whole number that is never null, 0 unless told. */
export const intOr = (name: string, fallback = 0) => integer(name).notNull().default(fallback);

/** A yes/no column that is never null. */
export const flag = (name: string, fallback: boolean) => boolean(name).notNull().default(fallback);

/** A name staff see and a description that may stay empty. */
export const named = () => ({ name: text('name').notNull(), description: textOr('description') });

/** A listed row's place and its 1 (shown) / 0 (hidden) status, as menus and seating areas keep them. */
export const listed = () => ({
  sortOrder: intOr('sort_order'),
  status: smallint('status').notNull().default(1),
});

/** Binary bytes (an image), as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A dated setting's columns: the tenant row, its name and status ('active' | 'inactive'), and its
 * span — from start_date, to end_date unless it runs indefinitely, on its weekdays.
 */
const datedSetting = (indefiniteByDefault: boolean) => ({
  ...tenantRow(),
  name: text('name').notNull(),
  status: text('status').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  endIndefinite: flag('end_indefinite', indefiniteByDefault),
  activeDays: jsonb('active_days').$type<Weekday[]>().notNull(),
});

type TenantColumns = ReturnType<typeof tenantRow> & ReturnType<typeof timestamps>;

/**
 * A tenant table: its uuid id and restaurant first, its own columns, then when each row was made
 * and last changed; `extra` takes its indexes and constraints as pgTable's third argument does.
 */
export function tenantTable<Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  columns: Columns,
  extra?: (self: BuildExtraConfigColumns<Name, Columns & TenantColumns, 'pg'>) => PgTableExtraConfigValue[],
) {
  const all = { ...tenantRow(), ...columns, ...timestamps() } as Columns & TenantColumns;
  return pgTable<Name, Columns & TenantColumns>(name, all, extra);
}

type DatedSettingColumns = ReturnType<typeof datedSetting> & ReturnType<typeof timestamps>;

/**
 * A dated setting's table (concierge perks, daily programs): its span first, its own columns, then
 * when each row was made and last changed; listed per restaurant by start date.
 */
export function datedSettingTable<Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  indefiniteByDefault: boolean,
  columns: Columns,
) {
  const all = { ...datedSetting(indefiniteByDefault), ...columns, ...timestamps() } as Columns &
    DatedSettingColumns;
  return pgTable<Name, Columns & DatedSettingColumns>(name, all, (t) => [
    index(`${name}_restaurant_dates_idx`).on(t.restaurantId, t.startDate),
  ]);
}
