// What a guest may do to their own booking through the signed links of its messages: read it, cancel
// it, confirm they are coming. Writes go through the host stand's own path (updateReservation inside
// withTenantWrite, as a status change from the console), so the change feed pokes every console and
// guest-message-triggers.ts queues the cancellation like any other; the widget is the actor.
import { and, eq } from 'drizzle-orm';
import { venueBookingRange } from '../../src-shared/time.js';
import type { AuditActor } from '../audit/audit-writer.js';
import type { DbExecutor } from '../db/client.js';
import { reservations, restaurants } from '../db/schema/index.js';
import { isArrival, isCancelled, isFinished } from '../messaging/status-kinds.js';
import { cancelledStatus } from '../reservations/reservation-refs.js';
import { availableTables } from '../reservations/availability-service.js';
import { setReservationStatus, updateReservation } from '../reservations/reservation-service.js';
import { loadStatuses, type ReservationRow, type StatusInfo } from '../reservations/reservation-view.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { withTenantWrite, type TenantWrite } from '../sync/tenant-write.js';
import { guarded, guestContext, offeredTimes, WidgetRefusal, type Venue } from './widget-booking.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface GuestBooking {
  row: ReservationRow;
  status: StatusInfo | undefined;
  statuses: ReadonlyMap<string, StatusInfo>;
  /** The venue's phone, for what cannot be done online. */
  venuePhone: string;
}

/** The booking `id` of the venue, or null (an id of another venue is unknown here). */
export async function loadGuestBooking(
  db: DbExecutor,
  venue: Venue,
  id: string,
): Promise<GuestBooking | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.restaurantId, venue.id)));
  if (!row) return null;
  const statuses = await loadStatuses(db, venue.id);
  const [r] = await db
    .select({ phone: restaurants.phone })
    .from(restaurants)
    .where(eq(restaurants.id, venue.id));
  return { row, status: statuses.get(row.statusId), statuses, venuePhone: r?.phone ?? '' };
}

/** Why a guest can no longer act on the booking online. */
export type GuestBlock = 'cancelled' | 'over' | 'past';

/** The guest's refusal, raised inside the write when the booking changed meanwhile. */
export class GuestRefusal extends Error {
  constructor(readonly block: GuestBlock | 'confirmed' | 'unavailable') {
    super(`guest refused: ${block}`);
    this.name = 'GuestRefusal';
  }
}

/**
 * Cancelled already; seated, arrived, finished or a no-show (any final status: the visit is over or
 * the venue closed it); or its start has passed in the venue's time zone. Null: the guest may act.
 */
export function guestBlock(
  row: Pick<ReservationRow, 'date' | 'time' | 'durationMinutes'>,
  status: StatusInfo | undefined,
  timeZone: string,
  now: Date,
): GuestBlock | null {
  if (status && isCancelled(status)) return 'cancelled';
  if (!status || status.isFinal || isArrival(status) || isFinished(status)) return 'over';
  const { start } = venueBookingRange(row.date, row.time, row.durationMinutes, timeZone);
  if (start.getTime() <= now.getTime()) return 'past';
  return null;
}

/** The venue's status a guest's "I am coming" sets (named Confirmed, as staff name it), if it has one. */
export function confirmedStatus(statuses: ReadonlyMap<string, StatusInfo>): StatusInfo | null {
  return [...statuses.values()].find((s) => /^confirmed$/i.test(s.name.trim())) ?? null;
}

/**
 * The booking locked for this write, as it is now, with the venue's statuses; refused when it is gone
 * or no longer the guest's to change (cancelled, started, past).
 */
async function lockGuestBooking(write: TenantWrite, venue: Venue, id: string) {
  const [row] = await write.tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.restaurantId, venue.id)))
    .for('update');
  if (!row) throw new GuestRefusal('over');
  const statuses = await loadStatuses(write.tx, venue.id);
  const current = statuses.get(row.statusId);
  const block = guestBlock(row, current, venue.timeZone, new Date());
  if (block) throw new GuestRefusal(block);
  return { row, statuses, current };
}

/** A status change from the guest's link, checked again inside the write against the row as it is. */
async function guestStatusChange(
  deps: RouteDeps,
  venue: Venue,
  ip: string,
  id: string,
  action: 'cancel' | 'arrived',
  target: (statuses: ReadonlyMap<string, StatusInfo>, current: StatusInfo | undefined) => StatusInfo,
) {
  const ctx = guestContext(venue, ip);
  const operation = `POST /book/${venue.slug}/reservation/${id}/${action}`;
  const audit = { actor: ctx.audit as AuditActor, operation };
  return withTenantWrite(
    deps.db,
    venue.id,
    async (write) => {
      const { statuses, current } = await lockGuestBooking(write, venue, id);
      const next = target(statuses, current);
      return setReservationStatus(write, ctx, { id, statusId: next.id });
    },
    deps.changes,
    audit,
  );
}

/** Cancels the booking the way the console sets a booking's status to Cancelled. */
export function cancelGuestBooking(deps: RouteDeps, venue: Venue, ip: string, id: string) {
  return guestStatusChange(deps, venue, ip, id, 'cancel', (statuses) => cancelledStatus(statuses));
}

/** Sets the booking to the venue's Confirmed status: the guest said they are coming. */
export function confirmGuestBooking(deps: RouteDeps, venue: Venue, ip: string, id: string) {
  return guestStatusChange(deps, venue, ip, id, 'arrived', (statuses, current) => {
    const confirmed = confirmedStatus(statuses);
    if (!confirmed) throw new GuestRefusal('unavailable');
    if (current?.id === confirmed.id) throw new GuestRefusal('confirmed');
    return confirmed;
  });
}

/**
 * Moves the booking to another date, time or party size the way the console's edit does
 * (updateReservation): inside the write the time must still be offered and the engine must find a
 * table, which is then claimed under the exclusion constraint; a lost race is a 'taken' refusal.
 */
export function moveGuestBooking(
  deps: RouteDeps,
  venue: Venue,
  ip: string,
  id: string,
  to: { date: string; time: string; party: number },
) {
  const ctx = guestContext(venue, ip);
  const audit = {
    actor: ctx.audit as AuditActor,
    operation: `POST /book/${venue.slug}/reservation/${id}/modify`,
  };
  return guarded(() =>
    withTenantWrite(
      deps.db,
      venue.id,
      async (write) => {
        await lockGuestBooking(write, venue, id);
        const times = await offeredTimes(write.tx, venue, to.date, to.party);
        if (!times.includes(to.time)) throw new WidgetRefusal('taken', 'time no longer offered');
        const fit = await availableTables(
          { db: write.tx, restaurantId: venue.id },
          { date: to.date, time: to.time, guest_count: to.party },
        );
        if (!fit.available || !fit.suggestion || fit.suggestion.table_ids.length === 0)
          throw new WidgetRefusal('taken', 'no table left');
        return updateReservation(write, ctx, {
          id,
          patch: {
            date: to.date,
            time: to.time,
            guest_count: to.party,
            duration_minutes: fit.duration_minutes,
            shift_id: fit.shift_id,
            table_ids: fit.suggestion.table_ids,
            table_combination_id: fit.suggestion.table_combination_id,
          },
        });
      },
      deps.changes,
      audit,
    ),
  );
}
