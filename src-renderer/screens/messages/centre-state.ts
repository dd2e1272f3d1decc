// What the bell and the header's messages link hold for the signed-in user in this restaurant: the
// notifications last answered (newest first) and both unread counts, changed only by the server's
// answers and its pushed events (src-shared/notifications/user-events.ts). Nothing here marks a
// notification read or deletes it before the server said so: the screen calls these with answers.
import type { Notification } from '../../../src-shared/notifications/notification-schemas.js';
import type { UserEvent } from '../../../src-shared/notifications/user-events.js';

export interface CentreState {
  /** Whose it is (`userId:restaurantId`): another user's or restaurant's state is never shown. */
  owner: string | null;
  notifications: Notification[];
  /** Every unread notification of the user here (the server's count, not only those listed). */
  unread: number;
  /** The list has been answered at least once (so it is the last known list, even offline). */
  loaded: boolean;
  /** Why the last load failed, while it did. */
  error: string | null;
  /** Unread staff messages (null until known). */
  messagesUnread: number | null;
}

export const EMPTY_CENTRE: CentreState = {
  owner: null,
  notifications: [],
  unread: 0,
  loaded: false,
  error: null,
  messagesUnread: null,
};

/** Newest first by creation, the id breaking ties (the server's order). */
const newestFirst = (a: Notification, b: Notification) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

/** The state of another user or restaurant starts empty. */
export function forOwner(state: CentreState, owner: string | null): CentreState {
  return state.owner === owner ? state : { ...EMPTY_CENTRE, owner };
}

/** A list the server answered replaces what was held. */
export function withList(
  state: CentreState,
  list: { notifications: Notification[]; unread_count: number },
): CentreState {
  return {
    ...state,
    notifications: [...list.notifications].sort(newestFirst),
    unread: list.unread_count,
    loaded: true,
    error: null,
  };
}

/** A load that failed keeps the last known list and says why. */
export function withLoadError(state: CentreState, error: string): CentreState {
  return { ...state, error };
}

/** The server's answer to reading one: that row as it is now. */
export function withRead(state: CentreState, row: Notification): CentreState {
  const was = state.notifications.find((n) => n.id === row.id);
  return {
    ...state,
    notifications: state.notifications.map((n) => (n.id === row.id ? row : n)),
    unread: was && !was.read && row.read ? Math.max(0, state.unread - 1) : state.unread,
  };
}

function markRead(state: CentreState, ids: ReadonlySet<string> | 'all', unread: number): CentreState {
  return {
    ...state,
    notifications: state.notifications.map((n) =>
      n.read || (ids !== 'all' && !ids.has(n.id)) ? n : { ...n, read: true },
    ),
    unread,
  };
}

/** The server's answer to "mark all as read". */
export function withAllRead(state: CentreState): CentreState {
  return markRead(state, 'all', 0);
}

/** The server's answer to deleting one (or the event saying so). */
export function withDeleted(state: CentreState, id: string, unread: number): CentreState {
  return { ...state, notifications: state.notifications.filter((n) => n.id !== id), unread };
}

/** The unread staff messages the server counted. */
export function withMessagesUnread(state: CentreState, unread: number): CentreState {
  return state.messagesUnread === unread ? state : { ...state, messagesUnread: unread };
}

/** What the server pushed to this user: each event carries the count after it. */
export function withEvent(state: CentreState, { event, payload }: UserEvent): CentreState {
  switch (event) {
    case 'notificationCreated': {
      const others = state.notifications.filter((n) => n.id !== payload.notification.id);
      return {
        ...state,
        notifications: [payload.notification, ...others].sort(newestFirst),
        unread: payload.unread_count,
      };
    }
    case 'notificationsRead':
      return markRead(state, new Set(payload.ids), payload.unread_count);
    case 'notificationDeleted':
      return withDeleted(state, payload.id, payload.unread_count);
    case 'staffMessage':
      return { ...state, messagesUnread: payload.unread_count };
  }
}
