// fast-check arbitraries of a small venue for the engine's property tests: tables in two areas,
// combinations over them, a shift and a day's bookings. Shared so each property file draws the same
// kinds of worlds.
import fc from 'fast-check';
import { minutesToTime } from '../../time.js';
import { BOOKED, CANCELLED, SEATED, makeShift } from './test-fixtures.js';
import type { EngineBooking, EngineCombination, EngineShift, EngineTable } from './types.js';

export const DATE = '2026-06-12';

/**
 * A property file's fast-check settings: a random seed it prints (replay with FC_SEED=<seed>), FC_RUNS
 * runs or the file's own number, and FC_PATH when replaying a reported failure.
 */
export function fastCheckParams(label: string, defaultRuns: number) {
  const seed = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const numRuns = Number(process.env.FC_RUNS ?? defaultRuns);
  const path = process.env.FC_PATH;
  console.info(`${label}: fast-check seed ${seed} (replay with FC_SEED=${seed})`);
  return { seed, numRuns, ...(path ? { path } : {}) };
}

export const tablesArb = fc
  .array(
    fc.record({
      max: fc.integer({ min: 1, max: 8 }),
      minGap: fc.integer({ min: 0, max: 3 }),
      active: fc.boolean(),
      area: fc.constantFrom('inside', 'terrace'),
      order: fc.integer({ min: 0, max: 3 }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((specs): EngineTable[] =>
    specs.map((s, i) => ({
      id: `t${i}`,
      name: `T${i}`,
      seating_area_id: s.area,
      min_covers: Math.max(1, s.max - s.minGap),
      max_covers: s.max,
      status: s.active ? 1 : 0,
      sort_order: s.order,
    })),
  );

export function combinationsArb(tableCount: number): fc.Arbitrary<EngineCombination[]> {
  if (tableCount < 2) return fc.constant([]);
  const membersArb = fc.uniqueArray(
    fc.record({ index: fc.nat({ max: tableCount - 1 }), required: fc.boolean() }),
    {
      minLength: 2,
      maxLength: Math.min(4, tableCount),
      selector: (m) => m.index,
    },
  );
  return fc.array(membersArb, { maxLength: 3 }).map((combos) =>
    combos.map((members, i) => ({
      id: `c${i}`,
      combination_name: `C${i}`,
      min_guest_capacity: 1,
      max_guest_capacity: 30,
      is_active: true,
      tables: members.map((m, order) => ({
        table_id: `t${m.index}`,
        is_required: m.required,
        table_order: order,
      })),
    })),
  );
}

export function bookingsArb(tableCount: number): fc.Arbitrary<EngineBooking[]> {
  return fc
    .array(
      fc.record({
        start: fc.integer({ min: 16 * 12, max: 23 * 12 }).map((five) => five * 5),
        duration: fc.integer({ min: 2, max: 36 }).map((five) => five * 5),
        guests: fc.integer({ min: 1, max: 8 }),
        tables: fc.uniqueArray(fc.nat({ max: tableCount - 1 }), { minLength: 1, maxLength: 2 }),
        status: fc.constantFrom(BOOKED, SEATED, CANCELLED),
      }),
      { maxLength: 20 },
    )
    .map((specs) =>
      specs.map((s, i) => ({
        id: `b${i}`,
        date: DATE,
        time: minutesToTime(s.start),
        duration_minutes: s.duration,
        guest_count: s.guests,
        table_ids: s.tables.map((t) => `t${t}`),
        booking_status: s.status,
      })),
    );
}

export const shiftArb: fc.Arbitrary<EngineShift> = fc
  .record({
    start: fc.constantFrom('17:00', '18:00'),
    end: fc.constantFrom('22:00', '23:00'),
    interval: fc.constantFrom(15, 30),
  })
  .map(({ start, end, interval }) =>
    makeShift({ start_time: start, end_time: end, interval_minutes: interval }),
  );
