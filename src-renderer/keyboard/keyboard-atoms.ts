// State the console's shortcuts share with screens: the selected reservation (S seats it), a seat
// request counter the reservation screen answers, and whether the help overlay is open.
import { atom } from '../state/jotai.js';

export const selectedReservationIdAtom = atom<string | null>(null);
/** Incremented by the S shortcut; the reservation screen seats the selected reservation. */
export const seatRequestAtom = atom(0);
export const shortcutHelpOpenAtom = atom(false);
