// Seating from the floor plan: an upcoming booking dropped on a table is assigned to it and set
// Seated in ONE reservation.update; a walk-in is ONE reservation.create on the table, source walk_in,
// already Seated. Either applies whole or not at all. Obvious refusals
// (blocked table, a party already seated, the mirror shows the table taken) happen before sending.
import { uuidv7 } from '../../../src-shared/ids.js';
import type { ReservationStatus } from '../../../src-shared/schemas/reservation-status.js';
import type { CreateReservationInput, Reservation } from '../../../src-shared/schemas/reservation.js';
import { guestName } from '../../reservations/block-label.js';
import { localConflict } from '../../reservations/grid-move.js';
import { MUTATIONS, type MutationArgs } from '../../../src-shared/sync/mutations.js';
import type { VenueNow } from '../../data/use-venue-now.js';
import { timeToMinutes } from '../../../src-shared/time.js';
import type { TableLive } from './table-live-status.js';
import { english, type Translate } from '../../i18n/translate.js';

/** The one write a seating sends (through useMutate, so the table shows pending until answered). */
export type SeatMutation =
  | { name: 'reservation.update'; args: MutationArgs<'reservation.update'> }
  | { name: 'reservation.create'; args: MutationArgs<'reservation.create'> };

export type SeatPlan = { ok: true; mutation: SeatMutation; summary: string } | { ok: false; message: string };

export function seatedStatus(statuses: readonly ReservationStatus[]): ReservationStatus | undefined {
  return statuses.find((s) => s.reservation_Status_Name.trim().toLowerCase() === 'seated');
}

export function tableRefusal(tableName: string, live: TableLive | undefined, t: Translate): string | null {
  if (live?.state === 'blocked') return t('host.floor.blocked', { table: tableName });
  if (live?.state === 'seated' && live.current)
    return t('host.floor.occupied', { table: tableName, name: guestName(live.current, t) });
  return null;
}

/** What a party seated now at a table brings besides the table, the time and the status. */
export type SeatedNowGuest = Omit<
  CreateReservationInput,
  'id' | 'date' | 'time' | 'table_ids' | 'booking_status'
>;

/** Where a party is seated now: the table and its live state, the venue's now, the venue's statuses. */
export interface SeatNow {
  table: { id: string; name: string };
  live: TableLive | undefined;
  now: VenueNow;
  statuses: readonly ReservationStatus[];
}

/**
 * The new booking of a party seated now at a table (a walk-in, a waitlist entry), as the write
 * carries it: parsed here so defaults are applied (the core checks again). Refused, with the
 * caller's wording of the reason, when the table is blocked or taken or the args do not parse;
 * a venue without a "seated" status is said as such.
 */
export function seatedNowAt(
  { table, live, now, statuses }: SeatNow,
  guest: SeatedNowGuest,
  notSeated: (reason: string) => string,
  t: Translate,
): { ok: true; args: MutationArgs<'reservation.create'> } | { ok: false; message: string } {
  const seated = seatedStatus(statuses);
  if (!seated) return { ok: false, message: t('host.floor.noSeatedStatus') };
  const refusal = tableRefusal(table.name, live, t);
  if (refusal) return { ok: false, message: notSeated(refusal) };
  const create: CreateReservationInput & { id: string } = {
    id: uuidv7(),
    ...guest,
    date: now.date,
    time: now.time,
    table_ids: [table.id],
    booking_status: seated.id,
  };
  const parsed = MUTATIONS['reservation.create'].safeParse(create);
  if (!parsed.success)
    return { ok: false, message: notSeated(parsed.error.issues.map((i) => i.message).join('; ')) };
  return { ok: true, args: parsed.data };
}

export function planSeatBooking(
  booking: Reservation,
  table: { id: string; name: string },
  live: TableLive | undefined,
  day: readonly Reservation[],
  statuses: readonly ReservationStatus[],
  tableNames: ReadonlyMap<string, string>,
  t: Translate = english,
): SeatPlan {
  const seated = seatedStatus(statuses);
  if (!seated) return { ok: false, message: t('host.floor.noSeatedStatus') };
  const refusal = tableRefusal(table.name, live, t);
  if (refusal)
    return {
      ok: false,
      message: t('host.floor.notSeated', { name: guestName(booking, t), reason: refusal }),
    };
  const moving = !(booking.table_ids.length === 1 && booking.table_ids[0] === table.id);
  if (moving) {
    const conflict = localConflict(
      day,
      statuses,
      booking.date,
      {
        id: booking.id,
        tableIds: [table.id],
        startMinute: timeToMinutes(booking.time),
        duration: booking.duration_minutes,
      },
      tableNames,
    );
    if (conflict)
      return {
        ok: false,
        message: t('host.floor.notSeated', {
          name: guestName(booking, t),
          reason: conflict.replace(' Not moved.', ''),
        }),
      };
  }
  const patch = moving
    ? { table_ids: [table.id], table_combination_id: null, booking_status: seated.id }
    : { booking_status: seated.id };
  return {
    ok: true,
    mutation: { name: 'reservation.update', args: { id: booking.id, patch } },
    summary: t('host.floor.seatedAt', { name: guestName(booking, t), table: table.name }),
  };
}

export function planWalkIn(guests: number, at: SeatNow, t: Translate = english): SeatPlan {
  const parsed = seatedNowAt(
    at,
    { first_name: 'Walk-in', guest_count: guests, source: 'walk_in' },
    (reason) => t('host.floor.walkInNotSeated', { reason }),
    t,
  );
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    mutation: { name: 'reservation.create', args: parsed.args },
    summary: t('host.floor.walkInSeatedAt', { count: guests, table: at.table.name }),
  };
}
