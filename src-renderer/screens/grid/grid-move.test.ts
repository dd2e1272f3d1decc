import { describe, expect, it } from 'vitest';
import { localConflict, moveMutations, movedTableIds, type ConflictBooking } from './grid-move.js';

const booking = (
  id: string,
  table: string,
  time: string,
  duration: number,
  status = 'held',
): ConflictBooking => ({
  id,
  date: '2026-03-02',
  time,
  duration_minutes: duration,
  guest_count: 2,
  table_ids: [table],
  booking_status: status,
  first_name: 'Jane',
  last_name: id,
});
const statuses = [
  { id: 'held', holds_table: true },
  { id: 'done', holds_table: false },
];
const names = new Map([
  ['t1', 'T1'],
  ['t2', 'T2'],
]);

describe('drag result → mutations', () => {
  it('assigns the new table when the row changes', () => {
    expect(
      moveMutations(
        { id: 'r', table_ids: ['t1'] },
        { tableId: 't1', startMinute: 1140, duration: 90 },
        { tableId: 't2', startMinute: 1140, duration: 90 },
      ),
    ).toEqual([{ name: 'reservation.assignTable', args: { id: 'r', tableIds: ['t2'] } }]);
  });

  it('updates the time and the duration when they change, and nothing when nothing changed', () => {
    const from = { tableId: 't1', startMinute: 1140, duration: 90 };
    expect(
      moveMutations({ id: 'r', table_ids: ['t1'] }, from, { ...from, startMinute: 1170, duration: 105 }),
    ).toEqual([
      { name: 'reservation.update', args: { id: 'r', patch: { time: '19:30' } } },
      { name: 'reservation.setDuration', args: { id: 'r', duration_minutes: 105 } },
    ]);
    expect(moveMutations({ id: 'r', table_ids: ['t1'] }, from, from)).toEqual([]);
  });

  it('moves only the dragged table of a combination', () => {
    expect(movedTableIds(['a', 'b'], 'b', 'c')).toEqual(['a', 'c']);
    expect(movedTableIds(['a', 'b'], 'a', 'b')).toEqual(['b']);
  });
});

describe('local conflict check', () => {
  const day = [
    booking('other', 't2', '19:00', 90),
    booking('gone', 't1', '19:00', 90, 'done'),
    booking('me', 't1', '18:00', 60),
  ];

  it('names the table, the asked time and who holds it', () => {
    expect(
      localConflict(
        day,
        statuses,
        '2026-03-02',
        { id: 'me', tableIds: ['t2'], startMinute: 1110, duration: 60 },
        names,
      ),
    ).toBe('Table T2 is taken at 18:30–19:30: Jane other 19:00–20:30. Not moved.');
  });

  it('lets a move through when the slot is free, back-to-back, or held by a finished booking', () => {
    expect(
      localConflict(
        day,
        statuses,
        '2026-03-02',
        { id: 'me', tableIds: ['t2'], startMinute: 1050, duration: 90 },
        names,
      ),
    ).toBeNull();
    expect(
      localConflict(
        day,
        statuses,
        '2026-03-02',
        { id: 'me', tableIds: ['t1'], startMinute: 1140, duration: 60 },
        names,
      ),
    ).toBeNull();
  });

  it('never conflicts a booking with itself', () => {
    expect(
      localConflict(
        day,
        statuses,
        '2026-03-02',
        { id: 'me', tableIds: ['t1'], startMinute: 1095, duration: 60 },
        names,
      ),
    ).toBeNull();
  });
});
