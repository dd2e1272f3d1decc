import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  primaryKey,
  text,
  time,
  unique,
  uniqueIndex,
  uuid,
  pgTable,
} from 'drizzle-orm/pg-core';
import { flag, instant, refRow, tenantId, tenantTable, textOr } from './columns';
import { reservations } from './reservations';
import { reservationStatuses } from './table-management';

// Reports (issue 33). A booking's status history, read by the turn-time and lead-time reports, and
// the scheduled report mails with the claim that makes each one go out once.

/**
 * One row each time a reservation takes a status (its first status when made): what the status was
 * called then and when it was taken. Written by a trigger on `reservations` (migration
 * reports-status-events), so every path that books or moves a booking — the REST routes, an offline
 * terminal's push, the widget — records it; a status renamed later leaves the history as it read.
 */
export const reservationStatusEvents = pgTable(
  'reservation_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: tenantId(),
    reservationId: refRow('reservation_id', () => reservations.id),
    statusId: uuid('status_id').references(() => reservationStatuses.id, { onDelete: 'set null' }),
    statusName: text('status_name').notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    index('reservation_status_events_reservation_idx').on(t.reservationId, t.at),
    index('reservation_status_events_restaurant_at_idx').on(t.restaurantId, t.at),
  ],
);

/**
 * Each booking's status times, rolled up from its status events for the reports that read a year of
 * them (turn times, lead times, utilisation): when it first took a Seated status, last took a
 * Completed one and last took a Cancelled one, names read case-insensitively with spaces trimmed.
 * Kept by statement triggers on `reservation_status_events` (migration reports-rollup-trigger),
 * which recompute the touched bookings' row from all their events, and one on `reservations` that
 * moves the row with its booking's date; a booking with none of the three has no row.
 */
export const reservationTimes = pgTable(
  'reservation_times',
  {
    reservationId: refRow('reservation_id', () => reservations.id),
    restaurantId: tenantId(),
    /** The booking's venue date, kept equal to reservations.date (so the reports filter by it). */
    date: date('date', { mode: 'string' }).notNull(),
    seatedAt: instant('seated_at'),
    completedAt: instant('completed_at'),
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId] }),
    index('reservation_times_restaurant_date_idx').on(t.restaurantId, t.date),
  ],
);

/** PostgreSQL `tstzmultirange`, read and written as its text form ('{[…,…),[…,…)}'). */
const tstzmultirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzmultirange',
});

/**
 * The seated time of each table per venue date and booking date, for the utilisation report: one
 * row per (table, booking's venue date, venue date touched) holding the union of the seated spans
 * of the Seated or Completed bookings of that date on that table, cut to the venue date's instants
 * (a party past midnight gives a row on the next date too). Kept by statement triggers on
 * `reservations`, `reservation_times`, `reservation_statuses` (a rename) and `restaurants` (a time
 * zone change) (migration table-occupancy), which recompute the touched (table, booking date)
 * cells from the bookings; `tableOccupancy` is their union per (table, date).
 */
export const tableOccupancyParts = pgTable(
  'table_occupancy_parts',
  {
    restaurantId: tenantId(),
    /** An element of reservations.table_ids, as text (as the report matches it to tables.id). */
    tableId: text('table_id').notNull(),
    /** The bookings' venue date (reservations.date). */
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    /** The venue date the seated time falls on. */
    day: date('day', { mode: 'string' }).notNull(),
    occupied: tstzmultirange('occupied').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.tableId, t.bookingDate, t.day] }),
    index('table_occupancy_parts_table_day_idx').on(t.restaurantId, t.tableId, t.day),
  ],
);

/**
 * Each table's seated time on a venue date (the union of its `tableOccupancyParts` rows), its
 * length in seconds, and the first and last booking date it comes from: the utilisation report
 * reads one row per table and date, and goes back to the parts only for a date whose seated time
 * comes from a booking dated more than a day away (which a period may leave out).
 */
export const tableOccupancy = pgTable(
  'table_occupancy',
  {
    restaurantId: tenantId(),
    tableId: text('table_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    occupied: tstzmultirange('occupied').notNull(),
    /** Seconds covered by `occupied`, summed exactly (numeric) as the report sums them. */
    occupiedSeconds: numeric('occupied_seconds').notNull(),
    firstBookingDate: date('first_booking_date', { mode: 'string' }).notNull(),
    lastBookingDate: date('last_booking_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.day, t.tableId] }),
    index('table_occupancy_far_idx')
      .on(t.restaurantId, t.day)
      .where(sql`first_booking_date < day - 1 or last_booking_date > day + 1`),
  ],
);

/**
 * The 'orders' report's revenue rollup: the counted (not cancelled) food orders of a restaurant's
 * business date, per outlet and 15-minute slot of the instant each was placed (status_times.placed,
 * else created_at, cut to the quarter hour in UTC): how many and their total_minor. A slot lies in one
 * venue-local hour in any zone whose offset is a whole number of quarter hours, so the report reads
 * the hours in the restaurant's zone of the day it runs. Kept by statement triggers on `food_orders`
 * (migration reports-orders-rollup), which recompute every touched business date from its orders.
 */
export const orderRevenueSlots = pgTable(
  'order_revenue_slots',
  {
    restaurantId: tenantId(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    outlet: text('outlet').notNull(),
    slot: instant('slot').notNull(),
    orders: integer('orders').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.businessDate, t.outlet, t.slot] })],
);

/**
 * The 'orders' report's item rollup: the items (food_orders.items) of a business date's counted
 * orders summed per product id and name as ordered — quantity, line_total_minor — with the latest
 * created_at of an order that named it so, from which the report names each product as its latest
 * order named it. Kept by the same triggers as order_revenue_slots.
 */
export const orderItemDays = pgTable(
  'order_item_days',
  {
    restaurantId: tenantId(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    productId: text('product_id'),
    name: text('name'),
    quantity: bigint('quantity', { mode: 'number' }),
    lineTotal: bigint('line_total', { mode: 'number' }),
    lastOrderedAt: instant('last_ordered_at').notNull(),
  },
  (t) => [index('order_item_days_restaurant_date_idx').on(t.restaurantId, t.businessDate)],
);

/**
 * The booking reports' daily figures (covers, booking mix, channels, servers, lead times, turn
 * times), so a year is read as a few thousand rows instead of a year of bookings. One row per
 * restaurant, venue date, status (reservations.status_id: what a status means is read from its name
 * when the report runs, so renaming a status needs no recount), `dim` and `key`:
 * - 'shift' / 'server' / 'area' / 'source': the booking's shift_id / server_name_id /
 *   seating_area_id (as text, null when none) / source;
 * - 'mix': 'waitlist' (a waitlist entry of the restaurant became it), 'walkIn' (source 'walk_in'),
 *   else 'booking';
 * - 'lead': the booking lead-time bucket (leadBucketIndex of lower(during) − created_at);
 * - 'cancel': the cancellation lead-time bucket (lower(during) − reservation_times.cancelled_at,
 *   or updated_at without one), for every booking: the report keeps the Cancelled ones;
 * - 'turn': the party size (guest_count), only bookings whose last Completed comes after their first
 *   Seated (reservation_times), with `quoted` the sum of their duration_minutes and `actual` the sum
 *   of their minutes from Seated to Completed.
 * `bookings` counts the bookings, `covers` sums their guest_count. Kept by statement triggers on
 * reservations, reservation_times and waitlist_entries (migration day-counts-by-booking): each
 * touched booking's contribution is computed afresh, compared with the one it last made
 * (reservation_day_parts), and only the difference is added, so a booking's write costs a few
 * upserts whatever the size of its day. A row whose count falls to 0 is deleted.
 */
export const reservationDayCounts = pgTable(
  'reservation_day_counts',
  {
    /**
     * No foreign key: the rows go with their bookings (deleting a restaurant deletes its bookings,
     * whose trigger recounts their days to nothing), and a recount of a day inserts a hundred rows
     * that would each be checked.
     */
    restaurantId: integer('restaurant_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    statusId: uuid('status_id').notNull(),
    dim: text('dim').notNull(),
    key: text('key'),
    bookings: integer('bookings').notNull(),
    covers: integer('covers').notNull(),
    quoted: doublePrecision('quoted'),
    actual: doublePrecision('actual'),
  },
  (t) => [
    // One row per key (a null key is a key: no shift, no server), so a difference is an upsert.
    unique('reservation_day_counts_key')
      .on(t.restaurantId, t.dim, t.date, t.statusId, t.key)
      .nullsNotDistinct(),
  ],
);

/**
 * What each booking last added to reservation_day_counts, one row per booking: its restaurant,
 * venue date, status and party, and its key in each dim (the definitions above; the turn sums only
 * when its last Completed comes after its first Seated). The triggers subtract this row and add
 * the booking's contribution as it stands now. No foreign key: a deleted booking's row is what its
 * trigger subtracts, after which the trigger deletes it.
 */
export const reservationDayParts = pgTable('reservation_day_parts', {
  reservationId: uuid('reservation_id').primaryKey(),
  restaurantId: integer('restaurant_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  statusId: uuid('status_id').notNull(),
  guestCount: integer('guest_count').notNull(),
  shiftKey: text('shift_key'),
  serverKey: text('server_key'),
  areaKey: text('area_key'),
  source: text('source'),
  mix: text('mix').notNull(),
  lead: text('lead'),
  cancel: text('cancel'),
  turnQuoted: doublePrecision('turn_quoted'),
  turnActual: doublePrecision('turn_actual'),
});

/**
 * A report mail sent on a schedule: daily, or weekly on a weekday, at a venue-local time, to the
 * listed staff (user ids of the restaurant), with the cards of the listed reports.
 */
export const reportSchedules = tenantTable('report_schedules', {
  name: text('name').notNull(),
  /** 'daily' | 'weekly'. */
  cadence: text('cadence').notNull(),
  /** 0 = Sunday … 6 = Saturday, for a weekly schedule. */
  weekday: integer('weekday'),
  /** Venue-local HH:MM. */
  sendAt: time('send_at').notNull(),
  recipientUserIds: jsonb('recipient_user_ids').$type<number[]>().notNull(),
  reports: jsonb('reports').$type<string[]>().notNull(),
  active: flag('active', true),
  /** Who made it, for the mail's footer. */
  createdBy: textOr('created_by'),
});

/**
 * One row per schedule and due time: taken (insert … on conflict do nothing) before the mail is
 * sent, so two API nodes, a retry or a restart send it once.
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: tenantId(),
    scheduleId: refRow('schedule_id', () => reportSchedules.id),
    dueAt: instant('due_at').notNull(),
    sentAt: instant('sent_at'),
    recipients: integer('recipients').notNull().default(0),
  },
  (t) => [uniqueIndex('report_deliveries_schedule_due_unique').on(t.scheduleId, t.dueAt)],
);

/**
 * The claim of a venue summary mail (the venue settings' reservation summary, issue 33 §3): one row
 * per restaurant, kind and due time, taken before the mail is sent like a report delivery, so two
 * API nodes, a retry or a restart send it once. `kind` is 'reservations' (the feedback summary
 * sends nothing until guest feedback is collected).
 */
export const reportSummaryDeliveries = pgTable(
  'report_summary_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: tenantId(),
    kind: text('kind').notNull(),
    dueAt: instant('due_at').notNull(),
    sentAt: instant('sent_at'),
    recipients: integer('recipients').notNull().default(0),
  },
  (t) => [uniqueIndex('report_summary_deliveries_due_unique').on(t.restaurantId, t.kind, t.dueAt)],
);
