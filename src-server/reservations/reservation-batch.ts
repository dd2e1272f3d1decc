// Many already-placed bookings in one go (demo seeding, imports): the same rows, occupancy and feed
// records as createReservation, with the look-ups and inserts done once per batch instead of per row.
import { inArray } from 'drizzle-orm';
import type { CreateReservation, Reservation } from '../../src-shared/schemas/reservation.js';
import { reservations, reservationTables } from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import type { DomainWrite } from '../sync/write-context.js';
import { bookingSpan, isExclusionViolation, tstzrangeSql } from './occupancy.js';
import {
  defaultStatus,
  requireCombinations,
  requireOptionalRefs,
  requireStatus,
  requireTables,
} from './reservation-refs.js';
import { newReservationRow, RESERVATION_ID_TAKEN } from './reservation-service.js';
import { loadViewContext, reservationView } from './reservation-view.js';

/** A booking whose id, tables and duration are already decided (the engine placed it). */
export type PlacedReservation = CreateReservation & { id: string; duration_minutes: number };

const CHUNK = 200;

/**
 * Inserts the bookings in one savepoint: all or none. An id that already exists is refused like a
 * single create; an overlap is still refused by the exclusion constraint (409), never checked here.
 */
export const createPlacedReservations: DomainWrite<readonly PlacedReservation[], Reservation[]> = (
  outer,
  ctx,
  batch,
) =>
  outer.tx.transaction(async (tx) => {
    if (batch.length === 0) return [];
    const view = await loadViewContext(tx, outer.restaurantId, ctx.timeZone);
    const ids = batch.map((b) => b.id);
    const taken = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(inArray(reservations.id, ids));
    if (taken.length > 0) throw conflict(`${RESERVATION_ID_TAKEN}: ${taken[0]?.id ?? ''}`);
    await requireTables(tx, outer.restaurantId, [...new Set(batch.flatMap((b) => b.table_ids))]);
    await requireCombinations(
      tx,
      outer.restaurantId,
      batch.map((b) => b.table_combination_id),
    );
    // Each client and server name named once: a batch of 2,000 bookings has a handful of each.
    for (const field of ['client_id', 'server_name_id'] as const) {
      for (const id of new Set(batch.flatMap((b) => b[field] ?? []))) {
        await requireOptionalRefs(tx, outer.restaurantId, { [field]: id });
      }
    }
    const fallback = defaultStatus(view.statuses);
    const rows = batch.map((b) => {
      const status = b.booking_status ? requireStatus(view.statuses, b.booking_status) : fallback;
      const span = bookingSpan(
        { date: b.date, time: b.time, durationMinutes: b.duration_minutes },
        ctx.timeZone,
      );
      const placement = {
        tableIds: b.table_ids,
        combinationId: b.table_combination_id,
        seatingAreaId: b.seating_area_id,
        shiftId: b.shift_id,
        durationMinutes: b.duration_minutes,
      };
      return {
        row: newReservationRow(outer.restaurantId, b.id, b, placement, status.id, span),
        span,
        holds: status.holdsTable,
      };
    });
    const inserted = [];
    for (let i = 0; i < rows.length; i += CHUNK) {
      inserted.push(
        ...(await tx
          .insert(reservations)
          .values(rows.slice(i, i + CHUNK).map((r) => r.row))
          .returning()),
      );
    }
    const occupancy = rows
      .filter((r) => r.holds)
      .flatMap((r) =>
        r.row.tableIds.map((tableId) => ({
          reservationId: r.row.id,
          tableId,
          restaurantId: outer.restaurantId,
          during: tstzrangeSql(r.span),
        })),
      );
    try {
      for (let i = 0; i < occupancy.length; i += CHUNK)
        await tx.insert(reservationTables).values(occupancy.slice(i, i + CHUNK));
    } catch (error) {
      if (isExclusionViolation(error))
        throw conflict(
          'Two bookings of the batch, or a batch booking and an existing one, share a table at the same time',
        );
      throw error;
    }
    const out = inserted.map((row) => reservationView(row, view));
    await outer.recordMany(
      'reservations',
      out.map((data) => ({ id: data.id, data })),
    );
    return out;
  });
