// `npm run bench`: runs every benchmark, prints one JSON line per figure and writes a markdown
// report. Targets are ratios measured in the same run, never absolute timings in tests.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BenchFigure } from './figures.js';

type Suite = { name: string; run: () => Promise<BenchFigure[]> };

const suites: Suite[] = [
  { name: 'availability', run: async () => (await import('./availability.bench.js')).benchAvailability() },
  { name: 'booking', run: async () => (await import('./booking.bench.js')).benchBooking() },
  { name: 'floorplan', run: async () => (await import('./floorplan.bench.js')).benchFloorplan() },
  { name: 'grid', run: async () => (await import('./grid.bench.js')).benchGrid() },
  { name: 'optimizer', run: async () => (await import('./optimizer.bench.js')).benchOptimizer() },
  { name: 'orders', run: async () => (await import('./orders.bench.js')).benchOrders() },
  { name: 'reports', run: async () => (await import('./reports.bench.js')).benchReports() },
  { name: 'sync', run: async () => (await import('./sync.bench.js')).benchSync() },
];

const only = process.argv.slice(2);
const report: string[] = [
  '# Venue Console benchmarks',
  '',
  `Run at ${new Date().toISOString()} on Node ${process.version}.`,
  '',
];

for (const suite of suites) {
  if (only.length > 0 && !only.includes(suite.name)) continue;
  const figures = await suite.run();
  report.push(`## ${suite.name}`, '', '| figure | value | unit | note |', '| --- | ---: | --- | --- |');
  for (const figure of figures) {
    console.log(JSON.stringify({ suite: suite.name, ...figure }));
    const value = Number.isInteger(figure.value) ? String(figure.value) : figure.value.toFixed(3);
    report.push(`| ${figure.name} | ${value} | ${figure.unit} | ${figure.note ?? ''} |`);
  }
  report.push('');
}

const outDir = resolve(import.meta.dirname, '../../bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(resolve(outDir, 'report.md'), report.join('\n'));
console.log(`Report written to ${resolve(outDir, 'report.md')}`);
