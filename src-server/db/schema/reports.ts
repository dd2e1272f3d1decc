import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  time,
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
 * `bookings` counts the bookings, `covers` sums their guest_count. Kept by statement triggers
 * (migration reports-booking-days) that recount each touched (restaurant, date) from its bookings,
 * on reservations, reservation_times and waitlist_entries.
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
  (t) => [index('reservation_day_counts_restaurant_dim_date_idx').on(t.restaurantId, t.dim, t.date)],
);

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
