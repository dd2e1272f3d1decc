import { autoAssign } from '../../src-shared/domain/availability/index.js';
import type {
  EvaluateAvailabilityRequest,
  EvaluateAvailabilityResponse,
} from '../../src-shared/schemas/availability.js';
import { rulesForDate, rulesForSlot } from '../../src-shared/domain/availability/rules.js';
import type { AccessRule } from '../../src-shared/schemas/access-rule.js';
import { instantToVenueLocal, weekdayOf } from '../../src-shared/time.js';
import type { DbExecutor } from '../db/client.js';
import { loadEngineBookings, loadEngineCatalogue } from '../reservations/engine-input.js';
import { getAccessRule } from './access-rule-service.js';
import { channelOf } from './engine-channel.js';
import { assertOwned } from './tenant-guards.js';

// The contract's schemas live with the other availability payloads; tests import them from here too.
export {
  evaluateAvailabilityRequestSchema,
  evaluateAvailabilityResponseSchema,
} from '../../src-shared/schemas/availability.js';

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
    offer: null,
  };
  const refusal = (reason: string, explanation: string) => ({
    reason,
    explanation,
    reasons: [],
  });
  if (rule.status !== 'active') {
    return {
      ...base,
      applies: false,
      allowed: false,
      ...refusal('rule_inactive', `Rule ${rule.name} is inactive`),
    };
  }
  if (rulesForDate([rule], date).length === 0) {
    const explanation = `Rule ${rule.name} does not run on ${date} (${weekdayOf(date)}); it runs ${rule.start_date} to ${rule.end_indefinite || !rule.end_date ? 'indefinitely' : rule.end_date} on ${rule.active_days.join(', ')}`;
    return { ...base, applies: false, allowed: false, ...refusal('rule_not_on_date', explanation) };
  }
  // The same catalogue and bookings the reservation routes feed the engine; only this rule applies.
  const [catalogue, bookings, channel] = await Promise.all([
    loadEngineCatalogue(db, restaurantId),
    loadEngineBookings(db, restaurantId, date, date),
    channelOf(db, restaurantId, request.guestData.channel ?? null),
  ]);
  const slot = autoAssign({
    ...catalogue,
    bookings,
    date,
    time,
    partySize,
    preferredSeatingAreaId: areaId,
    accessRules: [rule],
    channel,
    explain: true,
    now: instantToVenueLocal(now, timeZone),
  });
  const explained = {
    reasons: slot.reasons ?? [],
    explanation: (slot.reasons ?? []).map((r) => r.text).join('; '),
  };
  if (!('shiftId' in slot)) {
    return { ...base, applies: false, allowed: false, reason: slot.reason, ...explained };
  }
  const applies = rulesForSlot([rule], slot.shiftId, slot.minutes).length > 0;
  const found = { shift_id: slot.shiftId, duration_minutes: slot.durationMinutes };
  if (!applies) {
    return {
      ...base,
      ...found,
      applies,
      allowed: false,
      ...refusal(
        'rule_not_for_slot',
        `Rule ${rule.name} does not cover ${time} in that shift (its shifts or time window exclude it)`,
      ),
    };
  }
  if (!slot.available) {
    return { ...base, ...found, applies, allowed: false, reason: slot.reason ?? 'no_table', ...explained };
  }
  return {
    ...base,
    ...found,
    applies,
    allowed: true,
    reason: null,
    reasons: [],
    offer: slot.offer ?? null,
    explanation: `Rule ${rule.name} allows a party of ${partySize} at ${time} on ${date}`,
    table_ids: slot.tables ?? [],
  };
}
