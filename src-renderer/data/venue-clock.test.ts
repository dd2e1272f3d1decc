import { afterEach, describe, expect, it } from 'vitest';
import { venueNowAt } from './use-venue-now.js';
import { clockOf, setVenueTimeZone } from './venue-clock.js';

afterEach(() => setVenueTimeZone(null));

describe('venue clock (issue 11 part 7)', () => {
  const instant = new Date('2030-03-01T23:30:00Z');

  it("reads the venue's zone once main has told it, whatever the terminal's zone", () => {
    setVenueTimeZone('Asia/Tokyo');
    expect(clockOf(instant)).toEqual({ date: '2030-03-02', time: '08:30', timestamp: instant.getTime() });
    setVenueTimeZone('America/Los_Angeles');
    expect(clockOf(instant)).toMatchObject({ date: '2030-03-01', time: '15:30' });
  });

  it('an unknown zone falls back to the terminal clock rather than failing', () => {
    expect(() => clockOf(instant, 'Not/AZone')).not.toThrow();
  });

  it("gives the grid and floor plan the venue's date, time and minute of day, DST included", () => {
    const summer = Date.parse('2030-07-01T12:00:30Z');
    expect(venueNowAt(summer, 'Europe/London')).toEqual({
      date: '2030-07-01',
      time: '13:00',
      minute: 780,
      timestamp: summer,
    });
    expect(venueNowAt(Date.parse('2030-01-01T12:00:00Z'), 'Europe/London')).toMatchObject({ minute: 720 });
    expect(venueNowAt(instant.getTime(), 'Asia/Kolkata')).toMatchObject({ date: '2030-03-02', minute: 300 });
  });
});
