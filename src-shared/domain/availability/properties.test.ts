// Property-based safety checks against brute-force oracles written independently of the engine.
// Each run prints its seed; replay a failure with FC_SEED=<seed> (and FC_PATH from the report).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesToTime, timeToMinutes } from '../../time.js';
import { autoAssign, availableSlots } from './slots.js';
import { BOOKED, SEATED, STATUSES, makeRule } from './test-fixtures.js';
import {
  bookingsArb,
  combinationsArb,
  DATE,
  fastCheckParams,
  shiftArb,
  tablesArb,
} from './test-arbitraries.js';
import type {
  AvailabilityInput,
  EngineAccessRule,
  EngineBooking,
  EngineCombination,
  EngineShift,
  EngineTable,
} from './types.js';

const params = fastCheckParams('availability properties', 150);

const HOLDS = new Set([BOOKED, SEATED]);

const rulesArb: fc.Arbitrary<EngineAccessRule[]> = fc
  .record({
    pacing: fc.option(
      fc.record({
        max: fc.integer({ min: 1, max: 14 }),
        unit: fc.constantFrom('cover' as const, 'reservation' as const),
      }),
    ),
    shiftLimit: fc.option(
      fc.record({
        max: fc.integer({ min: 1, max: 40 }),
        unit: fc.constantFrom('cover' as const, 'reservation' as const),
      }),
    ),
    terraceOnly: fc.boolean(),
  })
  .map(({ pacing, shiftLimit, terraceOnly }) => [
    makeRule('random', {
      basic_settings: terraceOnly
        ? {
            seating_area_table: { setting: 'custom', restrict_seating_area: true, seating_area: ['terrace'] },
          }
        : {},
      additional_settings: {
        ...(pacing
          ? { pacing: { setting: 'custom', max_limit: pacing.max, reservation_or_cover: pacing.unit } }
          : {}),
        ...(shiftLimit
          ? {
              reservation_or_cover_limit: {
                setting: 'custom',
                max_limit: shiftLimit.max,
                reservation_or_cover: shiftLimit.unit,
              },
            }
          : {}),
      },
    }),
  ]);

const worldArb: fc.Arbitrary<World> = tablesArb.chain((tables) =>
  fc.record({
    tables: fc.constant(tables),
    combinations: combinationsArb(tables.length),
    bookings: bookingsArb(tables.length),
    rules: fc.option(rulesArb, { nil: [] as EngineAccessRule[] }),
    shift: shiftArb,
    partySize: fc.integer({ min: 1, max: 10 }),
    preferred: fc.option(fc.constantFrom('inside', 'terrace'), { nil: null }),
  }),
);

interface World {
  tables: EngineTable[];
  combinations: EngineCombination[];
  bookings: EngineBooking[];
  rules: EngineAccessRule[];
  shift: EngineShift;
  partySize: number;
  preferred: string | null;
}

function inputOf(world: World): AvailabilityInput {
  return {
    date: DATE,
    partySize: world.partySize,
    preferredSeatingAreaId: world.preferred,
    shifts: [world.shift],
    blackoutDates: [],
    accessRules: world.rules,
    tables: world.tables,
    combinations: world.combinations,
    bookings: world.bookings,
    statuses: STATUSES,
  };
}

// ——— Oracles, deliberately naive ———

const startOf = (b: EngineBooking) => timeToMinutes(b.time);
const holding = (bookings: readonly EngineBooking[]) => bookings.filter((b) => HOLDS.has(b.booking_status));

function overlapsAny(
  bookings: readonly EngineBooking[],
  tableId: string,
  start: number,
  end: number,
): boolean {
  return holding(bookings).some(
    (b) => b.table_ids.includes(tableId) && startOf(b) < end && start < startOf(b) + b.duration_minutes,
  );
}

function usedBetween(
  bookings: readonly EngineBooking[],
  from: number,
  to: number,
  unit: 'cover' | 'reservation',
): number {
  return holding(bookings)
    .filter((b) => startOf(b) >= from && startOf(b) < to)
    .reduce((sum, b) => sum + (unit === 'cover' ? b.guest_count : 1), 0);
}

function limitsOf(rules: readonly EngineAccessRule[]) {
  const rule = rules[0];
  const pacing = rule?.additional_settings.pacing;
  const shift = rule?.additional_settings.reservation_or_cover_limit;
  return {
    pacing:
      pacing?.setting === 'custom' && pacing.max_limit !== null
        ? { max: pacing.max_limit, unit: pacing.reservation_or_cover }
        : null,
    shift:
      shift?.setting === 'custom' && shift.max_limit !== null
        ? { max: shift.max_limit, unit: shift.reservation_or_cover }
        : null,
    terraceOnly:
      rule?.basic_settings.seating_area_table.restrict_seating_area === true &&
      rule.basic_settings.seating_area_table.setting === 'custom',
  };
}

describe('availability properties', () => {
  it('never offers an occupied, inactive, too small, disallowed or repeated table', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const input = inputOf(world);
        const limits = limitsOf(world.rules);
        for (const slot of availableSlots(input).filter((s) => s.available)) {
          const ids = slot.tables ?? [];
          expect(ids.length).toBeGreaterThan(0);
          expect(new Set(ids).size).toBe(ids.length);
          let seats = 0;
          for (const id of ids) {
            const table = world.tables.find((t) => t.id === id);
            expect(table?.status).toBe(1);
            if (limits.terraceOnly) expect(table?.seating_area_id).toBe('terrace');
            expect(overlapsAny(world.bookings, id, slot.minutes, slot.minutes + slot.durationMinutes)).toBe(
              false,
            );
            seats += table?.max_covers ?? 0;
          }
          expect(seats).toBeGreaterThanOrEqual(world.partySize);
        }
      }),
      params,
    );
  });

  it('never offers a slot that would exceed pacing or the shift limit', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const input = inputOf(world);
        const { pacing, shift } = limitsOf(world.rules);
        const shiftStart = timeToMinutes(world.shift.start_time);
        const shiftEnd = timeToMinutes(world.shift.end_time);
        const add = (unit: 'cover' | 'reservation') => (unit === 'cover' ? world.partySize : 1);
        for (const slot of availableSlots(input).filter((s) => s.available)) {
          if (pacing)
            expect(
              usedBetween(
                world.bookings,
                slot.minutes,
                slot.minutes + world.shift.interval_minutes,
                pacing.unit,
              ) + add(pacing.unit),
            ).toBeLessThanOrEqual(pacing.max);
          if (shift)
            expect(
              usedBetween(world.bookings, shiftStart, shiftEnd, shift.unit) + add(shift.unit),
            ).toBeLessThanOrEqual(shift.max);
        }
      }),
      params,
    );
  });

  it('booking every suggestion in turn never double-books a table nor breaks a limit', () => {
    const requestsArb = fc.array(
      fc.record({ party: fc.integer({ min: 1, max: 10 }), slot: fc.nat({ max: 24 }) }),
      { minLength: 1, maxLength: 40 },
    );
    fc.assert(
      fc.property(worldArb, requestsArb, (world, requests) => {
        const booked: EngineBooking[] = [];
        const { pacing, shift } = limitsOf(world.rules);
        const shiftStart = timeToMinutes(world.shift.start_time);
        for (const [i, request] of requests.entries()) {
          const time = minutesToTime(shiftStart + request.slot * world.shift.interval_minutes);
          const result = autoAssign({
            ...inputOf({ ...world, bookings: booked, partySize: request.party }),
            time,
          });
          if (!result.available || !('tables' in result) || !result.tables) continue;
          booked.push({
            id: `n${i}`,
            date: DATE,
            time,
            duration_minutes: result.durationMinutes,
            guest_count: request.party,
            table_ids: result.tables,
            booking_status: BOOKED,
          });
        }
        for (const [i, a] of booked.entries()) {
          for (const b of booked.slice(i + 1)) {
            const shared = a.table_ids.some((t) => b.table_ids.includes(t));
            const overlap =
              startOf(a) < startOf(b) + b.duration_minutes && startOf(b) < startOf(a) + a.duration_minutes;
            expect(shared && overlap, `${a.id} and ${b.id} share a table at overlapping times`).toBe(false);
          }
        }
        for (
          let m = shiftStart;
          m < shiftStart + 25 * world.shift.interval_minutes;
          m += world.shift.interval_minutes
        ) {
          if (pacing)
            expect(usedBetween(booked, m, m + world.shift.interval_minutes, pacing.unit)).toBeLessThanOrEqual(
              pacing.max,
            );
        }
        if (shift) expect(usedBetween(booked, 0, 48 * 60, shift.unit)).toBeLessThanOrEqual(shift.max);
      }),
      params,
    );
  });
});
