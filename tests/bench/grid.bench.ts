// Grid timeline benchmark: the real GridScreen over a fake window.venue (bench page only) with
// 100 tables × 1,000 bookings: time to the first block on screen, mean frame time while
// scrolling both ways, and a local status change → repaint of the block (p95).
// Run alone: npx tsx tests/bench/grid.bench.ts
import { mean, pct, type BenchFigure } from './figures.js';
import { onBenchPage } from './pages/launch.js';

const SCROLL_FRAMES = 240;
const REPAINTS = 40;

export async function benchGrid(): Promise<BenchFigure[]> {
  return onBenchPage({ width: 1366, height: 768 }, async (page, site) => {
    await page.goto(`${site.url('grid')}?tables=100&bookings=1000`);
    await page.waitForFunction(
      () => window.benchGrid?.firstBlockMs !== null && window.benchGrid?.firstBlockMs !== undefined,
      undefined,
      { timeout: 30_000 },
    );
    const firstBlockMs = await page.evaluate(() => window.benchGrid?.firstBlockMs ?? -1);
    const rendered = await page.locator('[data-booking-id]').count();
    const scroll = await page.evaluate(
      (n) => window.benchGrid?.scroll(n) ?? Promise.resolve([]),
      SCROLL_FRAMES,
    );
    const repaint = await page.evaluate(
      (n) => window.benchGrid?.repaint(n) ?? Promise.resolve({ dom: [], frame: [] }),
      REPAINTS,
    );
    return [
      {
        name: 'grid first render (100 tables × 1,000 bookings)',
        value: firstBlockMs,
        unit: 'ms',
        note: `from page script start to the first block in the DOM; ${rendered} of 1,000 blocks rendered`,
      },
      {
        name: 'grid scroll frame (mean)',
        value: mean(scroll),
        unit: 'ms',
        note: `${SCROLL_FRAMES} frames scrolling down and right; p95 ${pct(scroll, 0.95).toFixed(1)} ms`,
      },
      {
        name: 'grid status change → repaint (p95)',
        value: pct(repaint.dom, 0.95),
        unit: 'ms',
        note: `${REPAINTS} changes through sync.mutate → mirror.changed → reload → new colour in the DOM, read at each DOM mutation (the browser paints it at its next frame); median ${pct(repaint.dom, 0.5).toFixed(1)} ms`,
      },
      {
        name: 'grid status change → first frame showing it (p95)',
        value: pct(repaint.frame, 0.95),
        unit: 'ms',
        note: `the same changes, read once per animation frame: a change starts just after a frame, so this cannot read below one frame (16.7 ms); median ${pct(repaint.frame, 0.5).toFixed(1)} ms`,
      },
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const figure of await benchGrid()) console.log(JSON.stringify({ suite: 'grid', ...figure }));
}
