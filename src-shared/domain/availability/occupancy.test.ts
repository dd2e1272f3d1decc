import { describe, expect, it } from 'vitest';
import { isTableFree, occupiedIntervals, statusHoldsTable } from './occupancy.js';
import { CANCELLED, SEATED, STATUSES, makeBooking } from './test-fixtures.js';

describe('occupiedIntervals', () => {
  it('maps bookings to per-table half-open intervals relative to the date, sorted by start', () => {
    const bookings = [
      makeBooking('20:00', ['t1'], { id: 'late' }),
      makeBooking('18:00', ['t1', 't2'], { id: 'early', booking_status: SEATED }),
      makeBooking('18:00', ['t3'], { id: 'gone', booking_status: CANCELLED }),
      makeBooking('23:00', ['t3'], { id: 'eve', date: '2026-06-11', duration_minutes: 120 }),
      makeBooking('12:00', ['t4'], { id: 'far', date: '2026-06-20' }),
    ];
    const occupancy = occupiedIntervals(bookings, STATUSES, '2026-06-12');
    expect(occupancy.get('t1')).toEqual([
      { start: 1080, end: 1170, bookingId: 'early' },
      { start: 1200, end: 1290, bookingId: 'late' },
    ]);
    expect(occupancy.get('t2')).toEqual([{ start: 1080, end: 1170, bookingId: 'early' }]);
    expect(occupancy.get('t3')).toEqual([{ start: -60, end: 60, bookingId: 'eve' }]);
    expect(occupancy.has('t4')).toBe(false);
    expect(
      occupiedIntervals(bookings, STATUSES, '2026-06-12', { excludeBookingId: 'early' }).get('t2'),
    ).toBeUndefined();
  });
});

describe('isTableFree', () => {
  const occupancy = occupiedIntervals([makeBooking('18:00', ['t1'])], STATUSES, '2026-06-12');
  it.each([
    [1000, 1080, true], // ends exactly when the booking starts
    [1170, 1260, true], // starts exactly when it ends
    [1000, 1081, false],
    [1169, 1200, false],
    [1100, 1120, false], // inside
    [1000, 1300, false], // around
  ])('[%i, %i) free = %s', (start, end, free) => {
    expect(isTableFree(occupancy, 't1', start, end)).toBe(free);
    expect(isTableFree(occupancy, 'other', start, end)).toBe(true);
  });
});

it('treats unknown statuses as holding', () => {
  const holds = statusHoldsTable(STATUSES);
  expect([holds(SEATED), holds(CANCELLED), holds('unknown')]).toEqual([true, false, true]);
});
