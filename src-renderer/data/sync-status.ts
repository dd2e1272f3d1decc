// The sync status main reports (online, offline, syncing, pending count), followed live.
import { useEffect, useState } from 'react';
import type { SyncStatus } from '../../src-shared/ipc/channels.js';
import { onVenue, venue } from './venue.js';

export function useSyncStatus(): SyncStatus | null {
  const [status, setStatus] = useState<SyncStatus | null>(null);
  useEffect(() => {
    let live = true;
    const off = onVenue('sync.statusChanged', setStatus);
    const core = venue();
    void core['sync.status']().then((r) => live && r.ok && setStatus(r.value));
    return () => {
      live = false;
      off();
    };
  }, []);
  return status;
}

/** True while this terminal is offline (writes that need the server are refused or queued). */
export function useOffline(): boolean {
  return useSyncStatus()?.state === 'offline';
}
