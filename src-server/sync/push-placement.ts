// A pushed booking is never dropped for its table (issue 27 §1.3). The terminal booked it offline
// on a table that someone else took meanwhile: the server re-places it by the same rules as an
// online booking without a chosen table (the shared engine over its fresh data) and, when no table
// is free, keeps it without one, flagged "needs a table". Either way the push outcome tells the
// host (code `replaced` / `needs_table`, old table and new), through the terminal's notices.
import {
  PLACEMENT_CODES,
  placementOutcome,
  tableTakenMessage,
} from '../../src-shared/domain/chosen-table.js';
import type { CreateReservation, Reservation } from '../../src-shared/schemas/reservation.js';
import { TableTakenError } from '../reservations/occupancy.js';
import { createReservation, createReservationWithoutTable } from '../reservations/reservation-create.js';
import { loadViewContext } from '../reservations/reservation-view.js';
import type { TenantWrite } from './tenant-write.js';
import type { WriteContext } from './write-context.js';
import { formatDisplayDate } from '../../src-shared/dates.js';

export async function pushCreateReservation(
  write: TenantWrite,
  ctx: WriteContext,
  args: CreateReservation,
): Promise<Reservation> {
  const chosen = args.table_ids.length > 0 || !!args.table_combination_id;
  try {
    const made = await createReservation(write, ctx, args);
    if (!chosen) await flagWithoutTable(write, ctx, made);
    return made;
  } catch (error) {
    if (!(error instanceof TableTakenError)) throw error;
    // The failed attempt ran in its own savepoint: nothing of it is left. Place it afresh.
    const made = await placeAfresh(write, ctx, args);
    if (!chosen) {
      // The engine's own pick went to a concurrent push (PostgreSQL) between its look and its
      // insert: the host chose no table, so its second pick is no news, only "no table" is.
      await flagWithoutTable(write, ctx, made);
      return made;
    }
    // The clash went (cancelled or moved by a concurrent push) between the two attempts and the
    // engine put the booking back on the tables the host chose: nothing moved, nothing to tell.
    const same = [...made.table_ids].sort().join() === [...args.table_ids].sort().join();
    if (made.table_ids.length > 0 && same) return made;
    ctx.placement = {
      code: made.table_ids.length > 0 ? PLACEMENT_CODES.replaced : PLACEMENT_CODES.needsTable,
      reason: `${tableTakenMessage(error.clash)} — ${placementOutcome(error.clash.tableName, made.table_number)}`,
    };
    return made;
  }
}

/** Re-placements before keeping the booking without a table. */
const PLACE_ATTEMPTS = 5;

/**
 * Places the booking by the engine, as if no table had been chosen. On PostgreSQL a concurrent push
 * may take the engine's pick between its look and its insert (each attempt then sees that booking,
 * committed, and picks another table or none): it tries again rather than drop the booking. A pick
 * the database keeps refusing (the used part of a table a party left, which the engine does not
 * count) ends with the booking kept without a table, never dropped.
 */
async function placeAfresh(
  write: TenantWrite,
  ctx: WriteContext,
  args: CreateReservation,
): Promise<Reservation> {
  for (let attempt = 1; attempt <= PLACE_ATTEMPTS; attempt += 1) {
    try {
      return await createReservation(write, ctx, { ...args, table_ids: [], table_combination_id: null });
    } catch (error) {
      if (!(error instanceof TableTakenError)) throw error;
    }
  }
  return createReservationWithoutTable(write, ctx, args);
}

/** Placed by the engine (the host chose no table) and nothing was free: say so, once. */
async function flagWithoutTable(write: TenantWrite, ctx: WriteContext, made: Reservation): Promise<void> {
  if (made.table_ids.length > 0) return;
  const view = await loadViewContext(write.tx, write.restaurantId, ctx.timeZone);
  if (view.statuses.get(made.booking_status)?.holdsTable ?? true)
    ctx.placement = {
      code: PLACEMENT_CODES.needsTable,
      reason: `No table is free at ${made.time} on ${formatDisplayDate(made.date)} — ${placementOutcome('', '')}`,
    };
}
