// The one "now" of the screens: the venue clock (venue-clock.ts, on the zone main reports) read
// every `intervalMs`, re-read at once when the zone becomes known. Grid, floor plan and walk-ins
// take their date, current-time line and seated timers from here.
import { useEffect, useMemo, useState } from 'react';
import { timeToMinutes } from '../../src-shared/time.js';
import { useAtomValue } from '../state/jotai.js';
import type { DraftClock } from '../reservations/draft.js';
import { clockOf, venueZoneAtom } from './venue-clock.js';

export interface VenueNow extends DraftClock {
  /** Minutes after the venue's midnight. */
  minute: number;
}

/** The venue's wall clock at `ms` in `zone` (the terminal's own clock while the zone is unknown). */
export function venueNowAt(ms: number, zone: string | null): VenueNow {
  const clock = clockOf(new Date(ms), zone);
  return { ...clock, minute: timeToMinutes(clock.time) };
}

/** The terminal's clock in epoch ms, re-read every `intervalMs` (a countdown's tick). */
export function useNowMs(intervalMs: number): number {
  const [ms, setMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setMs(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return ms;
}

export function useVenueNow(intervalMs: number): VenueNow {
  const zone = useAtomValue(venueZoneAtom);
  const ms = useNowMs(intervalMs);
  return useMemo(() => venueNowAt(ms, zone), [ms, zone]);
}
