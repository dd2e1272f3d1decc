// Randomized convergence of the offline sync engine against the REAL API (PGlite, or PostgreSQL
// with DATABASE_URL): 3–5 terminals per seed, random mutations with deliberate conflicts, network
// cuts and API restarts; afterwards every mirror equals the server, every acknowledged write is
// there exactly once, no table is double-booked, no outbox is left and rejections left notices.
// Each seed prints itself; replay one with SYNC_SEED=<seed>, run more with SYNC_SEEDS=<n>.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiControl } from '../reliability/api-control.js';
import { closeWorld, openWorld, runSeed, type SeedReport, type World } from '../reliability/convergence.js';
import { seedsFromEnv } from '../reliability/prng.js';

const SEEDS = seedsFromEnv(200);
/** The API is restarted in the middle of every RESTART_EVERY-th seed (and of a replayed one). */
const RESTART_EVERY = 20;
/** Every FULL_EVERY-th seed compares every mirrored row, the others only the rows the seed touched. */
const FULL_EVERY = 25;

let api: ApiControl;
let world: World;

beforeAll(async () => {
  api = await ApiControl.start();
  world = await openWorld(api);
});

afterAll(async () => {
  if (world) await closeWorld(world);
  await api?.close();
});

describe('sync convergence (randomized)', () => {
  it(`converges for ${SEEDS.length} seed(s) starting at ${SEEDS[0]}`, { timeout: 900_000 }, async () => {
    const started = Date.now();
    const reports: SeedReport[] = [];
    for (const [i, seed] of SEEDS.entries()) {
      const replay = SEEDS.length === 1;
      let report: SeedReport;
      try {
        report = await runSeed(world, seed, {
          mutations: 18,
          restartApi: replay || i % RESTART_EVERY === RESTART_EVERY - 1,
          fullCompare: replay || i % FULL_EVERY === 0 || i === SEEDS.length - 1,
        });
      } catch (error) {
        // The seed is in the message too; say it once more where a reader of the log looks first.
        console.error(`[sync-convergence] seed ${seed} FAILED — replay with SYNC_SEED=${seed}`);
        throw error;
      }
      reports.push(report);
      console.log(
        `[sync-convergence] seed ${seed} ok in ${report.ms} ms: ${report.terminals} terminals, ${report.applied} applied, ` +
          `${report.rejected} rejected, ${report.networkCuts} cuts, ${report.tokenExpiries} token expiries, ${report.apiRestarts} restarts (replay: SYNC_SEED=${seed})`,
      );
    }
    const sum = (key: keyof SeedReport) => reports.reduce((n, r) => n + r[key], 0);
    console.log(
      `[sync-convergence] ${reports.length} seeds in ${Date.now() - started} ms: ${sum('mutations')} mutations ` +
        `(${sum('applied')} applied, ${sum('rejected')} rejected with notices, ${sum('localRefusals')} refused locally), ` +
        `${sum('networkCuts')} network cuts, ${sum('tokenExpiries')} token expiries, ${sum('apiRestarts')} API restarts`,
    );
    // Issue 27: no booking lost. Every pushed booking whose table was taken was re-placed or
    // flagged "needs a table" (runSeed fails a seed where one was refused for its table).
    console.log(
      `[sync-convergence] bookings kept: ${sum('replaced')} re-placed on a free table, ${sum('flagged')} flagged "needs a table", ` +
        `${sum('busyRefusals')} creates on a table busy in the terminal's own mirror refused locally; ` +
        `${sum('conflicts')} table conflicts found on the server, ${sum('phoneBookings')} phone bookings filling the full slot`,
    );
    expect(reports).toHaveLength(SEEDS.length);
    // The run must exercise both outcomes, or it proves less than it claims.
    expect(sum('applied')).toBeGreaterThan(0);
    expect(sum('rejected')).toBeGreaterThan(0);
    // The draws must reach each path that keeps a booking: a server-side table clash re-placed, a night
    // with no table free (the phone fills the slot) flagged "needs a table", and a create on a table the
    // terminal sees busy refused by the shared rule. Each is a draw of a few per cent of the seeds: 40 or
    // more (CI's PGlite pass runs 60) always reach all three; 20 (CI's PostgreSQL pass) may miss one, so
    // there the run must still meet at least one clash or busy table.
    if (SEEDS.length >= 40) {
      expect(sum('replaced')).toBeGreaterThan(0);
      expect(sum('flagged')).toBeGreaterThan(0);
      expect(sum('busyRefusals')).toBeGreaterThan(0);
    } else {
      expect(sum('conflicts') + sum('busyRefusals')).toBeGreaterThan(0);
    }
    // Every conflict the server met was re-placed or flagged (runSeed checks it per seed too).
    expect(sum('replaced') + sum('flagged')).toBe(sum('conflicts'));
    // Tokens expired during partitions and outages, and every terminal renewed without signing out.
    expect(sum('tokenExpiries')).toBeGreaterThan(0);
  });
});
