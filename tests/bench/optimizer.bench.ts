// The night optimizer against first fit (issue 36 §6; anchors-wave3 §6): simulated dinner services
// at low, medium and high load. Requests for a table arrive one by one in booking order (each for a
// fixed time and party); first fit takes a request when auto-assign finds it a free table and turns
// it away otherwise. The optimizer policy asks auto-assign first and, when it finds nothing, lets
// the optimizer move bookings already taken (none has arrived: they are all advance bookings) to
// make room. Same requests, same rules, same seeds for both; covers seated are compared. Figures
// only: nothing here is timed against a target.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  autoAssign,
  type EngineBooking,
  type EngineCombination,
  type EngineShift,
  type EngineTable,
} from '../../src-shared/domain/availability/index.js';
import { applySteps, optimizeNight } from '../../src-shared/domain/availability/optimizer.js';
import { BOOKED, STATUSES, makeShift } from '../../src-shared/domain/availability/test-fixtures.js';
import { seededRandom } from '../../src-shared/seeded-random.js';
import { minutesToTime } from '../../src-shared/time.js';
import type { BenchFigure } from './figures.js';

const DATE = '2026-06-12';
const NIGHTS = Number(process.env.NIGHTS ?? 20);

/** A 66-seat room: ten 2-tops, seven 4-tops, three 6-tops; pairs of 2-tops and of 4-tops combine. */
function room(): { tables: EngineTable[]; combinations: EngineCombination[] } {
  const sizes = [...Array<number>(10).fill(2), ...Array<number>(7).fill(4), ...Array<number>(3).fill(6)];
  const tables: EngineTable[] = sizes.map((max, i) => ({
    id: `t${i + 1}`,
    name: `T${i + 1}`,
    seating_area_id: i % 2 === 0 ? 'inside' : 'window',
    min_covers: max >= 6 ? 3 : 1,
    max_covers: max,
    status: 1,
    sort_order: i,
  }));
  const pair = (id: string, a: number, b: number, min: number, max: number): EngineCombination => ({
    id,
    combination_name: `T${a}+T${b}`,
    min_guest_capacity: min,
    max_guest_capacity: max,
    is_active: true,
    tables: [
      { table_id: `t${a}`, table_order: 0, is_required: true },
      { table_id: `t${b}`, table_order: 1, is_required: true },
    ],
  });
  const combinations = [
    pair('c1', 1, 2, 3, 4),
    pair('c2', 3, 4, 3, 4),
    pair('c3', 5, 6, 3, 4),
    pair('c4', 11, 12, 5, 8),
    pair('c5', 13, 14, 5, 8),
    pair('c6', 18, 19, 7, 12),
  ];
  return { tables, combinations };
}

const SHIFT: EngineShift = makeShift({
  start_time: '17:00',
  end_time: '23:30',
  interval_minutes: 15,
  turn_times: [
    { max_party: 2, minutes: 75 },
    { max_party: 4, minutes: 90 },
    { max_party: 99, minutes: 120 },
  ],
});

// Kimes & Thompson's mix: more than 60 % of parties are 1–2 guests.
const PARTY_MIX: [size: number, weight: number][] = [
  [1, 8],
  [2, 54],
  [3, 10],
  [4, 17],
  [5, 4],
  [6, 4],
  [7, 2],
  [8, 1],
];

interface Request {
  id: string;
  start: number;
  guests: number;
}

/** A night's requests in booking order; starts peak at 19:00–20:30 like a dinner service. */
function requests(seed: number, count: number): Request[] {
  const random = seededRandom(seed);
  const total = PARTY_MIX.reduce((s, [, w]) => s + w, 0);
  const party = () => {
    let r = random() * total;
    for (const [size, weight] of PARTY_MIX) {
      r -= weight;
      if (r < 0) return size;
    }
    return 2;
  };
  const start = () => {
    // Triangular around 19:30 over 17:00–21:45, on the 15-minute grid.
    const t = (random() + random()) / 2;
    return 17 * 60 + Math.round((t * (21.75 - 17) * 60) / 15) * 15;
  };
  return Array.from({ length: count }, (_, i) => ({ id: `r${i + 1}`, start: start(), guests: party() }));
}

interface NightResult {
  covers: number;
  parties: number;
  moves: number;
}

function simulate(
  night: readonly Request[],
  venue: ReturnType<typeof room>,
  optimise: boolean,
  timing: { ms: number; calls: number },
): NightResult {
  let taken: EngineBooking[] = [];
  let moves = 0;
  const base = {
    date: DATE,
    shifts: [SHIFT],
    blackoutDates: [],
    accessRules: [],
    tables: venue.tables,
    combinations: venue.combinations,
    statuses: STATUSES,
  };
  for (const request of night) {
    const time = minutesToTime(request.start);
    const slot = autoAssign({ ...base, bookings: taken, time, partySize: request.guests });
    const booking: EngineBooking = {
      id: request.id,
      date: DATE,
      time,
      duration_minutes: slot.available && 'durationMinutes' in slot ? slot.durationMinutes : 0,
      guest_count: request.guests,
      table_ids: [],
      booking_status: BOOKED,
    };
    if (slot.available && 'tables' in slot && slot.tables) {
      taken.push({ ...booking, table_ids: slot.tables });
      continue;
    }
    if (!optimise || !('durationMinutes' in slot)) continue;
    const wanting = { ...booking, duration_minutes: slot.durationMinutes };
    const started = performance.now();
    const result = optimizeNight({
      ...base,
      bookings: [...taken, wanting],
      movableStatusIds: new Set([BOOKED]),
    });
    timing.ms += performance.now() - started;
    timing.calls += 1;
    if (result.seated.length === 0) continue;
    taken = applySteps([...taken, wanting], result.steps);
    moves += result.moves.length;
  }
  return {
    covers: taken.reduce((s, b) => s + b.guest_count, 0),
    parties: taken.length,
    moves,
  };
}

const LOADS: { name: string; requests: number }[] = [
  { name: 'low', requests: 30 },
  { name: 'medium', requests: 55 },
  { name: 'high', requests: 110 },
];

export async function benchOptimizer(): Promise<BenchFigure[]> {
  const venue = room();
  const seats = venue.tables.reduce((s, t) => s + t.max_covers, 0);
  const figures: BenchFigure[] = [];
  for (const load of LOADS) {
    const timing = { ms: 0, calls: 0 };
    let demand = 0;
    const sum = { ff: 0, opt: 0, ffParties: 0, optParties: 0, moves: 0 };
    for (let n = 0; n < NIGHTS; n += 1) {
      const night = requests(20260612 + n * 7919 + load.requests, load.requests);
      demand += night.reduce((s, r) => s + r.guests, 0);
      const ff = simulate(night, venue, false, timing);
      const opt = simulate(night, venue, true, timing);
      sum.ff += ff.covers;
      sum.opt += opt.covers;
      sum.ffParties += ff.parties;
      sum.optParties += opt.parties;
      sum.moves += opt.moves;
    }
    const gain = ((sum.opt - sum.ff) / sum.ff) * 100;
    const setting = `${NIGHTS} nights × ${load.requests} requests (${Math.round(demand / NIGHTS)} covers asked a night) for ${venue.tables.length} tables, ${seats} seats, 17:00–23:30`;
    figures.push(
      {
        name: `${load.name} load: covers seated by first fit`,
        value: Math.round(sum.ff / NIGHTS),
        unit: 'covers/night',
        note: `${setting}; ${(sum.ffParties / NIGHTS).toFixed(1)} parties a night`,
      },
      {
        name: `${load.name} load: covers seated with the optimizer`,
        value: Math.round(sum.opt / NIGHTS),
        unit: 'covers/night',
        note: `${(sum.optParties / NIGHTS).toFixed(1)} parties a night; ${(sum.moves / NIGHTS).toFixed(1)} bookings moved a night`,
      },
      {
        name: `${load.name} load: gain over first fit`,
        value: gain,
        unit: '%',
        note: 'Bertsimas & Shioda: about 0–3 % at low and medium load, 7.6–13 % at high load',
      },
      {
        name: `${load.name} load: optimizer call`,
        value: timing.calls > 0 ? timing.ms / timing.calls : 0,
        unit: 'ms/call',
        note: `${timing.calls} calls (one per request first fit turned away)`,
      },
    );
  }
  return figures;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const figure of await benchOptimizer()) console.log(JSON.stringify({ suite: 'optimizer', ...figure }));
}
