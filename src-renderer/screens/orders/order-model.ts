// The order screens' pure parts: which page and outlet a route shows, the order-entry cart, the
// board's ages and alerts, and the history/dashboard figures. Kept apart from the components so
// they are unit tested without a DOM.
import { OrderRuleError, priceItems } from '../../../src-shared/orders/order-rules.js';
import type {
  FoodOrder,
  OrderItem,
  OrderItemArgs,
  OrderStatus,
} from '../../../src-shared/orders/order-schemas.js';
import type { OrderService } from '../../../src-shared/schemas/menu.js';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import type { ModifierGroup, Product } from '../../../src-shared/schemas/product.js';

export const ORDER_PAGE_KINDS = [
  'dashboard',
  'liveOrders',
  'orderHistory',
  'preOrders',
  'exportOrders',
  'tabs',
  'menu',
] as const;
export type OrderPageKind = (typeof ORDER_PAGE_KINDS)[number];

/**
 * The page and outlet of a screen entry: `foodOrders.ird.liveOrders`, `grid.foodOrders.tabs`,
 * `market.foodOrders.orderHistory`, `servicesFoodOrderManagementIrdDashboard`… The reservation
 * views order for the restaurant, the market for C&E, the IRD dashboard for in-room dining.
 */
export function orderPageOf(entryId: string): { page: OrderPageKind; outlet: OrderService } {
  const parts = entryId.split('.');
  const page = (ORDER_PAGE_KINDS as readonly string[]).includes(parts.at(-1) ?? '')
    ? (parts.at(-1) as OrderPageKind)
    : entryId.endsWith('IrdDashboard')
      ? 'dashboard'
      : 'menu';
  const outlet: OrderService =
    parts[0] === 'foodOrders' && (parts[1] === 'ird' || parts[1] === 'restaurant1' || parts[1] === 'cne')
      ? parts[1]
      : parts[0] === 'market'
        ? 'cne'
        : entryId.endsWith('IrdDashboard')
          ? 'ird'
          : 'restaurant1';
  return { page, outlet };
}

export interface CartLine {
  key: string;
  product: Product;
  quantity: number;
  /** group id → chosen option ids */
  choices: Record<string, string[]>;
  note: string;
}

/**
 * The cart priced by the same rules the server prices with: the lines and total, or the first
 * refusal (an 86'd product, a modifier still to choose) in staff words.
 */
export function priceCart(
  lines: readonly CartLine[],
  products: readonly Product[],
  groups: readonly ModifierGroup[],
): { ok: true; items: OrderItem[]; total_minor: number } | { ok: false; message: string } {
  const byId = new Map(products.map((p) => [p.id, p]));
  const groupsById = new Map(groups.map((g) => [g.id, g]));
  try {
    return {
      ok: true,
      ...priceItems(itemsOf(lines), {
        product: (id) => byId.get(id) ?? null,
        modifierGroup: (id) => groupsById.get(id) ?? null,
      }),
    };
  } catch (error) {
    if (error instanceof OrderRuleError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Toggles an option: a single-choice group swaps, a multi-choice group adds up to its maximum. */
export function toggleChoice(line: CartLine, group: ModifierGroup, optionId: string): CartLine {
  const current = line.choices[group.id] ?? [];
  let next: string[];
  if (current.includes(optionId)) next = current.filter((id) => id !== optionId);
  else if (group.max_selections === 1) next = [optionId];
  else if (current.length >= group.max_selections) next = current;
  else next = [...current, optionId];
  return { ...line, choices: { ...line.choices, [group.id]: next } };
}

export function itemsOf(lines: readonly CartLine[]): OrderItemArgs[] {
  return lines.map((line) => ({
    product_id: line.product.id,
    quantity: line.quantity,
    modifiers: Object.entries(line.choices).flatMap(([group_id, ids]) =>
      ids.map((option_id) => ({ group_id, option_id })),
    ),
    note: line.note,
  }));
}

const servedAt = (p: Product, outlet: OrderService) =>
  p.status === 1 && (p.specific_service_id === null || p.specific_service_id === outlet);

/** Products staff may order at an outlet: on offer, not 86'd, for this service or every service. */
export function orderable(products: readonly Product[], outlet: OrderService): Product[] {
  return products.filter((p) => servedAt(p, outlet) && !p.out_of_stock);
}

/** What the kitchen has run out of at an outlet (86'd), by name: shown on the live board. */
export function eightySixed(products: readonly Product[], outlet: OrderService): string[] {
  return products
    .filter((p) => servedAt(p, outlet) && p.out_of_stock)
    .map((p) => p.name)
    .sort((a, b) => a.localeCompare(b));
}

/** Whole minutes since the order was placed. */
export function ageMinutes(order: Pick<FoodOrder, 'status_times' | 'created_at'>, nowMs: number): number {
  const placed = Date.parse(order.status_times.placed ?? order.created_at);
  return Math.max(0, Math.floor((nowMs - placed) / 60_000));
}

/** An order still open after this many minutes is shown as late on the board. */
export const LATE_AFTER_MINUTES = 20;

export function isLate(
  order: Pick<FoodOrder, 'order_status' | 'status_times' | 'created_at'>,
  nowMs: number,
) {
  return (
    ['placed', 'accepted', 'preparing', 'ready'].includes(order.order_status) &&
    ageMinutes(order, nowMs) >= LATE_AFTER_MINUTES
  );
}

export interface HistoryFilter {
  outlet: OrderService | 'all';
  status: OrderStatus | 'all';
  from: string;
  to: string;
  preOrdersOnly?: boolean;
}

export function filterOrders(orders: readonly FoodOrder[], filter: HistoryFilter): FoodOrder[] {
  return orders.filter(
    (o) =>
      (filter.outlet === 'all' || o.outlet === filter.outlet) &&
      (filter.status === 'all' || o.order_status === filter.status) &&
      (!filter.from || o.business_date >= filter.from) &&
      (!filter.to || o.business_date <= filter.to) &&
      (!filter.preOrdersOnly || o.is_pre_order),
  );
}

export function countsByStatus(orders: readonly FoodOrder[]): Record<OrderStatus, number> {
  const counts: Record<OrderStatus, number> = {
    placed: 0,
    accepted: 0,
    preparing: 0,
    ready: 0,
    served: 0,
    delivered: 0,
    cancelled: 0,
  };
  for (const order of orders) counts[order.order_status] += 1;
  return counts;
}

/** Today's takings: orders placed today and not cancelled. */
export function dayTotalMinor(orders: readonly FoodOrder[], date: string): number {
  return orders
    .filter((o) => o.business_date === date && o.order_status !== 'cancelled')
    .reduce((sum, o) => sum + o.total_minor, 0);
}

type TargetReservation = Pick<
  Reservation,
  'id' | 'first_name' | 'last_name' | 'table_ids' | 'table_number' | 'reservation_Status'
>;

export interface OrderWho {
  table: string | null;
  guest: string | null;
}

/**
 * Who an order is for, as the kitchen card shows it (issue 29 item 3): the table and the guest.
 * A booking's order names its guest and table; a table's order names the party seated there now;
 * a room order has no more to say than its label.
 */
export function orderWho(
  order: Pick<FoodOrder, 'table_id' | 'reservation_id'>,
  tables: readonly { id: string; name: string }[],
  reservations: readonly TargetReservation[],
): OrderWho {
  const guestOf = (r: TargetReservation) => `${r.first_name} ${r.last_name}`.trim() || null;
  const booking = order.reservation_id ? reservations.find((r) => r.id === order.reservation_id) : undefined;
  if (booking) return { table: booking.table_number || null, guest: guestOf(booking) };
  if (!order.table_id) return { table: null, guest: null };
  const tableId = order.table_id;
  const seated = reservations.find(
    (r) => r.table_ids.includes(tableId) && /^seated$/i.test(r.reservation_Status.reservation_Status_Name),
  );
  return {
    table: tables.find((x) => x.id === tableId)?.name ?? null,
    guest: seated ? guestOf(seated) : null,
  };
}
