// The food order pages of spec §2 (issue 15 item 3): dashboard, live orders (a kitchen-display
// board by status with age timers), order history, pre-orders, export and tabs, for each outlet
// and under the reservation / grid / floor plan views and the market; plus the order-entry page
// (services/foodOrderManagement/menu). Everything reads the mirror and writes offline mutations,
// so the kitchen keeps moving orders in an outage; a change not yet on the server says so.
import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { uuidv7 } from '../../../src-shared/ids.js';
import {
  nextStatus,
  OPEN_STATUSES,
  ORDER_STATUS_LABELS,
  tabTotalMinor,
} from '../../../src-shared/orders/order-rules.js';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type FoodOrder,
  type OrderStatus,
  type OrderTab,
} from '../../../src-shared/orders/order-schemas.js';
import { ORDER_SERVICE_LABELS, type OrderService } from '../../../src-shared/schemas/menu.js';
import { callApi } from '../../calls/call-api.js';
import { PageFrame } from '../../pages/page-frame.js';
import { clockOf, venueNow } from '../../reservations/venue-clock.js';
import { errorText, useMutate } from '../../reservations/use-mutate.js';
import { useVenueCurrency } from '../money/venue-currency.js';
import type { ScreenProps } from '../screen-table.js';
import { CheckoutPanel } from './checkout-panel.js';
import { linkedTo } from './linked-orders.js';
import { downloadCsv, useOrderMenu, useOrders, useOrderTargets } from './order-data.js';
import { itemsText, NoticeAlert, OrdersTable, PendingSync, type Notice } from './orders-table.js';
import {
  ageMinutes,
  countsByStatus,
  dayTotalMinor,
  eightySixed,
  filterOrders,
  isLate,
  LATE_AFTER_MINUTES,
  orderPageOf,
  type HistoryFilter,
} from './order-model.js';

/** Re-renders every `ms` so ages stay current. */
function useNowMs(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** One order on the board: its target, items, age and the button to its next state. */
function OrderCard({
  order,
  nowMs,
  pending,
  onMove,
}: {
  order: FoodOrder;
  nowMs: number;
  pending: boolean;
  onMove: (order: FoodOrder, status: OrderStatus) => void;
}) {
  const next = nextStatus(order);
  const age = ageMinutes(order, nowMs);
  const late = isLate(order, nowMs);
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={`Order for ${order.label}, ${ORDER_STATUS_LABELS[order.order_status]}, ${age} minutes`}
      data-order-id={order.id}
      data-order-status={order.order_status}
      style={late ? { borderColor: 'var(--mantine-color-red-7)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" gap={4}>
        <Text fw={600}>{order.label}</Text>
        <Badge color={late ? 'red' : 'gray'} variant={late ? 'filled' : 'light'}>
          {age} min{late ? ' · late' : ''}
        </Badge>
      </Group>
      <Text size="sm">{itemsText(order)}</Text>
      {order.items.some((i) => i.note || i.modifiers.length > 0) && (
        <Text size="xs" c="dimmed">
          {order.items
            .map((i) => [...i.modifiers.map((m) => m.option), i.note].filter(Boolean).join(', '))
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      <Group justify="space-between" mt={6}>
        <Text size="xs" c="dimmed">
          {ORDER_STATUS_LABELS[order.order_status]} at {order.time}
        </Text>
        {pending && <PendingSync />}
      </Group>
      <Group gap={4} mt={6}>
        {next && (
          <Button size="compact-sm" onClick={() => onMove(order, next)}>
            Mark {ORDER_STATUS_LABELS[next].toLowerCase()}
          </Button>
        )}
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => onMove(order, 'cancelled')}>
          Cancel order
        </Button>
      </Group>
    </Card>
  );
}

function useMove(setNotice: (n: Notice) => void) {
  const mutate = useMutate();
  return async (order: FoodOrder, status: OrderStatus) => {
    const result = await mutate('order.status', { id: order.id, order_status: status });
    setNotice(
      result.ok
        ? { ok: true, text: `Order for ${order.label}: ${ORDER_STATUS_LABELS[status].toLowerCase()}` }
        : { ok: false, text: `Failed to update status — ${errorText(result.error)}` },
    );
  };
}

export function LiveOrders({ outlet }: { outlet: OrderService }) {
  const { orders, pending } = useOrders();
  const nowMs = useNowMs(30_000);
  const [notice, setNotice] = useState<Notice>(null);
  const [entering, setEntering] = useState(false);
  const move = useMove(setNotice);
  const menu = useOrderMenu();
  const out = useMemo(() => eightySixed(menu.data?.products ?? [], outlet), [menu.data, outlet]);
  const open = orders
    .filter((o) => o.outlet === outlet && OPEN_STATUSES.includes(o.order_status))
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  return (
    <PageFrame
      title={`${ORDER_SERVICE_LABELS[outlet]}: live orders`}
      subtitle={`${open.length} open · late after ${LATE_AFTER_MINUTES} minutes`}
      actions={<Button onClick={() => setEntering(true)}>New order</Button>}
    >
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      {out.length > 0 && (
        <Text size="sm" mb="xs" role="status" aria-label="Out of stock (86)">
          <Badge color="red" variant="filled" mr={6}>
            86
          </Badge>
          {out.join(', ')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {OPEN_STATUSES.map((status) => {
          const column = open.filter((o) => o.order_status === status);
          return (
            <Paper key={status} withBorder p="xs" component="section" aria-labelledby={`column-${status}`}>
              <Title order={2} size="h5" id={`column-${status}`} mb="xs">
                {ORDER_STATUS_LABELS[status]} ({column.length})
              </Title>
              <Stack gap="xs">
                {column.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    nowMs={nowMs}
                    pending={pending.has(order.id)}
                    onMove={(o, s) => void move(o, s)}
                  />
                ))}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Modal opened={entering} onClose={() => setEntering(false)} title="New order" size="xl">
        <CheckoutPanel
          outlet={outlet}
          onPlaced={(o) => {
            setEntering(false);
            setNotice({ ok: true, text: `Order for ${o.label} placed` });
          }}
        />
      </Modal>
    </PageFrame>
  );
}

const PAGE_SIZE = 25;

/** An instant as the venue's date and time (venue time zone). */
const venueStamp = (iso: string) => {
  const at = clockOf(new Date(iso));
  return `${at.date} ${at.time}`;
};

/** The venue dates orders were placed between (history filter, export range). */
function DateRange(props: {
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  return (
    <>
      {(['from', 'to'] as const).map((end) => (
        <TextInput
          key={end}
          label={end === 'from' ? 'From' : 'To'}
          type="date"
          value={props[end]}
          onChange={(e) => props.onChange({ [end]: e.currentTarget.value })}
        />
      ))}
    </>
  );
}

export function OrderHistory({ outlet, preOrders = false }: { outlet: OrderService; preOrders?: boolean }) {
  const { orders, loading } = useOrders();
  // A reservation row's "Orders" links here with ?reservation=<id>: that booking's orders only.
  const reservationId = useSearchParams()[0].get('reservation') ?? undefined;
  const [entering, setEntering] = useState(false);
  const [filter, setFilter] = useState<HistoryFilter>({
    outlet: reservationId ? 'all' : outlet,
    status: 'all',
    from: '',
    to: '',
    preOrdersOnly: preOrders,
  });
  const [page, setPage] = useState(1);
  const rows = useMemo(
    () => filterOrders(reservationId ? linkedTo(orders, { reservationId }) : orders, filter),
    [orders, filter, reservationId],
  );
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const set = (change: Partial<HistoryFilter>) => {
    setFilter((f) => ({ ...f, ...change }));
    setPage(1);
  };
  const title = preOrders ? 'pre-orders' : 'order history';
  return (
    <PageFrame
      title={`${ORDER_SERVICE_LABELS[outlet]}: ${title}`}
      subtitle={`${rows.length} order${rows.length === 1 ? '' : 's'}${reservationId ? ' of this reservation' : ''}`}
      actions={
        reservationId && <Button onClick={() => setEntering(true)}>New order for this reservation</Button>
      }
    >
      {reservationId && (
        <Modal opened={entering} onClose={() => setEntering(false)} title="New order" size="xl">
          <CheckoutPanel
            outlet={outlet}
            preset={{ kind: 'reservation', reservationId }}
            preOrder={preOrders}
            onPlaced={() => setEntering(false)}
          />
        </Modal>
      )}
      <Group mb="sm" align="flex-end">
        <Select
          label="Outlet"
          data={[
            { value: 'all', label: 'All outlets' },
            ...Object.entries(ORDER_SERVICE_LABELS).map(([value, label]) => ({ value, label })),
          ]}
          value={filter.outlet}
          onChange={(v) => set({ outlet: (v ?? 'all') as HistoryFilter['outlet'] })}
          allowDeselect={false}
        />
        <Select
          label="Status"
          data={[
            { value: 'all', label: 'All statuses' },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
          ]}
          value={filter.status}
          onChange={(v) => set({ status: (v ?? 'all') as HistoryFilter['status'] })}
          allowDeselect={false}
        />
        <DateRange from={filter.from} to={filter.to} onChange={(range) => set(range)} />
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{loading ? 'Loading orders…' : 'No orders match.'}</Text>
      ) : (
        <OrdersTable orders={shown} caption={title} />
      )}
      {pages > 1 && <Pagination mt="sm" total={pages} value={page} onChange={setPage} aria-label="Pages" />}
    </PageFrame>
  );
}

export function ExportOrders({ outlet }: { outlet: OrderService }) {
  const today = venueNow().date;
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const result = await callApi('orders.export', { query: { from, to, outlet } });
    setBusy(false);
    if (!result.ok) {
      setNotice({ ok: false, text: `Export failed — ${result.error.message}` });
      return;
    }
    downloadCsv(result.value.filename, result.value.csv);
    setNotice({ ok: true, text: `${result.value.rows} orders exported to ${result.value.filename}` });
  };
  return (
    <PageFrame
      title={`${ORDER_SERVICE_LABELS[outlet]}: export orders`}
      subtitle="CSV of the orders placed in a date range"
    >
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <Group align="flex-end">
        <DateRange
          from={from}
          to={to}
          onChange={(range) => {
            if (range.from !== undefined) setFrom(range.from);
            if (range.to !== undefined) setTo(range.to);
          }}
        />
        <Button onClick={() => void run()} loading={busy} disabled={!from || !to || from > to}>
          Export CSV
        </Button>
      </Group>
    </PageFrame>
  );
}

function CloseTabModal({
  tab,
  owed,
  onClose,
}: {
  tab: OrderTab;
  owed: number;
  onClose: (n: Notice) => void;
}) {
  const mutate = useMutate();
  const money = useVenueCurrency();
  const [paid, setPaid] = useState<number>(owed / 100);
  const [method, setMethod] = useState<string>('card');
  const close = async () => {
    const result = await mutate('tab.close', {
      id: tab.id,
      paid_minor: Math.round(paid * 100),
      payment_method: method as OrderTab['payment_method'] & string,
    });
    onClose(
      result.ok
        ? { ok: true, text: `Tab ${tab.label} closed` }
        : { ok: false, text: `Failed to close the tab — ${errorText(result.error)}` },
    );
  };
  return (
    <Modal opened onClose={() => onClose(null)} title={`Close tab ${tab.label}`}>
      <Stack>
        <Text>Total {money.format(owed / 100)}</Text>
        <NumberInput
          label="Paid"
          min={0}
          decimalScale={2}
          value={paid}
          onChange={(v) => setPaid(Number(v) || 0)}
        />
        <Select
          label="Payment method"
          data={PAYMENT_METHODS.map((m) => ({ value: m, label: m.replace('_', ' ') }))}
          value={method}
          onChange={(v) => setMethod(v ?? 'card')}
          allowDeselect={false}
        />
        <Button onClick={() => void close()}>Close and pay</Button>
      </Stack>
    </Modal>
  );
}

export function OrderTabs({ outlet }: { outlet: OrderService }) {
  const { orders, tabs, pending } = useOrders();
  const money = useVenueCurrency();
  const mutate = useMutate();
  const [notice, setNotice] = useState<Notice>(null);
  const [closing, setClosing] = useState<OrderTab | null>(null);
  const [guest, setGuest] = useState('');
  const [tableId, setTableId] = useState<string | null>(null);
  const { tables } = useOrderTargets(venueNow().date);
  const open = tabs.filter((t) => t.outlet === outlet && t.status === 'open');
  const openTab = async () => {
    const table = tables.find((t) => t.id === tableId);
    const result = await mutate('tab.open', {
      id: uuidv7(),
      outlet,
      table_id: table?.id ?? null,
      guest_name: guest.trim(),
    });
    const whose = [table ? `table ${table.name}` : '', guest.trim()].filter(Boolean).join(', ');
    setNotice(
      result.ok
        ? { ok: true, text: `Tab for ${whose} opened` }
        : { ok: false, text: `Failed to open the tab — ${errorText(result.error)}` },
    );
    if (result.ok) {
      setGuest('');
      setTableId(null);
    }
  };
  return (
    <PageFrame title={`${ORDER_SERVICE_LABELS[outlet]}: tabs`} subtitle={`${open.length} open`}>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <Group align="flex-end" mb="sm">
        <Select
          label="Table"
          placeholder="No table"
          data={tables.map((t) => ({ value: t.id, label: t.name }))}
          value={tableId}
          onChange={setTableId}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the table' }}
          w={160}
        />
        <TextInput
          label="Guest name"
          value={guest}
          onChange={(e) => setGuest(e.currentTarget.value)}
          maxLength={80}
        />
        <Button onClick={() => void openTab()} disabled={!guest.trim() && !tableId}>
          Open tab
        </Button>
      </Group>
      {open.length === 0 ? (
        <Text c="dimmed">No open tabs.</Text>
      ) : (
        <Table aria-label="Open tabs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tab</Table.Th>
              <Table.Th>Opened</Table.Th>
              <Table.Th>Total</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {open.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  <Group gap={4}>
                    {t.label}
                    {pending.has(t.id) && <PendingSync />}
                  </Group>
                </Table.Td>
                <Table.Td>{venueStamp(t.opened_at)}</Table.Td>
                <Table.Td>{money.format(tabTotalMinor(t.id, orders) / 100)}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    onClick={() => setClosing(t)}
                    aria-label={`Close and pay tab ${t.label}`}
                  >
                    Close and pay
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {closing && (
        <CloseTabModal
          tab={closing}
          owed={tabTotalMinor(closing.id, orders)}
          onClose={(n) => {
            setClosing(null);
            if (n) setNotice(n);
          }}
        />
      )}
    </PageFrame>
  );
}

export function OrdersDashboard({ outlet }: { outlet: OrderService }) {
  const { orders } = useOrders();
  const money = useVenueCurrency();
  const today = venueNow().date;
  const mine = orders.filter((o) => o.outlet === outlet);
  const counts = countsByStatus(mine.filter((o) => o.business_date === today));
  return (
    <PageFrame title={`${ORDER_SERVICE_LABELS[outlet]}: dashboard`} subtitle={today}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md">
        {ORDER_STATUSES.map((s) => (
          <Paper key={s} withBorder p="sm" aria-label={`${ORDER_STATUS_LABELS[s]} today`}>
            <Text size="xs" c="dimmed" tt="uppercase">
              {ORDER_STATUS_LABELS[s]}
            </Text>
            <Text fw={700} size="xl">
              {counts[s]}
            </Text>
          </Paper>
        ))}
        <Paper withBorder p="sm" aria-label="Today's total">
          <Text size="xs" c="dimmed" tt="uppercase">
            Today&apos;s total
          </Text>
          <Text fw={700} size="xl">
            {money.format(dayTotalMinor(mine, today) / 100)}
          </Text>
        </Paper>
      </SimpleGrid>
    </PageFrame>
  );
}

export function OrderEntry({ outlet }: { outlet: OrderService }) {
  return (
    <PageFrame title={`${ORDER_SERVICE_LABELS[outlet]}: take an order`}>
      <CheckoutPanel outlet={outlet} />
    </PageFrame>
  );
}

/** Every order route: the page and outlet come from the screen entry. */
export function OrdersPage({ entry }: ScreenProps) {
  const { page, outlet } = orderPageOf(entry.id);
  switch (page) {
    case 'dashboard':
      return <OrdersDashboard outlet={outlet} />;
    case 'liveOrders':
      return <LiveOrders outlet={outlet} />;
    case 'orderHistory':
      return <OrderHistory outlet={outlet} />;
    case 'preOrders':
      return <OrderHistory outlet={outlet} preOrders />;
    case 'exportOrders':
      return <ExportOrders outlet={outlet} />;
    case 'tabs':
      return <OrderTabs outlet={outlet} />;
    default:
      return <OrderEntry outlet={outlet} />;
  }
}
