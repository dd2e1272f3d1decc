import { afterEach, describe, expect, it } from 'vitest';
import { venueOffsetMinutes } from '../screens/grid/venue-clock.js';
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

  it("gives the grid and floor plan the venue zone's offset, DST included", () => {
    expect(venueOffsetMinutes(undefined, new Date('2030-07-01T12:00:30Z'), 'Europe/London')).toBe(60);
    expect(venueOffsetMinutes(undefined, new Date('2030-01-01T12:00:00Z'), 'Europe/London')).toBe(0);
    expect(venueOffsetMinutes(undefined, instant, 'Asia/Kolkata')).toBe(330);
  });
});
