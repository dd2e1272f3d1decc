// Floorplan canvas benchmark: frame time of the real FloorCanvas (PixiJS, WebGL) with 500 and 2,000 tables
// whose live state changes every frame, against an empty stage in the same run (the ratio is the
// figure to watch; absolute timings depend on the machine and SwiftShader).
// Run alone: npx tsx tests/bench/floorplan.bench.ts
import type { Page } from 'playwright-core';
import type { BenchFigure } from './figures.js';
import { buildBenchSite } from './pages/build-pages.js';
import { launchChromium } from './pages/launch.js';

const FRAMES = 240;
const TABLES = 500;
/** Table counts measured, each with its goal as a ratio to the empty stage (issue 18). */
const TABLE_COUNTS: readonly (readonly [number, number])[] = [
  [TABLES, 1.5],
  [2000, 2],
];

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const p95 = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

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
  const site = await buildBenchSite();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
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
          note: `mean of ${FRAMES} frames; p95 ${p95(busy).toFixed(1)} ms`,
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
  } finally {
    await browser.close();
    await site.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const figure of await benchFloorplan()) console.log(JSON.stringify({ suite: 'floorplan', ...figure }));
}
