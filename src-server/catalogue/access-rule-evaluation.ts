import { z } from 'zod';
import { autoAssign, type UnavailableReason } from '../../src-shared/domain/availability/index.js';
import { rulesForDate, rulesForSlot } from '../../src-shared/domain/availability/rules.js';
import type { AccessRule } from '../../src-shared/schemas/access-rule.js';
import { entityIdSchema } from '../../src-shared/ids.js';
import { instantToVenueLocal, venueDateSchema, venueTimeSchema, weekdayOf } from '../../src-shared/time.js';
import type { DbExecutor } from '../db/client.js';
import { getAccessRule } from './access-rule-service.js';
import { loadEngineBookings, loadEngineCatalogue } from '../reservations/engine-input.js';
import { assertOwned } from './tenant-guards.js';

/** Spec §7 evaluate-availability: { ruleId, guestData }. "Access check needs guest data" (§5). */
export const evaluateAvailabilityRequestSchema = z.object({
  ruleId: entityIdSchema,
  guestData: z.object(
    {
      date: venueDateSchema,
      time: venueTimeSchema,
      guest_count: z
        .number({ error: 'Guest count must be a number' })
        .int('Guest count must be a whole number')
        .min(1, 'Guest count must be at least 1')
        .max(100, 'Guest count cannot exceed 100'),
      seating_area_id: entityIdSchema.nullable().optional(),
    },
    { error: 'Guest data is required' },
  ),
});
export type EvaluateAvailabilityRequest = z.infer<typeof evaluateAvailabilityRequestSchema>;

export const RULE_EVALUATION_REASONS = ['rule_inactive', 'rule_not_on_date', 'rule_not_for_slot'] as const;

export const evaluateAvailabilityResponseSchema = z.object({
  rule_id: entityIdSchema,
  rule_name: z.string(),
  /** The rule covers the requested date and time (status, dates, weekday, shift, time window). */
  applies: z.boolean(),
  /** A booking of that party at that time is possible under this rule, with a table for it. */
  allowed: z.boolean(),
  reason: z.string().nullable(),
  explanation: z.string(),
  shift_id: entityIdSchema.nullable(),
  duration_minutes: z.number().int().nullable(),
  table_ids: z.array(entityIdSchema),
});
export type EvaluateAvailabilityResponse = z.infer<typeof evaluateAvailabilityResponseSchema>;

const EXPLANATIONS: Record<UnavailableReason, string> = {
  blackout: 'The date (or its shift) is a blackout date',
  outside_shift: 'No active shift seats a party at that time',
  in_past: 'That time has already passed',
  party_size: 'The party size is outside the rule’s party size',
  outside_rule_hours: 'The time is outside the rule’s first and last reservation times',
  booking_window: 'The time is outside the rule’s booking window',
  booking_cutoff: 'Bookings for that time have closed (the rule’s cut-off)',
  duration_not_allowed: 'The duration is outside the rule’s allowed durations',
  shift_limit: 'The rule’s reservation or cover limit for the shift is reached',
  pacing: 'The rule’s pacing limit for that slot is reached',
  no_table: 'No free table or combination fits the party',
};

/**
 * Evaluates ONE rule against the tenant's shifts, tables and bookings with the shared engine: the
 * rule is the only rule in play, so the answer says what this rule allows, not what others add.
 */
export async function evaluateRuleAvailability(
  db: DbExecutor,
  restaurantId: number,
  timeZone: string,
  request: EvaluateAvailabilityRequest,
  now: Date = new Date(),
): Promise<EvaluateAvailabilityResponse> {
  const rule: AccessRule = await getAccessRule(db, restaurantId, request.ruleId);
  const { date, time, guest_count: partySize } = request.guestData;
  const areaId = request.guestData.seating_area_id ?? null;
  if (areaId) await assertOwned(db, restaurantId, 'areas', [areaId], 'guestData.seating_area_id');
  const base = {
    rule_id: rule.id,
    rule_name: rule.name,
    shift_id: null,
    duration_minutes: null,
    table_ids: [],
  };
  if (rule.status !== 'active') {
    return {
      ...base,
      applies: false,
      allowed: false,
      reason: 'rule_inactive',
      explanation: `Rule ${rule.name} is inactive`,
    };
  }
  if (rulesForDate([rule], date).length === 0) {
    const explanation = `Rule ${rule.name} does not run on ${date} (${weekdayOf(date)}); it runs ${rule.start_date} to ${rule.end_indefinite || !rule.end_date ? 'indefinitely' : rule.end_date} on ${rule.active_days.join(', ')}`;
    return { ...base, applies: false, allowed: false, reason: 'rule_not_on_date', explanation };
  }
  // The same catalogue and bookings the reservation routes feed the engine; only this rule applies.
  const [catalogue, bookings] = await Promise.all([
    loadEngineCatalogue(db, restaurantId),
    loadEngineBookings(db, restaurantId, date, date),
  ]);
  const slot = autoAssign({
    ...catalogue,
    bookings,
    date,
    time,
    partySize,
    preferredSeatingAreaId: areaId,
    accessRules: [rule],
    now: instantToVenueLocal(now, timeZone),
  });
  if (!('shiftId' in slot)) {
    return {
      ...base,
      applies: false,
      allowed: false,
      reason: slot.reason,
      explanation: EXPLANATIONS[slot.reason],
    };
  }
  const applies = rulesForSlot([rule], slot.shiftId, slot.minutes).length > 0;
  const found = { shift_id: slot.shiftId, duration_minutes: slot.durationMinutes };
  if (!applies) {
    return {
      ...base,
      ...found,
      applies,
      allowed: false,
      reason: 'rule_not_for_slot',
      explanation: `Rule ${rule.name} does not cover ${time} in that shift (its shifts or time window exclude it)`,
    };
  }
  if (!slot.available) {
    const reason = slot.reason ?? 'no_table';
    return { ...base, ...found, applies, allowed: false, reason, explanation: EXPLANATIONS[reason] };
  }
  return {
    ...base,
    ...found,
    applies,
    allowed: true,
    reason: null,
    explanation: `Rule ${rule.name} allows a party of ${partySize} at ${time} on ${date}`,
    table_ids: slot.tables ?? [],
  };
}
