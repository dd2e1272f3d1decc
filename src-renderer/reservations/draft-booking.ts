// Turns the draft into reservation.create arguments and validates them with createReservationSchema,
// so staff see the schema's own field messages (e.g. a guest count of 0) before anything is booked.
import type { z } from 'zod';
import {
  createReservationSchema,
  reservationDraftSchema,
  type CreateReservation,
  type Reservation,
  type ReservationDraft,
} from '../../src-shared/schemas/reservation.js';
import type { ReservationStatus } from '../../src-shared/schemas/reservation-status.js';
import type { Table } from '../../src-shared/schemas/seating.js';

/** Schema paths that the form shows under a differently named draft field. */
const FIELD_OF_PATH: Record<string, keyof ReservationDraft> = {
  table_ids: 'table_number',
  table_combination_id: 'table_number',
  booking_status: 'status',
};

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = String(issue.path[0] ?? 'form');
    const field = FIELD_OF_PATH[path] ?? path;
    errors[field] ??= issue.message;
  }
  return errors;
}

export interface BookingContext {
  id: string;
  clientId: string | null;
  tables: readonly Pick<Table, 'id' | 'name'>[];
  statuses: readonly Pick<ReservationStatus, 'id' | 'reservation_Status_Name'>[];
  source?: CreateReservation['source'];
  durationMinutes?: number;
}

/** Table ids named by a label such as 'T4' or 'T4+T5'; null when a name is unknown. */
export function tableIdsOf(label: string, tables: readonly Pick<Table, 'id' | 'name'>[]): string[] | null {
  const names = label
    .split('+')
    .map((n) => n.trim())
    .filter(Boolean);
  const ids = names.map((name) => tables.find((t) => t.name.toLowerCase() === name.toLowerCase())?.id);
  return ids.every((id): id is string => id !== undefined) ? ids : null;
}

/** What a draft says of the guest, the time and the booking, as a create or an update sends it. */
export function draftDetails(draft: ReservationDraft) {
  return {
    first_name: draft.first_name,
    last_name: draft.last_name,
    mobileNumber: draft.mobileNumber,
    email: draft.email,
    date: draft.date,
    time: draft.time,
    guest_count: draft.guest_count,
    reservationType: draft.reservationType,
    special_request: draft.special_request,
    additional_notes: draft.additional_notes,
    client_tags: draft.client_tags,
    allergens: draft.allergens,
    offer_details: draft.offer_details,
  };
}

export type DraftBooking =
  { ok: true; args: CreateReservation & { id: string } } | { ok: false; errors: Record<string, string> };

export function draftToBooking(draft: ReservationDraft, ctx: BookingContext): DraftBooking {
  const extra: Record<string, string> = {};
  // An untouched default table is no choice: empty tables let the engine place the booking.
  const tableIds =
    !draft.table_chosen || draft.table_number.trim() === '' ? [] : tableIdsOf(draft.table_number, ctx.tables);
  if (tableIds === null) extra.table_number = `No table is called ${draft.table_number}`;
  const status = ctx.statuses.find(
    (s) => s.reservation_Status_Name.toLowerCase() === draft.status.toLowerCase(),
  );
  if (!status) extra.status = `No reservation status is called ${draft.status}`;
  const parsed = createReservationSchema.safeParse({
    id: ctx.id,
    ...draftDetails(draft),
    ...(ctx.durationMinutes !== undefined ? { duration_minutes: ctx.durationMinutes } : {}),
    table_ids: tableIds ?? [],
    client_id: ctx.clientId,
    server_name_id: draft.server_name_id || null,
    source: ctx.source ?? 'phone',
    ...(status ? { booking_status: status.id } : {}),
  });
  if (!parsed.success) return { ok: false, errors: { ...extra, ...fieldErrors(parsed.error) } };
  if (Object.keys(extra).length > 0) return { ok: false, errors: extra };
  return { ok: true, args: { ...parsed.data, id: ctx.id } };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A draft from refused reservation.create arguments, so staff can correct the booking and book it
 * again; its tables count as chosen only when the refused booking had chosen some.
 */
export function draftOfBookingArgs(
  args: Record<string, unknown>,
  tables: readonly Pick<Table, 'id' | 'name'>[],
  timestamp: number,
): ReservationDraft {
  const tableIds = Array.isArray(args.table_ids) ? args.table_ids.map(text) : [];
  const names = new Map(tables.map((t) => [t.id, t.name]));
  return reservationDraftSchema.parse({
    first_name: text(args.first_name),
    last_name: text(args.last_name),
    mobileNumber: text(args.mobileNumber),
    email: text(args.email),
    date: text(args.date),
    time: text(args.time),
    guest_count: typeof args.guest_count === 'number' ? args.guest_count : 0,
    reservationType: text(args.reservationType),
    special_request: text(args.special_request),
    additional_notes: text(args.additional_notes),
    ...(tableIds.length > 0
      ? { table_number: tableIds.map((id) => names.get(id) ?? '?').join('+'), table_chosen: true }
      : {}),
    timestamp,
  });
}

/** A draft showing an existing reservation, for the edit panel. */
export function draftOfReservation(row: Reservation, timestamp: number): ReservationDraft {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    mobileNumber: row.mobileNumber,
    email: row.email,
    time: row.time,
    date: row.date,
    reservationType: row.reservationType,
    guest_count: row.guest_count,
    table_number: row.table_number,
    table_chosen: row.table_ids.length > 0,
    special_request: row.special_request,
    additional_notes: row.additional_notes,
    status: row.status,
    client_tags: row.client_tags,
    allergens: row.allergens,
    offer_details: row.offer_details,
    server_name_id: row.server_name_id ?? '',
    timestamp,
    errors: {},
  };
}
