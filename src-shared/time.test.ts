import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  instantToVenueLocal,
  isVenueDate,
  minutesToTime,
  timeToMinutes,
  venueBookingRange,
  venueDateSchema,
  venueLocalToInstant,
  venueTimeSchema,
  weekdayOf,
} from './time.js';

describe('HH:MM ↔ minutes', () => {
  it.each([
    ['00:00', 0],
    ['09:05', 545],
    ['23:59', 1439],
  ])('%s is %i minutes', (time, minutes) => {
    expect(timeToMinutes(time)).toBe(minutes);
    expect(minutesToTime(minutes)).toBe(time);
  });

  it('wraps past midnight and rejects malformed input', () => {
    expect(minutesToTime(1440 + 90)).toBe('01:30');
    expect(minutesToTime(-30)).toBe('23:30');
    for (const bad of ['24:00', '9:00', '12:60', '12:5', 'noon'])
      expect(() => timeToMinutes(bad)).toThrow('HH:MM');
    expect(() => minutesToTime(1.5)).toThrow();
  });

  it('validates with the field messages forms show', () => {
    expect(venueTimeSchema.safeParse('7:30').error?.issues[0]?.message).toBe('Time must be HH:MM (24-hour)');
    expect(venueDateSchema.safeParse('2026-02-30').error?.issues[0]?.message).toBe('Date must be YYYY-MM-DD');
    expect(venueDateSchema.safeParse('12/06/2026').success).toBe(false);
    expect(venueDateSchema.parse('2028-02-29')).toBe('2028-02-29');
    expect(isVenueDate('2027-02-29')).toBe(false);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and DST changes', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-06-12', '2026-06-11')).toBe(-1);
  });

  it('names weekdays', () => {
    expect(weekdayOf('2026-06-12')).toBe('FRI');
    expect(weekdayOf('2026-03-29')).toBe('SUN');
  });
});

describe('venue-local → instant (Europe/London)', () => {
  const london = 'Europe/London';

  it('uses GMT in winter and BST in summer', () => {
    expect(venueLocalToInstant('2026-01-15', '19:00', london).toISOString()).toBe('2026-01-15T19:00:00.000Z');
    expect(venueLocalToInstant('2026-07-15', '19:00', london).toISOString()).toBe('2026-07-15T18:00:00.000Z');
  });

  it('moves a time skipped by the spring-forward change (29 March 2026, 01:00→02:00) forward', () => {
    expect(venueLocalToInstant('2026-03-29', '00:30', london).toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(venueLocalToInstant('2026-03-29', '01:30', london).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(venueLocalToInstant('2026-03-29', '02:30', london).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(venueLocalToInstant('2026-03-29', '19:00', london).toISOString()).toBe('2026-03-29T18:00:00.000Z');
  });

  it('resolves a time repeated by the fall-back change (25 October 2026) to the earlier instant', () => {
    expect(venueLocalToInstant('2026-10-25', '01:30', london).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(venueLocalToInstant('2026-10-25', '02:30', london).toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('round-trips every quarter hour of both change days', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      for (let m = 0; m < 1440; m += 15) {
        const time = minutesToTime(m);
        const back = instantToVenueLocal(venueLocalToInstant(date, time, london), london);
        // Only the skipped hour cannot round-trip; it lands an hour later on the wall clock.
        const skipped = date === '2026-03-29' && m >= 60 && m < 120;
        expect(back).toEqual(skipped ? { date, time: minutesToTime(m + 60) } : { date, time });
      }
    }
  });

  it('gives a booking across the fall-back change its full real duration', () => {
    const { start, end } = venueBookingRange('2026-10-24', '23:30', 180, london);
    expect((end.getTime() - start.getTime()) / 60_000).toBe(180);
    expect(instantToVenueLocal(end, london)).toEqual({ date: '2026-10-25', time: '01:30' });
  });

  it('shows an instant in another zone by that zone’s wall clock', () => {
    const instant = venueLocalToInstant('2026-06-12', '19:00', 'America/New_York');
    expect(instant.toISOString()).toBe('2026-06-12T23:00:00.000Z');
    expect(instantToVenueLocal(instant, london)).toEqual({ date: '2026-06-13', time: '00:00' });
  });
});
