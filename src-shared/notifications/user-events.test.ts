import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENTS } from './notification-schemas.js';
import { USER_EVENT_NAMES, userEventOf } from './user-events.js';

const id = '0190d6f2-0000-7000-8000-000000000001';
const SAMPLES = {
  notificationCreated: {
    notification: {
      id,
      kind: 'large_party',
      type: 'Daily Notes',
      clientname: 'Grand Party',
      quote: 'Party of 9 at 19:00',
      time: '2025-03-01T19:00:00.000Z',
      subject_type: 'reservation',
      subject_id: 'r1',
      read: false,
      read_at: null,
      created_at: '2025-03-01T10:00:00.000Z',
    },
    unread_count: 1,
  },
  notificationsRead: { ids: [id], unread_count: 0 },
  notificationDeleted: { id, unread_count: 0 },
  staffMessage: { replied: id, unread_count: 2 },
} as const;

describe('user events', () => {
  it('forward every event the server sends to a user, and only those', () => {
    expect([...USER_EVENT_NAMES].sort()).toEqual(Object.values(NOTIFICATION_EVENTS).sort());
  });

  it.each(USER_EVENT_NAMES)('%s: a payload of its shape passes, typed by its name', (name) => {
    const parsed = userEventOf(name, SAMPLES[name]);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.value.event).toBe(name);
  });

  it('refuses a payload of another event’s shape', () => {
    expect(userEventOf('notificationDeleted', SAMPLES.notificationsRead).ok).toBe(false);
    expect(userEventOf('notificationCreated', { unread_count: 1 }).ok).toBe(false);
  });
});
