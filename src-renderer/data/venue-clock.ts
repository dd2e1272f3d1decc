// The venue's wall clock as venue-local strings. Main tells the renderer the venue's IANA zone (in
// the sync status, once the first sync learnt it); until then the terminal's own zone stands in.
// "Now", draft defaults, walk-ins, the week strip and the dashboard all read it here, so a terminal
// set to another zone still works in venue time.
import { toIsoDate } from '../../src-shared/dates.js';
import { instantToVenueLocal, minutesToTime } from '../../src-shared/time.js';
import { atom } from '../state/jotai.js';
import type { DraftClock } from '../reservations/draft.js';

let venueZone: string | null = null;

/** The venue's IANA zone, or null until main has told us. */
export function venueTimeZone(): string | null {
  return venueZone;
}

export function setVenueTimeZone(zone: string | null): void {
  venueZone = zone;
}

/** Re-renders readers of the venue clock when the zone becomes known or changes. */
export const venueZoneAtom = atom<string | null>(null);

function terminalClock(instant: Date): DraftClock {
  return {
    date: toIsoDate(instant),
    time: minutesToTime(instant.getHours() * 60 + instant.getMinutes()),
    timestamp: instant.getTime(),
  };
}

export function clockOf(instant: Date, zone: string | null = venueZone): DraftClock {
  if (zone === null) return terminalClock(instant);
  try {
    return { ...instantToVenueLocal(instant, zone), timestamp: instant.getTime() };
  } catch {
    // An unknown zone name must not break the console: fall back to the terminal's clock.
    return terminalClock(instant);
  }
}

export function venueNow(): DraftClock {
  return clockOf(new Date());
}
