// The day the host-stand screens show (reservation screen, guest list), shared so the week strip,
// the [ and ] shortcuts and a search result all move the same day.
import { addDays } from '../../src-shared/time.js';
import { atom } from '../state/jotai.js';
import { venueNow } from './venue-clock.js';

export const selectedDayAtom = atom<string>(venueNow().date);

export const shiftDayAtom = atom(null, (get, set, days: number) => {
  set(selectedDayAtom, addDays(get(selectedDayAtom), days));
});
