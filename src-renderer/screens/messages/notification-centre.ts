// The notification centre's live state: loaded once the user is signed in to a restaurant, again when
// the terminal comes back online (events missed meanwhile are in the new answer), and changed by
// every event the server pushes to this user ('realtime.user'). The shell mounts the service once;
// the bell, the header's messages link, the sidebar's Messages entry and /messages read the same atom.
import { useCallback, useEffect, useRef } from 'react';
import type { Notification } from '../../../src-shared/notifications/notification-schemas.js';
import { callApi } from '../../data/call.js';
import { useOffline } from '../../data/sync-status.js';
import { errorText } from '../../data/mutate.js';
import { onVenue, venue } from '../../data/venue.js';
import { useData } from '../../data/use-data.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { atom, useAtomValue, useSetAtom } from '../../state/jotai.js';
import type { IpcError } from '../../../src-shared/ipc/channels.js';
import {
  EMPTY_CENTRE,
  forOwner,
  withAllRead,
  withDeleted,
  withEvent,
  withList,
  withLoadError,
  withMessagesUnread,
  withRead,
  type CentreState,
} from './centre-state.js';

const centreAtom = atom<CentreState>(EMPTY_CENTRE);

const MESSAGES = ['staff_messages'] as const;

/** How many notifications the bell lists (the count covers them all). */
const LISTED = 50;

/** True while the terminal cannot reach the server: the bell shows what it last knew. */
export function useCentreOffline(): boolean {
  const session = useAtomValue(sessionAtom);
  const syncOffline = useOffline();
  return syncOffline || (session !== null && session.connection !== 'online');
}

/** Whose notifications the console shows now: `userId:restaurantId`, or null when signed out. */
function useOwner(): string | null {
  const user = useAtomValue(sessionAtom)?.user ?? null;
  return user ? `${user.id}:${user.restaurantId}` : null;
}

/** Mounted once by the shell while a user is signed in: loads, reloads after an outage, listens. */
export function useNotificationCentreService(): void {
  const owner = useOwner();
  const offline = useCentreOffline();
  const setCentre = useSetAtom(centreAtom);
  const ownerRef = useRef(owner);
  ownerRef.current = owner;

  const load = useCallback(async () => {
    const asked = ownerRef.current;
    if (asked === null) return;
    const list = await callApi('notifications.list', { query: { limit: LISTED } });
    // An answer for a user who signed out meanwhile is dropped.
    if (ownerRef.current !== asked) return;
    setCentre((state) => {
      const next = forOwner(state, asked);
      return list.ok ? withList(next, list.value) : withLoadError(next, errorText(list.error));
    });
  }, [setCentre]);

  // The unread messages count is the mirror's (the user's inbox, pending opens included), so it
  // holds offline and follows every change the terminal makes or hears of.
  const inbox = useData(() => venue()['mirror.messages'](), 'centre-messages', MESSAGES);
  const unread = owner === null ? undefined : inbox.data?.unread_count;
  useEffect(() => {
    if (unread !== undefined) setCentre((state) => withMessagesUnread(state, unread));
  }, [unread, setCentre]);

  useEffect(() => {
    setCentre((state) => forOwner(state, owner));
    // Offline, the last known list stays; coming back online loads what happened meanwhile.
    if (owner !== null && !offline) void load();
  }, [owner, offline, load, setCentre]);

  useEffect(
    () =>
      onVenue('realtime.user', (event) =>
        setCentre((state) => (state.owner === null ? state : withEvent(state, event))),
      ),
    [setCentre],
  );
}

/** Unread staff messages (null until the server said): the header link's and the sidebar's count. */
export function useMessagesUnread(): number | null {
  return useAtomValue(centreAtom).messagesUnread;
}

export type CentreResult = { ok: true } | { ok: false; error: IpcError };

/** The centre's state and its three writes, each applied only once the server answered. */
export function useNotificationCentre() {
  const centre = useAtomValue(centreAtom);
  const setCentre = useSetAtom(centreAtom);

  const read = useCallback(
    async (n: Notification): Promise<CentreResult> => {
      const result = await callApi('notifications.read', { params: { id: n.id } });
      if (result.ok) setCentre((state) => withRead(state, result.value));
      return result;
    },
    [setCentre],
  );
  const readAll = useCallback(async (): Promise<CentreResult> => {
    const result = await callApi('notifications.readAll', {});
    if (result.ok) setCentre(withAllRead);
    return result;
  }, [setCentre]);
  const remove = useCallback(
    async (n: Notification): Promise<CentreResult> => {
      const result = await callApi('notifications.delete', { params: { id: n.id } });
      if (result.ok) setCentre((state) => withDeleted(state, n.id, result.value.unread_count));
      return result;
    },
    [setCentre],
  );
  /** A staff message count the server answered (opening or replying on /messages). */
  const setMessagesUnread = useCallback(
    (unread: number) => setCentre((state) => withMessagesUnread(state, unread)),
    [setCentre],
  );
  return { centre, read, readAll, remove, setMessagesUnread };
}
