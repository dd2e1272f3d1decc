// Optimistic reservation mutations: build the full Reservation shape the server would answer
// (status ref from the mirrored statuses, table label from mirrored tables, venue-local times and
// the absolute range), auto-assigning with the shared availability engine when no table is given.
import { autoAssign, statusHoldsTable } from '../../src-shared/domain/availability/index.js';
import { chosenTableClash, clashDates, tableTakenMessage } from '../../src-shared/domain/chosen-table.js';
import {
  APPENDED_NOTE_FIELDS,
  mergeNotes,
  engineRequest,
  placeBooking,
  type BookingPlacement,
} from '../../src-shared/domain/reservation-rules.js';
import type { ReservationStatus } from '../../src-shared/schemas/reservation-status.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import type { MutationArgs } from '../../src-shared/sync/mutations.js';
import { venueBookingRange } from '../../src-shared/time.js';
import { LocalMutationError, newRow, type MutatorState } from './mutator-state.js';

function statusRef(status: ReservationStatus) {
  return {
    id: status.id,
    reservation_Status_Name: status.reservation_Status_Name,
    color_code: status.color_code,
  };
}

function requireStatus(state: MutatorState, statusId: string): ReservationStatus {
  const status = state.statuses().find((s) => s.id === statusId);
  if (!status)
    throw new LocalMutationError(
      `Reservation status ${statusId} is not known on this terminal`,
      'booking_status',
    );
  return status;
}

function defaultStatus(state: MutatorState): ReservationStatus {
  const status = state.statuses().find((s) => s.is_default);
  if (!status)
    throw new LocalMutationError(
      'This restaurant has no default reservation status yet; sync once online',
      'booking_status',
    );
  return status;
}

/** Same rule as the server: a status named Cancelled, else the first final status that frees tables. */
function cancelledStatus(state: MutatorState): ReservationStatus {
  const all = [...state.statuses()].sort((a, b) => a.sort_order - b.sort_order);
  const status =
    all.find((s) => /^cancel+ed$/i.test(s.reservation_Status_Name.trim())) ??
    all.find((s) => !s.holds_table && s.is_final);
  if (!status) throw new LocalMutationError('This restaurant has no Cancelled status', 'booking_status');
  return status;
}

export function tableLabel(state: MutatorState, tableIds: readonly string[]): string {
  const names = new Map(state.tables().map((t) => [t.id, t.name]));
  return tableIds.map((id) => names.get(id) ?? '?').join('+');
}

function combinationMembers(state: MutatorState, combinationId: string): string[] {
  const combo = state.combinations().find((c) => c.id === combinationId);
  if (!combo)
    throw new LocalMutationError(
      `Table combination ${combinationId} is not known on this terminal`,
      'table_combination_id',
    );
  return [...combo.tables].sort((a, b) => a.table_order - b.table_order).map((m) => m.table_id);
}

function requireReservation(state: MutatorState, id: string): Reservation {
  const row = state.reservation(id);
  if (!row) throw new LocalMutationError(`Reservation ${id} is not on this terminal`, 'id');
  return row;
}

/** Recomputes the derived fields (label, status, range, updated_at) after a change. */
function finish(state: MutatorState, row: Reservation): Reservation {
  const status = requireStatus(state, row.booking_status);
  const range = venueBookingRange(row.date, row.time, row.duration_minutes, state.timeZone);
  return {
    ...row,
    table_number: tableLabel(state, row.table_ids),
    status: status.reservation_Status_Name,
    reservation_Status: statusRef(status),
    starts_at: range.start.toISOString(),
    ends_at: range.end.toISOString(),
    updated_at: state.now.toISOString(),
  };
}

/** The same placement rule as the server (shared), so an offline booking keeps its table and length. */
function place(state: MutatorState, args: MutationArgs<'reservation.create'>): BookingPlacement {
  const chosen =
    args.table_ids.length > 0
      ? args.table_ids
      : args.table_combination_id
        ? combinationMembers(state, args.table_combination_id)
        : [];
  const slot = autoAssign({
    ...engineRequest(args),
    shifts: state.shifts(),
    blackoutDates: state.blackoutDates(),
    accessRules: state.accessRules(),
    tables: state.tables(),
    combinations: state.combinations(),
    bookings: state.reservationsOn(args.date),
    statuses: state.statuses(),
    excludeBookingId: args.id,
    // Pacing and shift limits are judged with the role (the drawer's warning; the server's check).
    limitsJudged: true,
  });
  return placeBooking(args, chosen, slot);
}

export function createReservation(
  state: MutatorState,
  args: MutationArgs<'reservation.create'>,
): Reservation {
  // Replaying a create whose effect the server already sent is a no-op, never a second booking.
  const existing = state.reservation(args.id);
  if (existing) return existing;
  const status = args.booking_status ? requireStatus(state, args.booking_status) : defaultStatus(state);
  const placement = place(state, args);
  const row = newRow<Reservation>(state, args.id, (now) => ({
    first_name: args.first_name,
    last_name: args.last_name,
    mobileNumber: args.mobileNumber,
    email: args.email,
    date: args.date,
    time: args.time,
    duration_minutes: placement.durationMinutes,
    guest_count: args.guest_count,
    reservationType: args.reservationType,
    shift_id: placement.shiftId,
    seating_area_id: placement.seatingAreaId,
    table_ids: placement.tableIds,
    table_combination_id: placement.combinationId,
    table_number: '',
    client_id: args.client_id,
    server_name_id: args.server_name_id,
    special_request: args.special_request,
    additional_notes: args.additional_notes,
    party_notes: args.party_notes,
    source: args.source,
    status: status.reservation_Status_Name,
    booking_status: status.id,
    reservation_Status: statusRef(status),
    client_tags: args.client_tags,
    allergens: args.allergens,
    offer_details: args.offer_details,
    starts_at: now,
    ends_at: now,
  }));
  return finish(state, row);
}

export function updateReservation(
  state: MutatorState,
  args: MutationArgs<'reservation.update'>,
): Reservation {
  const row = requireReservation(state, args.id);
  const { patch } = args;
  const next: Reservation = { ...row };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  // Notes are appended, never overwritten (the server does the same with the same function).
  for (const field of APPENDED_NOTE_FIELDS) {
    const incoming = patch[field];
    if (incoming !== undefined) next[field] = mergeNotes(row[field], incoming);
  }
  if (patch.table_combination_id) next.table_ids = combinationMembers(state, patch.table_combination_id);
  else if (patch.table_ids !== undefined && patch.table_combination_id === undefined)
    next.table_combination_id = null;
  return finish(state, next);
}

/** The reservation `id` names with `change` made (worked out once it is known to be here), rederived. */
function changed(state: MutatorState, id: string, change: () => Partial<Reservation>): Reservation {
  const row = requireReservation(state, id);
  return finish(state, { ...row, ...change() });
}

/** An unknown status is refused by `finish`, as any change to a status this terminal lacks. */
export const setReservationStatus = (state: MutatorState, args: MutationArgs<'reservation.setStatus'>) =>
  changed(state, args.id, () => ({ booking_status: args.statusId }));

export const assignReservationTables = (state: MutatorState, args: MutationArgs<'reservation.assignTable'>) =>
  changed(state, args.id, () => ({ table_ids: [...args.tableIds], table_combination_id: null }));

export const setReservationDuration = (state: MutatorState, args: MutationArgs<'reservation.setDuration'>) =>
  changed(state, args.id, () => ({ duration_minutes: args.duration_minutes }));

export const cancelReservation = (state: MutatorState, args: MutationArgs<'reservation.cancel'>) =>
  changed(state, args.id, () => ({ booking_status: cancelledStatus(state).id }));

/**
 * The shared chosen-table rule on the terminal: a booking that holds its tables may not take one
 * another booking holds then. Run on a mutation's FIRST apply only (rebase replays skip it: the
 * server decides queued changes, and re-places a pushed booking whose table went meanwhile).
 */
function refuseTakenTables(state: MutatorState, row: Reservation): void {
  if (row.table_ids.length === 0 || !statusHoldsTable(state.statuses())(row.booking_status)) return;
  const clash = chosenTableClash({
    booking: row,
    bookings: clashDates(row.date).flatMap((date) => state.reservationsOn(date)),
    statuses: state.statuses(),
    tables: state.tables(),
  });
  if (clash) throw new LocalMutationError(tableTakenMessage(clash), 'table_ids');
}

/** A new booking's chosen tables (none chosen: the engine placed it on a free one). */
export function checkCreatedTables(
  state: MutatorState,
  args: MutationArgs<'reservation.create'>,
  row: Reservation,
): void {
  if (args.table_ids.length > 0 || args.table_combination_id) refuseTakenTables(state, row);
}

const PLACING_FIELDS = [
  'table_ids',
  'table_combination_id',
  'date',
  'time',
  'duration_minutes',
  'booking_status',
] as const;

/** An edit that moves the booking, its tables or its status must still find its tables free. */
export function checkUpdatedTables(
  state: MutatorState,
  args: MutationArgs<'reservation.update'>,
  row: Reservation,
): void {
  if (PLACING_FIELDS.some((field) => args.patch[field] !== undefined)) refuseTakenTables(state, row);
}
