// What the public widget does to the book: offers the times the host stand's availability engine
// offers, and books through the host stand's own path (createReservation inside withTenantWrite), so
// the exclusion constraint decides a race, the change feed pokes every console, and the confirmation
// is queued through the job queue like any booking. Bookings are attributed to the 'widget' source
// (the "widget" booking channel staff see), never to a staff user. The guest lands on their client
// profile, matched by phone or email, or a new one (createReservation, through client-linking.ts).
import { and, eq, sql } from 'drizzle-orm';
import { createReservationSchema, type Reservation } from '../../src-shared/schemas/reservation.js';
import type { PromoRedemption } from '../../src-shared/marketing/promo-code-resource.js';
import { PromoRefusal, redeemPromoCode, type PromoRefusalReason } from '../marketing/promo-redemption.js';
import type { EventWidgetConfig } from '../../src-shared/website/widget-config.js';
import type { SlotOffer } from '../../src-shared/domain/availability/types.js';
import { instantToVenueLocal } from '../../src-shared/time.js';
import { allTimes, timesByShift, type ShiftTimes } from '../../src-shared/website/shift-times.js';
import type { AuditActor } from '../audit/audit-writer.js';
import type { DbExecutor } from '../db/client.js';
import { reservations, restaurants } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { isCancelled } from '../messaging/status-kinds.js';
import { availableTables, daySlotsAndShifts, offerAt } from '../reservations/availability-service.js';
import { isExclusionViolation } from '../reservations/occupancy.js';
import { createReservation } from '../reservations/reservation-service.js';
import { loadStatuses } from '../reservations/reservation-view.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { withTenantWrite } from '../sync/tenant-write.js';
import type { WriteContext } from '../sync/write-context.js';
import { claimBookingUnderCaps } from './form-uses.js';
import type { GuestInput } from './widget-form.js';

export interface Venue {
  id: number;
  slug: string;
  name: string;
  timeZone: string;
  /** ISO 4217: money the widget shows (a promo code's amount off) is in it. */
  currency: string;
}

/** The name bookings made through the widget carry as their creator, in the audit trail too. */
export const WIDGET_ACTOR = 'Online booking widget';

export async function findVenue(db: DbExecutor, slug: string): Promise<Venue | null> {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return null;
  const [row] = await db
    .select({
      id: restaurants.id,
      slug: restaurants.slug,
      name: restaurants.name,
      timeZone: restaurants.timeZone,
      currency: restaurants.currency,
    })
    .from(restaurants)
    .where(eq(restaurants.slug, slug));
  return row ?? null;
}

export const venueToday = (venue: Venue, now = new Date()) => instantToVenueLocal(now, venue.timeZone);

/**
 * The times the host stand's engine offers the party on the date (past times of today excluded),
 * grouped under their shift's name; a time inside two shifts (Lunch and Full day) is one time to a guest.
 */
export async function offeredShiftTimes(
  db: DbExecutor,
  venue: Venue,
  date: string,
  party: number,
): Promise<ShiftTimes[]> {
  const day = await daySlotsAndShifts({ db, restaurantId: venue.id }, date, { guest_count: party });
  return timesByShift(day.slots, day.shifts);
}

/** Every time offered, once and in order (what a submitted time is checked against). */
export const offeredTimes = async (db: DbExecutor, venue: Venue, date: string, party: number) =>
  allTimes(await offeredShiftTimes(db, venue, date, party));

/** Why a guest's booking did not go through, in terms the page can say. */
export class WidgetRefusal extends Error {
  constructor(
    readonly kind: 'taken' | 'waitlistFull' | 'eventFull' | 'limit' | 'failed',
    message: string,
    readonly remaining = 0,
  ) {
    super(message);
    this.name = 'WidgetRefusal';
  }
}

/**
 * A guest's write context: the venue, its zone, the widget as the actor. `may` grants nothing, so the
 * venue's pacing and shift limits refuse a guest where they would refuse a host without the override.
 */
export function guestContext(venue: Venue, ip: string, may: WriteContext['may'] = () => false): WriteContext {
  const audit: AuditActor = { userId: null, name: WIDGET_ACTOR, role: 'guest', terminal: ip, source: 'api' };
  return {
    restaurantId: venue.id,
    timeZone: venue.timeZone,
    actorName: WIDGET_ACTOR,
    may,
    audit,
    warnings: [],
  };
}

/** A refusal of the booking path, as the guest should hear it. */
function refusalOf(error: unknown): WidgetRefusal | null {
  if (error instanceof WidgetRefusal) return error;
  if (isExclusionViolation(error)) return new WidgetRefusal('taken', 'exclusion constraint');
  if (error instanceof HttpError && error.statusCode === 409) {
    // A table taken meanwhile, or the venue's pacing reached by the bookings that just went in.
    const taken = /already booked|restriction|pacing|limit/i.test(error.message) || error.code !== undefined;
    return new WidgetRefusal(taken ? 'taken' : 'failed', error.message);
  }
  if (error instanceof HttpError && error.statusCode === 422)
    return new WidgetRefusal('failed', error.message);
  return null;
}

/** Runs a booking write, turning the booking path's refusals into WidgetRefusal. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) throw refusal;
    throw error;
  }
}

export interface TableBooking {
  date: string;
  time: string;
  party: number;
  guest: GuestInput;
  /** The used form token the booking is made with; its sender's caps are checked (form-uses.ts). */
  tokenId?: string;
  /** A promo code the guest entered: used in the booking's transaction, or the booking is not made. */
  promoCode?: string;
}

/** A table booked through the widget, with the promo code it used. */
export interface BookedTable {
  booking: Reservation;
  promo: PromoRedemption | null;
  /** The access rules that took the booking ask for a card guarantee or a deposit (amount per guest in major units, when set). */
  guarantee: SlotOffer['guarantee'];
}

/** A promo code the venue refused; the booking was not made. */
export class WidgetPromoRefusal extends Error {
  constructor(
    readonly reason: PromoRefusalReason,
    readonly code: string,
  ) {
    super(`promo code ${code}: ${reason}`);
    this.name = 'WidgetPromoRefusal';
  }
}

/** In the booking's transaction: refuses a sender over the widget's caps, else marks the token booked. */
async function underCaps(tx: DbExecutor, venue: Venue, tokenId: string | undefined): Promise<void> {
  if (tokenId === undefined) return;
  const reached = await claimBookingUnderCaps(tx, venue.id, tokenId);
  if (reached) throw new WidgetRefusal('limit', `widget bookings per ${reached} reached`);
}

/**
 * Books a table: inside the write, the time must still be offered and the engine must still find a
 * table (otherwise the booking would go in unassigned); that table is then claimed through
 * createReservation, where the exclusion constraint refuses all but one of racing guests.
 */
export async function bookTable(
  deps: RouteDeps,
  venue: Venue,
  ip: string,
  input: TableBooking,
): Promise<BookedTable> {
  const audit = { actor: guestContext(venue, ip).audit as AuditActor, operation: `POST /book/${venue.slug}` };
  return guarded(() =>
    withTenantWrite(
      deps.db,
      venue.id,
      async (write) => {
        await underCaps(write.tx, venue, input.tokenId);
        const tenant = { db: write.tx, restaurantId: venue.id };
        const times = await offeredTimes(write.tx, venue, input.date, input.party);
        if (!times.includes(input.time)) throw new WidgetRefusal('taken', 'time no longer offered');
        const fit = await availableTables(tenant, {
          date: input.date,
          time: input.time,
          guest_count: input.party,
        });
        if (!fit.available || !fit.suggestion || fit.suggestion.table_ids.length === 0)
          throw new WidgetRefusal('taken', 'no table left');
        // Read before the booking takes its place: what the rules that take it ask of the guest.
        const guarantee =
          (await offerAt(tenant, input.date, input.time, { guest_count: input.party }))?.guarantee ?? null;
        const ctx = guestContext(venue, ip);
        const args = createReservationSchema.parse({
          ...input.guest,
          date: input.date,
          time: input.time,
          guest_count: input.party,
          table_ids: fit.suggestion.table_ids,
          table_combination_id: fit.suggestion.table_combination_id,
          source: 'widget',
        });
        const booking = await createReservation(write, ctx, args);
        if (!input.promoCode) return { booking, promo: null, guarantee };
        try {
          const promo = await redeemPromoCode(write, ctx, {
            code: input.promoCode,
            email: input.guest.email,
            mobileNumber: input.guest.mobileNumber,
            reservation_id: booking.id,
            with_codes: [],
          });
          return { booking, promo, guarantee };
        } catch (error) {
          // Thrown inside the write: the booking goes with it, and the guest is told why in their language.
          if (error instanceof PromoRefusal) throw new WidgetPromoRefusal(error.reason, error.promoCode);
          throw error;
        }
      },
      deps.changes,
      audit,
    ),
  );
}

/** Serialises one key's count-then-insert among racing requests (the event's covers, a day's waitlist). */
export async function lockKey(tx: DbExecutor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Covers the event already holds: its live bookings (cancelled ones given back). */
async function eventCovers(tx: DbExecutor, venue: Venue, event: EventWidgetConfig['event']): Promise<number> {
  const statuses = await loadStatuses(tx, venue.id);
  const rows = await tx
    .select({ guests: reservations.guestCount, statusId: reservations.statusId })
    .from(reservations)
    .where(
      and(
        eq(reservations.restaurantId, venue.id),
        eq(reservations.date, event.date),
        eq(reservations.reservationType, event.name),
      ),
    );
  return rows
    .filter((r) => {
      const s = statuses.get(r.statusId);
      return s !== undefined && !isCancelled(s) && !/^no[ -]?show$/i.test(s.name.trim());
    })
    .reduce((sum, r) => sum + r.guests, 0);
}

export async function eventPlacesLeft(db: DbExecutor, venue: Venue, event: EventWidgetConfig['event']) {
  return Math.max(0, event.capacity - (await eventCovers(db, venue, event)));
}

/**
 * Books the event: its covers are counted and the booking inserted under one advisory lock in the same
 * transaction, so racing guests cannot overfill it. The event's capacity is the venue's own limit for
 * that evening, so the venue's everyday pacing is overridden (recorded as the write's warning).
 */
export async function bookEvent(
  deps: RouteDeps,
  venue: Venue,
  ip: string,
  event: EventWidgetConfig['event'],
  party: number,
  guest: GuestInput,
  tokenId?: string,
): Promise<Reservation> {
  const ctx = guestContext(venue, ip, (p) => p === 'reservations.override_restrictions');
  const audit = { actor: ctx.audit as AuditActor, operation: `POST /book/${venue.slug}/event` };
  return guarded(() =>
    withTenantWrite(
      deps.db,
      venue.id,
      async (write) => {
        await underCaps(write.tx, venue, tokenId);
        await lockKey(write.tx, `widget-event:${venue.id}:${event.date}:${event.name}`);
        const left = event.capacity - (await eventCovers(write.tx, venue, event));
        if (party > left) throw new WidgetRefusal('eventFull', 'event full', Math.max(0, left));
        const args = createReservationSchema.parse({
          ...guest,
          date: event.date,
          time: event.time,
          duration_minutes: event.durationMinutes,
          guest_count: party,
          reservationType: event.name,
          source: 'widget',
        });
        return createReservation(write, ctx, args);
      },
      deps.changes,
      audit,
    ),
  );
}
