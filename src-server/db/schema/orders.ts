import { sql } from 'drizzle-orm';
import { index, integer, jsonb, text, uuid, boolean, date, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderItem, OrderStatus } from '../../../src-shared/orders/order-schemas.js';
import { instant, intOr, optionalRef, tenantTable, textOr } from './columns';

// Food orders and tabs (issue 15 item 3), mirrored to terminals as overlay entities. An order
// keeps a copy of what was ordered (names, prices, modifiers) and a label for its target, so
// history reads the same after a product, a table or a booking changes or goes: the target ids
// are kept without foreign keys for that reason.

export const orderTabs = tenantTable(
  'order_tabs',
  {
    outlet: text('outlet').notNull(),
    tableId: uuid('table_id'),
    guestName: textOr('guest_name'),
    label: text('label').notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    openedAt: instant('opened_at').notNull().defaultNow(),
    closedAt: instant('closed_at'),
    paidMinor: integer('paid_minor'),
    paymentMethod: text('payment_method'),
  },
  (t) => [index('order_tabs_restaurant_idx').on(t.restaurantId, t.status)],
);

/** What an order is for: a table, a room or a reservation (and the booking's client, if any). */
const orderTarget = () => ({
  targetKind: text('target_kind').notNull(),
  tableId: uuid('table_id'),
  room: text('room'),
  reservationId: uuid('reservation_id'),
  clientId: uuid('client_id'),
});

export const foodOrders = tenantTable(
  'food_orders',
  {
    outlet: text('outlet').notNull(),
    ...orderTarget(),
    label: text('label').notNull(),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    orderStatus: text('order_status').$type<OrderStatus>().notNull().default('placed'),
    statusTimes: jsonb('status_times').$type<Partial<Record<OrderStatus, string>>>().notNull(),
    time: text('time').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    isPreOrder: boolean('is_pre_order').notNull().default(false),
    tabId: optionalRef('tab_id', () => orderTabs.id, 'restrict'),
    createdBy: textOr('created_by'),
  },
  // Also food_orders_revenue_idx (restaurant_id, business_date) INCLUDE (order_status, total_minor),
  // written in SQL (migration table-occupancy: the schema builder has no INCLUDE), for the
  // utilisation report's revenue by date.
  (t) => [
    index('food_orders_restaurant_date_idx').on(t.restaurantId, t.businessDate),
    index('food_orders_restaurant_status_idx').on(t.restaurantId, t.orderStatus),
    // A booking's orders (the marketing report's revenue of promo-code bookings).
    index('food_orders_reservation_idx').on(t.restaurantId, t.reservationId),
  ],
);

/**
 * Payment options (issue 34 §1): the tenders a venue takes, each of one payment method. A name is
 * unique per restaurant whatever its case ("Card" and "card" are one option). Online-only.
 */
export const paymentOptions = tenantTable(
  'payment_options',
  {
    name: text('name').notNull(),
    method: text('method').notNull(),
    status: intOr('status', 1),
  },
  (t) => [uniqueIndex('payment_options_name_unique').on(t.restaurantId, sql`lower(${t.name})`)],
);
