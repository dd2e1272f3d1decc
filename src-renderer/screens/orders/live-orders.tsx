// The live orders board (spec §2, issue 15 item 3): a kitchen-display board of the outlet's open
// orders by status with age timers. It reads the mirror and moves orders through offline mutations,
// so the kitchen keeps moving them in an outage; a change not yet on the server says so.
//
// A move re-draws one card: the data layer keeps every unchanged order's identity across reloads,
// the cards are memoised and their move handler is one stable function, so the other cards of a
// 300-order board stay as they are.
import { Badge, Button, Card, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextStatus, OPEN_STATUSES } from '../../../src-shared/orders/order-rules.js';
import type { FoodOrder, OrderStatus } from '../../../src-shared/orders/order-schemas.js';
import type { OrderService } from '../../../src-shared/schemas/menu.js';
import { errorText, useMutate } from '../../data/mutate.js';
import { PageFrame } from '../../pages/page-frame.js';
import { NoticeLine } from '../../shell/notice-line.js';
import { CheckoutPanel } from './checkout-panel.js';
import { OrderPageLinks } from './order-page-links.js';
import { useOrderMenu, useOrders, useOrderTargets } from './order-data.js';
import {
  ageMinutes,
  eightySixed,
  isLate,
  LATE_AFTER_MINUTES,
  orderWho,
  type OrderWho,
} from './order-model.js';
import { venueNow } from '../../data/venue-clock.js';
import { useNowMs } from '../../data/use-venue-now.js';

const NO_ONE: OrderWho = { table: null, guest: null };
import classes from './live-orders.module.css';
import { itemsText, PendingSync, type Notice } from './orders-table.js';

/** One order on the board: its target, items, age and the button to its next state. */
const OrderCard = memo(function OrderCard({
  order,
  table,
  guest,
  nowMs,
  pending,
  onMove,
}: {
  order: FoodOrder;
  /** The table and guest (orderWho), as two strings so the card's memo holds. */
  table: string | null;
  guest: string | null;
  nowMs: number;
  pending: boolean;
  onMove: (order: FoodOrder, status: OrderStatus) => void;
}) {
  const { t } = useTranslation();
  const next = nextStatus(order);
  const age = ageMinutes(order, nowMs);
  const late = isLate(order, nowMs);
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      className={classes.card}
      aria-label={t('orders.card.label', {
        label: order.label,
        status: t(`orders.status.${order.order_status}`),
        age,
      })}
      data-order-id={order.id}
      data-order-status={order.order_status}
      style={late ? { borderColor: 'var(--mantine-color-red-7)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" gap={4}>
        <Text fw={600}>{order.label}</Text>
        <Badge color={late ? 'red' : 'gray'} variant={late ? 'filled' : 'light'}>
          {t('orders.card.age', { age })}
          {late ? t('orders.card.late') : ''}
        </Badge>
      </Group>
      {(table || guest) && (
        <Text size="sm" fw={500} data-testid="order-who">
          {[table && t('orders.card.table', { table }), guest].filter(Boolean).join(' · ')}
        </Text>
      )}
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
          {t('orders.card.at', { status: t(`orders.status.${order.order_status}`), time: order.time })}
        </Text>
        {pending && <PendingSync />}
      </Group>
      <Group gap={4} mt={6}>
        {next && (
          <Button size="compact-sm" onClick={() => onMove(order, next)}>
            {t('orders.card.mark', { status: t(`orders.lower.${next}`) })}
          </Button>
        )}
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => onMove(order, 'cancelled')}>
          {t('orders.card.cancel')}
        </Button>
      </Group>
    </Card>
  );
});

/** Moves an order and tells the outcome; one function for the board's life (cards keep their memo). */
function useMove(setNotice: (n: Notice) => void) {
  const { t } = useTranslation();
  const mutate = useMutate();
  const latest = useRef({ t, mutate, setNotice });
  useEffect(() => {
    latest.current = { t, mutate, setNotice };
  });
  return useCallback(async (order: FoodOrder, status: OrderStatus) => {
    const result = await latest.current.mutate('order.status', { id: order.id, order_status: status });
    const { t: tr, setNotice: tell } = latest.current;
    tell(
      result.ok
        ? {
            ok: true,
            text: tr('orders.movedTo', { label: order.label, status: tr(`orders.lower.${status}`) }),
          }
        : { ok: false, text: tr('orders.moveFailed', { error: errorText(result.error) }) },
    );
  }, []);
}

export function LiveOrders({ outlet }: { outlet: OrderService }) {
  const { t } = useTranslation();
  const { orders, pending } = useOrders();
  // Re-renders every 30 s so ages stay current.
  const nowMs = useNowMs(30_000);
  const [notice, setNotice] = useState<Notice>(null);
  const [entering, setEntering] = useState(false);
  const move = useMove(setNotice);
  const onMove = useCallback((o: FoodOrder, s: OrderStatus) => void move(o, s), [move]);
  const menu = useOrderMenu();
  const out = useMemo(() => eightySixed(menu.data?.products ?? [], outlet), [menu.data, outlet]);
  const targets = useOrderTargets(venueNow().date);
  const who = useMemo(
    () => new Map(orders.map((o) => [o.id, orderWho(o, targets.tables, targets.reservations)])),
    [orders, targets.tables, targets.reservations],
  );
  const columns = useMemo(() => {
    const open = orders
      .filter((o) => o.outlet === outlet && OPEN_STATUSES.includes(o.order_status))
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
    return {
      count: open.length,
      byStatus: OPEN_STATUSES.map((s) => open.filter((o) => o.order_status === s)),
    };
  }, [orders, outlet]);
  return (
    <PageFrame
      nav={<OrderPageLinks outlet={outlet} />}
      title={t('orders.live.title', { outlet: t(`orders.outlet.${outlet}`) })}
      subtitle={t('orders.live.subtitle', { count: columns.count, minutes: LATE_AFTER_MINUTES })}
      actions={<Button onClick={() => setEntering(true)}>{t('orders.live.newOrder')}</Button>}
    >
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      {out.length > 0 && (
        <Text size="sm" mb="xs" role="status" aria-label={t('orders.live.out')}>
          <Badge color="red" variant="filled" mr={6}>
            86
          </Badge>
          {out.join(', ')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {OPEN_STATUSES.map((status, index) => {
          const column = columns.byStatus[index] ?? [];
          return (
            <Paper key={status} withBorder p="xs" component="section" aria-labelledby={`column-${status}`}>
              <Title order={2} size="h5" id={`column-${status}`} mb="xs">
                {t('orders.live.column', { status: t(`orders.status.${status}`), count: column.length })}
              </Title>
              <Stack gap="xs">
                {column.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    {...(who.get(order.id) ?? NO_ONE)}
                    nowMs={nowMs}
                    pending={pending.has(order.id)}
                    onMove={onMove}
                  />
                ))}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Modal opened={entering} onClose={() => setEntering(false)} title={t('orders.live.newOrder')} size="xl">
        <CheckoutPanel
          outlet={outlet}
          onPlaced={(o) => {
            setEntering(false);
            setNotice({ ok: true, text: t('orders.live.placed', { label: o.label }) });
          }}
        />
      </Modal>
    </PageFrame>
  );
}
