// Offline sync figures: initial sync of 100k reservations + 20k clients into a terminal's mirror
// (rows/s, and the ratio to raw better-sqlite3 inserts of the same rows in the same run), the
// longest event-loop stall of the terminal's process during it, poke-to-mirror latency between two
// terminals and local mutation → `mirror.changed` event latency. The API runs in its own process
// (tests/reliability/api-process.ts) so its work is not counted as the terminal's stall.
// Alone: `npx tsx tests/bench/sync.bench.ts` (BENCH_RESERVATIONS / BENCH_CLIENTS to resize,
// BENCH_SYNC_RUNS for the number of syncs and baseline runs, default 3).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { catalogueTableName, type CatalogueEntity } from '../../src-main/mirror/mirror-store.js';
import { openMirror } from '../../src-main/mirror/open-mirror.js';
import { DEFAULT_PULL_LIMIT, readCursor } from '../../src-main/sync/puller.js';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { Change } from '../../src-shared/sync/protocol.js';
import { parsePullPage } from '../../src-main/sync/sync-transport.js';
import { HARBOUR, QUAY_ADMIN } from '../reliability/api-control.js';
import { startHeadless, type HeadlessTerminal } from '../reliability/headless-terminal.js';
import type { BenchFigure } from './figures.js';

const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20_000);
/** Initial syncs (each into a fresh mirror) and runs of each baseline; figures compare medians. */
const SYNC_RUNS = Number(process.env.BENCH_SYNC_RUNS ?? 3);
const LATENCY_SAMPLES = 40;
const EVENT_SAMPLES = 200;
const API_PROCESS = fileURLToPath(new URL('../reliability/api-process.ts', import.meta.url));

interface ApiProcess {
  origin: string;
  restaurantId: number;
  feedRows: number;
  generateMs: number;
  stop(): Promise<void>;
}

async function startApiProcess(): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', API_PROCESS], {
    env: { ...process.env, BENCH_RESERVATIONS: String(RESERVATIONS), BENCH_CLIENTS: String(CLIENTS) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  if (!child.stdout) throw new Error('no stdout');
  const line = await new Promise<string>((done, fail) => {
    createInterface({ input: child.stdout }).once('line', done);
    child.once('exit', (code) => fail(new Error(`The API process exited with ${code}`)));
  });
  const ready = JSON.parse(line) as Omit<ApiProcess, 'stop'>;
  return {
    ...ready,
    stop: async () => {
      child.stdin?.end();
      await exited;
    },
  };
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function fetchFeed(origin: string, token: string, restaurantId: number): Promise<Change[]> {
  const all: Change[] = [];
  let since = 0;
  for (;;) {
    const res = await fetch(`${origin}${API_BASE_PATH}/sync/pull?since=${since}&limit=5000`, {
      headers: { authorization: `Bearer ${token}`, 'restaurant-id': String(restaurantId) },
    });
    const page = parsePullPage(((await res.json()) as { data: unknown }).data);
    all.push(...page.changes);
    since = page.cursor;
    if (!page.hasMore) return all;
  }
}

/** Milliseconds `page` takes to write `changes`, called (one transaction each) with 5,000 at a time. */
function timeInTransactionsOf5000(
  changes: readonly Change[],
  page: (slice: readonly Change[]) => void,
): number {
  const started = performance.now();
  for (let i = 0; i < changes.length; i += 5_000) page(changes.slice(i, i + 5_000));
  return performance.now() - started;
}

/** The floor for the same rows: one plain table, same pragmas as the mirror, 5,000 rows per transaction. */
function rawInsertMs(changes: readonly Change[]): number {
  const dir = mkdtempSync(join(tmpdir(), 'venue-bench-raw-'));
  try {
    const db = new Database(join(dir, 'raw.sqlite'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('create table rows (entity text not null, id text primary key, data text not null)');
    const insert = db.prepare('insert into rows (entity, id, data) values (?, ?, ?)');
    const page = db.transaction((slice: readonly Change[]) => {
      for (const c of slice) insert.run(c.entity, c.id, JSON.stringify(c.data));
    });
    const ms = timeInTransactionsOf5000(changes, page);
    db.close();
    return ms;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The floor for the same rows in the mirror's own shape: a fresh mirror file (same migrations,
 * indexes and pragmas), the same columns per row, plain prepared INSERTs, 5,000 rows per
 * transaction; no HTTP, no JSON parse, no sync bookkeeping (shadows, rebase, cursor).
 */
function rawMirrorInsertMs(changes: readonly Change[]): number {
  const dir = mkdtempSync(join(tmpdir(), 'venue-bench-raw-mirror-'));
  try {
    const mirror = openMirror(join(dir, 'raw-mirror.sqlite'));
    const s = mirror.sqlite;
    const reservation = s.prepare(
      'insert into reservations (id, date, time, client_id, guest_name, mobile, email, data) values (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const reservationTable = s.prepare(
      'insert into reservation_tables (reservation_id, table_id, date, time) values (?, ?, ?, ?)',
    );
    const client = s.prepare(
      'insert into clients (id, name_key, mobile, email, data) values (?, ?, ?, ?, ?)',
    );
    const guest = s.prepare('insert into guest_list (id, date, data) values (?, ?, ?)');
    const waitlist = s.prepare('insert into waitlist (id, date, data) values (?, ?, ?)');
    const layout = s.prepare('insert into floor_plans (id, data) values (?, ?)');
    const catalogue = new Map<string, Database.Statement>();
    const insertCatalogue = (entity: CatalogueEntity) =>
      catalogue.get(entity) ??
      catalogue
        .set(entity, s.prepare(`insert into ${catalogueTableName(entity)} (id, data) values (?, ?)`))
        .get(entity);
    const page = s.transaction((slice: readonly Change[]) => {
      for (const c of slice) {
        const d = c.data;
        if (d === null) continue;
        const json = JSON.stringify(d);
        const name = `${text(d.first_name)} ${text(d.last_name)}`.trim().toLowerCase();
        if (c.entity === 'reservations') {
          reservation.run(
            c.id,
            text(d.date),
            text(d.time),
            typeof d.client_id === 'string' ? d.client_id : null,
            name,
            text(d.mobileNumber),
            text(d.email).toLowerCase(),
            json,
          );
          for (const tableId of Array.isArray(d.table_ids) ? d.table_ids : [])
            reservationTable.run(c.id, tableId, text(d.date), text(d.time));
        } else if (c.entity === 'clients')
          client.run(c.id, name, text(d.mobileNumber), text(d.email).toLowerCase(), json);
        else if (c.entity === 'guest_list') guest.run(c.id, text(d.date), json);
        else if (c.entity === 'waitlist') waitlist.run(c.id, text(d.date), json);
        // Layouts are overlay rows since issue 28 (a table's live status is set offline): same (id, data) table.
        else if (c.entity === 'floor_plans') layout.run(c.id, json);
        else if (
          c.entity !== 'food_orders' &&
          c.entity !== 'order_tabs' &&
          c.entity !== 'rooms' &&
          c.entity !== 'guest_requests' &&
          c.entity !== 'staff_messages'
        )
          insertCatalogue(c.entity)?.run(c.id, json);
      }
    });
    const ms = timeInTransactionsOf5000(changes, page);
    mirror.close();
    return ms;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface SyncRun {
  ms: number;
  cpuMs: number;
  stallMs: number;
  stallP99Ms: number;
  driftMs: number;
  token: string;
}

/** One initial sync into a fresh terminal (its own new mirror file), timed from the moment it may reach the API. */
async function syncOnce(api: ApiProcess, snapshot = false): Promise<SyncRun> {
  // Signed in with the engine's network cut, so the clock starts exactly when syncing does.
  const terminal = await startHeadless({
    snapshot,
    name: 'bench',
    origin: api.origin,
    credentials: HARBOUR.admin,
    // The engine's own page size (DEFAULT_PULL_LIMIT), as a console syncs.
    tuning: { online: false, realtime: false },
  });
  try {
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    let driftMs = 0;
    let last = performance.now();
    const probe = setInterval(() => {
      const now = performance.now();
      driftMs = Math.max(driftMs, now - last - 10);
      last = now;
    }, 10);
    histogram.enable();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    terminal.engine.setNetwork(true);
    await terminal.engine.sync();
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    histogram.disable();
    clearInterval(probe);
    if (readCursor(terminal.engine.store) === 0) throw new Error('The initial sync pulled nothing');
    return {
      ms,
      cpuMs: (cpu.user + cpu.system) / 1000,
      stallMs: histogram.max / 1e6,
      stallP99Ms: histogram.percentile(99) / 1e6,
      driftMs,
      token: terminal.core.api.getAccessToken() ?? '',
    };
  } finally {
    await terminal.close();
  }
}

const median = (values: readonly number[]): number => percentile(values, 50);
const list = (values: readonly number[]): string => values.map((v) => Math.round(v)).join(', ');

/**
 * The first sync of a process runs on cold code (V8 has compiled nothing yet) and a cold server;
 * the later ones show the steady state. Each baseline runs as often, and the ratios compare
 * medians, so one slow turn of this shared machine moves neither side alone.
 */
async function initialSync(api: ApiProcess): Promise<BenchFigure[]> {
  const runs: SyncRun[] = [];
  for (let i = 0; i < SYNC_RUNS; i++) runs.push(await syncOnce(api));
  // From the server's snapshot file (issue 36 §5); the first run waits for the server to build it.
  const snapshotRuns: SyncRun[] = [];
  for (let i = 0; i < SYNC_RUNS; i++) snapshotRuns.push(await syncOnce(api, true));
  const [first] = runs;
  if (!first) throw new Error('BENCH_SYNC_RUNS must be at least 1');
  const rows = api.feedRows;

  const fetchStarted = performance.now();
  const feed = await fetchFeed(api.origin, first.token, api.restaurantId);
  const fetchMs = performance.now() - fetchStarted;
  const rawMs: number[] = [];
  const rawMirrorMs: number[] = [];
  for (let i = 0; i < SYNC_RUNS; i++) {
    rawMs.push(rawInsertMs(feed));
    rawMirrorMs.push(rawMirrorInsertMs(feed));
  }
  const syncMs = median(runs.map((r) => r.ms));
  const syncRate = rows / (syncMs / 1000);
  const firstRate = rows / (first.ms / 1000);
  const rawRate = feed.length / (median(rawMs) / 1000);
  const rawMirrorRate = feed.length / (median(rawMirrorMs) / 1000);
  const setup = `${RESERVATIONS} reservations + ${CLIENTS} clients + demo rows = ${rows} feed rows; pages of ${DEFAULT_PULL_LIMIT.toLocaleString('en')}`;
  const snapshotMs = median(snapshotRuns.map((r) => r.ms));
  const snapshotRate = rows / (snapshotMs / 1000);
  return [
    {
      name: 'initial sync from a snapshot file',
      value: Math.round(snapshotRate),
      unit: 'rows/s',
      note: `goal ≥ 100,000 rows/s: download of the server's SQLite snapshot and INSERT … SELECT into a fresh mirror, then the feed after its mark; median of ${list(snapshotRuns.map((r) => r.ms))} ms (the first includes the server building the file)`,
    },
    {
      name: 'initial sync from a snapshot / page-by-page pull',
      value: snapshotRate / syncRate,
      unit: 'ratio',
      note: 'the same rows into the same mirror, medians of this run',
    },
    {
      name: 'longest event-loop stall during a snapshot first sync',
      value: Math.max(...snapshotRuns.map((r) => r.stallMs)),
      unit: 'ms',
      note: `goal ≤ 50 ms; max per sync: ${snapshotRuns.map((r) => r.stallMs.toFixed(1)).join(', ')}; p99: ${snapshotRuns.map((r) => r.stallP99Ms.toFixed(1)).join(', ')}`,
    },
    {
      name: 'initial sync',
      value: Math.round(syncRate),
      unit: 'rows/s',
      note: `${setup}; median of ${runs.length} syncs into fresh mirrors, end to end (HTTP, parse, mirror writes): ${list(runs.map((r) => r.ms))} ms`,
    },
    {
      name: 'initial sync, first of the process',
      value: Math.round(firstRate),
      unit: 'rows/s',
      note: `${Math.round(first.ms)} ms: cold code and a cold server, as a console's very first sync`,
    },
    {
      name: 'raw better-sqlite3 insert of the same rows',
      value: Math.round(rawRate),
      unit: 'rows/s',
      note: `median of ${list(rawMs)} ms; one table, WAL + synchronous=FULL, 5,000 rows per transaction`,
    },
    {
      name: 'initial sync / raw insert (one table)',
      value: syncRate / rawRate,
      unit: 'ratio',
      note: "against a bare table, one row and one key per change: a floor the mirror's required indexes cannot reach, shown for scale",
    },
    {
      name: 'raw better-sqlite3 insert of the same rows into the mirror schema',
      value: Math.round(rawMirrorRate),
      unit: 'rows/s',
      note: `median of ${list(rawMirrorMs)} ms; the mirror's tables, indexes and pragmas, plain INSERTs, 5,000 rows per transaction`,
    },
    {
      name: 'initial sync / raw insert (mirror schema)',
      value: syncRate / rawMirrorRate,
      unit: 'ratio',
      note: "goal ≥ 0.5: the same rows inserted raw into the mirror's own tables, so the ratio shows what the sync machinery (HTTP, parse, shadows, rebase, cursor, yields) adds",
    },
    {
      name: 'first initial sync / raw insert (mirror schema)',
      value: firstRate / rawMirrorRate,
      unit: 'ratio',
      note: 'the same, for the cold first sync',
    },
    {
      name: 'terminal CPU time during initial sync',
      value: Math.round(median(runs.map((r) => r.cpuMs))),
      unit: 'ms',
      note: `median; ${availableParallelism()} cores on this machine, shared with the API process; wall time ${Math.round(syncMs)} ms`,
    },
    {
      name: 'feed download alone (fetch + JSON + page check)',
      value: Math.round(feed.length / (fetchMs / 1000)),
      unit: 'rows/s',
      note: `${Math.round(fetchMs)} ms: the share of the sync spent on the wire`,
    },
    {
      name: 'longest event-loop stall during initial sync',
      value: Math.max(...runs.map((r) => r.stallMs)),
      unit: 'ms',
      note: `perf_hooks.monitorEventLoopDelay max over the ${runs.length} syncs (terminal process only; API in its own process)`,
    },
    {
      name: 'event-loop stall p99 during initial sync',
      value: Math.max(...runs.map((r) => r.stallP99Ms)),
      unit: 'ms',
      note: `goal ≤ 50 ms for the max; monitorEventLoopDelay p99 per sync (resolution 5 ms): ${runs.map((r) => r.stallP99Ms.toFixed(1)).join(', ')}; max per sync: ${runs.map((r) => r.stallMs.toFixed(1)).join(', ')}`,
    },
    {
      name: 'longest 10 ms timer drift during initial sync',
      value: Math.max(...runs.map((r) => r.driftMs)),
      unit: 'ms',
      note: 'setInterval probe, max over the syncs',
    },
  ];
}

async function waitFor(terminal: HeadlessTerminal, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  if (check()) return;
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => {
      stop();
      fail(new Error('timed out waiting for the mirror'));
    }, timeoutMs);
    const stop = terminal.core.events.subscribe((event) => {
      if (event === 'mirror.changed' && check()) {
        clearTimeout(timer);
        stop();
        done();
      }
    });
  });
}

async function latencies(api: ApiProcess): Promise<BenchFigure[]> {
  // A small restaurant, two terminals with realtime on: A mutates, B hears the poke and pulls.
  const a = await startHeadless({ name: 'A', origin: api.origin, credentials: QUAY_ADMIN });
  const b = await startHeadless({ name: 'B', origin: api.origin, credentials: QUAY_ADMIN });
  try {
    const restaurantId = a.engine.restaurantId;
    const poke: number[] = [];
    const clientId = uuidv7();
    a.engine.mutate('client.create', {
      id: clientId,
      restaurantId,
      first_name: 'Latency',
      last_name: 'Probe',
      email: 'probe@bench.test',
    });
    await waitFor(b, () => b.engine.store.visible('clients', clientId) !== null);
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const notes = `sample ${i}`;
      const started = performance.now();
      a.engine.mutate('client.update', { id: clientId, patch: { notes } });
      await waitFor(b, () => b.engine.store.visible('clients', clientId)?.notes === notes);
      poke.push(performance.now() - started);
    }

    const toEvent: number[] = [];
    let mark = 0;
    const stop = a.core.events.subscribe((event) => {
      if (event === 'mirror.changed' && mark > 0) {
        toEvent.push(performance.now() - mark);
        mark = 0;
      }
    });
    for (let i = 0; i < EVENT_SAMPLES; i++) {
      mark = performance.now();
      const result = await a.core.handlers.call('sync.mutate', {
        name: 'client.update',
        args: { id: clientId, patch: { notes: `local ${i}` } },
      });
      if (!result.ok) throw new Error(result.error.message);
    }
    stop();
    await a.engine.sync();
    return [
      {
        name: 'poke to mirror p50',
        value: percentile(poke, 50),
        unit: 'ms',
        note: `terminal A client.update → visible in terminal B's mirror; ${LATENCY_SAMPLES} samples, push + poke + pull`,
      },
      { name: 'poke to mirror p95', value: percentile(poke, 95), unit: 'ms' },
      {
        name: 'local mutation to mirror.changed p50',
        value: percentile(toEvent, 50),
        unit: 'ms',
        note: `sync.mutate through the handler table → event hub; ${toEvent.length} samples`,
      },
      { name: 'local mutation to mirror.changed p95', value: percentile(toEvent, 95), unit: 'ms' },
    ];
  } finally {
    await a.close();
    await b.close();
  }
}

export async function benchSync(): Promise<BenchFigure[]> {
  const api = await startApiProcess();
  try {
    const figures: BenchFigure[] = [
      {
        name: 'feed generation (server side, setup)',
        value: api.generateMs,
        unit: 'ms',
        note: `${api.feedRows} sync_changes rows for Harbour Bistro in a scratch database`,
      },
    ];
    figures.push(...(await initialSync(api)));
    figures.push(...(await latencies(api)));
    return figures;
  } finally {
    await api.stop();
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const figure of await benchSync()) console.log(JSON.stringify({ suite: 'sync', ...figure }));
}
