// Which rows this terminal changed that the server has not acknowledged yet. Main reports only a
// pending count, so the renderer remembers the rows it wrote and forgets them all once the count
// reaches zero (every queued write has then been answered).
import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from '../state/jotai.js';

export const pendingRowIdsAtom = atom<ReadonlySet<string>>(new Set<string>());
export const pendingCountAtom = atom(0);

export function usePendingRowIds(): ReadonlySet<string> {
  return useAtomValue(pendingRowIdsAtom);
}

/** Mounted once (console layout): follows sync.status and clears the remembered rows at zero. */
export function usePendingTracker(): void {
  const setIds = useSetAtom(pendingRowIdsAtom);
  const setCount = useSetAtom(pendingCountAtom);
  useEffect(() => {
    const apply = (pending: number) => {
      setCount(pending);
      if (pending === 0) setIds(new Set<string>());
    };
    const off = window.venue.on('sync.statusChanged', (status) => apply(status.pending));
    void Promise.resolve()
      .then(() => window.venue['sync.status']())
      .then((result) => {
        if (result.ok) apply(result.value.pending);
      })
      // No sync channel behind this window: nothing is pending here.
      .catch(() => undefined);
    return off;
  }, [setIds, setCount]);
}
