import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Label } from '../../../src-shared/schemas/client.js';
import { tenantRow, timestamps, jsonList, guestContact } from './columns';

/** Client profiles (spec §3 selections as label lists). Visit counts are derived from reservations. */
export const clients = pgTable(
  'clients',
  {
    ...tenantRow(),
    ...guestContact(),
    tags: jsonList<Label>('tags'),
    allergens: jsonList<Label>('allergens'),
    restrictions: jsonList<Label>('restrictions'),
    discounts: jsonList<Label>('discounts'),
    notes: text('notes').notNull().default(''),
    ...timestamps(),
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
    ...tenantRow(),
    date: date('date', { mode: 'string' }).notNull(),
    ...guestContact(),
    guestCount: integer('guest_count').notNull(),
    reservationId: uuid('reservation_id'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    checkedIn: boolean('checked_in').notNull().default(false),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    blacklisted: boolean('blacklisted').notNull().default(false),
    blacklistReason: text('blacklist_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('guest_list_restaurant_date_idx').on(t.restaurantId, t.date)],
);
