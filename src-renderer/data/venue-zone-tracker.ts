// Keeps the renderer's venue clock on the venue's IANA zone, which main reports in the sync status.
import { useEffect } from 'react';
import { useSetAtom, useStore } from '../state/jotai.js';
import { selectedDayAtom } from './day-atom.js';
import { clockOf, setVenueTimeZone, venueNow, venueTimeZone, venueZoneAtom } from './venue-clock.js';
import { onVenue, venue } from './venue.js';

/**
 * Mounted once (console layout): follows sync.status for the venue's zone. When it first becomes
 * known, a day still on the terminal's "today" moves to the venue's today.
 */
export function useVenueZoneTracker(): void {
  const setZoneAtom = useSetAtom(venueZoneAtom);
  const setDay = useSetAtom(selectedDayAtom);
  const store = useStore();
  useEffect(() => {
    const apply = (zone: string | undefined) => {
      if (zone === undefined || zone === venueTimeZone()) return;
      const before = clockOf(new Date()).date;
      setVenueTimeZone(zone);
      setZoneAtom(zone);
      if (store.get(selectedDayAtom) === before) setDay(venueNow().date);
    };
    const off = onVenue('sync.statusChanged', (status) => apply(status.timeZone));
    void Promise.resolve()
      .then(() => venue()['sync.status']())
      .then((result) => {
        if (result.ok) apply(result.value.timeZone);
      })
      .catch(() => undefined);
    return off;
  }, [setZoneAtom, setDay, store]);
}
