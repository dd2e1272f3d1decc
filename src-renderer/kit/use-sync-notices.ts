// Refused offline writes come back as sync notices naming guest, time and outcome. One hook reads
// them (loaded once, added to as main reports new ones, removed when staff dismiss them); the
// dashboard lists them all, and a screen's message strip (useScreenMessages) shows the ones about
// its own entity beside its local messages (refusals decided before sending, failed calls).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SyncNotice } from '../../src-shared/ipc/channels.js';
import { MUTATION_DECLARATIONS, MUTATION_NAMES } from '../../src-shared/sync/mutations.js';
import type { MirroredEntity } from '../../src-shared/sync/protocol.js';
import { onVenue, venue } from '../data/venue.js';

const errorMessage = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The open notices, newest first; `entity` keeps those of changes to that entity only. */
export function useSyncNotices(entity?: MirroredEntity): {
  notices: SyncNotice[];
  dismiss: (id: string) => void;
  error: string | null;
} {
  const [notices, setNotices] = useState<SyncNotice[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const relevant = (n: SyncNotice) =>
      entity === undefined ||
      MUTATION_NAMES.some((m) => m === n.mutationName && MUTATION_DECLARATIONS[m].entity === entity);
    const off = onVenue('sync.notice', (notice) => {
      if (!relevant(notice)) return;
      setNotices((prev) => (prev.some((n) => n.id === notice.id) ? prev : [notice, ...prev]));
    });
    void Promise.resolve()
      .then(() => venue()['sync.notices']())
      .then((result) => {
        if (!live) return;
        if (!result.ok) return setError(result.error.message);
        const loaded = result.value.filter(relevant);
        setNotices((prev) => [...prev, ...loaded.filter((n) => !prev.some((p) => p.id === n.id))]);
      })
      .catch((e: unknown) => setError(errorMessage(e)));
    return () => {
      live = false;
      off();
    };
  }, [entity]);

  const dismiss = useCallback((id: string) => {
    const core = venue();
    void core['sync.dismissNotice']({ id }).then((result) => {
      if (result.ok) setNotices((prev) => prev.filter((n) => n.id !== id));
      else setError(result.error.message);
    });
  }, []);

  return { notices, dismiss, error };
}

export interface ScreenMessage {
  id: string;
  text: string;
  tone: 'error' | 'info';
  /** A sync notice's id: dismissing the message dismisses the notice in the core too. */
  noticeId?: string;
}

/** At most this many messages stand above a screen, newest first. */
const SCREEN_MESSAGES_MAX = 5;

function fromNotice(notice: SyncNotice): ScreenMessage {
  const reason = notice.reason && !notice.message.includes(notice.reason) ? ` (${notice.reason})` : '';
  return { id: notice.id, noticeId: notice.id, tone: 'error', text: `${notice.message}${reason}` };
}

/**
 * A booking screen's message strip: refusals of booking changes (the mutations declared on
 * reservations) and the screen's own messages (`push`), each dismissible.
 */
export function useScreenMessages() {
  const { notices, dismiss: dismissNotice } = useSyncNotices('reservations');
  const [local, setLocal] = useState<ScreenMessage[]>([]);

  const messages = useMemo(
    () => [...local, ...notices.map(fromNotice)].slice(0, SCREEN_MESSAGES_MAX),
    [local, notices],
  );

  const push = useCallback((text: string, tone: ScreenMessage['tone'] = 'error') => {
    const id = `local-${Date.now()}-${Math.random()}`;
    setLocal((list) => [{ id, text, tone }, ...list].slice(0, SCREEN_MESSAGES_MAX));
  }, []);

  const dismiss = useCallback(
    (message: ScreenMessage) => {
      if (message.noticeId) dismissNotice(message.noticeId);
      else setLocal((list) => list.filter((m) => m.id !== message.id));
    },
    [dismissNotice],
  );

  return { messages, push, dismiss };
}
