// The order list, the "Pending sync" marker and the action notice, shared by the order pages and the linked lists.
import { Badge, Group, Table } from '@mantine/core';
import { ORDER_STATUS_LABELS } from '../../../src-shared/orders/order-rules.js';
import type { FoodOrder } from '../../../src-shared/orders/order-schemas.js';
import { useVenueCurrency } from '../money/venue-currency.js';
import { usePendingRowIds } from '../../reservations/pending-rows.js';
import { OutcomeAlert } from '../../shell/outcome-alert.js';

export const itemsText = (order: FoodOrder) => order.items.map((i) => `${i.quantity} × ${i.name}`).join(', ');

export type Notice = { ok: boolean; text: string } | null;

/** The answer to an order action, dismissable. */
export function NoticeAlert({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <OutcomeAlert
      outcome={notice && { kind: notice.ok ? 'ok' : 'error', text: notice.text }}
      onClose={onClose}
      closeLabel="Dismiss"
    />
  );
}

export function PendingSync() {
  return (
    <Badge size="xs" radius="sm" tt="none" fw={500} variant="outline" color="orange">
      Pending sync
    </Badge>
  );
}

export function OrdersTable({ orders, caption }: { orders: FoodOrder[]; caption: string }) {
  const money = useVenueCurrency();
  const pending = usePendingRowIds();
  return (
    <Table striped aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Time</Table.Th>
          <Table.Th>For</Table.Th>
          <Table.Th>Items</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((o) => (
          <Table.Tr key={o.id}>
            <Table.Td>{o.business_date}</Table.Td>
            <Table.Td>{o.time}</Table.Td>
            <Table.Td>
              {o.label}
              {o.is_pre_order ? ' (pre-order)' : ''}
            </Table.Td>
            <Table.Td>{itemsText(o)}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {ORDER_STATUS_LABELS[o.order_status]}
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
