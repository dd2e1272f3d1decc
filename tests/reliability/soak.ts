// `npm run soak`: the convergence run at length — SOAK_SEEDS (default 2000, or SYNC_SEEDS) seeds of
// SOAK_MUTATIONS (default 80) mutations each against one API (PGlite, or PostgreSQL with
// DATABASE_URL), restarting the API every SOAK_RESTART_EVERY-th seed (default 10). Prints one line
// per seed and a summary; exits 1 at the first broken seed, printing how to replay it.
import { ApiControl } from './api-control.js';
import { closeWorld, ConvergenceError, openWorld, runSeed, type SeedReport } from './convergence.js';
import { seedsFromEnv } from './prng.js';

const seeds = seedsFromEnv(Number(process.env.SOAK_SEEDS ?? 2000));
const mutations = Number(process.env.SOAK_MUTATIONS ?? 80);
const restartEvery = Number(process.env.SOAK_RESTART_EVERY ?? 10);

const api = await ApiControl.start();
const world = await openWorld(api);
const started = Date.now();
const reports: SeedReport[] = [];
let failed: ConvergenceError | Error | null = null;
try {
  for (const [i, seed] of seeds.entries()) {
    const report = await runSeed(world, seed, {
      mutations,
      restartApi: seeds.length === 1 || i % restartEvery === restartEvery - 1,
      fullCompare: i % 50 === 0 || i === seeds.length - 1,
    });
    reports.push(report);
    console.log(
      `seed ${seed}: ${report.terminals} terminals, ${report.mutations} mutations (${report.applied} applied, ${report.rejected} rejected), ${report.networkCuts} cuts, ${report.apiRestarts} restarts, ${report.ms} ms`,
    );
  }
} catch (error) {
  failed = error instanceof Error ? error : new Error(String(error));
} finally {
  await closeWorld(world).catch(() => undefined);
  await api.close().catch(() => undefined);
}

const sum = (key: keyof SeedReport) => reports.reduce((n, r) => n + r[key], 0);
const ms = reports.map((r) => r.ms).sort((a, b) => a - b);
console.log(
  `\nsoak: ${reports.length}/${seeds.length} seeds passed in ${Math.round((Date.now() - started) / 1000)} s on ${api.databaseUrl ? 'PostgreSQL' : 'PGlite'}; ` +
    `${sum('mutations')} mutations (${sum('applied')} applied, ${sum('rejected')} rejected with notices, ${sum('localRefusals')} refused locally), ${sum('replaced')} re-placed, ${sum('flagged')} flagged needs-a-table, ` +
    `${sum('networkCuts')} network cuts, ${sum('apiRestarts')} API restarts; seed time p50 ${ms[Math.floor(ms.length / 2)] ?? 0} ms, max ${ms.at(-1) ?? 0} ms`,
);
if (failed) {
  console.error(`\nFAILED: ${failed.message}`);
  if (failed instanceof ConvergenceError)
    console.error(`Replay: SYNC_SEED=${failed.seed} SOAK_MUTATIONS=${mutations} npm run soak`);
  process.exit(1);
}
process.exit(0);
