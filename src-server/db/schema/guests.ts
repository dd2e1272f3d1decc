import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Label } from '../../../src-shared/schemas/client.js';
import { restaurants } from './restaurants';

/** Client profiles (spec §3 selections as label lists). Visit counts are derived from reservations. */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    mobileNumber: text('mobile_number').notNull().default(''),
    email: text('email').notNull().default(''),
    tags: jsonb('tags')
      .$type<Label[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    allergens: jsonb('allergens')
      .$type<Label[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    restrictions: jsonb('restrictions')
      .$type<Label[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    discounts: jsonb('discounts')
      .$type<Label[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clients_restaurant_name_idx').on(t.restaurantId, t.lastName, t.firstName),
    index('clients_restaurant_mobile_idx').on(t.restaurantId, t.mobileNumber),
    index('clients_restaurant_email_idx').on(t.restaurantId, t.email),
  ],
);

/** The day's guest list; soft delete keeps the row (deleted_at) so the change feed carries it. */
export const guestList = pgTable(
  'guest_list',
  {
    id: uuid('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    mobileNumber: text('mobile_number').notNull().default(''),
    email: text('email').notNull().default(''),
    guestCount: integer('guest_count').notNull(),
    reservationId: uuid('reservation_id'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    checkedIn: boolean('checked_in').notNull().default(false),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    blacklisted: boolean('blacklisted').notNull().default(false),
    blacklistReason: text('blacklist_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guest_list_restaurant_date_idx').on(t.restaurantId, t.date)],
);
