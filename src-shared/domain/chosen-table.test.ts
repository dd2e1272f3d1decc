import { describe, expect, it } from 'vitest';
import {
  chosenTableClash,
  chosenTableRefusal,
  clashDates,
  clashPerTable,
  needsTable,
  tableTakenMessage,
} from './chosen-table.js';

const BOOKED = 'status-booked';
const DONE = 'status-done';
const statuses = [
  { id: BOOKED, holds_table: true },
  { id: DONE, holds_table: false },
];
const tables = [
  { id: 't1', name: 'T1' },
  { id: 't2', name: 'T2' },
];

function held(
  id: string,
  time: string,
  tableIds: string[],
  extra: Partial<{ date: string; status: string; duration: number }> = {},
) {
  return {
    id,
    date: extra.date ?? '2026-11-21',
    time,
    duration_minutes: extra.duration ?? 90,
    guest_count: 2,
    table_ids: tableIds,
    booking_status: extra.status ?? BOOKED,
  };
}

const wanting = (time: string, tableIds: string[], duration = 90) => ({
  id: 'new',
  date: '2026-11-21',
  time,
  duration_minutes: duration,
  table_ids: tableIds,
});

describe('the chosen-table rule', () => {
  const bookings = [held('other', '19:15', ['t1'])];

  it('refuses a table another booking holds over an overlapping time, naming both times', () => {
    const input = { booking: wanting('19:30', ['t1']), bookings, statuses, tables };
    expect(chosenTableClash(input)).toEqual({
      tableId: 't1',
      tableName: 'T1',
      other: { id: 'other', date: '2026-11-21', time: '19:15' },
      booking: { date: '2026-11-21', time: '19:30' },
    });
    expect(chosenTableRefusal(input)).toBe(
      'Table T1 is already booked at 19:15 on 11/21/2026, overlapping this booking at 19:30',
    );
  });

  it('answers each table alone as the rule does, reading the day once (the drawer picker)', () => {
    const day = [...bookings, held('late', '21:00', ['t2']), held('gone', '19:30', ['t2'], { status: DONE })];
    const { table_ids: _ids, ...booking } = wanting('19:30', []);
    const each = clashPerTable({ booking, bookings: day, statuses, tables }, ['t1', 't2']);
    for (const id of ['t1', 't2'])
      expect(each.get(id)).toEqual(
        chosenTableClash({ booking: { ...booking, table_ids: [id] }, bookings: day, statuses, tables }),
      );
    expect(each.get('t1')?.other.id).toBe('other');
    expect(each.get('t2')).toBeNull();
  });

  it('lets a free table, and back-to-back bookings, through', () => {
    expect(chosenTableClash({ booking: wanting('19:30', ['t2']), bookings, statuses, tables })).toBeNull();
    // 19:15 + 90 min ends at 20:45: a booking from 20:45 and one ending at 19:15 are both free.
    expect(chosenTableClash({ booking: wanting('20:45', ['t1']), bookings, statuses, tables })).toBeNull();
    expect(
      chosenTableClash({ booking: wanting('17:45', ['t1'], 90), bookings, statuses, tables }),
    ).toBeNull();
    expect(
      chosenTableClash({ booking: wanting('17:46', ['t1'], 90), bookings, statuses, tables }),
    ).not.toBeNull();
  });

  it('ignores bookings whose status frees the table, and the booking itself (an edit)', () => {
    const finished = [held('other', '19:15', ['t1'], { status: DONE })];
    expect(
      chosenTableClash({ booking: wanting('19:30', ['t1']), bookings: finished, statuses, tables }),
    ).toBeNull();
    const self = [held('new', '19:15', ['t1'])];
    expect(
      chosenTableClash({ booking: wanting('19:30', ['t1']), bookings: self, statuses, tables }),
    ).toBeNull();
  });

  it('counts a booking of the evening before that runs past midnight, and names its date', () => {
    const late = [held('late', '23:30', ['t2'], { date: '2026-11-20', duration: 120 })];
    const early = { ...wanting('00:30', ['t2']), date: '2026-11-21' };
    expect(chosenTableRefusal({ booking: early, bookings: late, statuses, tables })).toBe(
      'Table T2 is already booked at 23:30 on 11/20/2026, overlapping this booking at 00:30 on 11/21/2026',
    );
    expect(clashDates('2026-11-21')).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
  });

  it('checks every chosen table of a combination and nothing when no table is chosen', () => {
    const clash = chosenTableClash({ booking: wanting('19:00', ['t2', 't1']), bookings, statuses, tables });
    expect(clash?.tableName).toBe('T1');
    expect(chosenTableClash({ booking: wanting('19:30', []), bookings, statuses, tables })).toBeNull();
  });

  it('words a refusal of an unknown table by its id', () => {
    expect(
      tableTakenMessage({
        tableName: 'T9',
        other: { id: 'x', date: '2026-11-21', time: '18:00' },
        booking: { date: '2026-11-21', time: '18:30' },
      }),
    ).toBe('Table T9 is already booked at 18:00 on 11/21/2026, overlapping this booking at 18:30');
  });

  it('flags a live booking without a table as needing one', () => {
    expect(needsTable({ table_ids: [], booking_status: BOOKED }, statuses)).toBe(true);
    expect(needsTable({ table_ids: ['t1'], booking_status: BOOKED }, statuses)).toBe(false);
    expect(needsTable({ table_ids: [], booking_status: DONE }, statuses)).toBe(false);
  });

  it('never flags a finished booking, even under a final status that holds its table', () => {
    const finals = [{ id: 'left', holds_table: true, is_final: true }, ...statuses];
    expect(needsTable({ table_ids: [], booking_status: 'left' }, finals)).toBe(false);
    expect(needsTable({ table_ids: [], booking_status: 'unknown-status' }, finals)).toBe(true);
  });
});
