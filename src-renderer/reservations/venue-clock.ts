// The terminal's wall clock as venue-local strings. The session carries no venue time zone yet, so
// the terminal's own zone is used (a host stand sits in its venue).
import { minutesToTime } from '../../src-shared/time.js';
import { toIsoDate } from '../../src-shared/dates.js';
import type { DraftClock } from './draft.js';

export function clockOf(instant: Date): DraftClock {
  return {
    date: toIsoDate(instant),
    time: minutesToTime(instant.getHours() * 60 + instant.getMinutes()),
    timestamp: instant.getTime(),
  };
}

export function venueNow(): DraftClock {
  return clockOf(new Date());
}
