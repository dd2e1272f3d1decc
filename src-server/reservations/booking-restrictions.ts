// The booking path's reservation restrictions (pacing, shift limits), enforced on the server for
// every new booking, online or pushed from an offline terminal: a role without "override reservation
// restrictions" is refused (409), a role with it books and the answer carries a warning.
import {
  bookingRestriction,
  dateMayBeRestricted,
  RESTRICTION_REFUSED_CODE,
  restrictionRefusal,
  restrictionWarning,
} from '../../src-shared/domain/booking-restrictions.js';
import type {
  EngineAccessRule,
  EngineBooking,
  EngineShift,
  EngineStatus,
} from '../../src-shared/domain/availability/index.js';
import type { CreateReservation } from '../../src-shared/schemas/reservation.js';
import { HttpError } from '../http/http-error.js';
import type { WriteContext } from '../sync/write-context.js';

/** What the limits are judged on, read with the rest of the booking's input (booking-input.ts). */
export interface RestrictionData {
  accessRules: readonly EngineAccessRule[];
  shifts: readonly EngineShift[];
  statuses: readonly EngineStatus[];
  /** Bookings of the day before, the day and the day after: all of them whenever the venue has rules. */
  bookings: readonly EngineBooking[];
}

/** Whether this writer's booking is judged at all: system writes and walk-ins are not. */
export const judgesRestrictions = (ctx: WriteContext, args: Pick<CreateReservation, 'source'>): boolean =>
  !!ctx.may && args.source !== 'walk_in';

/**
 * Refuses or warns about a new booking past a pacing or shift limit. System writes (no `may`, e.g.
 * the demo seed) and walk-ins (the party is already at the door) are not judged, nor a date no
 * access rule may restrict.
 */
export function enforceBookingRestrictions(
  ctx: WriteContext,
  args: CreateReservation,
  id: string,
  data: RestrictionData,
): void {
  if (!ctx.may || !judgesRestrictions(ctx, args)) return;
  if (!dateMayBeRestricted(data.accessRules, args.date)) return;
  const restriction = bookingRestriction({
    shifts: data.shifts,
    accessRules: data.accessRules,
    statuses: data.statuses,
    bookings: data.bookings,
    date: args.date,
    time: args.time,
    partySize: args.guest_count,
    durationMinutes: args.duration_minutes ?? null,
    excludeBookingId: id,
  });
  if (!restriction) return;
  // 409, but not a taken table: a terminal's notice says the restriction, not "table … was taken".
  if (!ctx.may('reservations.override_restrictions'))
    throw new HttpError(409, restrictionRefusal(restriction), undefined, RESTRICTION_REFUSED_CODE);
  ctx.warnings?.push(restrictionWarning(restriction));
}
