import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../src-shared/notifications/notification-schemas.js';
import {
  EMPTY_CENTRE,
  forOwner,
  withAllRead,
  withDeleted,
  withEvent,
  withList,
  withLoadError,
  withRead,
} from './centre-state.js';

const ID = (n: number) => `0190d6f2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const note = (n: number, read = false): Notification => ({
  id: ID(n),
  kind: 'large_party',
  type: 'Daily Notes',
  clientname: `Guest ${n}`,
  quote: `Party of ${n}`,
  time: `2025-03-0${n}T19:00:00.000Z`,
  subject_type: 'reservation',
  subject_id: `r${n}`,
  read,
  read_at: read ? '2025-03-01T10:00:00.000Z' : null,
  created_at: `2025-03-0${n}T10:00:00.000Z`,
});

const loaded = withList(forOwner(EMPTY_CENTRE, '1:1'), {
  notifications: [note(1), note(3), note(2, true)],
  unread_count: 2,
});

describe('the notification centre state', () => {
  it('lists newest first and keeps the server’s unread count', () => {
    expect(loaded.notifications.map((n) => n.clientname)).toEqual(['Guest 3', 'Guest 2', 'Guest 1']);
    expect(loaded).toMatchObject({ unread: 2, loaded: true, error: null });
  });

  it('puts a pushed notification first, once, with the count it carries', () => {
    const pushed = {
      event: 'notificationCreated',
      payload: { notification: note(4), unread_count: 3 },
    } as const;
    const once = withEvent(loaded, pushed);
    expect(once.notifications[0]?.id).toBe(ID(4));
    expect(once.unread).toBe(3);
    expect(withEvent(once, pushed).notifications).toHaveLength(4);
  });

  it('marks read only what the server answered or announced', () => {
    const answered = withRead(loaded, { ...note(3), read: true });
    expect(answered.unread).toBe(1);
    expect(answered.notifications.find((n) => n.id === ID(3))?.read).toBe(true);
    // Reading one already read (the event from another terminal came first) counts nothing twice.
    expect(withRead(answered, { ...note(3), read: true }).unread).toBe(1);
    const announced = withEvent(loaded, {
      event: 'notificationsRead',
      payload: { ids: [ID(1)], unread_count: 1 },
    });
    expect(announced.notifications.filter((n) => !n.read).map((n) => n.id)).toEqual([ID(3)]);
    expect(announced.unread).toBe(1);
    expect(withAllRead(loaded).notifications.every((n) => n.read)).toBe(true);
    expect(withAllRead(loaded).unread).toBe(0);
  });

  it('drops a deleted one with the count after it', () => {
    const gone = withDeleted(loaded, ID(3), 1);
    expect(gone.notifications.map((n) => n.id)).toEqual([ID(2), ID(1)]);
    expect(
      withEvent(loaded, { event: 'notificationDeleted', payload: { id: ID(1), unread_count: 1 } }).unread,
    ).toBe(1);
  });

  it('keeps the last known list when a load fails, and starts empty for another user', () => {
    const failed = withLoadError(loaded, 'The server did not answer');
    expect(failed.notifications).toHaveLength(3);
    expect(failed.error).toBe('The server did not answer');
    expect(forOwner(failed, '1:1')).toBe(failed);
    expect(forOwner(failed, '2:1')).toEqual({ ...EMPTY_CENTRE, owner: '2:1' });
  });

  it('counts staff messages from their events', () => {
    const heard = withEvent(loaded, { event: 'staffMessage', payload: { opened: ID(9), unread_count: 4 } });
    expect(heard.messagesUnread).toBe(4);
  });
});
