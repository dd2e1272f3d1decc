// The dashboard's figures for today, all derived from mirrored rows: covers by shift, arrivals in
// the next hour, parties seated now and tables free now.
import { needsTable } from '../../../src-shared/domain/chosen-table.js';
import { occupiedIntervals, isTableFree } from '../../../src-shared/domain/availability/index.js';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import type { ReservationStatus } from '../../../src-shared/schemas/reservation-status.js';
import type { Table } from '../../../src-shared/schemas/seating.js';
import type { Shift } from '../../../src-shared/schemas/shift.js';
import { TABLE_STATUS } from '../../../src-shared/constants.js';
import { timeToMinutes } from '../../../src-shared/time.js';
import { coversByShift, type ShiftCovers } from '../../reservations/shift-groups.js';

export const ARRIVAL_WINDOW_MINUTES = 60;

export interface DashboardFigures {
  covers: ShiftCovers[];
  totalCovers: number;
  arrivalsNextHour: { parties: number; covers: number };
  seatedNow: { parties: number; covers: number };
  tablesFreeNow: number;
  activeTables: number;
  /** Today's live bookings without a table, flagged "needs a table" (issue 27). */
  needTable: number;
}

interface FigureInput {
  date: string;
  time: string;
  reservations: readonly Reservation[];
  shifts: readonly Shift[];
  tables: readonly Pick<Table, 'id' | 'status'>[];
  statuses: readonly Pick<ReservationStatus, 'id' | 'reservation_Status_Name' | 'holds_table' | 'is_final'>[];
}

const isSeated = (name: string) => /^seated$/i.test(name.trim());
/** Still to come: not seated, not arrived and not in a final state. */
function expected(status: FigureInput['statuses'][number] | undefined): boolean {
  return (
    status !== undefined &&
    !status.is_final &&
    !isSeated(status.reservation_Status_Name) &&
    !/^arrived$/i.test(status.reservation_Status_Name.trim())
  );
}

export function dashboardFigures(input: FigureInput): DashboardFigures {
  const statusOf = new Map(input.statuses.map((s) => [s.id, s]));
  const now = timeToMinutes(input.time);
  const today = input.reservations.filter((r) => r.date === input.date);
  const covers = coversByShift(today, input.shifts);
  const arriving = today.filter((r) => {
    const start = timeToMinutes(r.time);
    return start >= now && start < now + ARRIVAL_WINDOW_MINUTES && expected(statusOf.get(r.booking_status));
  });
  const seated = today.filter((r) => isSeated(r.status));
  const occupancy = occupiedIntervals(today, input.statuses, input.date);
  const active = input.tables.filter((t) => t.status === TABLE_STATUS.active);
  const sum = (rows: readonly Reservation[]) => rows.reduce((s, r) => s + r.guest_count, 0);
  return {
    covers,
    totalCovers: covers.reduce((s, c) => s + c.covers, 0),
    arrivalsNextHour: { parties: arriving.length, covers: sum(arriving) },
    seatedNow: { parties: seated.length, covers: sum(seated) },
    tablesFreeNow: active.filter((t) => isTableFree(occupancy, t.id, now, now + 1)).length,
    activeTables: active.length,
    needTable: today.filter((r) => needsTable(r, input.statuses)).length,
  };
}
