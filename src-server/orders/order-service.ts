// Food orders and tabs: the domain writes behind §7's Food orders calls and the 'order.*' /
// 'tab.*' offline mutations (the same functions, so an order moved offline obeys these rules). The
// rules themselves (legal moves, pricing, 86'd products, tab payment) are src-shared/orders/
// order-rules.ts, run by the terminal too; here they meet the database and the change feed.
import { and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { rowsWhereIn } from '../db/where-queries.js';
import { writeCsv } from '../../src-shared/csv/csv-export.js';
import {
  checkItemsEditable,
  checkTabClose,
  checkTabOpen,
  checkTransition,
  OrderRuleError,
  orderLabel,
  priceItems,
  stampStatus,
  tabLabel,
  tabTotalMinor,
} from '../../src-shared/orders/order-rules.js';
import type {
  CloseTabBody,
  CreateFoodOrder,
  FoodOrder,
  FoodOrderQuery,
  OpenTab,
  OrderItemInput,
  OrderStatus,
  OrderTab,
} from '../../src-shared/orders/order-schemas.js';
import { fromMinor } from '../../src-shared/domain/money.js';
import { instantToVenueLocal } from '../../src-shared/time.js';
import type { AppDatabase, AppTransaction } from '../db/client.js';
import {
  diningTables,
  foodOrders,
  modifierGroups,
  orderTabs,
  products,
  reservations,
} from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { modifierGroupView, productView } from '../menus/menu-views.js';
import { fieldError, insertRow, tenantRow, updateRow } from '../resources/drizzle-crud.js';
import { recorded, type TenantWrite } from '../sync/tenant-write.js';
import type { DomainWrite, WriteContext } from '../sync/write-context.js';

type Db = AppDatabase | AppTransaction;
type OrderRow = typeof foodOrders.$inferSelect;
type TabRow = typeof orderTabs.$inferSelect;

const iso = (d: Date) => d.toISOString();

export function foodOrderView(row: OrderRow): FoodOrder {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    outlet: row.outlet as FoodOrder['outlet'],
    target_kind: row.targetKind as FoodOrder['target_kind'],
    table_id: row.tableId,
    room: row.room,
    reservation_id: row.reservationId,
    client_id: row.clientId,
    label: row.label,
    items: row.items,
    total_minor: row.totalMinor,
    order_status: row.orderStatus,
    status_times: row.statusTimes,
    time: row.time,
    business_date: row.businessDate,
    is_pre_order: row.isPreOrder,
    tab_id: row.tabId,
    created_by: row.createdBy,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function orderTabView(row: TabRow): OrderTab {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    outlet: row.outlet as OrderTab['outlet'],
    table_id: row.tableId,
    guest_name: row.guestName,
    label: row.label,
    status: row.status,
    opened_at: iso(row.openedAt),
    closed_at: row.closedAt ? iso(row.closedAt) : null,
    paid_minor: row.paidMinor,
    payment_method: row.paymentMethod as OrderTab['payment_method'],
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** A shared rule's refusal as the HTTP answer: 409 for the order's state, 422 naming the field. */
function asHttp<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof OrderRuleError)) throw error;
    throw error.status === 409
      ? new HttpError(409, error.message, { [error.field]: [error.message] })
      : fieldError(error.field, error.message);
  }
}

/** When the change was made: a pushed offline change carries its terminal time, else now. */
const changedAt = (ctx: WriteContext) => ctx.audit?.occurredAt ?? new Date();

/** Prices the items against the restaurant's own products and modifier groups (as the API shows them). */
async function price(db: Db, restaurantId: number, inputs: readonly OrderItemInput[]) {
  const ids = [...new Set(inputs.map((i) => i.product_id))];
  const productRows = await db
    .select()
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), inArray(products.id, ids)));
  const groupIds = [...new Set(productRows.flatMap((p) => p.modifierGroupIds))];
  const groupRows = await rowsWhereIn(
    db,
    modifierGroups,
    modifierGroups.id,
    groupIds,
    eq(modifierGroups.restaurantId, restaurantId),
  );
  const byId = new Map(productRows.map((p) => [p.id, productView(p)]));
  const groups = new Map(groupRows.map((g) => [g.id, modifierGroupView(g)]));
  return asHttp(() =>
    priceItems(inputs, {
      product: (id) => byId.get(id) ?? null,
      modifierGroup: (id) => groups.get(id) ?? null,
    }),
  );
}

async function targetLabel(db: Db, restaurantId: number, args: CreateFoodOrder) {
  let clientId = args.client_id;
  if (args.target_kind === 'table' && args.table_id) {
    const table = await tenantRow(db, diningTables, restaurantId, args.table_id, 'table');
    return { label: orderLabel('table', { tableName: table.name }), clientId };
  }
  if (args.target_kind === 'reservation' && args.reservation_id) {
    const booking = await tenantRow(db, reservations, restaurantId, args.reservation_id, 'reservation');
    clientId ??= booking.clientId;
    return {
      label: orderLabel('reservation', { guestName: `${booking.firstName} ${booking.lastName}` }),
      clientId,
    };
  }
  if (args.reservation_id)
    await tenantRow(db, reservations, restaurantId, args.reservation_id, 'reservation');
  return { label: orderLabel(args.target_kind, { room: args.room }), clientId };
}

async function tabOf(db: Db, restaurantId: number, id: string): Promise<TabRow | null> {
  const [row] = await db
    .select()
    .from(orderTabs)
    .where(and(eq(orderTabs.restaurantId, restaurantId), eq(orderTabs.id, id)));
  return row ?? null;
}

export const createFoodOrder: DomainWrite<CreateFoodOrder, FoodOrder> = async (write, ctx, args) => {
  const { tx } = write;
  const [existing] = await tx.select().from(foodOrders).where(eq(foodOrders.id, args.id));
  if (existing) {
    if (existing.restaurantId !== ctx.restaurantId) throw fieldError('id', `Order id ${args.id} is taken`);
    return foodOrderView(existing);
  }
  if (args.tab_id) {
    const tabId = args.tab_id;
    const tab = await tabOf(tx, ctx.restaurantId, tabId);
    asHttp(() => checkTabOpen(tab && orderTabView(tab), tabId));
  }
  const priced = await price(tx, ctx.restaurantId, args.items);
  const { label, clientId } = await targetLabel(tx, ctx.restaurantId, args);
  const at = changedAt(ctx);
  const stamped = stampStatus({ status_times: {} }, 'placed', at, ctx.timeZone);
  const row = await insertRow(tx, foodOrders, ctx.restaurantId, args.id, {
    outlet: args.outlet,
    targetKind: args.target_kind,
    tableId: args.table_id,
    room: args.room,
    reservationId: args.reservation_id,
    clientId,
    label,
    items: priced.items,
    totalMinor: priced.total_minor,
    orderStatus: stamped.order_status,
    statusTimes: stamped.status_times,
    time: stamped.time,
    businessDate: instantToVenueLocal(at, ctx.timeZone).date,
    isPreOrder: args.is_pre_order,
    tabId: args.tab_id,
    createdBy: ctx.actorName,
  });
  return recorded(write, 'food_orders', foodOrderView(row));
};

async function orderRow(write: TenantWrite, id: string): Promise<OrderRow> {
  return tenantRow(write.tx, foodOrders, write.restaurantId, id, 'food order');
}

export const setFoodOrderStatus: DomainWrite<{ id: string; order_status: OrderStatus }, FoodOrder> = async (
  write,
  ctx,
  { id, order_status },
) => {
  const row = await orderRow(write, id);
  asHttp(() => checkTransition(row.orderStatus, order_status));
  const stamped = stampStatus({ status_times: row.statusTimes }, order_status, changedAt(ctx), ctx.timeZone);
  const next = await updateRow(write.tx, foodOrders, id, 'food order', {
    orderStatus: stamped.order_status,
    statusTimes: stamped.status_times,
    time: stamped.time,
  });
  return recorded(write, 'food_orders', foodOrderView(next));
};

export const setFoodOrderItems: DomainWrite<{ id: string; items: OrderItemInput[] }, FoodOrder> = async (
  write,
  ctx,
  { id, items },
) => {
  const row = await orderRow(write, id);
  asHttp(() => checkItemsEditable(row.orderStatus));
  const priced = await price(write.tx, ctx.restaurantId, items);
  const next = await updateRow(write.tx, foodOrders, id, 'food order', {
    items: priced.items,
    totalMinor: priced.total_minor,
  });
  return recorded(write, 'food_orders', foodOrderView(next));
};

export const openOrderTab: DomainWrite<OpenTab, OrderTab> = async (write, ctx, args) => {
  const existing = await tabOf(write.tx, ctx.restaurantId, args.id);
  if (existing) return orderTabView(existing);
  const table = args.table_id
    ? await tenantRow(write.tx, diningTables, ctx.restaurantId, args.table_id, 'table')
    : null;
  const row = await insertRow(write.tx, orderTabs, ctx.restaurantId, args.id, {
    outlet: args.outlet,
    tableId: args.table_id,
    guestName: args.guest_name,
    label: tabLabel(args, table?.name ?? null),
    status: 'open',
    openedAt: changedAt(ctx),
  });
  return recorded(write, 'order_tabs', orderTabView(row));
};

export const closeOrderTab: DomainWrite<{ id: string } & CloseTabBody, OrderTab> = async (
  write,
  ctx,
  { id, paid_minor, payment_method },
) => {
  const tab = await tenantRow(write.tx, orderTabs, ctx.restaurantId, id, 'tab');
  const orders = await write.tx
    .select()
    .from(foodOrders)
    .where(and(eq(foodOrders.restaurantId, ctx.restaurantId), eq(foodOrders.tabId, id)));
  const owed = tabTotalMinor(id, orders.map(foodOrderView));
  asHttp(() => checkTabClose(orderTabView(tab), owed, paid_minor));
  const next = await updateRow(write.tx, orderTabs, id, 'tab', {
    status: 'closed',
    closedAt: changedAt(ctx),
    paidMinor: paid_minor,
    paymentMethod: payment_method,
  });
  return recorded(write, 'order_tabs', orderTabView(next));
};

// ——— reads ———

export async function listFoodOrders(
  db: Db,
  restaurantId: number,
  query: FoodOrderQuery,
): Promise<FoodOrder[]> {
  // Each equality filter of the query, by the column it narrows.
  const equal = {
    status: foodOrders.orderStatus,
    outlet: foodOrders.outlet,
    reservation_id: foodOrders.reservationId,
    client_id: foodOrders.clientId,
    table_id: foodOrders.tableId,
  } as const;
  const where: (SQL | undefined)[] = [
    eq(foodOrders.restaurantId, restaurantId),
    ...(Object.keys(equal) as (keyof typeof equal)[]).map((key) => {
      const value = query[key];
      return value ? eq(equal[key], value) : undefined;
    }),
    query.from ? gte(foodOrders.businessDate, query.from) : undefined,
    query.to ? lte(foodOrders.businessDate, query.to) : undefined,
  ];
  const rows = await db
    .select()
    .from(foodOrders)
    .where(and(...where))
    .orderBy(desc(foodOrders.createdAt), asc(foodOrders.id))
    .limit(5_000);
  return rows.map(foodOrderView);
}

export async function listOrderTabs(
  db: Db,
  restaurantId: number,
  status: 'open' | 'closed' | undefined,
): Promise<OrderTab[]> {
  const rows = await db
    .select()
    .from(orderTabs)
    .where(and(eq(orderTabs.restaurantId, restaurantId), status ? eq(orderTabs.status, status) : undefined))
    .orderBy(desc(orderTabs.openedAt));
  return rows.map(orderTabView);
}

export const ORDER_CSV_COLUMNS = [
  'id',
  'business_date',
  'outlet',
  'target',
  'order_status',
  'time',
  'items',
  'total',
  'pre_order',
  'placed_at',
  'created_by',
] as const;

/** The orders as CSV: one row per order, amounts in major units of the venue currency. */
export function foodOrdersCsv(orders: readonly FoodOrder[]): string {
  const row = (o: FoodOrder): Record<(typeof ORDER_CSV_COLUMNS)[number], string> => ({
    id: o.id,
    business_date: o.business_date,
    outlet: o.outlet,
    target: o.label,
    order_status: o.order_status,
    time: o.time,
    items: o.items.map((i) => `${i.quantity} x ${i.name}`).join('; '),
    total: fromMinor(o.total_minor).toFixed(2),
    pre_order: o.is_pre_order ? 'yes' : 'no',
    placed_at: o.status_times.placed ?? o.created_at,
    created_by: o.created_by,
  });
  return writeCsv(ORDER_CSV_COLUMNS, orders.map(row));
}
