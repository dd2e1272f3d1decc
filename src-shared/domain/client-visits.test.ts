import { describe, expect, it } from 'vitest';
import { countVisits, isVisit } from './client-visits.js';

const today = '2030-05-10';

describe('client visits', () => {
  it('counts seated and completed bookings on any day, and unfinished table-holding ones from earlier days', () => {
    expect(isVisit({ date: '2030-05-12', statusName: 'Seated', holdsTable: true }, today)).toBe(true);
    expect(isVisit({ date: '2030-05-01', statusName: 'COMPLETED', holdsTable: false }, today)).toBe(true);
    expect(isVisit({ date: '2030-05-09', statusName: 'Booked', holdsTable: true }, today)).toBe(true);
    expect(isVisit({ date: today, statusName: 'Booked', holdsTable: true }, today)).toBe(false);
    expect(isVisit({ date: '2030-05-01', statusName: 'Cancelled', holdsTable: false }, today)).toBe(false);
    expect(isVisit({ date: '2030-05-01', statusName: 'No-show', holdsTable: false }, today)).toBe(false);
  });

  it('answers the count and the latest visit date', () => {
    expect(
      countVisits(
        [
          { date: '2030-04-02', statusName: 'Completed', holdsTable: false },
          { date: '2030-05-09', statusName: 'Confirmed', holdsTable: true },
          { date: '2030-05-20', statusName: 'Booked', holdsTable: true },
          { date: '2030-05-03', statusName: 'Cancelled', holdsTable: false },
        ],
        today,
      ),
    ).toEqual({ visit_count: 2, last_visit: '2030-05-09' });
    expect(countVisits([], today)).toEqual({ visit_count: 0, last_visit: null });
  });
});
