// Which rows this terminal changed that the server has not acknowledged yet. Main answers them
// (`sync.pendingIds`, read from the outbox), so a reload of the window keeps every "Pending sync"
// marker; the renderer asks again whenever the sync status's pending count or last sync moves.
// useMutate adds a row at once so the marker shows before main's next status arrives.
import { useEffect } from 'react';
import type { SyncStatus } from '../../src-shared/ipc/channels.js';
import { atom, useAtomValue, useSetAtom } from '../state/jotai.js';
import { onVenue, venue } from './venue.js';

export const pendingRowIdsAtom = atom<ReadonlySet<string>>(new Set<string>());
export const pendingCountAtom = atom(0);

export function usePendingRowIds(): ReadonlySet<string> {
  return useAtomValue(pendingRowIdsAtom);
}

export interface PendingFollowerDeps {
  /** Main's answer: the ids of rows with unacknowledged changes; null when it could not answer. */
  fetchIds: () => Promise<readonly string[] | null>;
  setIds: (ids: ReadonlySet<string>) => void;
  setCount: (count: number) => void;
}

/**
 * Follows sync statuses: asks main for the pending ids when the count or the last sync changed
 * (not on every progress tick of a pull), and keeps only the answer to the latest question, so a
 * slow answer never overwrites a newer one.
 */
export function pendingFollower(deps: PendingFollowerDeps) {
  let seen: string | null = null;
  let asked = 0;
  return {
    async apply(status: Pick<SyncStatus, 'pending' | 'lastSyncAt'>): Promise<void> {
      deps.setCount(status.pending);
      const key = `${status.pending}/${status.lastSyncAt ?? ''}`;
      if (key === seen) return;
      seen = key;
      const question = ++asked;
      if (status.pending === 0) {
        deps.setIds(new Set<string>());
        return;
      }
      const ids = await deps.fetchIds();
      if (question === asked && ids !== null) deps.setIds(new Set(ids));
    },
  };
}

/** Mounted once (console layout): follows sync.status and main's pending ids. */
export function usePendingTracker(): void {
  const setIds = useSetAtom(pendingRowIdsAtom);
  const setCount = useSetAtom(pendingCountAtom);
  useEffect(() => {
    const follower = pendingFollower({
      fetchIds: async () => {
        const result = await venue()['sync.pendingIds']();
        return result.ok ? result.value : null;
      },
      setIds,
      setCount,
    });
    const off = onVenue('sync.statusChanged', (status) => void follower.apply(status));
    void Promise.resolve()
      .then(() => venue()['sync.status']())
      .then((result) => (result.ok ? follower.apply(result.value) : undefined))
      // No sync channel behind this window: nothing is pending here.
      .catch(() => undefined);
    return off;
  }, [setIds, setCount]);
}
