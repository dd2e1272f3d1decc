// Slots of a day: every shift's interval grid, each checked against blackout dates, access rules,
// pacing and limits, and given a suggested table assignment. Pure and deterministic, so an offline
// terminal and the server answer the same question the same way.
import { MINUTES_PER_DAY, daysBetween, minutesToTime, timeToMinutes, weekdayOf } from '../../time.js';
import { assignTables } from './assignment.js';
import { bookingLoad, type BookingLoad } from './booking-load.js';
import { occupiedIntervals, type Occupancy } from './occupancy.js';
import {
  allowedTables,
  bookingTimeReason,
  durationAllowed,
  pacingLimits,
  partyMatches,
  ruleDuration,
  rulesForDate,
  rulesForSlot,
  shiftLimits,
  type Limit,
} from './rules.js';
import type {
  AvailabilityInput,
  EngineAccessRule,
  EngineShift,
  EngineTable,
  Slot,
  UnavailableReason,
} from './types.js';

/** The shift's turn time for the party: the first entry whose max_party covers it, else the largest entry's. */
export function turnTimeFor(shift: Pick<EngineShift, 'turn_times'>, partySize: number): number {
  const turns = shift.turn_times;
  const match = turns.find((t) => partySize <= t.max_party) ?? turns[turns.length - 1];
  if (match === undefined) throw new RangeError('A shift needs at least one turn time');
  return match.minutes;
}

/** Start and end minutes of a shift on its day; an end at or before the start runs past midnight. */
export function shiftBounds(shift: Pick<EngineShift, 'start_time' | 'end_time'>): {
  start: number;
  end: number;
} {
  const start = timeToMinutes(shift.start_time);
  let end = timeToMinutes(shift.end_time);
  if (end <= start) end += MINUTES_PER_DAY;
  return { start, end };
}

/** Latest start minute for a party of the given duration. */
function lastStart(shift: EngineShift, bounds: { start: number; end: number }, duration: number): number {
  if (shift.last_seating_time !== null) {
    let last = timeToMinutes(shift.last_seating_time);
    if (last < bounds.start) last += MINUTES_PER_DAY;
    return Math.min(last, bounds.end);
  }
  return bounds.end - duration;
}

/** Everything a query shares across its slots, built once. */
interface DayContext {
  input: AvailabilityInput;
  occupancy: Occupancy;
  load: BookingLoad;
  dateRules: EngineAccessRule[];
  tablesById: ReadonlyMap<string, EngineTable>;
  now: number | null;
  closedShifts: { all: boolean; ids: ReadonlySet<string> };
}

function dayContext(input: AvailabilityInput): DayContext {
  const options = { excludeBookingId: input.excludeBookingId ?? null };
  const closed = input.blackoutDates.filter((b) => b.date === input.date);
  return {
    input,
    occupancy: occupiedIntervals(input.bookings, input.statuses, input.date, options),
    load: bookingLoad(input.bookings, input.statuses, input.date, options),
    dateRules: rulesForDate(input.accessRules, input.date),
    tablesById: new Map(input.tables.map((t) => [t.id, t])),
    now: input.now
      ? daysBetween(input.date, input.now.date) * MINUTES_PER_DAY + timeToMinutes(input.now.time)
      : null,
    closedShifts: {
      all: closed.some((b) => b.shift_id === null),
      ids: new Set(closed.flatMap((b) => (b.shift_id ? [b.shift_id] : []))),
    },
  };
}

function exceeds(
  limits: readonly Limit[],
  used: { reservations: number; covers: number },
  partySize: number,
): boolean {
  return limits.some((limit) =>
    limit.unit === 'cover' ? used.covers + partySize > limit.max : used.reservations + 1 > limit.max,
  );
}

function evaluate(
  ctx: DayContext,
  shift: EngineShift,
  bounds: { start: number; end: number },
  minutes: number,
): Slot {
  const { input } = ctx;
  if (input.counter) input.counter.slots += 1;
  const party = input.partySize;
  const slotRules = rulesForSlot(ctx.dateRules, shift.id, minutes);
  const matching = slotRules.filter((rule) => partyMatches(rule, party));
  const duration = input.durationMinutes ?? ruleDuration(matching) ?? turnTimeFor(shift, party);
  const slot: Slot = {
    time: minutesToTime(minutes),
    minutes,
    shiftId: shift.id,
    durationMinutes: duration,
    available: false,
  };
  const refuse = (reason: UnavailableReason): Slot => ({ ...slot, reason });

  if (ctx.closedShifts.all || ctx.closedShifts.ids.has(shift.id)) return refuse('blackout');
  if (ctx.now !== null && minutes < ctx.now) return refuse('in_past');
  if (slotRules.length > 0 && matching.length === 0) return refuse('party_size');
  const timeReason = bookingTimeReason(matching, minutes, ctx.now);
  if (timeReason !== null) return refuse(timeReason);
  if (input.durationMinutes != null && !durationAllowed(matching, input.durationMinutes))
    return refuse('duration_not_allowed');
  if (exceeds(shiftLimits(matching), ctx.load.between(bounds.start, bounds.end), party))
    return refuse('shift_limit');
  // The pacing bucket is the interval slot the start falls in, so an off-grid 19:10 counts with 19:00.
  const bucket =
    bounds.start + Math.floor((minutes - bounds.start) / shift.interval_minutes) * shift.interval_minutes;
  if (
    exceeds(pacingLimits(matching, bucket), ctx.load.between(bucket, bucket + shift.interval_minutes), party)
  )
    return refuse('pacing');

  const result = assignTables({
    partySize: party,
    start: minutes,
    durationMinutes: duration,
    tables: input.tables,
    combinations: input.combinations,
    occupancy: ctx.occupancy,
    allowedTableIds: allowedTables(matching, input.tables),
    preferredSeatingAreaId: input.preferredSeatingAreaId ?? null,
    tablesById: ctx.tablesById,
    ...(input.counter ? { counter: input.counter } : {}),
  });
  if (!result.ok) return refuse(result.reason);
  return { ...slot, available: true, tables: result.assignment.tableIds, assignment: result.assignment };
}

function shiftsOfDay(input: AvailabilityInput): EngineShift[] {
  const weekday = weekdayOf(input.date);
  return input.shifts.filter(
    (s) =>
      s.is_active && s.active_days.includes(weekday) && (input.shiftId == null || s.id === input.shiftId),
  );
}

/** Every slot of the date's shifts, in time order, available or with the reason it is not. */
export function availableSlots(input: AvailabilityInput): Slot[] {
  const ctx = dayContext(input);
  const slots: Slot[] = [];
  for (const shift of shiftsOfDay(input)) {
    const bounds = shiftBounds(shift);
    const last = lastStart(shift, bounds, input.durationMinutes ?? turnTimeFor(shift, input.partySize));
    for (let minutes = bounds.start; minutes <= last; minutes += shift.interval_minutes) {
      slots.push(evaluate(ctx, shift, bounds, minutes));
    }
  }
  return slots.sort(
    (a, b) => a.minutes - b.minutes || (a.shiftId < b.shiftId ? -1 : a.shiftId > b.shiftId ? 1 : 0),
  );
}

/**
 * Checks one requested time (on or off the interval grid) and picks the best assignment for it, or
 * says why not. Regular shifts are tried before FULL_DAY, the first one that seats the time answers.
 */
export function autoAssign(
  input: AvailabilityInput & { time: string },
): Slot | { available: false; reason: 'outside_shift' } {
  const ctx = dayContext(input);
  const minutes = timeToMinutes(input.time);
  const shifts = shiftsOfDay(input).sort(
    (a, b) => Number(a.category === 'FULL_DAY') - Number(b.category === 'FULL_DAY'),
  );
  for (const shift of shifts) {
    const bounds = shiftBounds(shift);
    const last = lastStart(shift, bounds, input.durationMinutes ?? turnTimeFor(shift, input.partySize));
    for (const candidate of [minutes, minutes + MINUTES_PER_DAY]) {
      if (candidate >= bounds.start && candidate <= last) return evaluate(ctx, shift, bounds, candidate);
    }
  }
  return { available: false, reason: 'outside_shift' };
}
