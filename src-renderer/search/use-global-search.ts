// Runs spec §2's global search for the typed query (debounced). An empty query does nothing: no
// call, no results. The mirror's errors are stored, not shown (spec §8). Guest requests are online
// only: they are asked of the API beside the mirror, and a failure to reach them is said.
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from '../state/jotai.js';
import { searchErrorAtom, searchQueryAtom, searchRequestsAtom, searchResultsAtom } from './search-atoms.js';
import { venue } from '../data/venue.js';
import { useCan } from '../session/use-permissions.js';

export const SEARCH_DEBOUNCE_MS = 250;
/** Requests listed per search: the open ones first, by time left (the server's order). */
export const SEARCH_REQUESTS_LIMIT = 8;

export function useGlobalSearch(): void {
  const query = useAtomValue(searchQueryAtom);
  const setResults = useSetAtom(searchResultsAtom);
  const setError = useSetAtom(searchErrorAtom);
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced === '') {
      setResults(null);
      return;
    }
    let current = true;
    const core = venue();
    void core['search.global']({ query: debounced.slice(0, 200) }).then((result) => {
      if (!current) return;
      if (result.ok) {
        setResults(result.value);
        setError(null);
      } else {
        setResults({ upcoming: [], past: [], clients: [] });
        setError(result.error.message);
      }
    });
    return () => {
      current = false;
    };
  }, [debounced, setResults, setError]);
  useRequestSearch(debounced);
}

/** The guest requests matching the query, from the mirror, so offline too (spec §2: "reservations and requests"). */
function useRequestSearch(query: string): void {
  const setFound = useSetAtom(searchRequestsAtom);
  const mayRead = useCan('requests.read');
  useEffect(() => {
    if (query === '' || !mayRead) {
      setFound(null);
      return;
    }
    let current = true;
    const search = venue()['mirror.requests'];
    void search({ q: query.slice(0, 200), page: 1, per_page: SEARCH_REQUESTS_LIMIT }).then((result) => {
      if (!current) return;
      setFound(result.ok ? { rows: result.value.rows } : { error: result.error.message });
    });
    return () => {
      current = false;
    };
  }, [query, mayRead, setFound]);
}
