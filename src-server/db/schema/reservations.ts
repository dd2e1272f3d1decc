import { customType, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Label } from '../../../src-shared/schemas/client.js';
import { clients } from './guests';
import { serverNames } from './restaurant-profile';
import {
  diningTables,
  reservationStatuses,
  seatingAreas,
  shifts,
  tableCombinations,
} from './table-management';
import { tenantId, jsonList, guestContact, refRow, optionalRef, textOr, tenantTable } from './columns';

/**
 * PostgreSQL `tstzrange`, written and read as its text form ('[2026-11-21 19:00:00+00,…)').
 * Build values with sql`tstzrange(${start}, ${end}, '[)')` rather than by hand.
 */
export const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

export const reservations = tenantTable(
  'reservations',
  {
    ...guestContact(),
    /** Venue-local date and time (the restaurant's time zone), as staff speak of them. */
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    guestCount: integer('guest_count').notNull(),
    reservationType: textOr('reservation_type'),
    shiftId: optionalRef('shift_id', () => shifts.id),
    seatingAreaId: optionalRef('seating_area_id', () => seatingAreas.id),
    tableCombinationId: optionalRef('table_combination_id', () => tableCombinations.id),
    clientId: optionalRef('client_id', () => clients.id),
    /** The server (waiter) looking after the booking (Settings › Accounts › Server names). */
    serverNameId: optionalRef('server_name_id', () => serverNames.id),
    /** The assigned tables, kept on the booking even after its occupancy rows are freed. */
    tableIds: jsonList<string>('table_ids'),
    specialRequest: textOr('special_request'),
    additionalNotes: textOr('additional_notes'),
    partyNotes: textOr('party_notes'),
    source: textOr('source', 'phone'),
    statusId: refRow('status_id', () => reservationStatuses.id, 'restrict'),
    clientTags: jsonList<Label>('client_tags'),
    allergens: jsonList<Label>('allergens'),
    offerDetails: jsonList<Label>('offer_details'),
    /** The absolute booked interval [start, start + duration). */
    during: tstzrange('during').notNull(),
  },
  (t) => [
    index('reservations_restaurant_date_idx').on(t.restaurantId, t.date),
    index('reservations_client_idx').on(t.clientId),
  ],
);

/**
 * Table occupancy: one row per table a reservation holds. A row exists only while the
 * reservation's status holds the table; finishing early shortens `during`, cancelling or a
 * no-show deletes the rows. Migration 0003 adds the exclusion constraint
 * `EXCLUDE USING gist (table_id WITH =, during WITH &&)`, so PostgreSQL — not application code —
 * refuses a double booking (SQLSTATE 23P01).
 */
export const reservationTables = pgTable(
  'reservation_tables',
  {
    reservationId: refRow('reservation_id', () => reservations.id),
    tableId: refRow('table_id', () => diningTables.id),
    restaurantId: tenantId(),
    during: tstzrange('during').notNull(),
  },
  (t) => [index('reservation_tables_reservation_idx').on(t.reservationId)],
);
