// Live-orders board benchmark (issue 15): the real LiveOrders board over a fake window.venue with 300
// open orders: time to the first card on screen, and a status change → the card drawn in its next
// column (p95), through sync.mutate → mirror.changed → reload, as a kitchen screen sees it.
// Run alone: npx tsx tests/bench/orders.bench.ts
import { pct, type BenchFigure } from './figures.js';
import { onBenchPage } from './pages/launch.js';

const ORDERS = 300;
const REPAINTS = 40;

export async function benchOrders(): Promise<BenchFigure[]> {
  return onBenchPage({ width: 1366, height: 768 }, async (page, site) => {
    await page.goto(`${site.url('orders')}?orders=${ORDERS}`);
    await page.waitForFunction(() => typeof window.benchOrders?.firstCardMs === 'number', undefined, {
      timeout: 30_000,
    });
    const firstCardMs = await page.evaluate(() => window.benchOrders?.firstCardMs ?? -1);
    const cards = await page.locator('[data-order-id]').count();
    const repaint = await page.evaluate(
      (n) => window.benchOrders?.repaint(n) ?? Promise.resolve([]),
      REPAINTS,
    );
    return [
      {
        name: `live orders board first render (${ORDERS} open orders)`,
        value: firstCardMs,
        unit: 'ms',
        note: `from page script start to the first card in the DOM; ${cards} cards on the board`,
      },
      {
        name: 'live orders status change → repaint (p95)',
        value: pct(repaint, 0.95),
        unit: 'ms',
        note: `${REPAINTS} moves through sync.mutate → mirror.changed → reload → the card in its next column; median ${pct(repaint, 0.5).toFixed(1)} ms`,
      },
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const figure of await benchOrders()) console.log(JSON.stringify({ suite: 'orders', ...figure }));
}
