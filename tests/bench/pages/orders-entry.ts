// Bench page: the real live-orders board (LiveOrders) over a fake window.venue holding 300 open
// orders. window.benchOrders exposes the first-card time and a status-change → repaint probe: an
// order moved through sync.mutate until its card stands in the next column.
import '@mantine/core/styles.css';
// The console's i18next instance (English unless this browser chose French), as the app starts it.
import '../../../src-renderer/i18n/i18n.js';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { LiveOrders } from '../../../src-renderer/screens/orders/live-orders.js';
import { venueTheme } from '../../../src-renderer/theme/theme.js';
import { nextStatus } from '../../../src-shared/orders/order-rules.js';
import type { FoodOrder, OrderStatus } from '../../../src-shared/orders/order-schemas.js';
import { installVenue, nextFrame, ok, timeToFirst } from './bench-page.js';

declare global {
  interface Window {
    benchOrders?: { firstCardMs: number | null; repaint: (times: number) => Promise<number[]> };
  }
}

const OPEN: OrderStatus[] = ['placed', 'accepted', 'preparing', 'ready'];
const count = Number(new URLSearchParams(location.search).get('orders') ?? '300');
const now = Date.now();
const id = (n: number) => `0190b000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const orders: FoodOrder[] = Array.from({ length: count }, (_, i): FoodOrder => {
  const placed = new Date(now - (i % 45) * 60_000).toISOString();
  return {
    id: id(i),
    restaurant_id: 1,
    outlet: 'restaurant1',
    target_kind: 'table',
    table_id: id(100_000 + (i % 60)),
    room: null,
    reservation_id: null,
    client_id: null,
    label: `Table T${(i % 60) + 1}`,
    items: [
      {
        product_id: id(200_000),
        name: 'Crab bisque',
        quantity: 1 + (i % 3),
        unit_price_minor: 850,
        modifiers: [],
        note: '',
        line_total_minor: 850 * (1 + (i % 3)),
      },
    ],
    total_minor: 850 * (1 + (i % 3)),
    order_status: OPEN[i % OPEN.length]!,
    status_times: { placed },
    time: '19:00',
    business_date: placed.slice(0, 10),
    is_pre_order: false,
    tab_id: null,
    created_by: 'Bench',
    created_at: placed,
    updated_at: placed,
  };
});

const emit = installVenue({
  'mirror.orders': () => ok({ orders: orders.slice(), tabs: [] }),
  'mirror.menu': () => ok({ menus: [], categories: [], products: [], modifierGroups: [] }),
  'sync.notices': () => ok([]),
  'sync.mutate': ({ name, args }: { name: string; args: { id: string; order_status: OrderStatus } }) => {
    const index = orders.findIndex((o) => o.id === args.id);
    const row = orders[index];
    if (name !== 'order.status' || !row)
      return Promise.resolve({ ok: false as const, error: { message: `bench venue does not do ${name}` } });
    const next = { ...row, order_status: args.order_status, updated_at: new Date().toISOString() };
    orders[index] = next;
    queueMicrotask(() => emit('mirror.changed', { entities: ['food_orders'] }));
    return ok({ mutationId: args.id, entity: 'food_orders' as const, row: next });
  },
});

const bench: NonNullable<Window['benchOrders']> = {
  firstCardMs: null,
  async repaint(times) {
    const out: number[] = [];
    for (let i = 0; i < times; i += 1) {
      const card = document.querySelector<HTMLElement>(
        '[data-order-status="placed"], [data-order-status="accepted"]',
      );
      const order = orders.find((o) => o.id === card?.dataset.orderId);
      const to = order ? nextStatus(order) : null;
      if (!order || !to) throw new Error('no order to move');
      const start = performance.now();
      await window.venue['sync.mutate']({ name: 'order.status', args: { id: order.id, order_status: to } });
      for (;;) {
        await nextFrame();
        const moved = document.querySelector(`[data-order-id="${order.id}"][data-order-status="${to}"]`);
        if (moved || performance.now() - start > 2000) break;
      }
      out.push(performance.now() - start);
    }
    return out;
  },
};
window.benchOrders = bench;

timeToFirst('[data-order-id]', (ms) => (bench.firstCardMs = ms));

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    createElement(
      MantineProvider,
      { theme: venueTheme },
      // The board links to the outlet's other order pages, so it sits in a router as in the console.
      createElement(
        MemoryRouter,
        { initialEntries: ['/harbour-bistro/admin/services/foodOrderManagement/restaurant1/liveOrders'] },
        createElement(LiveOrders, { outlet: 'restaurant1' }),
      ),
    ),
  );
