// One day's booking picture from the local mirror (works offline): the floor (tables, areas,
// layouts, statuses), shifts and the day's reservations, through the one data hook. A mirror
// change reloads the part it touches (which is also how a refused write's rollback reaches the
// screen), and the reload keeps every unchanged row's identity, so a status change re-renders one
// block, not the day.
import { useMemo } from 'react';
import type { ChannelOutput } from '../../src-shared/ipc/channels.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import { MIRRORED_ENTITIES, type MirroredEntity } from '../../src-shared/sync/protocol.js';
import { useData } from './use-data.js';
import { venue } from './venue.js';

export type MirrorFloor = ChannelOutput<'mirror.floor'>;
export type MirrorShifts = ChannelOutput<'mirror.shifts'>;

export interface VenueDay {
  floor: MirrorFloor | null;
  shifts: MirrorShifts | null;
  reservations: Reservation[];
  /** The date `reservations` belong to (lags `date` while a new day loads). */
  loadedDate: string | null;
  error: string | null;
  loading: boolean;
}

/** Every mirrored entity but the bookings and the people: the floor and shifts read them. */
const FLOOR_ENTITIES: readonly MirroredEntity[] = MIRRORED_ENTITIES.filter(
  (e) => e !== 'reservations' && e !== 'clients' && e !== 'guest_list',
);
const NO_RESERVATIONS: Reservation[] = [];

export function useVenueDay(date: string): VenueDay {
  // A refused read keeps what was shown before it (useData keeps its data and says the error).
  const floor = useData(() => venue()['mirror.floor'](), 'venue-day-floor', FLOOR_ENTITIES);
  const shifts = useData(() => venue()['mirror.shifts'](), 'venue-day-shifts', FLOOR_ENTITIES);
  const bookings = useData(() => venue()['mirror.reservations']({ date }), `venue-day:${date}`, [
    'reservations',
  ]);
  const error = floor.error ?? shifts.error ?? bookings.error;
  return useMemo(
    () => ({
      floor: floor.data,
      shifts: shifts.data,
      reservations: bookings.data ?? NO_RESERVATIONS,
      loadedDate: bookings.data ? date : null,
      error,
      loading: bookings.loading,
    }),
    [floor.data, shifts.data, bookings.data, bookings.loading, date, error],
  );
}
