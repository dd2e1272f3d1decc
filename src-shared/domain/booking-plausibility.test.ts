import { describe, expect, it } from 'vitest';
import {
  bookingProblems,
  chosenSeats,
  largestSeating,
  minutesFromNow,
  problemsToConfirm,
  type PlausibilityInput,
} from './booking-plausibility.js';

const BOOKED = 'status-booked';
const statuses = [{ id: BOOKED, holds_table: true }];
const tables = [
  { id: 't1', name: 'T1', max_covers: 2, status: 1 },
  { id: 't2', name: 'T2', max_covers: 2, status: 1 },
  { id: 't13', name: 'T13', max_covers: 6, status: 1 },
  { id: 'old', name: 'OLD', max_covers: 40, status: 0 },
];
const combinations = [
  { max_guest_capacity: 12, is_active: true },
  { max_guest_capacity: 30, is_active: false },
];
const NOW = { date: '2026-11-21', time: '18:00' };

function input(
  booking: Partial<PlausibilityInput['booking']>,
  extra: Partial<PlausibilityInput> = {},
): PlausibilityInput {
  return {
    booking: {
      id: 'new',
      date: '2026-11-21',
      time: '19:30',
      duration_minutes: 90,
      table_ids: [],
      guest_count: 2,
      ...booking,
    },
    bookings: [],
    statuses,
    tables,
    combinations,
    now: NOW,
    ...extra,
  };
}

describe('the plausible-booking rule', () => {
  it('finds nothing wrong with a party that fits its table, later today', () => {
    expect(bookingProblems(input({ table_ids: ['t1'], guest_count: 2 }))).toEqual([]);
    expect(bookingProblems(input({ guest_count: 12 }))).toEqual([]);
  });

  it('names a party larger than the chosen table: 50 guests on a 2-top', () => {
    const problems = bookingProblems(input({ table_ids: ['t1'], guest_count: 50 }));
    expect(problems).toContainEqual({ kind: 'party_over_table', guests: 50, tableName: 'T1', seats: 2 });
  });

  it('adds the seats of every chosen table together', () => {
    expect(chosenSeats(['t1', 't2'], tables)).toEqual({ name: 'T1+T2', seats: 4 });
    expect(bookingProblems(input({ table_ids: ['t1', 't2'], guest_count: 4 }))).toEqual([]);
    expect(bookingProblems(input({ table_ids: ['t1', 't2'], guest_count: 5 }))).toEqual([
      { kind: 'party_over_table', guests: 5, tableName: 'T1+T2', seats: 4 },
    ]);
  });

  it('names a party larger than the largest active table or combination', () => {
    expect(largestSeating(tables, combinations)).toBe(12);
    expect(bookingProblems(input({ guest_count: 13 }))).toEqual([
      { kind: 'party_over_largest', guests: 13, seats: 12 },
    ]);
    const both = bookingProblems(input({ table_ids: ['t1'], guest_count: 50 })).map((p) => p.kind);
    expect(both).toEqual(['party_over_table', 'party_over_largest']);
  });

  it('names a start in the past on the venue clock, with a short grace for a party that just came', () => {
    expect(minutesFromNow({ date: '2026-11-20', time: '23:00' }, NOW)).toBe(-19 * 60);
    expect(bookingProblems(input({ time: '17:50' }))).toEqual([]);
    expect(bookingProblems(input({ time: '17:30' }))).toEqual([
      { kind: 'in_past', date: '2026-11-21', time: '17:30', now: NOW },
    ]);
    expect(bookingProblems(input({ date: '2026-11-20', time: '20:00' })).map((p) => p.kind)).toEqual([
      'in_past',
    ]);
    // Tomorrow morning is not in the past, though its time of day is earlier than now.
    expect(bookingProblems(input({ date: '2026-11-22', time: '09:00' }))).toEqual([]);
  });

  it('names a chosen table another booking holds, but leaves it to the chosen-table refusal', () => {
    const bookings = [
      {
        id: 'other',
        date: '2026-11-21',
        time: '19:00',
        duration_minutes: 90,
        guest_count: 2,
        table_ids: ['t1'],
        booking_status: BOOKED,
      },
    ];
    const problems = bookingProblems(input({ table_ids: ['t1'] }, { bookings }));
    expect(problems.map((p) => p.kind)).toEqual(['table_taken']);
    expect(problemsToConfirm(problems)).toEqual([]);
  });

  it('asks an edit only about the problems it adds', () => {
    const before = bookingProblems(input({ time: '12:00', table_ids: ['t1'], guest_count: 2 }));
    const after = bookingProblems(input({ time: '12:00', table_ids: ['t1'], guest_count: 6 }));
    expect(problemsToConfirm(after, before)).toEqual([
      { kind: 'party_over_table', guests: 6, tableName: 'T1', seats: 2 },
    ]);
    expect(problemsToConfirm(before, before)).toEqual([]);
  });
});
