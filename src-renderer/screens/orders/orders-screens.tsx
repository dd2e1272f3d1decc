// The food order pages of spec §2 (issue 15 item 3): dashboard, live orders (a kitchen-display
// board by status with age timers, live-orders.tsx), order history, pre-orders, export and tabs, for each outlet
// and under the reservation / grid / floor plan views and the market; plus the order-entry page
// (services/foodOrderManagement/menu). Everything reads the mirror and writes offline mutations,
// so the kitchen keeps moving orders in an outage; a change not yet on the server says so.
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { uuidv7 } from '../../../src-shared/ids.js';
import { tabTotalMinor } from '../../../src-shared/orders/order-rules.js';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type OrderTab,
  type PaymentMethod,
} from '../../../src-shared/orders/order-schemas.js';
import {
  activePaymentOptions,
  type PaymentOption,
} from '../../../src-shared/orders/payment-option-resource.js';
import { ORDER_SERVICE_LABELS, type OrderService } from '../../../src-shared/schemas/menu.js';
import { callApi } from '../../data/call.js';
import { resourceChannel } from '../../data/resource.js';
import { useData } from '../../data/use-data.js';
import { useCsvExport } from '../../kit/csv-export.js';
import { useDates } from '../../kit/dates.js';
import { ALL_CHOICE, choicesOf, FilterSelect } from '../../kit/filter-select.js';
import { PlainTable } from '../../kit/plain-table.js';
import { PageFrame } from '../../pages/page-frame.js';
import { venueNow } from '../../data/venue-clock.js';
import { errorText, useMutate } from '../../data/mutate.js';
import { NoticeLine } from '../../shell/notice-line.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';
import type { ScreenProps } from '../screen-entry.js';
import { CheckoutPanel } from './checkout-panel.js';
import { OrderPageLinks } from './order-page-links.js';
import { linkedTo } from './linked-orders.js';
import { LiveOrders } from './live-orders.js';
import { useOrders, useOrderTargets } from './order-data.js';
import { OrdersTable, PendingSync, type Notice } from './orders-table.js';
import {
  countsByStatus,
  dayTotalMinor,
  filterOrders,
  orderPageOf,
  type HistoryFilter,
} from './order-model.js';

const PAGE_SIZE = 25;

/** The venue dates orders were placed between (history filter, export range). */
function DateRange(props: {
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {(['from', 'to'] as const).map((end) => (
        <TextInput
          key={end}
          label={end === 'from' ? t('orders.history.from') : t('orders.history.to')}
          type="date"
          value={props[end]}
          onChange={(e) => props.onChange({ [end]: e.currentTarget.value })}
        />
      ))}
    </>
  );
}

export function OrderHistory({ outlet, preOrders = false }: { outlet: OrderService; preOrders?: boolean }) {
  const { t } = useTranslation();
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
  const title = preOrders ? t('orders.history.preOrders') : t('orders.history.orderHistory');
  return (
    <PageFrame
      nav={<OrderPageLinks outlet={outlet} />}
      title={t('orders.history.title', { outlet: t(`orders.outlet.${outlet}`), what: title })}
      subtitle={`${t('orders.history.count', { count: rows.length })}${reservationId ? t('orders.history.ofReservation') : ''}`}
      actions={
        reservationId && (
          <Button onClick={() => setEntering(true)}>{t('orders.history.newForReservation')}</Button>
        )
      }
    >
      {reservationId && (
        <Modal
          opened={entering}
          onClose={() => setEntering(false)}
          title={t('orders.live.newOrder')}
          size="xl"
        >
          <CheckoutPanel
            outlet={outlet}
            preset={{ kind: 'reservation', reservationId }}
            preOrder={preOrders}
            onPlaced={() => setEntering(false)}
          />
        </Modal>
      )}
      <Group mb="sm" align="flex-end">
        <FilterSelect
          label={t('orders.history.outlet')}
          allLabel={t('orders.history.allOutlets')}
          choices={choicesOf(Object.keys(ORDER_SERVICE_LABELS), (value) => t(`orders.outlet.${value}`))}
          value={filter.outlet}
          onChange={(v) => set({ outlet: (v ?? ALL_CHOICE) as HistoryFilter['outlet'] })}
        />
        <FilterSelect
          label={t('orders.history.status')}
          allLabel={t('orders.history.allStatuses')}
          choices={choicesOf(ORDER_STATUSES, (s) => t(`orders.status.${s}`))}
          value={filter.status}
          onChange={(v) => set({ status: (v ?? ALL_CHOICE) as HistoryFilter['status'] })}
        />
        <DateRange from={filter.from} to={filter.to} onChange={(range) => set(range)} />
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{loading ? t('orders.history.loading') : t('orders.history.none')}</Text>
      ) : (
        <OrdersTable orders={shown} caption={title} />
      )}
      {pages > 1 && (
        <Pagination
          mt="sm"
          total={pages}
          value={page}
          onChange={setPage}
          aria-label={t('orders.history.pages')}
        />
      )}
    </PageFrame>
  );
}

export function ExportOrders({ outlet }: { outlet: OrderService }) {
  const { t } = useTranslation();
  const today = venueNow().date;
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { busy, run } = useCsvExport(setNotice);
  return (
    <PageFrame
      nav={<OrderPageLinks outlet={outlet} />}
      title={t('orders.export.title', { outlet: t(`orders.outlet.${outlet}`) })}
      subtitle={t('orders.export.subtitle')}
    >
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <Group align="flex-end">
        <DateRange
          from={from}
          to={to}
          onChange={(range) => {
            if (range.from !== undefined) setFrom(range.from);
            if (range.to !== undefined) setTo(range.to);
          }}
        />
        <Button
          onClick={() =>
            void run(() => callApi('orders.export', { query: { from, to, outlet } }), {
              failed: (error) => t('orders.export.failed', { error }),
              done: (file) => t('orders.export.done', { count: file.rows, file: file.filename }),
            })
          }
          loading={busy}
          disabled={!from || !to || from > to}
        >
          {t('orders.export.button')}
        </Button>
      </Group>
    </PageFrame>
  );
}

/**
 * Closing a tab: the amount paid and what it was paid with — one of the venue's payment options
 * (Settings › Integration › Payment integration) when it has any, which gives the tab its payment
 * method; the methods themselves when it has none or they cannot be read (offline: options are kept
 * online only).
 */
function CloseTabModal({
  tab,
  owed,
  onClose,
}: {
  tab: OrderTab;
  owed: number;
  onClose: (n: Notice) => void;
}) {
  const { t } = useTranslation();
  const mutate = useMutate();
  const money = useVenueCurrency();
  const [paid, setPaid] = useState<number>(owed / 100);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [optionId, setOptionId] = useState<string | null>(null);
  const read = useData(
    () => resourceChannel('paymentOption', 'list')() as Promise<IpcResult<PaymentOption[]>>,
    'payment-options',
    [],
  );
  const options = activePaymentOptions(read.data ?? []);
  const chosen = options.find((o) => o.id === optionId) ?? options[0] ?? null;
  const close = async () => {
    const result = await mutate('tab.close', {
      id: tab.id,
      paid_minor: Math.round(paid * 100),
      payment_method: chosen?.method ?? method,
    });
    onClose(
      result.ok
        ? { ok: true, text: t('orders.tabs.closed', { label: tab.label }) }
        : { ok: false, text: t('orders.tabs.closeFailed', { error: errorText(result.error) }) },
    );
  };
  return (
    <Modal opened onClose={() => onClose(null)} title={t('orders.tabs.closeTitle', { label: tab.label })}>
      <Stack>
        <Text>{t('orders.tabs.total', { amount: money.format(owed / 100) })}</Text>
        <NumberInput
          label={t('orders.tabs.paid')}
          min={0}
          decimalScale={2}
          value={paid}
          onChange={(v) => setPaid(Number(v) || 0)}
        />
        {chosen ? (
          <Select
            label={t('orders.tabs.option')}
            data={options.map((o) => ({
              value: o.id,
              label: `${o.name} (${t(`orders.payment.${o.method}`)})`,
            }))}
            value={chosen.id}
            onChange={(v) => setOptionId(v)}
            allowDeselect={false}
          />
        ) : (
          <>
            {read.error && (
              <Text size="sm" c="var(--venue-text)" role="status">
                {t('orders.tabs.optionsUnavailable', { error: read.error })}
              </Text>
            )}
            <Select
              label={t('orders.tabs.method')}
              data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`orders.payment.${m}`) }))}
              value={method}
              onChange={(v) => setMethod(PAYMENT_METHODS.find((m) => m === v) ?? 'card')}
              allowDeselect={false}
            />
          </>
        )}
        <Button onClick={() => void close()} disabled={read.loading}>
          {t('orders.tabs.closeAndPay')}
        </Button>
      </Stack>
    </Modal>
  );
}

export function OrderTabs({ outlet }: { outlet: OrderService }) {
  const { t } = useTranslation();
  const venueStamp = useDates().at;
  const { orders, tabs, pending } = useOrders();
  const money = useVenueCurrency();
  const mutate = useMutate();
  const [notice, setNotice] = useState<Notice>(null);
  const [closing, setClosing] = useState<OrderTab | null>(null);
  const [guest, setGuest] = useState('');
  const [tableId, setTableId] = useState<string | null>(null);
  const { tables } = useOrderTargets(venueNow().date);
  const open = tabs.filter((x) => x.outlet === outlet && x.status === 'open');
  const openTab = async () => {
    const table = tables.find((x) => x.id === tableId);
    const result = await mutate('tab.open', {
      id: uuidv7(),
      outlet,
      table_id: table?.id ?? null,
      guest_name: guest.trim(),
    });
    const whose = [table ? t('orders.tabs.table', { name: table.name }) : '', guest.trim()]
      .filter(Boolean)
      .join(', ');
    setNotice(
      result.ok
        ? { ok: true, text: t('orders.tabs.opened', { whose }) }
        : { ok: false, text: t('orders.tabs.openFailed', { error: errorText(result.error) }) },
    );
    if (result.ok) {
      setGuest('');
      setTableId(null);
    }
  };
  return (
    <PageFrame
      nav={<OrderPageLinks outlet={outlet} />}
      title={t('orders.tabs.title', { outlet: t(`orders.outlet.${outlet}`) })}
      subtitle={t('orders.tabs.open', { count: open.length })}
    >
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <Group align="flex-end" mb="sm">
        <Select
          label={t('orders.tabs.tableLabel')}
          placeholder={t('orders.tabs.noTable')}
          data={tables.map((x) => ({ value: x.id, label: x.name }))}
          value={tableId}
          onChange={setTableId}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('orders.tabs.clearTable') }}
          w={160}
        />
        <TextInput
          label={t('orders.tabs.guest')}
          value={guest}
          onChange={(e) => setGuest(e.currentTarget.value)}
          maxLength={80}
        />
        <Button onClick={() => void openTab()} disabled={!guest.trim() && !tableId}>
          {t('orders.tabs.openTab')}
        </Button>
      </Group>
      {open.length === 0 ? (
        <Text c="dimmed">{t('orders.tabs.none')}</Text>
      ) : (
        <PlainTable
          aria-label={t('orders.tabs.list')}
          rows={open}
          rowKey={(tab) => tab.id}
          columns={[
            {
              key: 'tab',
              header: t('orders.tabs.tab'),
              cell: (tab) => (
                <Group gap={4}>
                  {tab.label}
                  {pending.has(tab.id) && <PendingSync />}
                </Group>
              ),
            },
            { key: 'opened', header: t('orders.tabs.openedAt'), cell: (tab) => venueStamp(tab.opened_at) },
            {
              key: 'total',
              header: t('orders.tabs.totalCol'),
              cell: (tab) => money.format(tabTotalMinor(tab.id, orders) / 100),
            },
            {
              key: 'actions',
              header: t('orders.tabs.actions'),
              cell: (tab) => (
                <Button
                  size="compact-sm"
                  onClick={() => setClosing(tab)}
                  aria-label={t('orders.tabs.closeAndPayNamed', { label: tab.label })}
                >
                  {t('orders.tabs.closeAndPay')}
                </Button>
              ),
            },
          ]}
        />
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
  const { t } = useTranslation();
  const { orders } = useOrders();
  const money = useVenueCurrency();
  const today = venueNow().date;
  const mine = orders.filter((o) => o.outlet === outlet);
  const counts = countsByStatus(mine.filter((o) => o.business_date === today));
  return (
    <PageFrame
      nav={<OrderPageLinks outlet={outlet} />}
      title={t('orders.dashboard.title', { outlet: t(`orders.outlet.${outlet}`) })}
      subtitle={today}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md">
        {ORDER_STATUSES.map((s) => (
          <Paper
            key={s}
            withBorder
            p="sm"
            aria-label={t('orders.dashboard.today', { status: t(`orders.status.${s}`) })}
          >
            <Text size="xs" c="dimmed" tt="uppercase">
              {t(`orders.status.${s}`)}
            </Text>
            <Text fw={700} size="xl">
              {counts[s]}
            </Text>
          </Paper>
        ))}
        <Paper withBorder p="sm" aria-label={t('orders.dashboard.total')}>
          <Text size="xs" c="dimmed" tt="uppercase">
            {t('orders.dashboard.total')}
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
  const { t } = useTranslation();
  return (
    <PageFrame
      nav={<OrderPageLinks outlet={outlet} />}
      title={t('orders.entry.title', { outlet: t(`orders.outlet.${outlet}`) })}
    >
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
