// Books a new reservation from the draft (reservation.create) or saves an edited one as ONE
// reservation.update carrying the changed fields, tables and status, so the server applies the whole
// edit or none of it (a table taken at the new time leaves time and status as they were). A refused
// write keeps the panel open with the refusal shown; nothing is reported as saved unless it succeeded.
import { useCallback } from 'react';
import { uuidv7 } from '../../../src-shared/ids.js';
import {
  updateReservationSchema,
  type Reservation,
  type ReservationDraft,
} from '../../../src-shared/schemas/reservation.js';
import { draftDetails, draftToBooking, fieldErrors, tableIdsOf } from '../../reservations/draft-booking.js';
import type { FloorContext } from '../../reservations/floor-context.js';
import { errorText, useMutate } from '../../data/mutate.js';

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
      const errors: Record<string, string> = {};
      const tableChanged = draft.table_number !== row.table_number;
      const tableIds = tableChanged ? tableIdsOf(draft.table_number, ctx.floor.tables) : null;
      if (tableChanged && tableIds === null) errors.table_number = `No table is called ${draft.table_number}`;
      const status = ctx.floor.statuses.find((s) => s.reservation_Status_Name === draft.status);
      if (!status) errors.status = `No reservation status is called ${draft.status}`;
      const patch = {
        ...draftDetails(draft),
        ...(clientId !== row.client_id ? { client_id: clientId } : {}),
        ...((draft.server_name_id || null) !== (row.server_name_id ?? null)
          ? { server_name_id: draft.server_name_id || null }
          : {}),
        ...(tableIds ? { table_ids: tableIds, table_combination_id: null } : {}),
        ...(status && status.id !== row.booking_status ? { booking_status: status.id } : {}),
      };
      const parsed = updateReservationSchema.safeParse(patch);
      const invalid = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...errors };
      if (!parsed.success || Object.keys(invalid).length > 0)
        return { ok: false, errors: invalid, message: 'Check the highlighted fields' };

      const updated = await mutate('reservation.update', { id: row.id, patch: parsed.data });
      if (!updated.ok) return { ok: false, errors: {}, message: errorText(updated.error) };
      return { ok: true, id: row.id };
    },
    [ctx, mutate],
  );

  return { create, save };
}
