// Orders where the spec puts them beside other things (issue 15 item 4): a client profile's Order
// History tab, a reservation's orders and a floor plan table's open orders and tab, from the mirror.
import { Group, Stack, Text } from '@mantine/core';
import { OPEN_STATUSES, ORDER_STATUS_LABELS, tabTotalMinor } from '../../../src-shared/orders/order-rules.js';
import type { FoodOrder } from '../../../src-shared/orders/order-schemas.js';
import { useVenueCurrency } from '../money/venue-currency.js';
import { useOrders } from './order-data.js';
import { itemsText, OrdersTable, PendingSync } from './orders-table.js';

export interface OrderLink {
  clientId?: string;
  reservationId?: string;
}

export function linkedTo(orders: readonly FoodOrder[], link: OrderLink): FoodOrder[] {
  return orders.filter(
    (o) =>
      (link.clientId === undefined || o.client_id === link.clientId) &&
      (link.reservationId === undefined || o.reservation_id === link.reservationId),
  );
}

/** A client's or a reservation's orders, newest first. */
export function LinkedOrders({ what, ...link }: OrderLink & { what: string }) {
  const { orders, loading } = useOrders();
  const rows = linkedTo(orders, link);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {loading ? 'Loading…' : `No food orders for this ${what} on this terminal.`}
      </Text>
    );
  return <OrdersTable orders={rows} caption={`Food orders of this ${what}`} />;
}

/** The floor plan's selected table: its open orders and its open tab's total. */
export function TableOrders({ tableId }: { tableId: string }) {
  const { orders, tabs, pending } = useOrders();
  const money = useVenueCurrency();
  const open = orders.filter((o) => o.table_id === tableId && OPEN_STATUSES.includes(o.order_status));
  const tab = tabs.find((t) => t.table_id === tableId && t.status === 'open');
  if (open.length === 0 && !tab) return null;
  return (
    <Stack gap={2} mt={6} aria-label="Open orders of this table" role="group">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Orders
      </Text>
      {open.map((o) => (
        <Group key={o.id} gap={4}>
          <Text size="sm">
            {itemsText(o)} · {ORDER_STATUS_LABELS[o.order_status]} {o.time}
          </Text>
          {pending.has(o.id) && <PendingSync />}
        </Group>
      ))}
      {tab && <Text size="sm">Open tab {money.format(tabTotalMinor(tab.id, orders) / 100)}</Text>}
    </Stack>
  );
}
