import type { GlobalSearchResults } from '../../src-shared/schemas/search.js';
import { atom } from '../state/jotai.js';

export const searchOpenAtom = atom(false);
export const searchQueryAtom = atom('');
/** null until a search has answered for the current query. */
export const searchResultsAtom = atom<GlobalSearchResults | null>(null);
/** Spec §8: global search errors are stored, not shown. */
export const searchErrorAtom = atom<string | null>(null);
