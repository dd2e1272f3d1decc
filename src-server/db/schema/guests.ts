import { date, index, integer, text, uuid } from 'drizzle-orm/pg-core';
import type { Label } from '../../../src-shared/schemas/client.js';
import { jsonList, guestContact, optionalRef, instant, textOr, flag, tenantTable } from './columns';

/** Client profiles (spec §3 selections as label lists). Visit counts are derived from reservations. */
export const clients = tenantTable(
  'clients',
  {
    ...guestContact(),
    tags: jsonList<Label>('tags'),
    allergens: jsonList<Label>('allergens'),
    restrictions: jsonList<Label>('restrictions'),
    discounts: jsonList<Label>('discounts'),
    notes: textOr('notes'),
  },
  (t) => [
    index('clients_restaurant_name_idx').on(t.restaurantId, t.lastName, t.firstName),
    index('clients_restaurant_mobile_idx').on(t.restaurantId, t.mobileNumber),
    index('clients_restaurant_email_idx').on(t.restaurantId, t.email),
  ],
);

/** The day's guest list; soft delete keeps the row (deleted_at) so the change feed carries it. */
export const guestList = tenantTable(
  'guest_list',
  {
    date: date('date', { mode: 'string' }).notNull(),
    ...guestContact(),
    guestCount: integer('guest_count').notNull(),
    reservationId: uuid('reservation_id'),
    clientId: optionalRef('client_id', () => clients.id),
    notes: textOr('notes'),
    checkedIn: flag('checked_in', false),
    checkedInAt: instant('checked_in_at'),
    blacklisted: flag('blacklisted', false),
    blacklistReason: text('blacklist_reason'),
    deletedAt: instant('deleted_at'),
  },
  (t) => [index('guest_list_restaurant_date_idx').on(t.restaurantId, t.date)],
);
