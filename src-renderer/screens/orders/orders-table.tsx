// The order list, the "Pending sync" marker and the action notice type, shared by the order pages and the linked lists.
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FoodOrder } from '../../../src-shared/orders/order-schemas.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';
import { usePendingRowIds } from '../../data/pending-rows.js';
import { useDates } from '../../kit/dates.js';
import { PlainTable } from '../../kit/plain-table.js';
import type { Notice as ShellNotice } from '../../shell/notice-line.js';

export const itemsText = (order: FoodOrder) => order.items.map((i) => `${i.quantity} × ${i.name}`).join(', ');

/** An order action's answer (the shell's notice line shows it), or none. */
export type Notice = ShellNotice | null;

export function PendingSync() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" radius="sm" tt="none" fw={500} variant="outline" color="orange">
      {t('orders.pending')}
    </Badge>
  );
}

export function OrdersTable({ orders, caption }: { orders: FoodOrder[]; caption: string }) {
  const { t } = useTranslation();
  const money = useVenueCurrency();
  const dates = useDates();
  const pending = usePendingRowIds();
  return (
    <PlainTable
      striped
      aria-label={caption}
      rows={orders}
      rowKey={(o) => o.id}
      columns={[
        { key: 'date', header: t('orders.table.date'), cell: (o) => dates.day(o.business_date) },
        { key: 'time', header: t('orders.table.time'), cell: (o) => o.time },
        {
          key: 'for',
          header: t('orders.table.for'),
          cell: (o) => (
            <>
              {o.label}
              {o.is_pre_order ? t('orders.table.preOrder') : ''}
            </>
          ),
        },
        { key: 'items', header: t('orders.table.items'), cell: itemsText },
        {
          key: 'status',
          header: t('orders.table.status'),
          cell: (o) => (
            <Group gap={4}>
              {t(`orders.status.${o.order_status}`)}
              {pending.has(o.id) && <PendingSync />}
            </Group>
          ),
        },
        { key: 'total', header: t('orders.table.total'), cell: (o) => money.format(o.total_minor / 100) },
      ]}
    />
  );
}
