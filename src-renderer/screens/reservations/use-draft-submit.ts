// Books a new reservation from the draft (reservation.create) or saves an edited one
// (reservation.update, then assignTable / setStatus when those changed). A refused write keeps the
// panel open with the refusal shown; nothing is reported as booked unless the mutation succeeded.
import { useCallback } from 'react';
import { uuidv7 } from '../../../src-shared/ids.js';
import {
  updateReservationSchema,
  type Reservation,
  type ReservationDraft,
} from '../../../src-shared/schemas/reservation.js';
import { draftToBooking, fieldErrors, tableIdsOf } from '../../reservations/draft-booking.js';
import type { FloorContext } from '../../reservations/floor-context.js';
import { errorText, useMutate } from '../../reservations/use-mutate.js';

export type SubmitOutcome =
  { ok: true; id: string } | { ok: false; errors: Record<string, string>; message: string | null };

export function useDraftSubmit(ctx: FloorContext) {
  const mutate = useMutate();

  const create = useCallback(
    async (draft: ReservationDraft, clientId: string | null): Promise<SubmitOutcome> => {
      const booking = draftToBooking(draft, {
        id: uuidv7(),
        clientId,
        tables: ctx.floor.tables,
        statuses: ctx.floor.statuses,
      });
      if (!booking.ok) return { ok: false, errors: booking.errors, message: 'Check the highlighted fields' };
      const result = await mutate('reservation.create', booking.args);
      if (!result.ok) return { ok: false, errors: {}, message: errorText(result.error) };
      return { ok: true, id: booking.args.id };
    },
    [ctx, mutate],
  );

  const save = useCallback(
    async (row: Reservation, draft: ReservationDraft, clientId: string | null): Promise<SubmitOutcome> => {
      const patch = {
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
        ...(clientId !== row.client_id ? { client_id: clientId } : {}),
      };
      const parsed = updateReservationSchema.safeParse(patch);
      if (!parsed.success)
        return { ok: false, errors: fieldErrors(parsed.error), message: 'Check the highlighted fields' };
      const errors: Record<string, string> = {};
      const tableIds =
        draft.table_number !== row.table_number ? tableIdsOf(draft.table_number, ctx.floor.tables) : null;
      if (draft.table_number !== row.table_number && tableIds === null)
        errors.table_number = `No table is called ${draft.table_number}`;
      const status = ctx.floor.statuses.find((s) => s.reservation_Status_Name === draft.status);
      if (!status) errors.status = `No reservation status is called ${draft.status}`;
      if (Object.keys(errors).length > 0)
        return { ok: false, errors, message: 'Check the highlighted fields' };

      const updated = await mutate('reservation.update', { id: row.id, patch: parsed.data });
      if (!updated.ok) return { ok: false, errors: {}, message: errorText(updated.error) };
      if (tableIds) {
        const assigned = await mutate('reservation.assignTable', { id: row.id, tableIds });
        if (!assigned.ok) return { ok: false, errors: {}, message: errorText(assigned.error) };
      }
      if (status && status.id !== row.booking_status) {
        const changed = await mutate('reservation.setStatus', { id: row.id, statusId: status.id });
        if (!changed.ok) return { ok: false, errors: {}, message: errorText(changed.error) };
      }
      return { ok: true, id: row.id };
    },
    [ctx, mutate],
  );

  return { create, save };
}
