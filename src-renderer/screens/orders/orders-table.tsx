// The order list, the "Pending sync" marker and the action notice, shared by the order pages and the linked lists.
import { Badge, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FoodOrder } from '../../../src-shared/orders/order-schemas.js';
import { useVenueCurrency } from '../money/venue-currency.js';
import { usePendingRowIds } from '../../reservations/pending-rows.js';
import { OutcomeAlert } from '../../shell/outcome-alert.js';

export const itemsText = (order: FoodOrder) => order.items.map((i) => `${i.quantity} × ${i.name}`).join(', ');

export type Notice = { ok: boolean; text: string } | null;

/** The answer to an order action, dismissable. */
export function NoticeAlert({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <OutcomeAlert
      outcome={notice && { kind: notice.ok ? 'ok' : 'error', text: notice.text }}
      onClose={onClose}
      closeLabel={t('orders.dismiss')}
    />
  );
}

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
  const pending = usePendingRowIds();
  return (
    <Table striped aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('orders.table.date')}</Table.Th>
          <Table.Th>{t('orders.table.time')}</Table.Th>
          <Table.Th>{t('orders.table.for')}</Table.Th>
          <Table.Th>{t('orders.table.items')}</Table.Th>
          <Table.Th>{t('orders.table.status')}</Table.Th>
          <Table.Th>{t('orders.table.total')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((o) => (
          <Table.Tr key={o.id}>
            <Table.Td>{o.business_date}</Table.Td>
            <Table.Td>{o.time}</Table.Td>
            <Table.Td>
              {o.label}
              {o.is_pre_order ? t('orders.table.preOrder') : ''}
            </Table.Td>
            <Table.Td>{itemsText(o)}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {t(`orders.status.${o.order_status}`)}
                {pending.has(o.id) && <PendingSync />}
              </Group>
            </Table.Td>
            <Table.Td>{money.format(o.total_minor / 100)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
