// "Optimise tonight" (issue 36 §6): the night optimizer over the mirror's rows (so it works
// offline), its moves in the host's words, and the ordinary table-change writes that carry them out.
import {
  optimizeNight,
  type MoveStep,
  type OptimizerResult,
  type TableMove,
} from '../../../src-shared/domain/availability/optimizer.js';
import type { ReservationStatus } from '../../../src-shared/schemas/reservation-status.js';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import type { MutationArgs } from '../../../src-shared/sync/mutations.js';
import type { FloorContext } from '../../reservations/floor-context.js';
import { guestName } from '../../reservations/block-label.js';
import { english, type Translate } from '../../i18n/translate.js';

const inHouse = (name: string) => /^(seated|arrived)$/i.test(name.trim());

/**
 * Statuses of parties still to come (Booked, Confirmed, Late…): they hold a table, are not final,
 * and are not Arrived or Seated. Only these bookings are moved or given a table.
 */
export function movableStatusIds(
  statuses: readonly Pick<ReservationStatus, 'id' | 'holds_table' | 'is_final' | 'reservation_Status_Name'>[],
): Set<string> {
  return new Set(
    statuses
      .filter((s) => s.holds_table && !s.is_final && !inHouse(s.reservation_Status_Name))
      .map((s) => s.id),
  );
}

export interface OptimisePlan {
  result: OptimizerResult;
  /** "Lee, 4 guests, 19:30: T3 → T7", in the order they are sent. */
  moves: { id: string; text: string }[];
  /** "Kim, 6 guests, 20:00: no table → T1+T2". */
  seated: { id: string; text: string }[];
}

export function optimisePlan(
  ctx: FloorContext,
  rows: readonly Reservation[],
  date: string,
  t: Translate = english,
): OptimisePlan {
  const result = optimizeNight({
    date,
    bookings: rows,
    tables: ctx.floor.tables,
    combinations: ctx.floor.combinations,
    statuses: ctx.floor.statuses,
    shifts: ctx.shifts.shifts,
    accessRules: ctx.shifts.accessRules,
    movableStatusIds: movableStatusIds(ctx.floor.statuses),
  });
  const names = new Map(ctx.floor.tables.map((table) => [table.id, table.name]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const tablesText = (ids: readonly string[]) =>
    ids.length === 0 ? t('reservations.optimise.noTable') : ids.map((id) => names.get(id) ?? '?').join('+');
  const line = (move: TableMove) => {
    const row = byId.get(move.bookingId);
    return {
      id: move.bookingId,
      text: t('reservations.optimise.move', {
        name: row ? guestName(row, t) : move.bookingId,
        guests: t('host.block.guests', { count: row?.guest_count ?? 0 }),
        time: row?.time ?? '',
        from: tablesText(move.from),
        to: tablesText(move.to),
      }),
    };
  };
  return { result, moves: result.moves.map(line), seated: result.seated.map(line) };
}

/** The write one step sends: a table change, or an edit naming the combination when there is one. */
export type StepWrite =
  | { name: 'reservation.assignTable'; args: MutationArgs<'reservation.assignTable'> }
  | { name: 'reservation.update'; args: MutationArgs<'reservation.update'> };

export function stepWrite(step: MoveStep): StepWrite {
  if (!step.park && step.combinationId !== null)
    return {
      name: 'reservation.update',
      args: {
        id: step.bookingId,
        patch: { table_ids: step.to, table_combination_id: step.combinationId },
      },
    };
  return { name: 'reservation.assignTable', args: { id: step.bookingId, tableIds: step.to } };
}
