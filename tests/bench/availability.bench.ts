// Availability for a busy full day: 30 tables in three areas, 6 combinations, 300 bookings, three
// shifts on a 15-minute grid, every party size from 1 to 8. Work is counted once with the engine's
// counter hook (the engine is deterministic, so every round does the same work), then timed without it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { datesOf, quickViewTimes } from '../../src-server/catalogue/availability-quick-view.js';
import { loadEngineBookings, loadEngineCatalogue } from '../../src-server/reservations/engine-input.js';
import { restaurantTimeZone } from '../../src-server/reservations/reservation-view.js';
import { startApiServer } from '../../src-server/start.js';
import { addDays, instantToVenueLocal } from '../../src-shared/time.js';
import { restaurantIdOf } from '../integration/reservations-fixtures.js';
import {
  availableSlots,
  quickView,
  isTableFree,
  occupiedIntervals,
  turnTimeFor,
  type AvailabilityInput,
  type EngineBooking,
  type EngineCombination,
  type EngineCounter,
  type EngineShift,
  type EngineTable,
} from '../../src-shared/domain/availability/index.js';
import {
  BOOKED,
  CANCELLED,
  COMPLETED,
  SEATED,
  STATUSES,
  makeRule,
  makeShift,
} from '../../src-shared/domain/availability/test-fixtures.js';
import { minutesToTime, timeToMinutes } from '../../src-shared/time.js';
import { seededRandom } from '../../src-shared/seeded-random.js';
import type { BenchFigure } from './figures.js';

const DATE = '2026-06-12';
const PARTY_SIZES = [1, 2, 3, 4, 5, 6, 7, 8];
const WARM_UP_ROUNDS = 20;
const MIN_MEASURE_MS = 1_500;

export function buildBusyDay(): {
  input: Omit<AvailabilityInput, 'partySize'>;
  holding: number;
  released: number;
} {
  const random = seededRandom(20260612);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const areas = ['inside', 'terrace', 'bar'];
  const sizes = [2, 2, 2, 4, 4, 4, 4, 6, 6, 8];
  const tables: EngineTable[] = Array.from({ length: 30 }, (_, i) => {
    const max = sizes[i % sizes.length] ?? 4;
    return {
      id: `t${i + 1}`,
      name: `T${i + 1}`,
      seating_area_id: areas[i % 3] ?? null,
      min_covers: max >= 6 ? 3 : 1,
      max_covers: max,
      status: i === 29 ? 0 : 1,
      sort_order: i,
    };
  });
  const combinations: EngineCombination[] = Array.from({ length: 6 }, (_, i) => ({
    id: `c${i + 1}`,
    combination_name: `T${i * 3 + 1}+T${i * 3 + 4}`,
    min_guest_capacity: 4,
    max_guest_capacity: 16,
    is_active: true,
    tables: [
      { table_id: `t${i * 3 + 1}`, table_order: 0, is_required: true },
      { table_id: `t${i * 3 + 4}`, table_order: 1, is_required: true },
      { table_id: `t${i * 3 + 7}`, table_order: 2, is_required: false },
    ],
  }));
  const shifts: EngineShift[] = [
    makeShift({
      id: 'breakfast',
      category: 'BREAKFAST',
      start_time: '07:30',
      end_time: '11:00',
      interval_minutes: 15,
      turn_times: [
        { max_party: 2, minutes: 60 },
        { max_party: 4, minutes: 75 },
        { max_party: 99, minutes: 90 },
      ],
    }),
    makeShift({
      id: 'lunch',
      category: 'LUNCH',
      start_time: '11:00',
      end_time: '16:00',
      interval_minutes: 15,
    }),
    makeShift({
      id: 'dinner',
      category: 'DINNER',
      start_time: '16:00',
      end_time: '23:30',
      interval_minutes: 15,
    }),
  ];
  const shiftAt = (minute: number) => shifts.find((s) => minute < timeToMinutes(s.end_time)) ?? shifts[2];

  // First-fit packing: each booking wants a random start and takes the first free fitting table at
  // or after it, so the day ends up as full as a sold-out Friday. Bookings that find nothing are kept
  // as cancelled rows, so the engine still has to read and filter them out.
  const bookings: EngineBooking[] = [];
  const dayStart = 7 * 60 + 30;
  const lastStart = 21 * 60 + 30;
  let holding = 0;
  for (let i = 0; bookings.length < 300; i += 1) {
    const guests = pick([1, 2, 2, 2, 2, 2, 3, 4, 4, 4, 5, 6]);
    const fitting = tables.filter((t) => t.status === 1 && guests >= t.min_covers && guests <= t.max_covers);
    const occupancy = occupiedIntervals(bookings, STATUSES, DATE);
    let wanted = dayStart + Math.floor(random() * ((lastStart - dayStart) / 15 + 1)) * 15;
    let placed: { table: EngineTable; start: number; duration: number } | null = null;
    for (let start = wanted; start <= lastStart && placed === null; start += 15) {
      const shift = shiftAt(start);
      const duration = shift ? turnTimeFor(shift, guests) : 120;
      const table = fitting.find((t) => isTableFree(occupancy, t.id, start, start + duration));
      if (table) placed = { table, start, duration };
    }
    // A quarter of a real day's list has gone final (completed or cancelled) and no longer holds a table.
    const placedStatus = pick([BOOKED, BOOKED, BOOKED, BOOKED, BOOKED, SEATED, COMPLETED, CANCELLED]);
    if (placed) {
      if (placedStatus !== COMPLETED && placedStatus !== CANCELLED) holding += 1;
      wanted = placed.start;
    }
    bookings.push({
      id: `b${i + 1}`,
      date: DATE,
      time: minutesToTime(wanted),
      duration_minutes: placed?.duration ?? 90,
      guest_count: guests,
      table_ids: [placed?.table.id ?? pick(fitting).id],
      booking_status: placed ? placedStatus : CANCELLED,
    });
  }

  const accessRules = [
    makeRule('dinner pacing', {
      shift_ids: ['dinner'],
      additional_settings: { pacing: { setting: 'custom', max_limit: 24 } },
    }),
    makeRule('terrace big parties', {
      time_config: { time1: '12:00', time2: '15:00' },
      basic_settings: { party_size: { setting: 'custom', min_guest: 1, max_guest: 10 } },
      additional_settings: { reservation_or_cover_limit: { setting: 'custom', max_limit: 300 } },
    }),
  ];
  return {
    input: {
      date: DATE,
      shifts,
      blackoutDates: [],
      accessRules,
      tables,
      combinations,
      bookings,
      statuses: STATUSES,
    },
    holding,
    released: bookings.length - holding,
  };
}

function runRound(input: Omit<AvailabilityInput, 'partySize'>, counter?: EngineCounter): number {
  let available = 0;
  for (const partySize of PARTY_SIZES) {
    for (const slot of availableSlots({ ...input, partySize, ...(counter ? { counter } : {}) }))
      if (slot.available) available += 1;
  }
  return available;
}

const QUICK_VIEW_PARTIES = Array.from({ length: 12 }, (_, i) => i + 1);
const QUICK_VIEW_ROUNDS = 3;

/**
 * The settings quick view on the demo venue (Harbour Bistro, seeded into a scratch PGlite API): the
 * month from today, 96 rows of 15 minutes, party sizes 1–12, every closed cell explained. The
 * catalogue and bookings are read once, as the API does per request; the engine's work is timed.
 */
async function benchQuickView(): Promise<BenchFigure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-quick-view-'));
  const server = await startApiServer({ port: 0, dataDir, seedDemo: true, jobs: false, logLevel: 'silent' });
  let month: { from: string; to: string };
  let catalogue: Awaited<ReturnType<typeof loadEngineCatalogue>>;
  let bookings: Awaited<ReturnType<typeof loadEngineBookings>>;
  try {
    const db = server.db;
    const restaurantId = await restaurantIdOf(db, 'harbour-bistro');
    const from = instantToVenueLocal(new Date(), await restaurantTimeZone(db, restaurantId)).date;
    month = { from, to: addDays(from, 29) };
    catalogue = await loadEngineCatalogue(db, restaurantId);
    bookings = await loadEngineBookings(db, restaurantId, month.from, month.to);
  } finally {
    // The API is closed before timing, so only the engine runs.
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const query = {
    ...catalogue,
    bookings,
    dates: datesOf(month.from, month.to),
    times: quickViewTimes(15),
    partySizes: QUICK_VIEW_PARTIES,
    channel: null,
    now: null,
  };
  const counter: EngineCounter = { slots: 0, tableChecks: 0 };
  const counted = quickView({ ...query, counter });
  const cells = counted.reduce((n, d) => n + d.cells.length, 0);
  const open = counted.reduce((n, d) => n + d.cells.filter((c) => c.available).length, 0);
  const started = performance.now();
  for (let i = 0; i < QUICK_VIEW_ROUNDS; i += 1) quickView(query);
  const perMonth = (performance.now() - started) / QUICK_VIEW_ROUNDS;
  const venue = `demo venue: ${catalogue.tables.length} tables, ${catalogue.combinations.length} combinations, ${catalogue.accessRules.length} rules, ${bookings.length} bookings in the month`;
  return [
    {
      name: 'quick view, one month',
      value: perMonth,
      unit: 'ms/month',
      note: `30 days × 96 slots × party sizes 1–12 = ${cells} cells (${open} open), every reason explained; ${venue}; goal < 1000; mean of ${QUICK_VIEW_ROUNDS} runs after one counted run`,
    },
    {
      name: 'quick view table-slot checks per second',
      value: Math.round(counter.tableChecks / (perMonth / 1000)),
      unit: 'checks/s',
      note: `${counter.tableChecks} isTableFree calls per month (${counter.slots} slots reached the engine's checks)`,
    },
    { name: 'quick view cells per second', value: Math.round(cells / (perMonth / 1000)), unit: 'cells/s' },
  ];
}

export async function benchAvailability(): Promise<BenchFigure[]> {
  const { input, holding, released } = buildBusyDay();
  const perRound: EngineCounter = { slots: 0, tableChecks: 0 };
  const availablePerRound = runRound(input, perRound);

  for (let i = 0; i < WARM_UP_ROUNDS; i += 1) runRound(input);
  let rounds = 0;
  let sink = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < MIN_MEASURE_MS) {
    sink += runRound(input);
    rounds += 1;
    elapsed = performance.now() - started;
  }
  if (sink !== availablePerRound * rounds)
    throw new Error('The engine gave different answers for the same day');
  const seconds = elapsed / 1000;
  const queries = rounds * PARTY_SIZES.length;
  const day = `30 tables, 6 combinations, 300 bookings (${holding} holding a table, ${released} completed or cancelled), 3 shifts at 15 min`;

  return [
    {
      name: 'slots per second',
      value: Math.round((perRound.slots * rounds) / seconds),
      unit: 'slots/s',
      note: day,
    },
    {
      name: 'table-slot checks per second',
      value: Math.round((perRound.tableChecks * rounds) / seconds),
      unit: 'checks/s',
      note: 'isTableFree calls counted by the engine hook',
    },
    {
      name: 'full-day query',
      value: elapsed / queries,
      unit: 'ms/query',
      note: `one party size, all shifts; ${queries} queries timed after ${WARM_UP_ROUNDS} warm-up rounds`,
    },
    {
      name: 'slots per full-day query',
      value: perRound.slots / PARTY_SIZES.length,
      unit: 'slots',
      note: `${availablePerRound} of ${perRound.slots} slots available over party sizes 1–8`,
    },
    { name: 'table checks per slot', value: perRound.tableChecks / perRound.slots, unit: 'checks/slot' },
    ...(await benchQuickView()),
  ];
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const figure of await benchAvailability())
    console.log(JSON.stringify({ suite: 'availability', ...figure }));
}
