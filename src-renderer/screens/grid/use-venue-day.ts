// One day's booking picture from the local mirror (works offline): the floor (tables, areas,
// layouts, statuses), shifts and the day's reservations. Reloads whenever the mirror changes,
// which is also how a refused write's rollback reaches the screen.
import { useEffect, useState } from 'react';
import type { ChannelOutput } from '../../../src-shared/ipc/channels.js';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';

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

const EMPTY: VenueDay = {
  floor: null,
  shifts: null,
  reservations: [],
  loadedDate: null,
  error: null,
  loading: true,
};

export function useVenueDay(date: string): VenueDay {
  const [state, setState] = useState<VenueDay>(EMPTY);
  const [floorVersion, setFloorVersion] = useState(0);
  const [bookingsVersion, setBookingsVersion] = useState(0);

  useEffect(
    () =>
      window.venue.on('mirror.changed', ({ entities }) => {
        if (entities.includes('reservations')) setBookingsVersion((v) => v + 1);
        if (entities.some((e) => e !== 'reservations' && e !== 'clients' && e !== 'guest_list'))
          setFloorVersion((v) => v + 1);
      }),
    [],
  );

  useEffect(() => {
    let live = true;
    void Promise.all([window.venue['mirror.floor'](), window.venue['mirror.shifts']()]).then(
      ([floor, shifts]) => {
        if (!live) return;
        const error = !floor.ok ? floor.error.message : !shifts.ok ? shifts.error.message : null;
        setState((s) => ({
          ...s,
          floor: floor.ok ? floor.value : s.floor,
          shifts: shifts.ok ? shifts.value : s.shifts,
          error,
        }));
      },
    );
    return () => {
      live = false;
    };
  }, [floorVersion]);

  useEffect(() => {
    let live = true;
    void window.venue['mirror.reservations']({ date }).then((result) => {
      if (!live) return;
      setState((s) =>
        result.ok
          ? { ...s, reservations: result.value, loadedDate: date, loading: false }
          : { ...s, error: result.error.message, loading: false },
      );
    });
    return () => {
      live = false;
    };
  }, [date, bookingsVersion]);

  return state;
}
