// Property tests of the reason chain: an offered slot has no reason, and a refused one has at least
// one, every one of them true — checked against naive oracles written apart from the engine (they
// recount bookings, re-read the rules and brute-force a seat). Each run prints its seed; replay with
// FC_SEED=<seed> (and FC_PATH from the report).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTES_PER_DAY, minutesToTime, timeToMinutes } from '../../time.js';
import { quickView } from './quick-view.js';
import { autoAssign, availableSlots, slotsByTime } from './slots.js';
import {
  bookingsArb,
  combinationsArb,
  DATE,
  fastCheckParams,
  shiftArb,
  tablesArb,
} from './test-arbitraries.js';
import { BOOKED, SEATED, STATUSES, makeRule } from './test-fixtures.js';
import type {
  AvailabilityInput,
  EngineAccessRule,
  EngineBooking,
  EngineChannel,
  EngineCombination,
  EngineShift,
  EngineTable,
  SlotReason,
} from './types.js';

const params = fastCheckParams('reason properties', 120);

const HOLDS = new Set([BOOKED, SEATED]);
const time = (lo: number, hi: number) =>
  fc.integer({ min: lo * 4, max: hi * 4 }).map((q) => minutesToTime(q * 15));
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

const ruleArb = (index: number): fc.Arbitrary<EngineAccessRule> =>
  fc
    .record({
      party: opt(fc.record({ min: fc.integer({ min: 1, max: 5 }), span: fc.integer({ min: 0, max: 5 }) })),
      window: opt(fc.record({ from: time(17, 20), to: opt(time(19, 23)) })),
      first: opt(time(17, 20)),
      last: opt(time(19, 22)),
      open: opt(fc.integer({ min: 0, max: 48 })),
      close: opt(fc.integer({ min: 0, max: 6 })),
      cutoff: opt(fc.record({ at: time(8, 20), dayBefore: fc.boolean() })),
      pacing: opt(fc.record({ max: fc.integer({ min: 0, max: 12 }), covers: fc.boolean() })),
      shiftLimit: opt(fc.record({ max: fc.integer({ min: 1, max: 30 }), covers: fc.boolean() })),
      terrace: fc.boolean(),
      widgetOnly: fc.boolean(),
    })
    .map((r) =>
      makeRule(`rule ${index}`, {
        time_config: {
          time1: r.window?.from ?? null,
          time2: r.window?.to ?? null,
          firstReservation: r.first,
          lastReservation: r.last,
        },
        basic_settings: {
          ...(r.party
            ? {
                party_size: {
                  setting: 'custom',
                  min_guest: r.party.min,
                  max_guest: r.party.min + r.party.span,
                },
              }
            : {}),
          ...(r.terrace
            ? {
                seating_area_table: {
                  setting: 'custom',
                  restrict_seating_area: true,
                  seating_area: ['terrace'],
                },
              }
            : {}),
        },
        additional_settings: {
          ...(r.open !== null || r.close !== null
            ? {
                booking_window: {
                  setting: 'custom',
                  start: r.open === null ? null : { value: r.open, unit: 'hours' },
                  end: r.close === null ? null : { value: r.close, unit: 'hours' },
                },
              }
            : {}),
          ...(r.cutoff
            ? {
                before: {
                  setting: 'custom',
                  time: r.cutoff.at,
                  category: r.cutoff.dayBefore ? 'DAY_BEFORE' : 'SAME_DAY',
                },
              }
            : {}),
          ...(r.pacing
            ? {
                pacing: {
                  setting: 'custom',
                  max_limit: Math.max(1, r.pacing.max),
                  reservation_or_cover: r.pacing.covers ? 'cover' : 'reservation',
                },
              }
            : {}),
          ...(r.shiftLimit
            ? {
                reservation_or_cover_limit: {
                  setting: 'custom',
                  max_limit: r.shiftLimit.max,
                  reservation_or_cover: r.shiftLimit.covers ? 'cover' : 'reservation',
                },
              }
            : {}),
          ...(r.widgetOnly ? { booking_channel_audience: { setting: 'custom', channels: ['widget'] } } : {}),
        },
      }),
    );

interface World {
  tables: EngineTable[];
  combinations: EngineCombination[];
  bookings: EngineBooking[];
  rules: EngineAccessRule[];
  shift: EngineShift;
  partySize: number;
  blackout: boolean;
  now: { date: string; time: string } | null;
  channel: EngineChannel | null;
}

const worldArb: fc.Arbitrary<World> = tablesArb.chain((tables) =>
  fc.record({
    tables: fc.constant(tables),
    combinations: combinationsArb(tables.length),
    bookings: bookingsArb(tables.length),
    rules: fc
      .integer({ min: 0, max: 3 })
      .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => ruleArb(i)))),
    shift: shiftArb,
    partySize: fc.integer({ min: 1, max: 10 }),
    blackout: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    now: opt(fc.record({ date: fc.constantFrom('2026-06-11', DATE), time: time(8, 21) })),
    channel: opt(fc.constantFrom('widget', 'phone').map((code) => ({ code, supports_credit_cards: true }))),
  }),
);

function inputOf(world: World): AvailabilityInput {
  return {
    date: DATE,
    partySize: world.partySize,
    shifts: [world.shift],
    blackoutDates: world.blackout ? [{ date: DATE, shift_id: null }] : [],
    accessRules: world.rules,
    tables: world.tables,
    combinations: world.combinations,
    bookings: world.bookings,
    statuses: STATUSES,
    now: world.now,
    channel: world.channel,
    seatingAreas: [{ id: 'terrace', name: 'Terrace' }],
    explain: true,
  };
}

// ——— Oracles, naive on purpose ———

const custom = (s: { setting: string }) => s.setting === 'custom';
const startOf = (b: EngineBooking) => timeToMinutes(b.time);
const holding = (w: World) => w.bookings.filter((b) => HOLDS.has(b.booking_status));
const nowMinutes = (w: World) =>
  w.now === null ? null : (w.now.date === DATE ? 0 : -MINUTES_PER_DAY) + timeToMinutes(w.now.time);

function used(w: World, from: number, to: number, covers: boolean): number {
  return holding(w)
    .filter((b) => startOf(b) >= from && startOf(b) < to)
    .reduce((n, b) => n + (covers ? b.guest_count : 1), 0);
}

function ruleCovers(rule: EngineAccessRule, minutes: number): boolean {
  const { time1, time2 } = rule.time_config;
  const from = time1 === null ? 0 : timeToMinutes(time1);
  const to = time2 === null ? MINUTES_PER_DAY : timeToMinutes(time2);
  const m = minutes % MINUTES_PER_DAY;
  return from <= to ? m >= from && m < to : m >= from || m < to;
}

function takes(rule: EngineAccessRule, w: World): boolean {
  const p = rule.basic_settings.party_size;
  const a = rule.additional_settings.booking_channel_audience;
  const partyOk =
    !custom(p) ||
    ((p.min_guest === null || w.partySize >= p.min_guest) &&
      (p.max_guest === null || w.partySize <= p.max_guest));
  const channelOk = w.channel === null || !custom(a) || a.channels.includes(w.channel.code);
  return partyOk && channelOk;
}

function free(w: World, tableId: string, start: number, end: number): boolean {
  return !holding(w).some(
    (b) => b.table_ids.includes(tableId) && startOf(b) < end && start < startOf(b) + b.duration_minutes,
  );
}

/** Is there any seat for the party in [start, end) among the allowed tables (null = all)? */
function seatExists(w: World, start: number, end: number, allowed: Set<string> | null): boolean {
  const ok = (t: EngineTable | undefined): t is EngineTable =>
    t !== undefined && t.status === 1 && (allowed === null || allowed.has(t.id)) && free(w, t.id, start, end);
  if (w.tables.some((t) => ok(t) && w.partySize >= t.min_covers && w.partySize <= t.max_covers)) return true;
  return w.combinations.some((c) => {
    if (!c.is_active || w.partySize < c.min_guest_capacity || w.partySize > c.max_guest_capacity)
      return false;
    const members = c.tables.map((m) => ({ m, t: w.tables.find((t) => t.id === m.table_id) }));
    if (members.some(({ m, t }) => m.is_required && !ok(t))) return false;
    const seats = members.filter(({ t }) => ok(t)).reduce((n, { t }) => n + (t?.max_covers ?? 0), 0);
    return seats >= w.partySize && members.some(({ t }) => ok(t));
  });
}

function terraceIds(w: World): Set<string> {
  return new Set(w.tables.filter((t) => t.seating_area_id === 'terrace').map((t) => t.id));
}

/** Whether one reason the engine gave is a true statement about the world and the slot. */
function holds(w: World, reason: SlotReason, minutes: number, duration: number): boolean {
  const rule = w.rules.find((r) => r.id === reason.ruleId);
  const shiftStart = timeToMinutes(w.shift.start_time);
  const now = nowMinutes(w);
  switch (reason.code) {
    case 'blackout':
      return w.blackout;
    case 'in_past':
      return now !== null && minutes < now;
    case 'outside_shift': {
      const turn = w.shift.turn_times.find((t) => w.partySize <= t.max_party) ?? w.shift.turn_times.at(-1);
      const lastStart = timeToMinutes(w.shift.end_time) - (turn?.minutes ?? 0);
      return minutes < shiftStart || minutes > lastStart;
    }
    case 'party_size': {
      const p = rule?.basic_settings.party_size;
      return (
        rule !== undefined &&
        ruleCovers(rule, minutes) &&
        p !== undefined &&
        custom(p) &&
        ((p.min_guest !== null && w.partySize < p.min_guest) ||
          (p.max_guest !== null && w.partySize > p.max_guest))
      );
    }
    case 'channel':
      return (
        rule !== undefined &&
        ruleCovers(rule, minutes) &&
        w.channel !== null &&
        !rule.additional_settings.booking_channel_audience.channels.includes(w.channel.code)
      );
    case 'outside_rule_hours': {
      const { firstReservation: f, lastReservation: l } = rule?.time_config ?? {};
      return (
        rule !== undefined &&
        takes(rule, w) &&
        ((f != null && minutes < timeToMinutes(f)) || (l != null && minutes > timeToMinutes(l)))
      );
    }
    case 'booking_window': {
      const win = rule?.additional_settings.booking_window;
      if (rule === undefined || win === undefined || now === null || !takes(rule, w)) return false;
      const lead = minutes - now;
      return (
        (win.start !== null && lead > win.start.value * 60) || (win.end !== null && lead < win.end.value * 60)
      );
    }
    case 'booking_cutoff': {
      const before = rule?.additional_settings.before;
      if (rule === undefined || before?.time == null || now === null || !takes(rule, w)) return false;
      return now >= (before.category === 'DAY_BEFORE' ? -MINUTES_PER_DAY : 0) + timeToMinutes(before.time);
    }
    case 'pacing': {
      const pacing = rule?.additional_settings.pacing;
      if (rule === undefined || pacing?.max_limit == null || !takes(rule, w) || !reason.limit) return false;
      const covers = pacing.reservation_or_cover === 'cover';
      const bucket =
        shiftStart + Math.floor((minutes - shiftStart) / w.shift.interval_minutes) * w.shift.interval_minutes;
      const n = used(w, bucket, bucket + w.shift.interval_minutes, covers);
      return n === reason.limit.used && n + (covers ? w.partySize : 1) > pacing.max_limit;
    }
    case 'shift_limit': {
      const limit = rule?.additional_settings.reservation_or_cover_limit;
      if (rule === undefined || limit?.max_limit == null || !takes(rule, w) || !reason.limit) return false;
      const covers = limit.reservation_or_cover === 'cover';
      const n = used(w, shiftStart, timeToMinutes(w.shift.end_time), covers);
      return n === reason.limit.used && n + (covers ? w.partySize : 1) > limit.max_limit;
    }
    case 'seating_area':
      return (
        seatExists(w, minutes, minutes + duration, null) &&
        !seatExists(w, minutes, minutes + duration, terraceIds(w))
      );
    case 'no_table':
      return !seatExists(w, minutes, minutes + duration, null);
    default:
      return false;
  }
}

function checkSlot(
  w: World,
  slot: { available: boolean; reasons?: SlotReason[] },
  minutes: number,
  duration: number,
) {
  const reasons = slot.reasons ?? [];
  if (slot.available) {
    expect(reasons, 'an offered slot has no reason').toEqual([]);
    return;
  }
  expect(reasons.length, 'a refused slot has at least one reason').toBeGreaterThan(0);
  for (const reason of reasons)
    expect(
      holds(w, reason, minutes, duration),
      `untrue reason at ${minutesToTime(minutes)}: ${reason.text}`,
    ).toBe(true);
}

describe('reason properties', () => {
  it('gives every refused grid slot only true reasons, and an offered one none', () => {
    fc.assert(
      fc.property(worldArb, (w) => {
        for (const slot of availableSlots(inputOf(w))) checkSlot(w, slot, slot.minutes, slot.durationMinutes);
      }),
      params,
    );
  });

  it('does the same for any requested time, on or off the grid, and in the quick view', () => {
    fc.assert(
      fc.property(
        worldArb,
        fc.array(fc.integer({ min: 15 * 12, max: 24 * 12 - 1 }), { maxLength: 8 }),
        (w, fives) => {
          const times = fives.map((f) => minutesToTime(f * 5));
          for (const t of times) {
            const check = autoAssign({ ...inputOf(w), time: t });
            const duration = 'durationMinutes' in check ? check.durationMinutes : 0;
            checkSlot(w, check, timeToMinutes(t), duration);
          }
          const [day] = quickView({ ...inputOf(w), dates: [DATE], times, partySizes: [w.partySize] });
          for (const cell of day?.cells ?? [])
            checkSlot(w, cell, timeToMinutes(cell.time), cell.durationMinutes ?? 0);
        },
      ),
      params,
    );
  });

  it('offers in the drawer exactly the times a booking at that time would get', () => {
    fc.assert(
      fc.property(worldArb, (w) => {
        for (const slot of slotsByTime(inputOf(w))) {
          const check = autoAssign({ ...inputOf(w), time: slot.time });
          expect(check.available).toBe(slot.available);
        }
      }),
      params,
    );
  });
});
