import { describe, expect, it } from 'vitest';
import { MUTATIONS } from '../../src-shared/sync/mutations.js';
import { localConflict, moveUpdate, movedTableIds, type ConflictBooking } from './grid-move.js';

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

describe('drag result → one reservation.update', () => {
  const from = { tableId: 't1', startMinute: 1140, duration: 90 };

  it('moves the table alone and drops the booked combination', () => {
    expect(moveUpdate({ id: 'r', table_ids: ['t1'] }, from, { ...from, tableId: 't2' })).toEqual({
      id: 'r',
      patch: { table_ids: ['t2'], table_combination_id: null },
    });
  });

  it('carries the new time and the new duration in the same edit', () => {
    expect(
      moveUpdate({ id: 'r', table_ids: ['t1'] }, from, { ...from, startMinute: 1170, duration: 105 }),
    ).toEqual({ id: 'r', patch: { time: '19:30', duration_minutes: 105 } });
  });

  it('sends table, time and duration together when a move changes all three', () => {
    expect(
      moveUpdate({ id: 'r', table_ids: ['t1', 't3'] }, from, {
        tableId: 't2',
        startMinute: 1200,
        duration: 60,
      }),
    ).toEqual({
      id: 'r',
      patch: { table_ids: ['t2', 't3'], table_combination_id: null, time: '20:00', duration_minutes: 60 },
    });
  });

  it('is null when nothing changed', () => {
    expect(moveUpdate({ id: 'r', table_ids: ['t1'] }, from, { ...from })).toBeNull();
  });

  it('is args the reservation.update declaration accepts', () => {
    const args = moveUpdate(
      { id: '0190a5c4-0000-7000-8000-000000000001', table_ids: ['0190a5c4-0000-7000-8000-000000000002'] },
      { ...from, tableId: '0190a5c4-0000-7000-8000-000000000002' },
      {
        tableId: '0190a5c4-0000-7000-8000-000000000003',
        startMinute: 1200,
        duration: 60,
      },
    );
    expect(MUTATIONS['reservation.update'].safeParse(args).success).toBe(true);
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
