import { describe, expect, it } from 'vitest';
import { computeLiveStatus, type LiveBooking } from './table-live-status.js';

const NOW = Date.parse('2026-03-02T19:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const statuses = [
  { id: 'booked', reservation_Status_Name: 'Booked', holds_table: true, is_final: false },
  { id: 'arrived', reservation_Status_Name: 'Arrived', holds_table: true, is_final: false },
  { id: 'seated', reservation_Status_Name: 'Seated', holds_table: true, is_final: false },
  { id: 'done', reservation_Status_Name: 'Completed', holds_table: false, is_final: true },
];
function booking(
  id: string,
  table: string,
  startIn: number,
  status: string,
  extra: Partial<LiveBooking> = {},
): LiveBooking {
  return {
    id,
    first_name: 'Guest',
    last_name: id,
    guest_count: 2,
    time: '19:00',
    duration_minutes: 90,
    table_ids: [table],
    booking_status: status,
    status,
    starts_at: at(startIn),
    ends_at: at(startIn + 90),
    updated_at: at(startIn),
    table_number: table,
    ...extra,
  };
}
const tables = ['free', 'soon', 'seated', 'late', 'inactive', 'blockedLive', 'arrived', 'later'].map(
  (id) => ({ id, isActive: id !== 'inactive' }),
);

describe('table live status', () => {
  const live = computeLiveStatus({
    tables,
    liveStatus: [{ table_id: 'blockedLive', status: 'Blocked' }],
    bookings: [
      booking('done', 'free', -30, 'done'),
      booking('s1', 'soon', 20, 'booked'),
      booking('p1', 'seated', -50, 'seated', { updated_at: at(-40) }),
      booking('n1', 'seated', 60, 'booked'),
      booking('l1', 'late', -10, 'booked'),
      booking('i1', 'inactive', -10, 'seated'),
      booking('a1', 'arrived', -5, 'arrived'),
      booking('x1', 'later', 45, 'booked'),
    ],
    statuses,
    nowMs: NOW,
  });
  const state = (id: string) => live.get(id)?.state;

  it('classifies every state', () => {
    expect(state('free')).toBe('free');
    expect(state('soon')).toBe('reserved_soon');
    expect(state('seated')).toBe('seated');
    expect(state('late')).toBe('running_late');
    expect(state('inactive')).toBe('blocked');
    expect(state('blockedLive')).toBe('blocked');
    expect(state('later')).toBe('free');
  });

  it('counts seated minutes from the seating, never before the booked start', () => {
    expect(live.get('seated')?.seatedMinutes).toBe(40);
    expect(live.get('late')?.seatedMinutes).toBeNull();
  });

  it('names the current and the next party', () => {
    expect(live.get('seated')?.current?.id).toBe('p1');
    expect(live.get('seated')?.next?.id).toBe('n1');
    expect(live.get('later')?.next?.id).toBe('x1');
    expect(live.get('free')?.current).toBeNull();
  });

  it('shows an arrived party waiting for its table as arrived: not late, not "reserved soon"', () => {
    expect(state('arrived')).toBe('arrived');
    expect(live.get('arrived')?.current?.id).toBe('a1');
  });

  it('shows a party that arrived early as arrived, and a seated one over it as seated', () => {
    const early = computeLiveStatus({
      tables: [
        { id: 'early', isActive: true },
        { id: 'busy', isActive: true },
        { id: 'gone', isActive: true },
      ],
      liveStatus: [],
      bookings: [
        booking('e1', 'early', 20, 'arrived'),
        booking('b1', 'busy', -30, 'seated'),
        booking('b2', 'busy', 10, 'arrived'),
        booking('g1', 'gone', -120, 'arrived'),
      ],
      statuses,
      nowMs: NOW,
    });
    expect(early.get('early')?.state).toBe('arrived');
    expect(early.get('early')?.current?.id).toBe('e1');
    expect(early.get('busy')?.state).toBe('seated');
    // A booking whose time is over is no party waiting now.
    expect(early.get('gone')?.state).toBe('free');
  });
});
