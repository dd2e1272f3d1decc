// Floorplan canvas benchmark: frame time of the real FloorCanvas (PixiJS, WebGL) with 500 and 2,000 tables
// whose live state changes every frame, against an empty stage in the same run (the ratio is the
// figure to watch; absolute timings depend on the machine and SwiftShader).
// Run alone: npx tsx tests/bench/floorplan.bench.ts
import type { Page } from 'playwright-core';
import { mean, pct, type BenchFigure } from './figures.js';
import { onBenchPage } from './pages/launch.js';

const FRAMES = 240;
const TABLES = 500;
/** Table counts measured, each with its goal as a ratio to the empty stage (issue 18). */
const TABLE_COUNTS: readonly (readonly [number, number])[] = [
  [TABLES, 1.5],
  [2000, 2],
];

async function frames(page: Page, url: string, churn: boolean): Promise<number[]> {
  await page.goto(url);
  await page.waitForFunction(() => window.benchFloor?.ready === true, undefined, { timeout: 30_000 });
  await page.evaluate(() => window.benchFloor?.frames(30, false));
  return page.evaluate(([n, c]) => window.benchFloor?.frames(n, c) ?? Promise.resolve([]), [
    FRAMES,
    churn,
  ] as [number, boolean]);
}

export async function benchFloorplan(): Promise<BenchFigure[]> {
  return onBenchPage({ width: 1280, height: 720 }, async (page, site) => {
    const empty = await frames(page, `${site.url('floorplan')}?tables=0`, false);
    const emptyMean = mean(empty);
    const figures: BenchFigure[] = [
      {
        name: 'floorplan empty stage frame',
        value: emptyMean,
        unit: 'ms',
        note: `${FRAMES} frames, Pixi WebGL, no tables`,
      },
    ];
    for (const [count, goal] of TABLE_COUNTS) {
      const busy = await frames(page, `${site.url('floorplan')}?tables=${count}`, true);
      const busyMean = mean(busy);
      figures.push(
        {
          name: `floorplan ${count} tables, status change every frame`,
          value: busyMean,
          unit: 'ms',
          note: `mean of ${FRAMES} frames; p95 ${pct(busy, 0.95).toFixed(1)} ms`,
        },
        {
          name:
            count === TABLES
              ? 'floorplan busy / empty frame ratio'
              : `floorplan ${count} tables / empty frame ratio`,
          value: busyMean / Math.max(0.001, emptyMean),
          unit: 'x',
          note: `same run, same browser; goal ≤ ${goal}×`,
        },
      );
    }
    return figures;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const figure of await benchFloorplan()) console.log(JSON.stringify({ suite: 'floorplan', ...figure }));
}
