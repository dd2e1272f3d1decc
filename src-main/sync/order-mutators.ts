// The terminal's optimistic half of the food order and tab mutations: the same shared rules the
// server decides with (src-shared/orders/order-rules.ts), on the mirror's products, orders and
// tabs. A rule refusal here is a LocalMutationError naming the field; the server may still refuse
// a change this accepted (another terminal moved the order first), which becomes a notice.
import { checkItemsEditable, checkTabClose, checkTabOpen } from '../../src-shared/orders/order-rules.js';
import { checkTransition, OrderRuleError, orderLabel } from '../../src-shared/orders/order-rules.js';
import { priceItems, stampStatus, tabLabel, tabTotalMinor } from '../../src-shared/orders/order-rules.js';
import type { FoodOrder, OrderItemInput, OrderTab } from '../../src-shared/orders/order-schemas.js';
import type { MutationArgs } from '../../src-shared/sync/mutations.js';
import { instantToVenueLocal } from '../../src-shared/time.js';
import { LocalMutationError, newRow, type MutatorState } from './mutator-state.js';

function locally<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof OrderRuleError) throw new LocalMutationError(error.message, error.field);
    throw error;
  }
}

function price(state: MutatorState, items: readonly OrderItemInput[]) {
  const products = new Map(state.products().map((p) => [p.id, p]));
  const groups = new Map(state.modifierGroups().map((g) => [g.id, g]));
  return locally(() =>
    priceItems(items, {
      product: (id) => products.get(id) ?? null,
      modifierGroup: (id) => groups.get(id) ?? null,
    }),
  );
}

function requireOrder(state: MutatorState, id: string): FoodOrder {
  const order = state.foodOrder(id);
  if (!order) throw new LocalMutationError(`Food order ${id} is not on this terminal`, 'id');
  return order;
}

function requireTab(state: MutatorState, id: string): OrderTab {
  const tab = state.orderTab(id);
  if (!tab) throw new LocalMutationError(`Tab ${id} is not on this terminal`, 'id');
  return tab;
}

const tableName = (state: MutatorState, id: string | null) =>
  id ? (state.tables().find((t) => t.id === id)?.name ?? null) : null;

export function createFoodOrder(state: MutatorState, args: MutationArgs<'order.create'>): FoodOrder {
  const existing = state.foodOrder(args.id);
  if (existing) return existing;
  if (args.tab_id) {
    const tabId = args.tab_id;
    locally(() => checkTabOpen(state.orderTab(tabId), tabId));
  }
  const priced = price(state, args.items);
  const booking = args.reservation_id ? state.reservation(args.reservation_id) : null;
  const label = orderLabel(args.target_kind, {
    tableName: tableName(state, args.table_id),
    room: args.room,
    guestName: booking ? `${booking.first_name} ${booking.last_name}` : null,
  });
  return newRow<FoodOrder>(state, args.id, () => ({
    outlet: args.outlet,
    target_kind: args.target_kind,
    table_id: args.table_id,
    room: args.room,
    reservation_id: args.reservation_id,
    client_id: args.client_id ?? booking?.client_id ?? null,
    label,
    ...priced,
    ...stampStatus({ status_times: {} }, 'placed', state.now, state.timeZone),
    business_date: instantToVenueLocal(state.now, state.timeZone).date,
    is_pre_order: args.is_pre_order,
    tab_id: args.tab_id,
    created_by: '',
  }));
}

export function setFoodOrderStatus(state: MutatorState, args: MutationArgs<'order.status'>): FoodOrder {
  const order = requireOrder(state, args.id);
  locally(() => checkTransition(order.order_status, args.order_status));
  return {
    ...order,
    ...stampStatus(order, args.order_status, state.now, state.timeZone),
    updated_at: state.now.toISOString(),
  };
}

export function setFoodOrderItems(state: MutatorState, args: MutationArgs<'order.items'>): FoodOrder {
  const order = requireOrder(state, args.id);
  locally(() => checkItemsEditable(order.order_status));
  return { ...order, ...price(state, args.items), updated_at: state.now.toISOString() };
}

export function openOrderTab(state: MutatorState, args: MutationArgs<'tab.open'>): OrderTab {
  return (
    state.orderTab(args.id) ??
    newRow<OrderTab>(state, args.id, (now) => ({
      outlet: args.outlet,
      table_id: args.table_id,
      guest_name: args.guest_name,
      label: tabLabel(args, tableName(state, args.table_id)),
      status: 'open',
      opened_at: now,
      closed_at: null,
      paid_minor: null,
      payment_method: null,
    }))
  );
}

export function closeOrderTab(state: MutatorState, args: MutationArgs<'tab.close'>): OrderTab {
  const tab = requireTab(state, args.id);
  const owed = tabTotalMinor(tab.id, state.foodOrders());
  locally(() => checkTabClose(tab, owed, args.paid_minor));
  const now = state.now.toISOString();
  return {
    ...tab,
    status: 'closed',
    closed_at: now,
    paid_minor: args.paid_minor,
    payment_method: args.payment_method,
    updated_at: now,
  };
}
