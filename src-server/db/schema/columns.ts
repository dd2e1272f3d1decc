// Column shapes the tenant tables share, so each is written once: the owning restaurant, the
// timestamps, a JSON list defaulting to [] and a guest's name and contact.
import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Weekday } from '../../../src-shared/time.js';
import { restaurants } from './restaurants';

/** restaurant_id: every tenant row belongs to one restaurant and goes with it. */
export const tenantId = () =>
  integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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

/**
 * A dated setting (concierge perks, daily programs): the tenant row, its name and status
 * ('active' | 'inactive'), and its span — from start_date, to end_date unless it runs
 * indefinitely, on its weekdays.
 */
export const datedSetting = (indefiniteByDefault: boolean) => ({
  ...tenantRow(),
  name: text('name').notNull(),
  status: text('status').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  endIndefinite: boolean('end_indefinite').notNull().default(indefiniteByDefault),
  activeDays: jsonb('active_days').$type<Weekday[]>().notNull(),
});
