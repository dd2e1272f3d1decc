// Booking throughput through the reservation service (validation, occupancy behind the exclusion
// constraint, change-feed record, one transaction each) against raw INSERTs of the same rows in the
// same PostgreSQL database and run, plus the outcome of 50 concurrent bookings of one table and slot.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { uuidv7 } from '../../src-shared/ids.js';
import type { CreateReservation } from '../../src-shared/schemas/reservation.js';
import { minutesToTime } from '../../src-shared/time.js';
import { reservations, reservationTables } from '../../src-server/db/schema/index.js';
import { HttpError } from '../../src-server/http/http-error.js';
import { bookingSpan, tstzrangeSql } from '../../src-server/reservations/occupancy.js';
import { createReservation } from '../../src-server/reservations/reservation-service.js';
import { loadStatuses } from '../../src-server/reservations/reservation-view.js';
import type { RunningApiServer } from '../../src-server/start.js';
import { withTenantWrite } from '../../src-server/sync/tenant-write.js';
import { withScratchApi } from './scratch-api.js';
import { createTables, restaurantIdOf } from '../integration/reservations-fixtures.js';
import type { BenchFigure } from './figures.js';

const N = 400;
const CONCURRENCY = 8;
const CONTENDERS = 50;
const TIME_ZONE = 'Europe/London';

/** Booking i of a run: its own table and a time on a 15-minute grid, so none conflicts. */
function bookingArgs(tableIds: readonly string[], date: string, i: number): CreateReservation {
  return {
    id: uuidv7(),
    first_name: `Bench${i}`,
    last_name: 'Guest',
    mobileNumber: '',
    email: '',
    date,
    time: minutesToTime(11 * 60 + (Math.floor(i / tableIds.length) % 40) * 15),
    guest_count: 2,
    duration_minutes: 15,
    reservationType: '',
    shift_id: null,
    seating_area_id: null,
    table_ids: [tableIds[i % tableIds.length] ?? ''],
    table_combination_id: null,
    client_id: null,
    server_name_id: null,
    special_request: '',
    additional_notes: '',
    party_notes: '',
    source: 'phone',
    client_tags: [],
    allergens: [],
    offer_details: [],
  };
}

const FEED_KIND = 'feed rows + counter (lock held to COMMIT)';

/** Where a booking's statements go, by kind: the service's SQL as node-postgres sends it. */
const STATEMENT_KINDS: readonly (readonly [string, RegExp])[] = [
  ['BEGIN', /^\s*begin\b/i],
  ['COMMIT', /^\s*(commit|rollback)\b/i],
  ['SAVEPOINT / RELEASE', /^\s*(savepoint|release|rollback to)\b/i],
  [FEED_KIND, /tenant_sync_counters|sync_changes/i],
  ['INSERT reservation + occupancy (one statement)', /insert into "reservations"/i],
  ['INSERT occupancy', /^\s*insert into "reservation_tables"/i],
  ['read of what the checks and the engine need (one statement)', /^\s*with chosen as\b/i],
  ['other reads', /^\s*select\b/i],
];

interface StatementTally {
  count: number;
  ms: number;
}

interface Pending {
  text: string;
  ms: number | null;
}

/**
 * Counts and times the statements of the booking transactions node-postgres runs while `work` does
 * (pg.Client#query, both its promise and callback forms), by kind: each client's statements from its
 * BEGIN to its COMMIT, kept when the transaction inserted a reservation (the job queue's own polls
 * and transactions on other clients are left out). The clock runs from the call to the answer, so
 * it is the round trip as the service waits for it; the rest of a booking's time is Node (drizzle,
 * zod, views).
 */
async function tallyStatements(work: () => Promise<void>): Promise<Map<string, StatementTally>> {
  const tally = new Map<string, StatementTally>();
  const open = new WeakMap<object, Pending[]>();
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const add = (entries: readonly Pending[]) => {
    if (!entries.some((e) => /insert into "reservations"/i.test(e.text))) return;
    for (const { text, ms } of entries) {
      const kind = STATEMENT_KINDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other';
      const entry = tally.get(kind) ?? { count: 0, ms: 0 };
      entry.count += 1;
      entry.ms += ms ?? 0;
      tally.set(kind, entry);
    }
  };
  proto.query = function (this: object, ...args: unknown[]) {
    const first = args[0];
    const text =
      typeof first === 'string'
        ? first
        : typeof (first as { text?: unknown } | null)?.text === 'string'
          ? (first as { text: string }).text
          : '';
    if (/^\s*begin\b/i.test(text)) open.set(this, []);
    const entries = open.get(this);
    if (!entries) return original.apply(this, args);
    const pending: Pending = { text, ms: null };
    entries.push(pending);
    const ends = /^\s*(commit|rollback)\s*$/i.test(text);
    if (ends) open.delete(this);
    const started = performance.now();
    const note = () => {
      pending.ms = performance.now() - started;
      if (ends) add(entries);
    };
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...cbArgs: unknown[]) => {
        note();
        return (last as (...a: unknown[]) => unknown)(...cbArgs);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) void result.then(note, note);
    return result;
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return tally;
}

/** CPU seconds used so far by the local PostgreSQL server's processes (Linux /proc), else null. */
function postgresCpuSeconds(): number | null {
  if (process.platform !== 'linux') return null;
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  let found = false;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / tick; // utime, stime
      found = true;
    } catch {
      // the process ended meanwhile
    }
  }
  return found ? total : null;
}

interface CpuUse {
  /** This process (the service and its driver) per booking, ms. */
  nodeMs: number;
  /** PostgreSQL's processes per booking, ms; null when they cannot be read (not local, not Linux). */
  postgresMs: number | null;
}

/** CPU per booking while `work` books `n`: this process's and the local PostgreSQL's. */
async function cpuPerBooking(n: number, work: () => Promise<void>): Promise<CpuUse> {
  const node = process.cpuUsage();
  const pgBefore = postgresCpuSeconds();
  await work();
  const used = process.cpuUsage(node);
  const pgAfter = postgresCpuSeconds();
  return {
    nodeMs: (used.user + used.system) / 1000 / n,
    postgresMs: pgBefore === null || pgAfter === null ? null : ((pgAfter - pgBefore) * 1000) / n,
  };
}

async function timed(work: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await work();
  return (performance.now() - start) / 1000;
}

async function measure(server: RunningApiServer): Promise<BenchFigure[]> {
  const db = server.db;
  const restaurantId = await restaurantIdOf(db, 'harbour-bistro');
  const tables = (await createTables(db, restaurantId, 'BENCH', 40)).map((t) => t.id);
  const statusId = [...(await loadStatuses(db, restaurantId)).values()].find((s) => s.isDefault)?.id;
  if (!statusId) throw new Error('The demo seed made no default status');
  const ctx = { restaurantId, timeZone: TIME_ZONE, actorName: 'bench' };
  const book = (args: CreateReservation) =>
    withTenantWrite(db, restaurantId, (write) => createReservation(write, ctx, args));

  let sequential = 0;
  const statements = await tallyStatements(async () => {
    sequential = await timed(async () => {
      for (let i = 0; i < N; i += 1) await book(bookingArgs(tables, '2030-01-07', i));
    });
  });
  // The same sequential run again, untallied, for the CPU each side spends on a booking.
  const cpu = await cpuPerBooking(N, async () => {
    for (let i = 0; i < N; i += 1) await book(bookingArgs(tables, '2030-01-06', i));
  });
  let concurrent = 0;
  const concurrentStatements = await tallyStatements(async () => {
    concurrent = await timed(async () => {
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let i = next++; i < N; i = next++) await book(bookingArgs(tables, '2030-01-08', i));
        }),
      );
    });
  });
  const raw = await timed(async () => {
    for (let i = 0; i < N; i += 1) {
      const a = bookingArgs(tables, '2030-01-09', i);
      const id = a.id ?? uuidv7();
      const span = bookingSpan({ date: a.date, time: a.time, durationMinutes: 15 }, TIME_ZONE);
      await db.insert(reservations).values({
        id,
        restaurantId,
        firstName: a.first_name,
        lastName: a.last_name,
        date: a.date,
        time: a.time,
        durationMinutes: 15,
        guestCount: 2,
        tableIds: a.table_ids,
        statusId,
        during: tstzrangeSql(span),
      });
      await db.insert(reservationTables).values({
        reservationId: id,
        tableId: a.table_ids[0] ?? '',
        restaurantId,
        during: tstzrangeSql(span),
      });
    }
  });

  const contention = await Promise.all(
    Array.from({ length: CONTENDERS }, (_, i) =>
      book({ ...bookingArgs(tables, '2030-01-10', 0), id: uuidv7(), first_name: `Racer${i}` }).then(
        () => 'ok' as const,
        (error: unknown) =>
          error instanceof HttpError && error.statusCode === 409 ? ('conflict' as const) : ('error' as const),
      ),
    ),
  );

  const seqRate = N / sequential;
  const rawRate = N / raw;
  const concurrentRate = N / concurrent;
  const perBookingMs = (sequential * 1000) / N;
  let inStatementsMs = 0;
  let statementCount = 0;
  const breakdown: BenchFigure[] = [];
  for (const [kind] of [...STATEMENT_KINDS, ['other'] as const]) {
    const entry = statements.get(kind);
    if (!entry) continue;
    inStatementsMs += entry.ms / N;
    statementCount += entry.count / N;
    breakdown.push({
      name: `booking breakdown: ${kind}`,
      value: entry.ms / N,
      unit: 'ms/booking',
      note: `${(entry.count / N).toFixed(1)} statements per booking`,
    });
  }
  breakdown.push({
    name: 'statements (round trips) per booking',
    value: statementCount,
    unit: 'statements',
    note: 'BEGIN and COMMIT included; goal ≤ 5',
  });
  breakdown.push({
    name: 'booking breakdown: Node between statements',
    value: Math.max(0, perBookingMs - inStatementsMs),
    unit: 'ms/booking',
    note: `of ${perBookingMs.toFixed(2)} ms per sequential booking; ${statementCount.toFixed(1)} statements (round trips) per booking`,
  });
  // The tenant's counter row stays locked from the feed statement to the end of COMMIT: one
  // tenant's bookings pass that stretch one at a time, whatever the concurrency.
  const msPerBooking = (tally: Map<string, StatementTally>, kind: string) => (tally.get(kind)?.ms ?? 0) / N;
  const serialMs = msPerBooking(statements, FEED_KIND) + msPerBooking(statements, 'COMMIT');
  breakdown.push(
    {
      name: 'one tenant, serial stretch: feed statement + COMMIT (sequential)',
      value: serialMs,
      unit: 'ms/booking',
      note: `ceiling for one tenant ≈ ${(1000 / serialMs).toFixed(0)} bookings/s, ${(perBookingMs / serialMs).toFixed(2)} × the sequential rate`,
    },
    {
      name: `concurrency ${CONCURRENCY} breakdown: feed statement, waiting for the counter lock included`,
      value: msPerBooking(concurrentStatements, FEED_KIND),
      unit: 'ms/booking',
    },
    {
      name: `concurrency ${CONCURRENCY} breakdown: COMMIT`,
      value: msPerBooking(concurrentStatements, 'COMMIT'),
      unit: 'ms/booking',
    },
  );
  // With CPU the limit, concurrency cannot beat one Node thread's ceiling (1 / its CPU per booking)
  // nor the cores' (cores / both sides' CPU per booking), whatever the locks.
  const cores = os.availableParallelism();
  const ceilings = [1000 / cpu.nodeMs];
  if (cpu.postgresMs !== null) ceilings.push((cores * 1000) / (cpu.nodeMs + cpu.postgresMs));
  const cpuCeiling = Math.min(...ceilings);
  breakdown.push(
    {
      name: 'CPU per sequential booking: this process (service, driver)',
      value: cpu.nodeMs,
      unit: 'ms/booking',
      note: `of ${perBookingMs.toFixed(2)} ms per booking`,
    },
    ...(cpu.postgresMs === null
      ? []
      : [
          {
            name: 'CPU per sequential booking: PostgreSQL (all its local processes)',
            value: cpu.postgresMs,
            unit: 'ms/booking',
          },
        ]),
    {
      name: 'concurrency ceiling set by CPU ÷ sequential',
      value: cpuCeiling / seqRate,
      unit: 'ratio',
      note: `min(one Node thread: ${ceilings[0]?.toFixed(0)}/s${ceilings[1] === undefined ? '' : `, ${cores} cores: ${ceilings[1].toFixed(0)}/s`}) ÷ ${seqRate.toFixed(0)}/s sequential; the concurrency 8 figure cannot pass it on this machine`,
    },
  );
  return [
    ...breakdown,
    {
      name: 'service bookings, sequential',
      value: seqRate,
      unit: 'bookings/s',
      note: `${N} bookings, one transaction each`,
    },
    {
      name: `service bookings, concurrency ${CONCURRENCY}`,
      value: concurrentRate,
      unit: 'bookings/s',
      note: 'different tables; writes of one tenant serialise only on the feed statement and COMMIT',
    },
    {
      name: `concurrency ${CONCURRENCY} / sequential`,
      value: concurrentRate / seqRate,
      unit: 'ratio',
      note: 'goal ≥ 2',
    },
    {
      name: 'raw INSERT reservation + occupancy row',
      value: rawRate,
      unit: 'bookings/s',
      note: 'two single-row autocommit INSERTs per booking',
    },
    { name: 'raw INSERT rows', value: rawRate * 2, unit: 'rows/s' },
    { name: 'service / raw (sequential)', value: seqRate / rawRate, unit: 'ratio', note: 'goal ≥ 0.3' },
    {
      name: `contention: successes of ${CONTENDERS}`,
      value: contention.filter((c) => c === 'ok').length,
      unit: 'bookings',
      note: 'expected 1',
    },
    {
      name: `contention: conflicts of ${CONTENDERS}`,
      value: contention.filter((c) => c === 'conflict').length,
      unit: '409s',
      note: `expected ${CONTENDERS - 1}; other errors: ${contention.filter((c) => c === 'error').length}`,
    },
  ];
}

export async function benchBooking(): Promise<BenchFigure[]> {
  return withScratchApi({ seedDemo: true }, (server) => measure(server));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const figure of await benchBooking()) console.log(JSON.stringify({ suite: 'booking', ...figure }));
}
