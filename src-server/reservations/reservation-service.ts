// The reservation writes. REST routes and POST /sync/push call these same functions inside
// withTenantWrite, so an offline mutation obeys the same rules as an online request. Each runs in
// a savepoint: a refusal leaves nothing behind even when the caller's transaction goes on.
import { and, eq } from 'drizzle-orm';
import { autoAssign } from '../../src-shared/domain/availability/index.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type {
  CreateReservation,
  Reservation,
  UpdateReservation,
} from '../../src-shared/schemas/reservation.js';
import { APPENDED_NOTE_FIELDS, mergeNotes, placeBooking } from '../../src-shared/domain/reservation-rules.js';
import { chosenTableClash, type ChosenTables } from '../../src-shared/domain/chosen-table.js';
import { reservations } from '../db/schema/index.js';
import { bookingClientId } from '../catalogue/client-linking.js';
import { queueGuestMessages } from '../messaging/guest-message-triggers.js';
import { conflict, HttpError, notFound } from '../http/http-error.js';
import {
  conflictingBooking,
  missingRequiredFields,
  multipleReservationMessage,
  type GuestBooking,
} from '../../src-shared/domain/reservation-config-rules.js';
import type { ReservationConfig } from '../../src-shared/schemas/venue-settings.js';
import { loadSettingsGroup } from '../venue/venue-settings-store.js';
import type { DomainWrite } from '../sync/write-context.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import { withoutMaskedContacts } from '../../src-shared/access/contact-mask.js';
import { enforceBookingRestrictions } from './booking-restrictions.js';
import {
  loadEngineAccessRules,
  loadEngineBookings,
  loadEngineCatalogue,
  loadEngineShifts,
} from './engine-input.js';
import {
  bookingSpan,
  deleteOccupancy,
  insertOccupancy,
  releaseOccupancy,
  replaceOccupancy,
  TableTakenError,
  tstzrangeSql,
  type Span,
} from './occupancy.js';
import {
  cancelledStatus,
  combinationTables,
  requireCombinations,
  defaultStatus,
  requireKnownTables,
  requireOptionalRefs,
  requireStatus,
  requireTables,
} from './reservation-refs.js';
import {
  loadViewContext,
  reservationView,
  type ReservationRow,
  type ViewContext,
} from './reservation-view.js';

export const RESERVATION_ID_TAKEN = 'A reservation with this id already exists';

/** Runs `work` in a savepoint of the tenant write, so a failed service call is all-or-nothing. */
async function atomically<T>(write: TenantWrite, work: (write: TenantWrite) => Promise<T>): Promise<T> {
  return write.tx.transaction(async (sp) => work({ ...write, tx: sp }));
}

async function recordView(write: TenantWrite, view: ViewContext, row: ReservationRow): Promise<Reservation> {
  const data = reservationView(row, view);
  await write.record('reservations', row.id, data);
  return data;
}

async function findOwn(write: TenantWrite, id: string): Promise<ReservationRow> {
  const [row] = await write.tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.restaurantId, write.restaurantId)));
  if (!row) throw notFound(`Reservation ${id} was not found`);
  return row;
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

/**
 * Tables, shift and duration of a new booking. Staff-chosen tables (or a combination) are taken as
 * given; otherwise the engine picks the best free fit, and a booking it cannot seat stays unassigned.
 */
async function place(write: TenantWrite, args: CreateReservation, id: string): Promise<Placement> {
  let tableIds = args.table_ids;
  if (tableIds.length === 0 && args.table_combination_id)
    tableIds = await combinationTables(write.tx, write.restaurantId, args.table_combination_id);
  else await requireCombinations(write.tx, write.restaurantId, [args.table_combination_id]);
  const needsEngine = tableIds.length === 0 || args.duration_minutes === undefined || args.shift_id === null;
  if (!needsEngine) return placeBooking(args, tableIds, null);

  // With the tables and the duration given, the engine only settles the shift, which depends on the
  // shifts alone (the first of the day's shifts whose bounds hold the time): the rest of the
  // catalogue and the day's bookings are not read. Without a duration the access rules may set it.
  const autoAssigning = tableIds.length === 0;
  const catalogue = autoAssigning
    ? await loadEngineCatalogue(write.tx, write.restaurantId)
    : {
        tables: [],
        combinations: [],
        statuses: [],
        blackoutDates: [],
        shifts: await loadEngineShifts(write.tx, write.restaurantId),
        accessRules:
          args.duration_minutes === undefined
            ? await loadEngineAccessRules(write.tx, write.restaurantId)
            : [],
      };
  const bookings = autoAssigning
    ? await loadEngineBookings(write.tx, write.restaurantId, args.date, args.date)
    : [];
  const slot = autoAssign({
    ...catalogue,
    bookings,
    date: args.date,
    time: args.time,
    partySize: args.guest_count,
    preferredSeatingAreaId: args.seating_area_id,
    durationMinutes: args.duration_minutes ?? null,
    shiftId: args.shift_id,
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

async function refuseMultipleReservations(
  write: TenantWrite,
  view: ViewContext,
  config: ReservationConfig,
  booking: GuestBooking,
): Promise<void> {
  if (!config.prevent_multiple_reservations) return;
  const sameDay = await write.tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.restaurantId, write.restaurantId), eq(reservations.date, booking.date)));
  const live = sameDay
    .filter((r) => view.statuses.get(r.statusId)?.holdsTable ?? false)
    .map((r): GuestBooking => ({
      id: r.id,
      client_id: r.clientId,
      email: r.email,
      mobileNumber: r.mobileNumber,
      first_name: r.firstName,
      last_name: r.lastName,
      date: r.date,
      time: r.time,
      duration_minutes: r.durationMinutes,
      shift_id: r.shiftId,
    }));
  const other = conflictingBooking(config, booking, live);
  if (other) throw conflict(multipleReservationMessage(config, other));
}

/**
 * Staff-chosen tables are checked with the shared chosen-table rule (the drawer and the terminal
 * run the same one), so the refusal reads the same everywhere; the exclusion constraint still
 * decides races between concurrent writes.
 */
async function refuseTakenTables(
  write: TenantWrite,
  view: ViewContext,
  booking: ChosenTables,
): Promise<void> {
  if (booking.table_ids.length === 0) return;
  const clash = chosenTableClash({
    booking,
    bookings: await loadEngineBookings(write.tx, write.restaurantId, booking.date, booking.date),
    statuses: [...view.statuses.values()].map((s) => ({ id: s.id, holds_table: s.holdsTable })),
    tables: [...view.tableNames].map(([id, name]) => ({ id, name })),
  });
  if (clash) throw new TableTakenError(clash);
}

export const createReservation: DomainWrite<CreateReservation, Reservation> = (outer, ctx, args) =>
  atomically(outer, async (write) => {
    const id = args.id ?? uuidv7();
    const [existing] = await write.tx.select().from(reservations).where(eq(reservations.id, id));
    const view = await loadViewContext(write.tx, write.restaurantId, ctx.timeZone);
    if (existing) {
      if (existing.restaurantId === write.restaurantId && sameBooking(existing, args))
        return reservationView(existing, view);
      throw conflict(RESERVATION_ID_TAKEN);
    }
    const status = args.booking_status
      ? requireStatus(view.statuses, args.booking_status)
      : defaultStatus(view.statuses);
    // The view already lists the restaurant's tables: no second look-up to check the ids.
    requireKnownTables(view.tableNames, args.table_ids);
    await requireOptionalRefs(write.tx, write.restaurantId, args);
    const config = await loadSettingsGroup(write.tx, write.restaurantId, 'reservation_config');
    requireConfiguredFields(config, args);
    if (status.holdsTable) await enforceBookingRestrictions(write, ctx, args, id);
    const placed = await place(write, args, id);
    // Without automatic assignment a booking keeps only the tables staff chose.
    const placement =
      config.auto_assign_tables || args.table_ids.length > 0 || args.table_combination_id
        ? placed
        : { ...placed, tableIds: [], combinationId: null, seatingAreaId: args.seating_area_id };
    // The guest's profile: linked or made here, after the booking's own checks, so a refused
    // booking makes no client (and the savepoint drops it if the insert is refused).
    const clientId = await bookingClientId(write, ctx, args);
    if (status.holdsTable)
      await refuseMultipleReservations(write, view, config, {
        id,
        client_id: clientId,
        email: args.email,
        mobileNumber: args.mobileNumber,
        date: args.date,
        time: args.time,
        duration_minutes: placement.durationMinutes,
        shift_id: placement.shiftId,
      });
    if (status.holdsTable && (args.table_ids.length > 0 || args.table_combination_id))
      await refuseTakenTables(write, view, {
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
    const [row] = await write.tx
      .insert(reservations)
      .values(
        newReservationRow(
          write.restaurantId,
          id,
          { ...args, client_id: clientId },
          placement,
          status.id,
          span,
        ),
      )
      .returning();
    if (!row) throw new Error(`Inserting reservation ${id} returned no row`);
    // A booking created in a status that does not hold tables (e.g. entered after the fact) occupies nothing.
    if (status.holdsTable)
      await insertOccupancy(
        write.tx,
        write.restaurantId,
        { reservationId: id, timeZone: ctx.timeZone },
        placement.tableIds,
        span,
      );
    await queueGuestMessages(write, ctx, { before: null, after: row, statuses: view.statuses });
    return recordView(write, view, row);
  });

export interface UpdateReservationArgs {
  id: string;
  patch: UpdateReservation;
  /** Sync push sets this: note fields are appended when they differ instead of replaced. */
  appendNotes?: boolean;
}

/**
 * Applies a patch and keeps occupancy in step: a holding booking whose time or tables change gets
 * new rows (may 409); leaving a holding status keeps only the part already used; returning to one
 * re-inserts (may 409). The assigned tables stay on the booking even when occupancy is freed.
 */
export const updateReservation: DomainWrite<UpdateReservationArgs, Reservation> = (outer, ctx, args) =>
  atomically(outer, async (write) => {
    const before = await findOwn(write, args.id);
    const view = await loadViewContext(write.tx, write.restaurantId, ctx.timeZone);
    // A masked contact sent back (by a role that may not see it) means "unchanged".
    const patch = withoutMaskedContacts({ ...args.patch });
    if (args.appendNotes) {
      for (const field of APPENDED_NOTE_FIELDS) {
        const incoming = patch[field];
        if (incoming !== undefined) patch[field] = mergeNotes(before[fieldColumn[field]], incoming);
      }
    }
    if (patch.table_ids) await requireTables(write.tx, write.restaurantId, patch.table_ids);
    await requireOptionalRefs(write.tx, write.restaurantId, patch);
    let tableIds = patch.table_ids ?? before.tableIds;
    let combinationId =
      patch.table_combination_id !== undefined
        ? patch.table_combination_id
        : patch.table_ids
          ? null
          : before.tableCombinationId;
    if (patch.table_combination_id && !patch.table_ids)
      tableIds = await combinationTables(write.tx, write.restaurantId, patch.table_combination_id);
    else await requireCombinations(write.tx, write.restaurantId, [patch.table_combination_id]);
    if (patch.table_combination_id === null) combinationId = null;
    const statusBefore = requireStatus(view.statuses, before.statusId);
    const statusAfter = patch.booking_status
      ? requireStatus(view.statuses, patch.booking_status)
      : statusBefore;

    const next = {
      firstName: patch.first_name ?? before.firstName,
      lastName: patch.last_name ?? before.lastName,
      mobileNumber: patch.mobileNumber ?? before.mobileNumber,
      email: patch.email ?? before.email,
      date: patch.date ?? before.date,
      time: patch.time ?? before.time,
      durationMinutes: patch.duration_minutes ?? before.durationMinutes,
      guestCount: patch.guest_count ?? before.guestCount,
      reservationType: patch.reservationType ?? before.reservationType,
      shiftId: patch.shift_id !== undefined ? patch.shift_id : before.shiftId,
      seatingAreaId: patch.seating_area_id !== undefined ? patch.seating_area_id : before.seatingAreaId,
      tableCombinationId: combinationId,
      clientId: patch.client_id !== undefined ? patch.client_id : before.clientId,
      serverNameId: patch.server_name_id !== undefined ? patch.server_name_id : before.serverNameId,
      tableIds,
      specialRequest: patch.special_request ?? before.specialRequest,
      additionalNotes: patch.additional_notes ?? before.additionalNotes,
      partyNotes: patch.party_notes ?? before.partyNotes,
      source: patch.source ?? before.source,
      statusId: statusAfter.id,
      clientTags: patch.client_tags ?? before.clientTags,
      allergens: patch.allergens ?? before.allergens,
      offerDetails: patch.offer_details ?? before.offerDetails,
    };
    const spanBefore = bookingSpan(before, ctx.timeZone);
    const spanAfter = bookingSpan(next, ctx.timeZone);
    const [row] = await write.tx
      .update(reservations)
      .set({ ...next, during: tstzrangeSql(spanAfter), updatedAt: new Date() })
      .where(eq(reservations.id, before.id))
      .returning();
    if (!row) throw notFound(`Reservation ${args.id} was not found`);

    const moved =
      spanBefore.start.getTime() !== spanAfter.start.getTime() ||
      spanBefore.end.getTime() !== spanAfter.end.getTime() ||
      JSON.stringify(before.tableIds) !== JSON.stringify(tableIds);
    const holder = { reservationId: before.id, timeZone: ctx.timeZone };
    if (statusAfter.holdsTable) {
      if (moved || !statusBefore.holdsTable)
        await replaceOccupancy(write.tx, write.restaurantId, holder, tableIds, spanAfter);
    } else if (statusBefore.holdsTable) {
      if (moved) await replaceOccupancy(write.tx, write.restaurantId, holder, tableIds, spanAfter);
      await releaseOccupancy(write.tx, before.id, spanAfter, new Date());
    } else if (moved) {
      // What a finished booking used no longer describes it once moved; it holds nothing now.
      await deleteOccupancy(write.tx, before.id);
    }
    await queueGuestMessages(write, ctx, { before, after: row, statuses: view.statuses });
    return recordView(write, view, row);
  });

const fieldColumn = {
  special_request: 'specialRequest',
  additional_notes: 'additionalNotes',
  party_notes: 'partyNotes',
} as const;

export const setReservationStatus: DomainWrite<{ id: string; statusId: string }, Reservation> = (
  write,
  ctx,
  args,
) => updateReservation(write, ctx, { id: args.id, patch: { booking_status: args.statusId } });

export const assignTables: DomainWrite<{ id: string; tableIds: string[] }, Reservation> = (
  write,
  ctx,
  args,
) =>
  updateReservation(write, ctx, {
    id: args.id,
    patch: { table_ids: args.tableIds, table_combination_id: null },
  });

export const setReservationDuration: DomainWrite<{ id: string; duration_minutes: number }, Reservation> = (
  write,
  ctx,
  args,
) => updateReservation(write, ctx, { id: args.id, patch: { duration_minutes: args.duration_minutes } });

export const cancelReservation: DomainWrite<{ id: string }, Reservation> = async (write, ctx, args) => {
  const view = await loadViewContext(write.tx, write.restaurantId, ctx.timeZone);
  return updateReservation(write, ctx, {
    id: args.id,
    patch: { booking_status: cancelledStatus(view.statuses).id },
  });
};
