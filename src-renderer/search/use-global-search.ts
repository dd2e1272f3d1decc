// Runs spec §2's global search for the typed query (debounced). An empty query does nothing: no
// call, no results. Errors are stored, not shown (spec §8).
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from '../state/jotai.js';
import { searchErrorAtom, searchQueryAtom, searchResultsAtom } from './search-atoms.js';
import { venue } from '../data/venue.js';

export const SEARCH_DEBOUNCE_MS = 250;

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
}
