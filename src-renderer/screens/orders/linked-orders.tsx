// Orders where the spec puts them beside other things (issue 15 item 4): a client profile's Order
// History tab, a reservation's orders and a floor plan table's open orders and tab, from the mirror.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { OPEN_STATUSES, tabTotalMinor } from '../../../src-shared/orders/order-rules.js';
import type { FoodOrder } from '../../../src-shared/orders/order-schemas.js';
import { consolePrefix } from '../../shell/console-paths.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';
import { screenHref } from '../screen-table.js';
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
export function LinkedOrders({ what, ...link }: OrderLink & { what: 'client' | 'reservation' }) {
  const { t } = useTranslation();
  const { orders, loading } = useOrders();
  const prefix = consolePrefix(useLocation().pathname);
  const rows = linkedTo(orders, link);
  // A reservation's orders open its order history, where more can be taken for it.
  const more = what === 'reservation' && link.reservationId && (
    <Anchor
      component={Link}
      size="sm"
      to={screenHref(prefix, 'reservation.foodOrders.orderHistory', {
        query: { reservation: link.reservationId },
      })}
    >
      {t('orders.linked.reservationOrders')}
    </Anchor>
  );
  if (rows.length === 0)
    return (
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {loading
            ? t('orders.linked.loading')
            : t(what === 'client' ? 'orders.linked.emptyClient' : 'orders.linked.emptyReservation')}
        </Text>
        {more}
      </Stack>
    );
  return (
    <Stack gap={4}>
      <OrdersTable
        orders={rows}
        caption={t(what === 'client' ? 'orders.linked.captionClient' : 'orders.linked.captionReservation')}
      />
      {more}
    </Stack>
  );
}

/** The floor plan's selected table: its open orders and its open tab's total. */
export function TableOrders({ tableId }: { tableId: string }) {
  const { t } = useTranslation();
  const { orders, tabs, pending } = useOrders();
  const money = useVenueCurrency();
  const prefix = consolePrefix(useLocation().pathname);
  const open = orders.filter((o) => o.table_id === tableId && OPEN_STATUSES.includes(o.order_status));
  const tab = tabs.find((x) => x.table_id === tableId && x.status === 'open');
  if (open.length === 0 && !tab) return null;
  return (
    <Stack gap={2} mt={6} aria-label={t('orders.linked.tableOrders')} role="group">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('orders.linked.orders')}
      </Text>
      {open.map((o) => (
        <Group key={o.id} gap={4}>
          <Text size="sm">
            {itemsText(o)} · {t(`orders.status.${o.order_status}`)} {o.time}
          </Text>
          {pending.has(o.id) && <PendingSync />}
        </Group>
      ))}
      {tab && (
        <Text size="sm">
          {t('orders.linked.openTab', { amount: money.format(tabTotalMinor(tab.id, orders) / 100) })}
        </Text>
      )}
      <Anchor component={Link} size="sm" to={screenHref(prefix, 'foodOrders.restaurant1.liveOrders')}>
        {t('orders.linked.liveBoard')}
      </Anchor>
    </Stack>
  );
}
