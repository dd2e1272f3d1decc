// The order screens' reads, all from this terminal's mirror (so they work in an outage, with
// pending changes shown), and the one write path: an offline mutation through useMutate.
import { useMemo } from 'react';
import type { FoodOrder, OrderTab } from '../../../src-shared/orders/order-schemas.js';
import { usePendingRowIds } from '../../data/pending-rows.js';
import { useData } from '../../data/use-data.js';
import { venue } from '../../data/venue.js';

export function useOrders() {
  const state = useData(() => venue()['mirror.orders']({}), 'orders', ['food_orders', 'order_tabs']);
  const pending = usePendingRowIds();
  const orders: FoodOrder[] = useMemo(() => state.data?.orders ?? [], [state.data]);
  const tabs: OrderTab[] = useMemo(() => state.data?.tabs ?? [], [state.data]);
  return { orders, tabs, pending, loading: state.loading, error: state.error };
}

export function useOrderMenu() {
  return useData(() => venue()['mirror.menu'](), 'order-menu', [
    'menus',
    'menu_categories',
    'products',
    'modifier_groups',
  ]);
}

export function useOrderTargets(date: string) {
  const floor = useData(() => venue()['mirror.floor'](), 'floor', ['tables']);
  const bookings = useData(() => venue()['mirror.reservations']({ date }), `orders:${date}`, [
    'reservations',
  ]);
  return { tables: floor.data?.tables ?? [], reservations: bookings.data ?? [] };
}
