// A new booking (issue 36: at most five round trips). One statement reads everything the checks and
// the engine need (booking-input.ts); the checks and the placement run on it in TypeScript, with
// the same rules and in the same order as before; one statement inserts the booking with its
// occupancy (occupancy.ts, insertReservation), and withTenantWrite adds the feed row before COMMIT.
// A refusal before the insert has written nothing, and a refused insert deletes what it wrote, so
// no savepoint is needed, except when the guest's client profile may be made first.
import { eq } from 'drizzle-orm';
import { autoAssign, type EngineBooking } from '../../src-shared/domain/availability/index.js';
import { chosenTableClash, type ChosenTables } from '../../src-shared/domain/chosen-table.js';
import {
  conflictingBooking,
  missingRequiredFields,
  multipleReservationMessage,
  type GuestBooking,
} from '../../src-shared/domain/reservation-config-rules.js';
import { engineRequest, placeBooking } from '../../src-shared/domain/reservation-rules.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { CreateReservation, Reservation } from '../../src-shared/schemas/reservation.js';
import type { ReservationConfig } from '../../src-shared/schemas/venue-settings.js';
import { bookingClientId } from '../catalogue/client-linking.js';
import { reservations } from '../db/schema/index.js';
import { conflict, HttpError } from '../http/http-error.js';
import { planMessages, queueGuestMessages } from '../messaging/guest-message-triggers.js';
import { notifyLargeParty } from '../notifications/notify.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import type { DomainWrite, WriteContext } from '../sync/write-context.js';
import { loadBookingInput, type BookingInput, type DayBooking } from './booking-input.js';
import { enforceBookingRestrictions, judgesRestrictions } from './booking-restrictions.js';
import { loadEngineBookings, loadEngineCatalogue, type EngineCatalogue } from './engine-input.js';
import { bookingSpan, insertReservation, TableTakenError, tstzrangeSql, type Span } from './occupancy.js';
import {
  defaultStatus,
  foundCombinationTables,
  requireFoundRefs,
  requireKnownTables,
  requireStatus,
} from './reservation-refs.js';
import { reservationView, type ReservationRow, type ViewContext } from './reservation-view.js';

export const RESERVATION_ID_TAKEN = 'A reservation with this id already exists';

/** Runs `work` in a savepoint of the tenant write, so a failed service call is all-or-nothing. */
export async function atomically<T>(
  write: TenantWrite,
  work: (write: TenantWrite) => Promise<T>,
): Promise<T> {
  return write.tx.transaction(async (sp) => work({ ...write, tx: sp }));
}

export async function recordView(
  write: TenantWrite,
  view: ViewContext,
  row: ReservationRow,
): Promise<Reservation> {
  const data = reservationView(row, view);
  await write.record('reservations', row.id, data);
  return data;
}

/** A terminal retrying the same create must get the first booking back, not a second one. */
function sameBooking(row: ReservationRow, args: CreateReservation): boolean {
  return (
    row.firstName === args.first_name &&
    row.lastName === args.last_name &&
    row.mobileNumber === args.mobileNumber &&
    row.email === args.email &&
    row.date === args.date &&
    row.time === args.time &&
    row.guestCount === args.guest_count &&
    (args.duration_minutes === undefined || row.durationMinutes === args.duration_minutes) &&
    (args.table_ids.length === 0 || JSON.stringify(row.tableIds) === JSON.stringify(args.table_ids))
  );
}

export interface Placement {
  tableIds: string[];
  combinationId: string | null;
  seatingAreaId: string | null;
  shiftId: string | null;
  durationMinutes: number;
}

const engineStatuses = (view: ViewContext) =>
  [...view.statuses.values()].map((s) => ({ id: s.id, holds_table: s.holdsTable }));

/** The engine's bookings: the fields it reads of each booking around the date. */
export const engineBookings = (bookings: readonly DayBooking[]) =>
  bookings.map((b) => ({
    id: b.id,
    date: b.date,
    time: b.time,
    duration_minutes: b.duration_minutes,
    guest_count: b.guest_count,
    table_ids: b.table_ids,
    booking_status: b.booking_status,
  }));

/** What the engine is given: with tables chosen, the shifts (and the rules when no duration is). */
async function engineInput(
  write: TenantWrite,
  input: BookingInput,
  args: CreateReservation,
  autoAssigning: boolean,
): Promise<{ catalogue: EngineCatalogue; bookings: EngineBooking[] }> {
  if (!autoAssigning)
    return {
      catalogue: {
        tables: [],
        combinations: [],
        statuses: [],
        blackoutDates: [],
        shifts: input.shifts,
        accessRules: args.duration_minutes === undefined ? input.accessRules : [],
      },
      bookings: [],
    };
  if (input.catalogue)
    return {
      catalogue: {
        ...input.catalogue,
        shifts: input.shifts,
        accessRules: input.accessRules,
        statuses: engineStatuses(input.view),
      },
      bookings: engineBookings(input.bookings),
    };
  // A combination without members leaves the engine to pick: its catalogue is read now (rare).
  return {
    catalogue: await loadEngineCatalogue(write.tx, write.restaurantId),
    bookings: await loadEngineBookings(write.tx, write.restaurantId, args.date, args.date),
  };
}

/**
 * Tables, shift and duration of a new booking. Staff-chosen tables (or a combination) are taken as
 * given; otherwise the engine picks the best free fit, and a booking it cannot seat stays unassigned.
 */
async function place(
  write: TenantWrite,
  input: BookingInput,
  args: CreateReservation,
  id: string,
): Promise<Placement> {
  let tableIds = args.table_ids;
  const members = foundCombinationTables(input.combination, args.table_combination_id, tableIds.length === 0);
  if (tableIds.length === 0 && args.table_combination_id) tableIds = members;
  const needsEngine = tableIds.length === 0 || args.duration_minutes === undefined || args.shift_id === null;
  if (!needsEngine) return placeBooking(args, tableIds, null);

  // With the tables and the duration given, the engine only settles the shift, which depends on the
  // shifts alone (the first of the day's shifts whose bounds hold the time): the rest of the
  // catalogue and the day's bookings are not passed. Without a duration the access rules may set it.
  const autoAssigning = tableIds.length === 0;
  const { catalogue, bookings } = await engineInput(write, input, args, autoAssigning);
  const slot = autoAssign({
    ...catalogue,
    bookings,
    ...engineRequest(args),
    excludeBookingId: id,
    // Pacing and shift limits were judged with the role before this (enforceBookingRestrictions).
    limitsJudged: true,
  });
  // The terminal's optimistic create runs the same rule on its mirror (src-shared/domain).
  return placeBooking(args, tableIds, slot);
}

/** The row of a new booking once its tables, shift and duration are settled. */
export function newReservationRow(
  restaurantId: number,
  id: string,
  args: CreateReservation,
  placement: Placement,
  statusId: string,
  span: Span,
) {
  return {
    id,
    restaurantId,
    firstName: args.first_name,
    lastName: args.last_name,
    mobileNumber: args.mobileNumber,
    email: args.email,
    date: args.date,
    time: args.time,
    durationMinutes: placement.durationMinutes,
    guestCount: args.guest_count,
    reservationType: args.reservationType,
    shiftId: placement.shiftId,
    seatingAreaId: placement.seatingAreaId,
    tableCombinationId: placement.combinationId,
    clientId: args.client_id,
    serverNameId: args.server_name_id,
    tableIds: placement.tableIds,
    specialRequest: args.special_request,
    additionalNotes: args.additional_notes,
    partyNotes: args.party_notes,
    source: args.source,
    statusId,
    clientTags: args.client_tags,
    allergens: args.allergens,
    offerDetails: args.offer_details,
    during: tstzrangeSql(span),
  };
}

/**
 * The venue's reservation config on a new booking (spec §3): its required fields (a walk-in is
 * exempt: the guest is standing there) and the guest's other bookings in the prevented scope.
 */
function requireConfiguredFields(config: ReservationConfig, args: CreateReservation): void {
  if (args.source === 'walk_in') return;
  const missing = missingRequiredFields(config, args);
  const first = Object.values(missing)[0]?.[0];
  if (first) throw new HttpError(422, first, missing);
}

function refuseMultipleReservations(input: BookingInput, booking: GuestBooking): void {
  const config = input.reservationConfig;
  if (!config.prevent_multiple_reservations) return;
  // A day's booking carries the guest fields the rule compares (DayBooking extends GuestBooking).
  const live = input.bookings
    .filter((r) => r.date === booking.date)
    .filter((r) => input.view.statuses.get(r.booking_status)?.holdsTable ?? false);
  const other = conflictingBooking(config, booking, live);
  if (other) throw conflict(multipleReservationMessage(config, other));
}

/**
 * Staff-chosen tables are checked with the shared chosen-table rule (the drawer and the terminal
 * run the same one), so the refusal reads the same everywhere; the exclusion constraint still
 * decides races between concurrent writes.
 */
function refuseTakenTables(input: BookingInput, booking: ChosenTables): void {
  if (booking.table_ids.length === 0) return;
  const clash = chosenTableClash({
    booking,
    bookings: engineBookings(input.bookings),
    statuses: engineStatuses(input.view),
    tables: [...input.view.tableNames].map(([id, name]) => ({ id, name })),
  });
  if (clash) throw new TableTakenError(clash);
}

/** Queues the guest's messages, unless the venue's settings plan none with a recipient (no read then). */
async function queueNewBookingMessages(
  write: TenantWrite,
  ctx: WriteContext,
  input: BookingInput,
  row: ReservationRow,
): Promise<void> {
  const change = { before: null, after: row, statuses: input.view.statuses };
  const planned = planMessages(input.guestCommunication, change, ctx.timeZone, new Date());
  const reaches = planned.some((plan) =>
    plan.channels.some((channel) => (channel === 'email' ? row.email : row.mobileNumber).trim() !== ''),
  );
  if (reaches) await queueGuestMessages(write, ctx, change);
}

/** The existing reservation with the booking's id: the first booking again, or a 409. */
async function existingBooking(
  write: TenantWrite,
  input: BookingInput,
  args: CreateReservation,
  id: string,
): Promise<Reservation> {
  if (input.existingRestaurantId !== write.restaurantId) throw conflict(RESERVATION_ID_TAKEN);
  const [existing] = await write.tx.select().from(reservations).where(eq(reservations.id, id));
  if (existing && sameBooking(existing, args)) return reservationView(existing, input.view);
  throw conflict(RESERVATION_ID_TAKEN);
}

export const createReservation: DomainWrite<CreateReservation, Reservation> = (write, ctx, args) =>
  createBooking(write, ctx, args, false);

/**
 * The booking kept without a table: a pushed booking's last resort when every table the engine
 * picks is refused by the database (a table's used part that the engine does not see), so it is
 * never dropped for its table (push-placement.ts).
 */
export const createReservationWithoutTable: DomainWrite<CreateReservation, Reservation> = (
  write,
  ctx,
  args,
) => createBooking(write, ctx, { ...args, table_ids: [], table_combination_id: null }, true);

async function createBooking(
  write: TenantWrite,
  ctx: WriteContext,
  args: CreateReservation,
  withoutTable: boolean,
): Promise<Reservation> {
  const id = args.id ?? uuidv7();
  const chosen = args.table_ids.length > 0 || !!args.table_combination_id;
  const input = await loadBookingInput(write.tx, write.restaurantId, ctx.timeZone, {
    id,
    date: args.date,
    tableIds: args.table_ids,
    combinationId: args.table_combination_id,
    autoAssign: !chosen,
    shifts: !chosen || args.duration_minutes === undefined || args.shift_id === null,
    accessRules: args.duration_minutes === undefined,
    judgeRestrictions: judgesRestrictions(ctx, args),
    refs: args,
  });
  const view = input.view;
  if (input.existingRestaurantId !== null) return existingBooking(write, input, args, id);
  const status = args.booking_status
    ? requireStatus(view.statuses, args.booking_status)
    : defaultStatus(view.statuses);
  // The view already lists the restaurant's tables: no second look-up to check the ids.
  requireKnownTables(view.tableNames, args.table_ids);
  requireFoundRefs(args, input.refsFound);
  const config = input.reservationConfig;
  requireConfiguredFields(config, args);
  if (status.holdsTable)
    enforceBookingRestrictions(ctx, args, id, {
      accessRules: input.accessRules,
      shifts: input.shifts,
      statuses: engineStatuses(view),
      bookings: engineBookings(input.bookings),
    });
  const placed = await place(write, input, args, id);
  // Without automatic assignment a booking keeps only the tables staff chose.
  const placement =
    (config.auto_assign_tables || chosen) && !withoutTable
      ? placed
      : { ...placed, tableIds: [], combinationId: null, seatingAreaId: args.seating_area_id };

  const book = async (into: TenantWrite): Promise<Reservation> => {
    // The guest's profile: linked or made here, after the booking's own checks, so a refused
    // booking makes no client (the savepoint around this drops one made before a refused insert).
    const clientId = await bookingClientId(into, ctx, args);
    if (status.holdsTable)
      refuseMultipleReservations(input, {
        id,
        client_id: clientId,
        email: args.email,
        mobileNumber: args.mobileNumber,
        date: args.date,
        time: args.time,
        duration_minutes: placement.durationMinutes,
        shift_id: placement.shiftId,
      });
    if (status.holdsTable && chosen)
      refuseTakenTables(input, {
        id,
        date: args.date,
        time: args.time,
        duration_minutes: placement.durationMinutes,
        table_ids: placement.tableIds,
      });
    const span = bookingSpan(
      { date: args.date, time: args.time, durationMinutes: placement.durationMinutes },
      ctx.timeZone,
    );
    // A booking created in a status that does not hold tables (e.g. entered after the fact) occupies nothing.
    const row = await insertReservation(
      into.tx,
      newReservationRow(into.restaurantId, id, { ...args, client_id: clientId }, placement, status.id, span),
      { reservationId: id, timeZone: ctx.timeZone },
      status.holdsTable ? placement.tableIds : [],
      span,
    );
    await queueNewBookingMessages(into, ctx, input, row);
    // Staff hear of a large party in the booking's own transaction (a refused booking tells no one).
    if (status.holdsTable)
      await notifyLargeParty(into.tx, into.restaurantId, { ...row, start: span.start }, input.largePartySize);
    return recordView(into, view, row);
  };
  // A guest with a phone or an email may get a new client profile before the insert: a savepoint
  // then keeps a refused booking from leaving that profile behind.
  const mayMakeClient =
    args.client_id === null && (args.email.trim() !== '' || args.mobileNumber.trim() !== '');
  return mayMakeClient ? atomically(write, book) : book(write);
}
