// Reservation restrictions a booking can run into: an access rule's pacing limit for the slot, or
// its reservation/cover limit for the shift. A role holding "override reservation restrictions"
// books past them with a warning; any other role is refused. Pure, so the server (which decides) and
// the console (which warns or refuses before booking, also offline) judge a booking the same way.
import { autoAssign } from './availability/index.js';
import { rulesForDate } from './availability/rules.js';
import type { AvailabilityInput } from './availability/types.js';

export type RestrictionReason = 'pacing' | 'shift_limit';

export interface BookingRestriction {
  reason: RestrictionReason;
  /** The booking's time ('19:00'). */
  time: string;
}

export type RestrictionInput = Pick<
  AvailabilityInput,
  'shifts' | 'accessRules' | 'statuses' | 'bookings' | 'date' | 'partySize' | 'excludeBookingId'
> & { time: string; durationMinutes?: number | null };

/** Whether any active access rule of the date sets a pacing or shift limit: else nothing restricts. */
export function dateMayBeRestricted(accessRules: RestrictionInput['accessRules'], date: string): boolean {
  return rulesForDate(accessRules, date).some((rule) => {
    const settings = rule.additional_settings;
    return (
      settings.pacing.setting !== 'default' ||
      settings.custom_pacing.setting !== 'default' ||
      settings.reservation_or_cover_limit.setting !== 'default'
    );
  });
}

/** The restriction a booking of the party at the time would break, or null. */
export function bookingRestriction(input: RestrictionInput): BookingRestriction | null {
  const slot = autoAssign({
    ...input,
    durationMinutes: input.durationMinutes ?? null,
    tables: [],
    combinations: [],
    blackoutDates: [],
  });
  if (slot.available || (slot.reason !== 'pacing' && slot.reason !== 'shift_limit')) return null;
  return { reason: slot.reason, time: input.time };
}

const LIMIT_NAME: Record<RestrictionReason, string> = {
  pacing: 'pacing limit',
  shift_limit: 'shift’s reservation or cover limit',
};

/** A pushed booking's outcome code when a restriction refused it (not a taken table's `conflict`). */
export const RESTRICTION_REFUSED_CODE = 'restricted';

/** The refusal for a role without the override. */
export function restrictionRefusal(r: BookingRestriction): string {
  return `Not booked: the ${LIMIT_NAME[r.reason]} for ${r.time} is reached. Only a role that may override reservation restrictions can book past it.`;
}

/** The warning for a role with the override. */
export function restrictionWarning(r: BookingRestriction): string {
  return `Booked over the ${LIMIT_NAME[r.reason]} for ${r.time} (reservation restrictions overridden)`;
}
