import type { GuestRequest } from '../../src-shared/requests/request-entity.js';
import type { GlobalSearchResults } from '../../src-shared/schemas/search.js';
import { atom } from '../state/jotai.js';

export const searchOpenAtom = atom(false);
export const searchQueryAtom = atom('');
/** null until a search has answered for the current query. */
export const searchResultsAtom = atom<GlobalSearchResults | null>(null);
/** Spec §8: global search errors are stored, not shown. */
export const searchErrorAtom = atom<string | null>(null);

/**
 * The guest requests found for the query (online only: requests are not mirrored): null while none
 * is asked for (a blank query, or a role that may not read requests), the rows, or why the search
 * could not reach them (offline, refused) — said, never shown as "No results".
 */
export type FoundRequests = { rows: readonly GuestRequest[] } | { error: string } | null;
export const searchRequestsAtom = atom<FoundRequests>(null);
