// Each table's live state, computed from the mirror alone (works offline):
//  blocked       – the table is inactive, or its layout live status says blocked
//  seated        – a party on it has the Seated status
//  running_late  – a booking's start has passed and the party has not arrived
//  arrived       – its party has arrived (status Arrived) and waits to be seated: never shown as
//                  "reserved soon", which would read as a party still to come (issue 29 §5)
//  reserved_soon – a booking starts within the next 30 minutes
//  free          – none of these
// Times compare absolute instants (starts_at/ends_at), so the terminal's own zone never matters.
import type { ReservationStatus } from '../../../src-shared/schemas/reservation-status.js';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import type { TableLiveStatus } from '../../../src-shared/schemas/seating.js';
import { arrivalOf } from '../../../src-shared/domain/arrival.js';

export const LIVE_STATES = ['free', 'reserved_soon', 'arrived', 'seated', 'running_late', 'blocked'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

export const RESERVED_SOON_MINUTES = 30;

export type LiveBooking = Pick<
  Reservation,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'guest_count'
  | 'time'
  | 'duration_minutes'
  | 'table_ids'
  | 'booking_status'
  | 'status'
  | 'starts_at'
  | 'ends_at'
  | 'updated_at'
  | 'table_number'
>;

export interface TableLive {
  state: LiveState;
  /** The party at (or due at) the table now. */
  current: LiveBooking | null;
  /** The next booking after the current one. */
  next: LiveBooking | null;
  /** Whole minutes since the current party was seated. */
  seatedMinutes: number | null;
}

export interface LiveInput {
  tables: readonly { id: string; isActive: boolean }[];
  liveStatus: readonly Pick<TableLiveStatus, 'table_id' | 'status'>[];
  bookings: readonly LiveBooking[];
  statuses: readonly Pick<ReservationStatus, 'id' | 'reservation_Status_Name' | 'holds_table' | 'is_final'>[];
  nowMs: number;
}

/**
 * When the party was seated: a Seated booking's last change is normally the seating itself, but
 * never before its booked start is counted (a party seated early counts from its booking).
 */
export function seatedSinceMs(booking: Pick<LiveBooking, 'starts_at' | 'updated_at'>): number {
  return Math.max(Date.parse(booking.starts_at), Date.parse(booking.updated_at));
}

export function computeLiveStatus(input: LiveInput): Map<string, TableLive> {
  const { nowMs } = input;
  const statusById = new Map(input.statuses.map((s) => [s.id, s]));
  const blockedIds = new Set(input.liveStatus.filter((l) => /block/i.test(l.status)).map((l) => l.table_id));
  const byTable = new Map<string, LiveBooking[]>();
  for (const b of input.bookings) {
    const status = statusById.get(b.booking_status);
    // Final statuses (completed, cancelled, no-show) free the table; an unknown status still holds.
    if (status && (!status.holds_table || status.is_final)) continue;
    for (const id of b.table_ids) {
      const list = byTable.get(id);
      if (list) list.push(b);
      else byTable.set(id, [b]);
    }
  }
  const soonMs = RESERVED_SOON_MINUTES * 60_000;
  const out = new Map<string, TableLive>();
  for (const table of input.tables) {
    const list = (byTable.get(table.id) ?? [])
      .slice()
      .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
    const name = (b: LiveBooking) => statusById.get(b.booking_status)?.reservation_Status_Name ?? b.status;
    const seated = list.find((b) => arrivalOf(name(b)) === 'seated');
    const inWindow = (b: LiveBooking) => Date.parse(b.starts_at) <= nowMs && nowMs < Date.parse(b.ends_at);
    const late = list.find((b) => b !== seated && inWindow(b) && arrivalOf(name(b)) !== 'arrived');
    // Here and waiting, on time or early: the party at the table now, however soon its start.
    const arrived = list.find(
      (b) => b !== seated && arrivalOf(name(b)) === 'arrived' && nowMs < Date.parse(b.ends_at),
    );
    const soon = list.find((b) => {
      const start = Date.parse(b.starts_at);
      return b !== seated && b !== arrived && start > nowMs && start - nowMs <= soonMs;
    });
    const current = seated ?? late ?? arrived ?? null;
    const next = list.find((b) => b !== current && b !== seated && Date.parse(b.starts_at) > nowMs) ?? null;
    let state: LiveState = 'free';
    if (!table.isActive || blockedIds.has(table.id)) state = 'blocked';
    else if (seated) state = 'seated';
    else if (late) state = 'running_late';
    else if (arrived) state = 'arrived';
    else if (soon) state = 'reserved_soon';
    const seatedMinutes = seated ? Math.max(0, Math.floor((nowMs - seatedSinceMs(seated)) / 60_000)) : null;
    out.set(table.id, { state, current, next, seatedMinutes });
  }
  return out;
}
