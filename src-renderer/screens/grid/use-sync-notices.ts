// Refused writes come back from the server as notices naming guest, time and outcome; the screen
// shows them until dismissed, alongside the screen's own messages (local refusals, failed calls).
import { useCallback, useEffect, useState } from 'react';
import type { SyncNotice } from '../../../src-shared/ipc/channels.js';
import { MUTATION_DECLARATIONS, MUTATION_NAMES } from '../../../src-shared/sync/mutations.js';
import { onVenue, venue } from '../../data/venue.js';

export interface ScreenMessage {
  id: string;
  text: string;
  tone: 'error' | 'info';
  /** Server notices are dismissed in the core too. */
  noticeId?: string;
}

/** Refusals of booking changes (the mutations declared on reservations) show on this screen. */
const RELEVANT = new Set<string>(
  MUTATION_NAMES.filter((name) => MUTATION_DECLARATIONS[name].entity === 'reservations'),
);

function fromNotice(notice: SyncNotice): ScreenMessage {
  return {
    id: notice.id,
    noticeId: notice.id,
    tone: 'error',
    text: `${notice.message}${notice.reason && !notice.message.includes(notice.reason) ? ` (${notice.reason})` : ''}`,
  };
}

export function useScreenMessages() {
  const [messages, setMessages] = useState<ScreenMessage[]>([]);

  useEffect(() => {
    let live = true;
    const add = (notice: SyncNotice) => {
      if (!RELEVANT.has(notice.mutationName)) return;
      setMessages((list) =>
        list.some((m) => m.id === notice.id) ? list : [fromNotice(notice), ...list].slice(0, 5),
      );
    };
    const off = onVenue('sync.notice', add);
    const core = venue();
    void core['sync.notices']().then((result) => {
      if (live && result.ok) result.value.slice(0, 3).forEach(add);
    });
    return () => {
      live = false;
      off();
    };
  }, []);

  const push = useCallback((text: string, tone: ScreenMessage['tone'] = 'error') => {
    setMessages((list) => [{ id: `local-${Date.now()}-${Math.random()}`, text, tone }, ...list].slice(0, 5));
  }, []);

  const dismiss = useCallback((message: ScreenMessage) => {
    setMessages((list) => list.filter((m) => m.id !== message.id));
    if (message.noticeId) void venue()['sync.dismissNotice']({ id: message.noticeId });
  }, []);

  return { messages, push, dismiss };
}
