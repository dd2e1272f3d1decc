import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chosenTableClash } from '../chosen-table.js';
import { optimizeNight, applySteps, type OptimizerInput } from './optimizer.js';
import { autoAssign } from './slots.js';
import {
  BOOKED,
  CANCELLED,
  SEATED,
  STATUSES,
  makeCombination,
  makeRule,
  makeShift,
  makeTable,
} from './test-fixtures.js';
import { bookingsArb, combinationsArb, DATE, fastCheckParams, tablesArb } from './test-arbitraries.js';
import type { EngineAccessRule, EngineBooking, EngineCombination, EngineTable } from './types.js';

const { seed, numRuns } = fastCheckParams('optimizer properties', 200);

const MOVABLE = new Set([BOOKED]);
const shift = makeShift({ start_time: '16:00', end_time: '23:59' });

function night(
  bookings: EngineBooking[],
  tables: EngineTable[],
  extra: Partial<OptimizerInput> = {},
): OptimizerInput {
  return {
    date: DATE,
    bookings,
    tables,
    combinations: [],
    statuses: STATUSES,
    shifts: [shift],
    accessRules: [],
    movableStatusIds: MOVABLE,
    ...extra,
  };
}

const booking = (
  id: string,
  time: string,
  duration: number,
  guests: number,
  tableIds: string[],
  status = BOOKED,
): EngineBooking => ({
  id,
  date: DATE,
  time,
  duration_minutes: duration,
  guest_count: guests,
  table_ids: tableIds,
  booking_status: status,
});

// Two 4-tops each hold a couple at a different hour, so the four arriving at 18:30 fit on neither,
// while a free 2-top could take either couple.
const fragmented = () => ({
  tables: [makeTable('a', 4, { sort_order: 1 }), makeTable('b', 4, { sort_order: 2 }), makeTable('c', 2)],
  bookings: [
    booking('x', '18:00', 60, 2, ['a']),
    booking('y', '18:45', 135, 2, ['b']),
    booking('w', '18:30', 90, 4, []),
  ],
});

describe('optimizeNight', () => {
  it('moves a couple off a 4-top so a party of four without a table gets one', () => {
    const { tables, bookings } = fragmented();
    const result = optimizeNight(night(bookings, tables));
    expect(result.moves).toEqual([{ bookingId: 'x', from: ['a'], to: ['c'], combinationId: null }]);
    expect(result.seated).toEqual([{ bookingId: 'w', from: [], to: ['a'], combinationId: null }]);
    expect(result.steps.map((s) => s.bookingId)).toEqual(['x', 'w']);
    expect(result.covers).toEqual({ before: 4, firstFit: 4, after: 8 });
    expect(result.unseatedIds).toEqual([]);
  });

  it('never moves a seated party, even when that is the only way to seat another', () => {
    const { tables, bookings } = fragmented();
    const seated = bookings.map((b) => (b.id === 'x' || b.id === 'y' ? { ...b, booking_status: SEATED } : b));
    const result = optimizeNight(night(seated, tables));
    expect(result.moves).toEqual([]);
    expect(result.seated).toEqual([]);
    expect(result.unseatedIds).toEqual(['w']);
  });

  it('keeps to the access rules: a couple limited to the 4-tops cannot go to the 2-top', () => {
    const { tables, bookings } = fragmented();
    const rule = makeRule('inside only', {
      basic_settings: {
        party_size: { setting: 'custom', min_guest: 1, max_guest: 2 },
        seating_area_table: { setting: 'custom', restrict_seating_area: true, seating_area: ['inside'] },
      },
    });
    const rules: EngineAccessRule[] = [
      rule,
      makeRule('big parties', { basic_settings: { party_size: { setting: 'custom', min_guest: 3 } } }),
    ];
    const inside = tables.map((t) => (t.id === 'c' ? t : { ...t, seating_area_id: 'inside' }));
    const result = optimizeNight(night(bookings, inside, { accessRules: rules }));
    expect(result.moves).toEqual([]);
    expect(result.unseatedIds).toEqual(['w']);
  });

  it('seats a party of six on a combination once a couple moves off one of its tables', () => {
    const tables = [makeTable('a', 4), makeTable('b', 2), makeTable('c', 2, { sort_order: 3 })];
    const combinations = [
      makeCombination('ab', [
        ['a', true],
        ['b', true],
      ]),
    ];
    const bookings = [booking('x', '19:00', 90, 2, ['b']), booking('six', '19:30', 120, 6, [])];
    const result = optimizeNight(night(bookings, tables, { combinations }));
    expect(result.moves).toEqual([{ bookingId: 'x', from: ['b'], to: ['c'], combinationId: null }]);
    expect(result.seated).toEqual([{ bookingId: 'six', from: [], to: ['a', 'b'], combinationId: 'ab' }]);
  });

  it('gives no table to a booking auto-assign would refuse for running past the shift, and seats the one it would', () => {
    // The shift ends at 23:59: a 175-minute booking at 21:05 starts after its last start (21:04).
    const tables = [makeTable('two', 2), makeTable('five', 5)];
    const combinations = [
      makeCombination('both', [
        ['two', false],
        ['five', false],
      ]),
    ];
    const bookings = [booking('late', '21:05', 175, 1, []), booking('six', '21:05', 10, 6, [])];
    const result = optimizeNight(night(bookings, tables, { combinations }));
    expect(result.seated.map((s) => s.bookingId)).toEqual(['six']);
    expect(result.covers).toEqual({ before: 0, firstFit: 6, after: 6 });
  });

  it('says there is nothing to move when first fit already seats everyone', () => {
    const tables = [makeTable('a', 4), makeTable('b', 2)];
    const bookings = [booking('x', '19:00', 90, 2, ['b']), booking('y', '19:00', 90, 3, [])];
    const result = optimizeNight(night(bookings, tables));
    expect(result.moves).toEqual([]);
    expect(result.seated).toEqual([{ bookingId: 'y', from: [], to: ['a'], combinationId: null }]);
    expect(result.covers.after).toBe(result.covers.firstFit);
  });

  it('orders a chain of moves so each write finds its table free', () => {
    // p (2) sits on the 4-top, q (4) on the 6-top; a party of 6 needs the 6-top, which q can leave
    // only for the 4-top, which p can leave only for the 2-top: a chain, ordered p, q, six.
    const tables = [makeTable('t2', 2), makeTable('t4', 4), makeTable('t6', 6)];
    const bookings = [
      booking('p', '19:00', 90, 2, ['t4']),
      booking('q', '19:00', 90, 4, ['t6']),
      booking('six', '19:00', 90, 6, []),
    ];
    const result = optimizeNight(night(bookings, tables));
    expect(result.steps.map((s) => `${s.bookingId}:${s.to.join('+')}`)).toEqual(['p:t2', 'q:t4', 'six:t6']);
  });
});

it('breaks a swap into valid writes by parking one booking for a step', () => {
  // u needs A, held by x; x can go to B only once y leaves it, and y can go only to A: x and y swap.
  const tables = [makeTable('a', 4, { sort_order: 1 }), makeTable('b', 4, { sort_order: 2 })];
  const bookings = [
    booking('x', '18:00', 120, 2, ['a']),
    booking('y', '19:00', 120, 2, ['b']),
    booking('z', '17:00', 60, 2, ['b']),
    booking('u', '17:00', 90, 4, []),
  ];
  const result = optimizeNight(night(bookings, tables));
  expect(result.steps.map((s) => `${s.bookingId}:${s.park ? 'park' : s.to.join('+')}`)).toEqual([
    'x:park',
    'u:a',
    'y:a',
    'x:b',
  ]);
  expect(result.moves.map((m) => `${m.bookingId}:${m.from.join()}>${m.to.join()}`)).toEqual([
    'y:b>a',
    'x:a>b',
  ]);
});

/** A valid starting night: a booking whose tables clash with an earlier one's starts without a table. */
function validNight(bookings: EngineBooking[], dropTables: boolean[]): EngineBooking[] {
  const kept: EngineBooking[] = [];
  bookings.forEach((b, i) => {
    let row = dropTables[i] ? { ...b, table_ids: [] } : b;
    if (chosenTableClash({ booking: row, bookings: kept, statuses: STATUSES, tables: [] }))
      row = { ...row, table_ids: [] };
    kept.push(row);
  });
  return kept;
}

/** First fit, independently: auto-assign gives each booking without a table one, in time order. */
function firstFitCovers(input: OptimizerInput): number {
  let list = [...input.bookings];
  const order = list
    .filter((b) => b.table_ids.length === 0 && input.movableStatusIds.has(b.booking_status))
    .sort((a, b) => a.time.localeCompare(b.time) || a.id.localeCompare(b.id));
  for (const want of order) {
    const slot = autoAssign({
      date: input.date,
      time: want.time,
      partySize: want.guest_count,
      durationMinutes: want.duration_minutes,
      shifts: input.shifts,
      blackoutDates: [],
      accessRules: input.accessRules,
      tables: input.tables,
      combinations: input.combinations,
      bookings: list,
      statuses: input.statuses,
      excludeBookingId: want.id,
    });
    if (slot.available && 'tables' in slot && slot.tables)
      list = list.map((b) => (b.id === want.id ? { ...b, table_ids: slot.tables ?? [] } : b));
  }
  return holdingCovers(list);
}

const holdingCovers = (list: readonly EngineBooking[]) =>
  list
    .filter((b) => b.booking_status !== CANCELLED && b.table_ids.length > 0)
    .reduce((s, b) => s + b.guest_count, 0);

/** The tables are ones auto-assign could give the party: one fitting table or a combination's members. */
function validPlacement(
  b: EngineBooking,
  tables: readonly EngineTable[],
  combinations: readonly EngineCombination[],
  allowedArea: string | null,
): boolean {
  const byId = new Map(tables.map((t) => [t.id, t]));
  const used = b.table_ids.map((id) => byId.get(id));
  if (used.some((t) => !t || t.status !== 1 || (allowedArea !== null && t.seating_area_id !== allowedArea)))
    return false;
  const [only] = used;
  if (used.length === 1 && only && b.guest_count >= only.min_covers && b.guest_count <= only.max_covers)
    return true;
  const seats = used.reduce((s, t) => s + (t?.max_covers ?? 0), 0);
  return combinations.some((c) => {
    const members = new Set(c.tables.map((m) => m.table_id));
    return (
      c.is_active &&
      b.table_ids.every((id) => members.has(id)) &&
      c.tables.every((m) => !m.is_required || b.table_ids.includes(m.table_id)) &&
      seats >= b.guest_count &&
      b.guest_count >= c.min_guest_capacity &&
      b.guest_count <= c.max_guest_capacity
    );
  });
}

const worldArb = tablesArb.chain((tables) =>
  fc.record({
    tables: fc.constant(tables),
    combinations: combinationsArb(tables.length),
    bookings: bookingsArb(tables.length),
    drop: fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
    terraceOnly: fc.boolean(),
    budget: fc.constantFrom(5, 50, 200_000),
  }),
);

describe('optimizeNight properties', () => {
  it('never double-books, never moves a seated party, keeps every table, beats first fit', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const bookings = validNight(world.bookings, world.drop);
        const rules = world.terraceOnly
          ? [
              makeRule('terrace', {
                basic_settings: {
                  seating_area_table: {
                    setting: 'custom',
                    restrict_seating_area: true,
                    seating_area: ['terrace'],
                  },
                },
              }),
            ]
          : [];
        const input = night(bookings, world.tables, {
          combinations: world.combinations,
          accessRules: rules,
          stepBudget: world.budget,
        });
        const result = optimizeNight(input);

        // Every write is valid when it is sent: the booking's new tables are free then.
        let current = bookings;
        for (const step of result.steps) {
          const row = current.find((b) => b.id === step.bookingId);
          expect(row).toBeDefined();
          if (!row) return;
          const moved = { ...row, table_ids: step.to };
          expect(
            chosenTableClash({ booking: moved, bookings: current, statuses: STATUSES, tables: [] }),
          ).toBeNull();
          current = current.map((b) => (b.id === row.id ? moved : b));
        }
        const after = applySteps(bookings, result.steps);
        expect(current.map((b) => b.table_ids)).toEqual(after.map((b) => b.table_ids));
        for (const b of after.filter((row) => row.booking_status !== CANCELLED))
          expect(
            chosenTableClash({ booking: b, bookings: after, statuses: STATUSES, tables: [] }),
          ).toBeNull();

        bookings.forEach((before, i) => {
          const now = after[i] as EngineBooking;
          if (before.booking_status !== BOOKED) expect(now.table_ids).toEqual(before.table_ids);
          if (before.table_ids.length > 0) expect(now.table_ids.length).toBeGreaterThan(0);
          if (now.table_ids.join() !== before.table_ids.join())
            expect(
              validPlacement(now, world.tables, world.combinations, world.terraceOnly ? 'terrace' : null),
            ).toBe(true);
        });
        expect(holdingCovers(after)).toBe(result.covers.after);
        expect(result.covers.after).toBeGreaterThanOrEqual(firstFitCovers(input));
        expect(result.covers.after).toBeGreaterThanOrEqual(result.covers.firstFit);
      }),
      { seed, numRuns },
    );
  });

  it('gives the same answer for the same night', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const input = night(validNight(world.bookings, world.drop), world.tables, {
          combinations: world.combinations,
        });
        expect(optimizeNight(input)).toEqual(optimizeNight(input));
      }),
      { seed, numRuns: 50 },
    );
  });
});
