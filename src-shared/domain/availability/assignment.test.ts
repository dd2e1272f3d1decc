import { describe, expect, it } from 'vitest';
import { assignTables, type AssignmentRequest } from './assignment.js';
import { occupiedIntervals } from './occupancy.js';
import { STATUSES, makeBooking, makeCombination, makeTable } from './test-fixtures.js';
import type { EngineBooking } from './types.js';

const at1800 = 18 * 60;
function request(
  overrides: Partial<AssignmentRequest> & { bookings?: EngineBooking[] } = {},
): AssignmentRequest {
  const { bookings = [], ...rest } = overrides;
  return {
    partySize: 2,
    start: at1800,
    durationMinutes: 90,
    tables: [],
    combinations: [],
    occupancy: occupiedIntervals(bookings, STATUSES, '2026-06-12'),
    ...rest,
  };
}
const pick = (r: AssignmentRequest) => {
  const result = assignTables(r);
  return result.ok ? result.assignment.tableIds : result.reason;
};

describe('assignTables', () => {
  it('picks the table with the fewest wasted seats', () => {
    const tables = [makeTable('six', 6), makeTable('two', 2), makeTable('four', 4)];
    expect(pick(request({ tables }))).toEqual(['two']);
    expect(pick(request({ tables, partySize: 3 }))).toEqual(['four']);
  });

  it('respects min covers, inactive tables and the allowed set', () => {
    const tables = [
      makeTable('big', 8, { min_covers: 5 }),
      makeTable('off', 2, { status: 0 }),
      makeTable('ok', 4),
    ];
    expect(pick(request({ tables }))).toEqual(['ok']);
    expect(pick(request({ tables, allowedTableIds: new Set(['big']) }))).toBe('no_table');
  });

  it('prefers the preferred seating area over a tighter fit elsewhere', () => {
    const tables = [
      makeTable('in2', 2, { seating_area_id: 'inside' }),
      makeTable('ter4', 4, { seating_area_id: 'terrace' }),
    ];
    expect(pick(request({ tables, preferredSeatingAreaId: 'terrace' }))).toEqual(['ter4']);
    expect(pick(request({ tables }))).toEqual(['in2']);
  });

  it('puts a single table before a combination with the same waste, and ties by order then name', () => {
    const tables = [makeTable('a', 2), makeTable('b', 2), makeTable('c4', 4, { sort_order: 5 })];
    const combinations = [
      makeCombination('ab', [
        ['a', true],
        ['b', true],
      ]),
    ];
    expect(pick(request({ tables, combinations, partySize: 4 }))).toEqual(['c4']);
    const ordered = [
      makeTable('zed', 2, { sort_order: 1 }),
      makeTable('amy', 2, { sort_order: 2 }),
      makeTable('bob', 2, { sort_order: 1 }),
    ];
    expect(pick(request({ tables: ordered }))).toEqual(['bob']);
  });

  it('takes a combination when it wastes fewer seats than the only single table', () => {
    const tables = [makeTable('a', 2), makeTable('b', 2), makeTable('big', 8)];
    const result = assignTables(
      request({
        tables,
        combinations: [
          makeCombination('ab', [
            ['a', true],
            ['b', true],
          ]),
        ],
        partySize: 4,
      }),
    );
    expect(result).toEqual({
      ok: true,
      assignment: {
        kind: 'combination',
        tableIds: ['a', 'b'],
        combinationId: 'ab',
        capacity: 4,
        wastedSeats: 0,
        seatingAreaId: 'main',
      },
    });
  });

  it('needs every required member free but skips busy optional members', () => {
    const tables = [makeTable('a', 4), makeTable('b', 4), makeTable('c', 4)];
    const combo = makeCombination('abc', [
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
    const busyB = [makeBooking('17:30', ['b'])];
    expect(
      pick(request({ tables: tables.slice(), combinations: [combo], partySize: 8, bookings: busyB })),
    ).toEqual(['a', 'c']);
    const busyA = [makeBooking('17:30', ['a'])];
    expect(pick(request({ tables, combinations: [combo], partySize: 8, bookings: busyA }))).toBe('no_table');
  });

  it('adds optional members only until the party fits', () => {
    const tables = [makeTable('a', 4), makeTable('b', 4), makeTable('c', 4)];
    const combo = makeCombination('abc', [
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
    expect(pick(request({ tables, combinations: [combo], partySize: 7 }))).toEqual(['a', 'b']);
  });

  it('honours the combination capacity range and active flag', () => {
    const tables = [makeTable('a', 4), makeTable('b', 4)];
    const combos = (extra: Parameters<typeof makeCombination>[2]) => [
      makeCombination(
        'ab',
        [
          ['a', true],
          ['b', true],
        ],
        extra,
      ),
    ];
    expect(pick(request({ tables, combinations: combos({ max_guest_capacity: 6 }), partySize: 7 }))).toBe(
      'no_table',
    );
    expect(pick(request({ tables, combinations: combos({ min_guest_capacity: 8 }), partySize: 7 }))).toBe(
      'no_table',
    );
    expect(pick(request({ tables, combinations: combos({ is_active: false }), partySize: 7 }))).toBe(
      'no_table',
    );
    expect(pick(request({ tables, combinations: combos({}), partySize: 7 }))).toEqual(['a', 'b']);
  });

  it('counts occupancy checks through the counter hook', () => {
    const counter = { slots: 0, tableChecks: 0 };
    assignTables(request({ tables: [makeTable('a', 2), makeTable('b', 4)], counter }));
    expect(counter.tableChecks).toBe(1);
  });
});
