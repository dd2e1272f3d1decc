// Access rules as the engine reads them. A rule APPLIES to a slot by status, date range, weekday, shift
// and its time1–time2 window. When any rule applies, the party must match at least one applicable
// rule's party size (a venue can split e.g. 1–4 and 5–8 across two rules); the matching rules then all
// constrain the slot, each limit independently, so the strictest wins.
import { MINUTES_PER_DAY, timeToMinutes, weekdayOf, type Weekday } from '../../time.js';
import type { WindowAmount } from '../../schemas/access-rule.js';
import { ruleReason } from './reason-texts.js';
import type { EngineAccessRule, EngineChannel, SlotReason } from './types.js';

const custom = (sub: { setting: 'default' | 'custom' }) => sub.setting === 'custom';

/** Rules that are live on the date, in priority order (1 first, then by name). */
export function rulesForDate(rules: readonly EngineAccessRule[], date: string): EngineAccessRule[] {
  const weekday: Weekday = weekdayOf(date);
  return rules
    .filter(
      (rule) =>
        rule.status === 'active' &&
        rule.start_date <= date &&
        (rule.end_indefinite || rule.end_date === null || date <= rule.end_date) &&
        rule.active_days.includes(weekday),
    )
    .sort((a, b) => a.priority - b.priority || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Inclusive of time1, exclusive of time2; a window with time2 before time1 runs past midnight. */
function inTimeWindow(rule: EngineAccessRule, minutes: number): boolean {
  const { time1, time2 } = rule.time_config;
  if (time1 === null && time2 === null) return true;
  const clock = minutes % MINUTES_PER_DAY;
  const from = time1 === null ? 0 : timeToMinutes(time1);
  const to = time2 === null ? MINUTES_PER_DAY : timeToMinutes(time2);
  return from <= to ? clock >= from && clock < to : clock >= from || clock < to;
}

export function rulesForSlot(
  dateRules: readonly EngineAccessRule[],
  shiftId: string,
  minutes: number,
): EngineAccessRule[] {
  return dateRules.filter(
    (rule) =>
      (rule.shift_ids.length === 0 || rule.shift_ids.includes(shiftId)) && inTimeWindow(rule, minutes),
  );
}

export function partyMatches(rule: EngineAccessRule, partySize: number): boolean {
  const party = rule.basic_settings.party_size;
  if (!custom(party)) return true;
  return (
    (party.min_guest === null || partySize >= party.min_guest) &&
    (party.max_guest === null || partySize <= party.max_guest)
  );
}

/**
 * A custom audience admits only the channels it lists (by code, any case); staff on the console
 * (no channel) are admitted by every rule.
 */
export function channelMatches(rule: EngineAccessRule, channel: EngineChannel | null): boolean {
  const audience = rule.additional_settings.booking_channel_audience;
  if (channel === null || !custom(audience) || audience.channels.length === 0) return true;
  const code = channel.code.toLowerCase();
  return audience.channels.some((c) => c.toLowerCase() === code);
}

/** Whether the rule asks for a card with its bookings: a guarantee or a deposit. */
export function needsCard(rule: EngineAccessRule): boolean {
  const guarantee = rule.additional_settings.guarantee_bookings;
  return custom(guarantee) && guarantee.required;
}

/**
 * Payment policy: a rule that asks for a card takes bookings from a channel without card support
 * only when its policy allows it ("booking on channels that do not support credit cards").
 */
export function paymentMatches(rule: EngineAccessRule, channel: EngineChannel | null): boolean {
  if (channel === null || channel.supports_credit_cards || !needsCard(rule)) return true;
  const policy = rule.basic_settings.payment_policy;
  return !custom(policy) || policy.booking_on_channels_donot_support_credit_cards;
}

/** Why a rule that applies to the slot does not take this request (empty when it does). */
export function mismatchReasons(
  rule: EngineAccessRule,
  partySize: number,
  channel: EngineChannel | null,
): SlotReason[] {
  const reasons: SlotReason[] = [];
  const party = rule.basic_settings.party_size;
  if (!partyMatches(rule, partySize))
    reasons.push(
      ruleReason('party_size', rule, `takes parties of ${rangeText(party.min_guest, party.max_guest)} only`),
    );
  if (!channelMatches(rule, channel))
    reasons.push(
      ruleReason(
        'channel',
        rule,
        `is offered only to ${rule.additional_settings.booking_channel_audience.channels.join(', ')}, not ${channel?.code ?? ''}`,
      ),
    );
  if (!paymentMatches(rule, channel))
    reasons.push(
      ruleReason('payment', rule, `needs a card guarantee and ${channel?.code ?? ''} takes no cards`),
    );
  return reasons;
}

const rangeText = (min: number | null, max: number | null) =>
  min !== null && max !== null ? `${min}–${max}` : min !== null ? `${min} or more` : `up to ${max ?? '∞'}`;

/** The duration a rule imposes (highest priority first), if any. */
export function ruleDuration(rules: readonly EngineAccessRule[]): number | null {
  for (const rule of rules) {
    const duration = rule.additional_settings.duration;
    if (custom(duration) && !duration.follow_shift_for_duration && duration.duration_minutes !== null)
      return duration.duration_minutes;
  }
  return null;
}

/** Tables the rules allow, intersected across rules that restrict; null = no restriction. */
export function allowedTables(
  rules: readonly EngineAccessRule[],
  tables: readonly { id: string; seating_area_id: string | null }[],
): Set<string> | null {
  const restricting: Set<string>[] = [];
  for (const rule of rules) {
    const restriction = rule.basic_settings.seating_area_table;
    if (!custom(restriction) || !restriction.restrict_seating_area) continue;
    const areas = new Set(restriction.seating_area);
    const only = restriction.sub_seating_area.length > 0 ? new Set(restriction.sub_seating_area) : null;
    const ids = new Set(
      tables
        .filter(
          (t) =>
            t.seating_area_id !== null && areas.has(t.seating_area_id) && (only === null || only.has(t.id)),
        )
        .map((t) => t.id),
    );
    restricting.push(ids);
  }
  const [first, ...rest] = restricting;
  if (first === undefined) return null;
  return new Set([...first].filter((id) => rest.every((ids) => ids.has(id))));
}

const UNIT_MINUTES: Record<WindowAmount['unit'], number> = {
  minutes: 1,
  hours: 60,
  days: MINUTES_PER_DAY,
  weeks: 7 * MINUTES_PER_DAY,
};
const windowMinutes = (amount: WindowAmount) => amount.value * UNIT_MINUTES[amount.unit];
const amountText = (amount: WindowAmount) =>
  `${amount.value} ${amount.value === 1 ? amount.unit.replace(/s$/, '') : amount.unit}`;

/**
 * Time-of-booking checks: the rule's first/last reservation times, the booking window (opens `start`
 * before the slot, closes `end` before it) and the "before" cut-off. `now` is minutes relative to the
 * query date's midnight (negative on earlier days), null when the caller has no clock.
 */
export function bookingTimeReasons(
  rules: readonly EngineAccessRule[],
  minutes: number,
  now: number | null,
): SlotReason[] {
  const reasons: SlotReason[] = [];
  const clock = minutes % MINUTES_PER_DAY;
  for (const rule of rules) {
    const { firstReservation, lastReservation } = rule.time_config;
    const early = firstReservation !== null && clock < timeToMinutes(firstReservation);
    const late = lastReservation !== null && clock > timeToMinutes(lastReservation);
    if (early || late) {
      const hours =
        firstReservation !== null && lastReservation !== null
          ? `from ${firstReservation} to ${lastReservation}`
          : firstReservation !== null
            ? `from ${firstReservation}`
            : `until ${lastReservation ?? ''}`;
      reasons.push(ruleReason('outside_rule_hours', rule, `takes bookings ${hours}`));
    }
  }
  if (now === null) return reasons;
  const lead = minutes - now;
  for (const rule of rules) {
    const window = rule.additional_settings.booking_window;
    if (!custom(window)) continue;
    if (window.start !== null && lead > windowMinutes(window.start))
      reasons.push(ruleReason('booking_window', rule, `opens bookings ${amountText(window.start)} ahead`));
    if (window.end !== null && lead < windowMinutes(window.end))
      reasons.push(ruleReason('booking_window', rule, `closes bookings ${amountText(window.end)} before`));
  }
  for (const rule of rules) {
    const before = rule.additional_settings.before;
    if (!custom(before) || before.time === null) continue;
    const dayBefore = before.category === 'DAY_BEFORE';
    const cutoff = (dayBefore ? -MINUTES_PER_DAY : 0) + timeToMinutes(before.time);
    if (now >= cutoff)
      reasons.push(
        ruleReason(
          'booking_cutoff',
          rule,
          `stopped taking bookings at ${before.time} ${dayBefore ? 'the day before' : 'on the day'}`,
        ),
      );
  }
  return reasons;
}

/** A staff- or guest-chosen duration must sit inside every custom duration picker's bounds. */
export function durationReasons(rules: readonly EngineAccessRule[], durationMinutes: number): SlotReason[] {
  const reasons: SlotReason[] = [];
  for (const rule of rules) {
    const picker = rule.additional_settings.guest_duration_picker;
    if (!custom(picker)) continue;
    const { min_duration: min, max_duration: max } = picker;
    if ((min !== null && durationMinutes < min) || (max !== null && durationMinutes > max))
      reasons.push(
        ruleReason(
          'duration_not_allowed',
          rule,
          `allows ${rangeText(min, max)} minutes, not ${durationMinutes}`,
        ),
      );
  }
  return reasons;
}

export interface Limit {
  max: number;
  unit: 'reservation' | 'cover';
  rule: EngineAccessRule;
}

/** The pacing limits for the slot starting at `slotStart` (a custom_pacing entry for that time overrides). */
export function pacingLimits(rules: readonly EngineAccessRule[], slotStart: number): Limit[] {
  const limits: Limit[] = [];
  const clock = slotStart % MINUTES_PER_DAY;
  for (const rule of rules) {
    const pacing = rule.additional_settings.pacing;
    const unit = pacing.reservation_or_cover;
    const customPacing = rule.additional_settings.custom_pacing;
    const override = custom(customPacing)
      ? customPacing.slots.find((s) => timeToMinutes(s.time) === clock)
      : undefined;
    if (override) limits.push({ max: override.max_limit, unit, rule });
    else if (custom(pacing) && pacing.max_limit !== null) limits.push({ max: pacing.max_limit, unit, rule });
  }
  return limits;
}

export function shiftLimits(rules: readonly EngineAccessRule[]): Limit[] {
  const limits: Limit[] = [];
  for (const rule of rules) {
    const limit = rule.additional_settings.reservation_or_cover_limit;
    if (custom(limit) && limit.max_limit !== null)
      limits.push({ max: limit.max_limit, unit: limit.reservation_or_cover, rule });
  }
  return limits;
}

/** The rules whose custom seating restriction narrows the tables. */
export function restrictingRules(rules: readonly EngineAccessRule[]): EngineAccessRule[] {
  return rules.filter((rule) => {
    const restriction = rule.basic_settings.seating_area_table;
    return custom(restriction) && restriction.restrict_seating_area;
  });
}
