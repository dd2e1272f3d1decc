// The reservation writes. REST routes and POST /sync/push call these same functions inside
// withTenantWrite, so an offline mutation obeys the same rules as an online request. A refusal
// leaves nothing behind even when the caller's transaction goes on: an update runs in a savepoint,
// a new booking writes in one statement and takes back what it wrote (reservation-create.ts).
import { and, eq } from 'drizzle-orm';
import type { Reservation, UpdateReservation } from '../../src-shared/schemas/reservation.js';
import { APPENDED_NOTE_FIELDS, mergeNotes } from '../../src-shared/domain/reservation-rules.js';
import { reservations } from '../db/schema/index.js';
import { queueGuestMessages } from '../messaging/guest-message-triggers.js';
import { reviewHoldsOf } from '../payments/payment-holds.js';
import { notFound } from '../http/http-error.js';
import type { DomainWrite } from '../sync/write-context.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import { withoutMaskedContacts } from '../../src-shared/access/contact-mask.js';
import {
  bookingSpan,
  deleteOccupancy,
  releaseOccupancy,
  replaceOccupancy,
  tstzrangeSql,
} from './occupancy.js';
import {
  cancelledStatus,
  combinationTables,
  requireCombinations,
  requireOptionalRefs,
  requireStatus,
  requireTables,
} from './reservation-refs.js';
import { loadViewContext, type ReservationRow } from './reservation-view.js';
import { atomically, recordView } from './reservation-create.js';

// A new booking has its own module (one read, one write): the same service, re-exported here.
export {
  createReservation,
  newReservationRow,
  RESERVATION_ID_TAKEN,
  type Placement,
} from './reservation-create.js';

async function findOwn(write: TenantWrite, id: string): Promise<ReservationRow> {
  const [row] = await write.tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.restaurantId, write.restaurantId)));
  if (!row) throw notFound(`Reservation ${id} was not found`);
  return row;
}

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
    // An arrival, a cancellation or a no-show decides what becomes of a card guarantee's hold.
    if (before.statusId !== row.statusId) await reviewHoldsOf(write.tx, write.restaurantId, row.id);
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
