import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, intOr, optionalRef, restaurantKey, tenantId, tenantTable, timestamps } from './columns';
import { reservations } from './reservations';
import { diningTables } from './table-management';

// Point of sale (issue 34 §5). Online-only, not in the change feed.

/**
 * The venue's POS connection, one row per venue: its webhook secret and, after a rotation, the
 * previous one until it lapses — each sealed with AES-256-GCM under a key derived from the server
 * secret, never stored or returned in the clear — and the window around a booking's time in which
 * a check is linked to it.
 */
export const posSettings = pgTable('pos_settings', {
  restaurantId: restaurantKey(),
  secretSealed: text('secret_sealed'),
  secretHint: text('secret_hint'),
  previousSealed: text('previous_sealed'),
  previousValidUntil: instant('previous_valid_until'),
  rotatedAt: instant('rotated_at'),
  windowBeforeMin: intOr('window_before_min', 20),
  windowAfterMin: intOr('window_after_min', 25),
  ...timestamps(),
});

/** The POS's table names (exactly as it sends them) mapped to floor tables. */
export const posTableMaps = tenantTable(
  'pos_table_maps',
  {
    posTable: text('pos_table').notNull(),
    tableId: uuid('table_id')
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('pos_table_maps_pos_table_unique').on(t.restaurantId, t.posTable)],
);

/**
 * The checks the POS posted, one row per POS check id, as its newest event left it; the table and
 * booking it was linked to when it arrived (a booking's id is kept when the booking goes, cleared
 * with it).
 */
export const posChecks = tenantTable(
  'pos_checks',
  {
    posCheckId: text('pos_check_id').notNull(),
    posTable: text('pos_table').notNull(),
    tableId: optionalRef('table_id', () => diningTables.id),
    reservationId: optionalRef('reservation_id', () => reservations.id),
    status: text('status').$type<'open' | 'closed'>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    covers: integer('covers'),
    openedAt: instant('opened_at').notNull(),
    closedAt: instant('closed_at'),
    /** The POS's `created` of the event that last changed the check (unix seconds). */
    lastEventAt: bigint('last_event_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('pos_checks_pos_id_unique').on(t.restaurantId, t.posCheckId),
    index('pos_checks_opened_idx').on(t.restaurantId, t.openedAt),
    index('pos_checks_reservation_idx').on(t.reservationId),
  ],
);

/** Every POS event applied, by its id: one delivered twice is applied once. */
export const posEvents = pgTable(
  'pos_events',
  {
    restaurantId: tenantId(),
    eventId: text('event_id').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.eventId] })],
);
