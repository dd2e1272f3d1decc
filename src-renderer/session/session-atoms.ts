// The session as the core last reported it; null until the first report (treated as loading).
import type { Session } from '../../src-shared/schemas/auth.js';
import { atom } from '../state/jotai.js';

export const sessionAtom = atom<Session | null>(null);

/** Set when the core cannot be asked for the session at all (e.g. no core behind data/venue.ts). */
export const sessionErrorAtom = atom<string | null>(null);
