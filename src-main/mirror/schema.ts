// The mirror's SQLite tables (drizzle sqlite-core). Rows keep the API shape as JSON in `data`
// (the feed's payload, what screens render) plus the few columns the host stand's reads filter on.
// Reservations, clients and guest list entries take local mutations: the visible tables hold server
// state with pending mutations re-applied, and `server_rows` keeps the server's version of just the
// rows pending mutations touch (see sync/rebase.ts). Catalogue entities are never changed locally:
// their tables are the server's.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

const json = (name: string) => text(name, { mode: 'json' }).$type<Record<string, unknown>>().notNull();

export const reservations = sqliteTable(
  'reservations',
  {
    id: text('id').primaryKey(),
    date: text('date').notNull(),
    time: text('time').notNull(),
    clientId: text('client_id'),
    /** Lower-cased "first last", for search. */
    guestName: text('guest_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    data: json('data'),
  },
  // No indexes on guest_name / mobile / email: text search matches anywhere in them (LIKE '%…%'),
  // which no B-tree serves, and each index would cost every synced reservation a write.
  (t) => [index('reservations_date_idx').on(t.date, t.time), index('reservations_client_idx').on(t.clientId)],
);

/** One row per assigned table of a visible reservation: the floor's "what is on T4 tonight". */
export const reservationTables = sqliteTable(
  'reservation_tables',
  {
    reservationId: text('reservation_id').notNull(),
    tableId: text('table_id').notNull(),
    date: text('date').notNull(),
    time: text('time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.tableId] }),
    index('reservation_tables_table_idx').on(t.tableId, t.date, t.time),
  ],
);

export const clients = sqliteTable(
  'clients',
  {
    id: text('id').primaryKey(),
    /** Lower-cased "first last". */
    nameKey: text('name_key').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    data: json('data'),
  },
  (t) => [
    index('clients_name_idx').on(t.nameKey),
    index('clients_mobile_idx').on(t.mobile),
    index('clients_email_idx').on(t.email),
  ],
);

/**
 * An overlay entity kept by venue date: its rows by the date they are on, as the screens list them.
 * The guest list; food orders (issue 15) by the venue date they were placed on; the public
 * widget's waitlist (issue 28) by the venue date the guest asked for.
 */
const datedTable = <Name extends string>(name: Name) =>
  sqliteTable(
    name,
    {
      id: text('id').primaryKey(),
      date: text('date').notNull(),
      data: json('data'),
    },
    (t) => [index(`${name}_date_idx`).on(t.date)],
  );

export const guestList = datedTable('guest_list');
export const foodOrders = datedTable('food_orders');
export const waitlist = datedTable('waitlist');

export const orderTabs = sqliteTable('order_tabs', {
  id: text('id').primaryKey(),
  data: json('data'),
});

const catalogueTable = (name: string) =>
  sqliteTable(name, {
    id: text('id').primaryKey(),
    data: json('data'),
  });

/**
 * The visible rows of the overlay entities declared as resources with mutations (housekeeping rooms,
 * issue 32), by entity: one table for them all, so a new offline entity needs no mirror table (nor
 * mirror migration) of its own. The store's statements for these entities read and write their own
 * rows here (src-main/mirror/mirror-store.ts); such an entity has no derived columns.
 */
export const declaredRows = sqliteTable(
  'declared_rows',
  {
    entity: text('entity').notNull(),
    id: text('id').notNull(),
    data: json('data'),
  },
  (t) => [primaryKey({ columns: [t.entity, t.id] })],
);

export const diningTables = catalogueTable('dining_tables');
export const seatingAreas = catalogueTable('seating_areas');
export const tableCombinations = catalogueTable('table_combinations');
export const floorPlans = catalogueTable('floor_plans');
export const reservationStatuses = catalogueTable('reservation_statuses');
export const shifts = catalogueTable('shifts');
export const accessRules = catalogueTable('access_rules');
export const blackoutDates = catalogueTable('blackout_dates');
export const menus = catalogueTable('menus');
export const menuCategories = catalogueTable('menu_categories');
export const menuSubCategories = catalogueTable('menu_sub_categories');
export const products = catalogueTable('products');
export const modifierGroups = catalogueTable('modifier_groups');

/**
 * Shadows: the server's version of each visible row a pending mutation touches, exactly as the feed
 * delivered it (`data` null: the server has no such row, e.g. a booking made offline). Every
 * visible row WITHOUT a shadow equals the server's, so an initial sync writes each row once; the
 * shadow is taken when a row is first changed locally and dropped once no mutation touches it.
 */
export const serverRows = sqliteTable('server_rows', {
  entity: text('entity').notNull(),
  id: text('id').primaryKey(),
  data: text('data', { mode: 'json' }).$type<Record<string, unknown> | null>(),
});

/**
 * Local mutations not yet settled. `seq` orders them (pushed and replayed in this order);
 * `acked` = the server applied it and the next pull will carry its effect, so it is dropped then.
 */
export const outbox = sqliteTable('outbox', {
  seq: integer('seq').primaryKey({ autoIncrement: true }),
  id: text('id').notNull().unique(),
  name: text('name').notNull(),
  args: text('args', { mode: 'json' }).$type<unknown>().notNull(),
  createdAt: integer('created_at').notNull(),
  /** Made while this terminal could not reach the server: the audit trail marks it offline. */
  madeOffline: integer('made_offline', { mode: 'boolean' }).notNull().default(false),
  acked: integer('acked', { mode: 'boolean' }).notNull().default(false),
  /** Pushes of this entry alone that the server failed (5xx) while it answered pulls: a poison count. */
  failures: integer('failures').notNull().default(0),
  /** The last such failure's message; a different one restarts the count. */
  lastError: text('last_error'),
  /**
   * The signed-in user who made the change: only that user's session pushes it (issue 11 — a
   * change is never sent under someone else's name). Null on rows queued before mirror migration
   * 0003; the first user who signs in next claims them (SyncEngine.start).
   */
  ownerId: integer('owner_id'),
  /**
   * The staff member's name as the terminal knew it when they made the change (mirror migration
   * 0006), kept with a refused change so its screen says who made it. Null on older rows.
   */
  ownerName: text('owner_name'),
});

/**
 * Mutations taken out of the outbox without being applied: the server refused them for good (422,
 * too large), they failed the same way repeatedly, or they no longer parse after an app update.
 * Their optimistic change was rolled back and a notice raised; the row keeps what was sent, as
 * stored, for whoever looks into it.
 */
export const deadLetters = sqliteTable('dead_letters', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  args: text('args').notNull(),
  createdAt: integer('created_at').notNull(),
  failedAt: integer('failed_at').notNull(),
  reason: text('reason').notNull(),
  /** Who made the change (the outbox row's owner, mirror migration 0006); null on older rows. */
  ownerId: integer('owner_id'),
  ownerName: text('owner_name'),
});

/** What staff are told about refused offline changes; listed until dismissed. */
export const notices = sqliteTable(
  'notices',
  {
    id: text('id').primaryKey(),
    createdAt: integer('created_at').notNull(),
    mutationId: text('mutation_id').notNull(),
    mutationName: text('mutation_name').notNull(),
    guest: text('guest').notNull(),
    date: text('date'),
    time: text('time'),
    outcome: text('outcome').notNull(),
    reason: text('reason').notNull(),
    message: text('message').notNull(),
    dismissed: integer('dismissed', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('notices_open_idx').on(t.dismissed, t.createdAt)],
);

/** Small key/value state: cursor, client id, restaurant time zone, last sync time. */
export const syncMeta = sqliteTable('sync_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
