import { atom } from '../state/jotai.js';

/** Kept outside the form so a loader shown during sign-in does not lose the email or the error. */
export const loginEmailAtom = atom('');
export const loginErrorAtom = atom<string | null>(null);
