// The food order rules both sides run: the server decides with them (src-server/orders) and a
// terminal applies an offline change optimistically with the same functions
// (src-main/sync/order-mutators.ts), so a move the terminal accepts is one the server accepts
// unless someone else got there first. Each refusal is an OrderRuleError naming the field.
import type { ModifierGroup, Product } from '../schemas/product.js';
import { grossPriceMinor } from '../domain/money.js';
import { instantToVenueLocal } from '../time.js';
import type {
  FoodOrder,
  OrderItem,
  OrderItemInput,
  OrderStatus,
  OrderTab,
  OrderTarget,
} from './order-schemas.js';

export class OrderRuleError extends Error {
  constructor(
    message: string,
    readonly field: string,
    /** 409: the order's state refuses it (another terminal moved it); 422: a bad value. */
    readonly status: 409 | 422 = 422,
  ) {
    super(message);
    this.name = 'OrderRuleError';
  }
}

/** placed → accepted → preparing → ready → served | delivered; cancelled from any open state. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['accepted', 'cancelled'],
  accepted: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['served', 'delivered', 'cancelled'],
  served: [],
  delivered: [],
  cancelled: [],
};

/** The board's columns: the states an order waits in. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['placed', 'accepted', 'preparing', 'ready'];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  accepted: 'Accepted',
  preparing: 'Preparing',
  ready: 'Ready',
  served: 'Served',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function allowedMoves(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

/** The board's forward move: ready → delivered for in-room dining, served elsewhere. */
export function nextStatus(order: Pick<FoodOrder, 'order_status' | 'outlet'>): OrderStatus | null {
  if (order.order_status === 'ready') return order.outlet === 'ird' ? 'delivered' : 'served';
  return NEXT[order.order_status].find((s) => s !== 'cancelled') ?? null;
}

/** Refuses an illegal move with a 409 naming both states. */
export function checkTransition(from: OrderStatus, to: OrderStatus): void {
  if (NEXT[from].includes(to)) return;
  const allowed = NEXT[from];
  throw new OrderRuleError(
    allowed.length === 0
      ? `Order is ${from} and can no longer change (asked: ${to})`
      : `Order cannot move from ${from} to ${to} (allowed: ${allowed.join(', ')})`,
    'order_status',
    409,
  );
}

/** Items change only before the kitchen starts on them. */
export function checkItemsEditable(status: OrderStatus): void {
  if (status !== 'placed' && status !== 'accepted')
    throw new OrderRuleError(
      `Items can only change while the order is placed or accepted; it is ${status}`,
      'items',
      409,
    );
}

/** The order's status, its stamped time and its status times after moving to `status` at `at`. */
export function stampStatus(
  order: Pick<FoodOrder, 'status_times'>,
  status: OrderStatus,
  at: Date,
  timeZone: string,
): Pick<FoodOrder, 'order_status' | 'status_times' | 'time'> {
  return {
    order_status: status,
    status_times: { ...order.status_times, [status]: at.toISOString() },
    time: instantToVenueLocal(at, timeZone).time,
  };
}

export interface PricingCatalogue {
  product(id: string): Product | null;
  modifierGroup(id: string): ModifierGroup | null;
}

/**
 * Prices the items from the catalogue: a product 86'd (out of stock) or switched off is refused by
 * name, as is a modifier the product does not offer or a group answered too few or too many times.
 */
export function priceItems(
  inputs: readonly OrderItemInput[],
  catalogue: PricingCatalogue,
): { items: OrderItem[]; total_minor: number } {
  const items = inputs.map((input, index): OrderItem => {
    const field = `items.${index}`;
    const product = catalogue.product(input.product_id);
    if (!product) throw new OrderRuleError(`No product with id ${input.product_id}`, `${field}.product_id`);
    if (product.out_of_stock)
      throw new OrderRuleError(`${product.name} is out of stock (86)`, `${field}.product_id`);
    if (product.status !== 1)
      throw new OrderRuleError(`${product.name} is not available (inactive)`, `${field}.product_id`);
    const chosen = input.modifiers ?? [];
    const modifiers = chosen.map((m, i) => {
      const group = product.modifier_group_ids.includes(m.group_id)
        ? catalogue.modifierGroup(m.group_id)
        : null;
      const option = group?.options.find((o) => o.id === m.option_id && o.status === 1);
      if (!group || !option)
        throw new OrderRuleError(`${product.name} has no such modifier option`, `${field}.modifiers.${i}`);
      return {
        group_id: group.id,
        option_id: option.id,
        option: option.name,
        price_delta_minor: grossPriceMinor(option.price_delta, product.tax),
      };
    });
    for (const groupId of product.modifier_group_ids) {
      const group = catalogue.modifierGroup(groupId);
      if (!group || group.status !== 1) continue;
      const count = modifiers.filter((m) => m.group_id === groupId).length;
      const min = group.required ? Math.max(1, group.min_selections) : group.min_selections;
      if (count < min)
        throw new OrderRuleError(
          `${product.name}: choose at least ${min} of ${group.name}`,
          `${field}.modifiers`,
        );
      if (count > group.max_selections)
        throw new OrderRuleError(
          `${product.name}: choose at most ${group.max_selections} of ${group.name}`,
          `${field}.modifiers`,
        );
    }
    const quantity = input.quantity;
    const unit = grossPriceMinor(product.price, product.tax);
    const each = unit + modifiers.reduce((sum, m) => sum + m.price_delta_minor, 0);
    return {
      product_id: product.id,
      name: product.name,
      quantity,
      unit_price_minor: unit,
      modifiers,
      note: input.note ?? '',
      line_total_minor: each * quantity,
    };
  });
  return { items, total_minor: items.reduce((sum, item) => sum + item.line_total_minor, 0) };
}

/** What the kitchen reads for the order's target. */
export function orderLabel(
  kind: OrderTarget,
  facts: { tableName?: string | null; room?: string | null; guestName?: string | null },
): string {
  if (kind === 'table') return `Table ${facts.tableName ?? '?'}`;
  if (kind === 'room') return `Room ${facts.room ?? '?'}`;
  return `Reservation: ${facts.guestName?.trim() || 'guest'}`;
}

export function tabLabel(tab: Pick<OrderTab, 'guest_name'>, tableName: string | null): string {
  if (tableName) return tab.guest_name ? `Table ${tableName} (${tab.guest_name})` : `Table ${tableName}`;
  return tab.guest_name;
}

/** What a tab owes: its orders not cancelled. */
export function tabTotalMinor(tabId: string, orders: readonly FoodOrder[]): number {
  return orders
    .filter((o) => o.tab_id === tabId && o.order_status !== 'cancelled')
    .reduce((sum, o) => sum + o.total_minor, 0);
}

/** Refuses closing a tab twice or for less than it owes. */
export function checkTabClose(tab: Pick<OrderTab, 'status' | 'label'>, owed: number, paid: number): void {
  if (tab.status !== 'open') throw new OrderRuleError(`Tab ${tab.label} is already closed`, 'status', 409);
  if (paid < owed)
    throw new OrderRuleError(
      `Payment ${paid} is less than the tab's total ${owed} (minor units)`,
      'paid_minor',
    );
}

/** Refuses an order on a closed tab. */
export function checkTabOpen(tab: Pick<OrderTab, 'status' | 'label'> | null, tabId: string): void {
  if (!tab) throw new OrderRuleError(`No tab with id ${tabId}`, 'tab_id');
  if (tab.status !== 'open') throw new OrderRuleError(`Tab ${tab.label} is closed`, 'tab_id', 409);
}
