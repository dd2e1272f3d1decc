// Slots of a day: every shift's interval grid, each checked against blackout dates, access rules,
// pacing and limits, and given a suggested table assignment. Pure and deterministic, so an offline
// terminal and the server answer the same question the same way.
import { MINUTES_PER_DAY, daysBetween, minutesToTime, timeToMinutes, weekdayOf } from '../../time.js';
import { assignTables } from './assignment.js';
import { bookingLoad, type BookingLoad } from './booking-load.js';
import { occupiedIntervals, type Occupancy } from './occupancy.js';
import {
  pacingReason,
  partyWords,
  plainReason,
  ruleLabel,
  ruleReason,
  shiftLimitReason,
  spanText,
} from './reason-texts.js';
import {
  allowedTables,
  bookingTimeReasons,
  channelMatches,
  durationReasons,
  mismatchReasons,
  pacingLimits,
  partyMatches,
  paymentMatches,
  restrictingRules,
  ruleDuration,
  rulesForDate,
  rulesForSlot,
  shiftLimits,
  type Limit,
} from './rules.js';
import { slotOffer } from './slot-offer.js';
import type {
  AvailabilityInput,
  EngineAccessRule,
  EngineBlackout,
  EngineShift,
  EngineTable,
  Slot,
  SlotReason,
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
export function lastStart(
  shift: EngineShift,
  bounds: { start: number; end: number },
  duration: number,
): number {
  if (shift.last_seating_time !== null) {
    let last = timeToMinutes(shift.last_seating_time);
    if (last < bounds.start) last += MINUTES_PER_DAY;
    return Math.min(last, bounds.end);
  }
  return bounds.end - duration;
}

/** Everything a query shares across its slots and party sizes, built once per date. */
export interface DayContext {
  input: Omit<AvailabilityInput, 'partySize'>;
  occupancy: Occupancy;
  load: BookingLoad;
  dateRules: EngineAccessRule[];
  tablesById: ReadonlyMap<string, EngineTable>;
  now: number | null;
  closed: { all: EngineBlackout | null; byShift: ReadonlyMap<string, EngineBlackout> };
  areaNames: ReadonlyMap<string, string>;
}

export function dayContext(input: Omit<AvailabilityInput, 'partySize'>): DayContext {
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
    closed: {
      all: closed.find((b) => b.shift_id === null) ?? null,
      byShift: new Map(closed.flatMap((b) => (b.shift_id ? [[b.shift_id, b] as const] : []))),
    },
    areaNames: new Map((input.seatingAreas ?? []).map((a) => [a.id, a.name])),
  };
}

function exceeds(limit: Limit, used: { reservations: number; covers: number }, partySize: number): boolean {
  return limit.unit === 'cover' ? used.covers + partySize > limit.max : used.reservations + 1 > limit.max;
}
const usedOf = (limit: Limit, used: { reservations: number; covers: number }) =>
  limit.unit === 'cover' ? used.covers : used.reservations;

function blackoutReason(ctx: DayContext, shift: EngineShift): SlotReason | null {
  const date = ctx.input.date;
  const closed = ctx.closed.all ?? ctx.closed.byShift.get(shift.id) ?? null;
  if (closed === null) return null;
  const why = closed.reason ? ` (${closed.reason})` : '';
  return plainReason(
    'blackout',
    closed.shift_id === null
      ? `${date} is a blackout date${why}`
      : `${shift.name} on ${date} is blacked out${why}`,
  );
}

/** Why the rules' seating restriction, not the room, leaves the party without a table. */
function seatingReason(ctx: DayContext, rules: readonly EngineAccessRule[], party: number, span: string) {
  const restricting = restrictingRules(rules);
  const areas = (rule: EngineAccessRule) => {
    const names = rule.basic_settings.seating_area_table.seating_area.map(
      (id) => ctx.areaNames.get(id) ?? 'an area',
    );
    return names.length > 0 ? names.join(', ') : 'no area';
  };
  const [first] = restricting;
  if (restricting.length === 1 && first)
    return ruleReason(
      'seating_area',
      first,
      `seats ${partyWords(party)} only in ${areas(first)}, where no table or combination for them is free ${span}`,
    );
  const names = restricting.map((r) => `${ruleLabel(r)} (${areas(r)})`).join(' and ');
  return {
    ...plainReason(
      'seating_area',
      `${names} together leave no free table or combination for ${partyWords(party)} ${span}`,
    ),
    ...(first ? { ruleId: first.id, ruleName: first.name } : {}),
  };
}

function noTableReason(ctx: DayContext, party: number, span: string): SlotReason {
  const { tables, combinations } = ctx.input;
  const fits =
    tables.some((t) => t.status === 1 && party >= t.min_covers && party <= t.max_covers) ||
    combinations.some((c) => c.is_active && party >= c.min_guest_capacity && party <= c.max_guest_capacity);
  return plainReason(
    'no_table',
    fits
      ? `No free table or combination seats ${partyWords(party)} ${span}`
      : `No table or combination takes ${partyWords(party)}`,
  );
}

/** Checks one start time in one shift for a party: available with tables, or every reason it is not. */
export function evaluateSlot(
  ctx: DayContext,
  shift: EngineShift,
  bounds: { start: number; end: number },
  minutes: number,
  party: number,
): Slot {
  const { input } = ctx;
  if (input.counter) input.counter.slots += 1;
  const explain = input.explain === true;
  const channel = input.channel ?? null;
  const slotRules = rulesForSlot(ctx.dateRules, shift.id, minutes);
  const matching = slotRules.filter(
    (rule) => partyMatches(rule, party) && channelMatches(rule, channel) && paymentMatches(rule, channel),
  );
  const duration = input.durationMinutes ?? ruleDuration(matching) ?? turnTimeFor(shift, party);
  const slot: Slot = {
    time: minutesToTime(minutes),
    minutes,
    shiftId: shift.id,
    durationMinutes: duration,
    available: false,
  };
  const reasons: SlotReason[] = [];
  // Without `explain` the first reason settles the slot and the rest are not looked for.
  const settled = () => !explain && reasons.length > 0;
  const refused = (): Slot => ({ ...slot, reason: reasons[0]?.code ?? 'no_table', reasons });

  const blackout = blackoutReason(ctx, shift);
  if (blackout) reasons.push(blackout);
  if (settled()) return refused();
  if (ctx.now !== null && minutes < ctx.now)
    reasons.push(plainReason('in_past', `${slot.time} on ${input.date} has passed`));
  if (settled()) return refused();
  if (slotRules.length > 0 && matching.length === 0)
    for (const rule of slotRules) reasons.push(...mismatchReasons(rule, party, channel));
  if (settled()) return refused();
  reasons.push(...bookingTimeReasons(matching, minutes, ctx.now));
  if (settled()) return refused();
  if (input.durationMinutes != null) reasons.push(...durationReasons(matching, input.durationMinutes));
  if (settled()) return refused();
  const limited = input.limitsJudged === true ? [] : matching;
  const shiftUse = ctx.load.between(bounds.start, bounds.end);
  for (const limit of shiftLimits(limited))
    if (exceeds(limit, shiftUse, party))
      reasons.push(
        shiftLimitReason(limit.rule, usedOf(limit, shiftUse), limit.max, limit.unit, shift.name, party),
      );
  if (settled()) return refused();
  // The pacing bucket is the interval slot the start falls in, so an off-grid 19:10 counts with 19:00.
  const bucket =
    bounds.start + Math.floor((minutes - bounds.start) / shift.interval_minutes) * shift.interval_minutes;
  const bucketUse = ctx.load.between(bucket, bucket + shift.interval_minutes);
  for (const limit of pacingLimits(limited, bucket))
    if (exceeds(limit, bucketUse, party))
      reasons.push(pacingReason(limit.rule, usedOf(limit, bucketUse), limit.max, limit.unit, bucket, party));
  if (settled()) return refused();

  const request = {
    partySize: party,
    start: minutes,
    durationMinutes: duration,
    tables: input.tables,
    combinations: input.combinations,
    occupancy: ctx.occupancy,
    preferredSeatingAreaId: input.preferredSeatingAreaId ?? null,
    tablesById: ctx.tablesById,
    ...(input.counter ? { counter: input.counter } : {}),
  };
  const allowed = allowedTables(matching, input.tables);
  const result = assignTables({ ...request, allowedTableIds: allowed });
  if (!result.ok) {
    const span = spanText(minutes, minutes + duration);
    const roomHasOne = allowed !== null && assignTables({ ...request, allowedTableIds: null }).ok;
    reasons.push(roomHasOne ? seatingReason(ctx, matching, party, span) : noTableReason(ctx, party, span));
  }
  if (reasons.length > 0 || !result.ok) return refused();
  return {
    ...slot,
    available: true,
    tables: result.assignment.tableIds,
    assignment: result.assignment,
    reasons: [],
    ...(explain ? { offer: slotOffer(matching) } : {}),
  };
}

export function shiftsOfDay(input: Omit<AvailabilityInput, 'partySize'>): EngineShift[] {
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
      slots.push(evaluateSlot(ctx, shift, bounds, minutes, input.partySize));
    }
  }
  return slots.sort(
    (a, b) => a.minutes - b.minutes || (a.shiftId < b.shiftId ? -1 : a.shiftId > b.shiftId ? 1 : 0),
  );
}

/** Why no shift of the day seats the party at the time. */
function outsideShiftReason(
  shifts: readonly EngineShift[],
  ctx: DayContext,
  minutes: number,
  party: number,
): SlotReason {
  const time = minutesToTime(minutes);
  const who = partyWords(party);
  if (shifts.length === 0)
    return plainReason('outside_shift', `No shift runs on ${weekdayOf(ctx.input.date)} ${ctx.input.date}`);
  for (const shift of shifts) {
    const bounds = shiftBounds(shift);
    const last = lastStart(shift, bounds, ctx.input.durationMinutes ?? turnTimeFor(shift, party));
    const inside = [minutes, minutes + MINUTES_PER_DAY].some((m) => m >= bounds.start && m < bounds.end);
    if (inside)
      return plainReason(
        'outside_shift',
        `${shift.name}'s last start for ${who} is ${minutesToTime(last)}, before ${time}`,
      );
  }
  const hours = shifts.map((s) => `${s.name} ${s.start_time}–${s.end_time}`).join(', ');
  return plainReason('outside_shift', `No shift runs at ${time} (${hours})`);
}

export type TimeCheck = Slot | { available: false; reason: 'outside_shift'; reasons: SlotReason[] };

/** Regular shifts before FULL_DAY (spec §4: FULL_DAY is the fallback), each in the day's order. */
export function byPrecedence(shifts: readonly EngineShift[]): EngineShift[] {
  return [...shifts].sort((a, b) => Number(a.category === 'FULL_DAY') - Number(b.category === 'FULL_DAY'));
}

/** The first shift (regular before FULL_DAY) whose bookable starts hold the minute answers. */
export function checkMinute(
  ctx: DayContext,
  shifts: readonly EngineShift[],
  minutes: number,
  party: number,
): TimeCheck {
  for (const shift of shifts) {
    const bounds = shiftBounds(shift);
    const last = lastStart(shift, bounds, ctx.input.durationMinutes ?? turnTimeFor(shift, party));
    for (const candidate of [minutes, minutes + MINUTES_PER_DAY]) {
      if (candidate >= bounds.start && candidate <= last)
        return evaluateSlot(ctx, shift, bounds, candidate, party);
    }
  }
  return {
    available: false,
    reason: 'outside_shift',
    reasons: [outsideShiftReason(shifts, ctx, minutes, party)],
  };
}

/**
 * Checks one requested time (on or off the interval grid) and picks the best assignment for it, or
 * says why not. Regular shifts are tried before FULL_DAY, the first one that seats the time answers.
 */
export function autoAssign(input: AvailabilityInput & { time: string }): TimeCheck {
  return checkMinute(
    dayContext(input),
    byPrecedence(shiftsOfDay(input)),
    timeToMinutes(input.time),
    input.partySize,
  );
}

/**
 * One answer per bookable time of the day, decided as a booking at that time would be (the first
 * shift holding it, regular before FULL_DAY): what the reservation drawer offers, so a time it shows
 * is a time autoAssign seats, and a FULL_DAY shift does not reopen a time a regular shift's rule closed.
 */
export function slotsByTime(input: AvailabilityInput): Slot[] {
  const ctx = dayContext(input);
  const shifts = byPrecedence(shiftsOfDay(input));
  const minutes = new Set<number>();
  for (const shift of shifts) {
    const bounds = shiftBounds(shift);
    const last = lastStart(shift, bounds, input.durationMinutes ?? turnTimeFor(shift, input.partySize));
    for (let m = bounds.start; m <= last; m += shift.interval_minutes) minutes.add(m);
  }
  return [...minutes]
    .sort((a, b) => a - b)
    .flatMap((m) => {
      const check = checkMinute(ctx, shifts, m, input.partySize);
      return 'shiftId' in check ? [check] : [];
    });
}
