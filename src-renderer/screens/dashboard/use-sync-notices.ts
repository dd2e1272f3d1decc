// Open sync notices (refused offline writes, naming guest, time and outcome): loaded once, added
// to as main reports new ones, removed when staff dismiss them.
import { useCallback, useEffect, useState } from 'react';
import type { SyncNotice } from '../../../src-shared/ipc/channels.js';
import { onVenue, venue } from '../../data/venue.js';

export function useSyncNotices(): {
  notices: SyncNotice[];
  dismiss: (id: string) => void;
  error: string | null;
} {
  const [notices, setNotices] = useState<SyncNotice[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const off = onVenue('sync.notice', (notice) =>
      setNotices((prev) => (prev.some((n) => n.id === notice.id) ? prev : [notice, ...prev])),
    );
    void Promise.resolve()
      .then(() => venue()['sync.notices']())
      .then((result) => {
        if (!live) return;
        if (result.ok)
          setNotices((prev) => [...prev, ...result.value.filter((n) => !prev.some((p) => p.id === n.id))]);
        else setError(result.error.message);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
      off();
    };
  }, []);

  const dismiss = useCallback((id: string) => {
    const core = venue();
    void core['sync.dismissNotice']({ id }).then((result) => {
      if (result.ok) setNotices((prev) => prev.filter((n) => n.id !== id));
      else setError(result.error.message);
    });
  }, []);

  return { notices, dismiss, error };
}
