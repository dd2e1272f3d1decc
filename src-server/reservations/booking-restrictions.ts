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
import type { CreateReservation } from '../../src-shared/schemas/reservation.js';
import { HttpError } from '../http/http-error.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import type { WriteContext } from '../sync/write-context.js';
import {
  loadEngineAccessRules,
  loadEngineBookings,
  loadEngineShifts,
  loadEngineStatuses,
} from './engine-input.js';

/**
 * Refuses or warns about a new booking past a pacing or shift limit. System writes (no `may`, e.g.
 * the demo seed) and walk-ins (the party is already at the door) are not judged. The day's bookings
 * are read only when an access rule of the date sets a limit at all.
 */
export async function enforceBookingRestrictions(
  write: TenantWrite,
  ctx: WriteContext,
  args: CreateReservation,
  id: string,
): Promise<void> {
  if (!ctx.may || args.source === 'walk_in') return;
  const accessRules = await loadEngineAccessRules(write.tx, write.restaurantId);
  if (!dateMayBeRestricted(accessRules, args.date)) return;
  const shifts = await loadEngineShifts(write.tx, write.restaurantId);
  const statuses = await loadEngineStatuses(write.tx, write.restaurantId);
  const bookings = await loadEngineBookings(write.tx, write.restaurantId, args.date, args.date);
  const restriction = bookingRestriction({
    shifts,
    accessRules,
    statuses,
    bookings,
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
