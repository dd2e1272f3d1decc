import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatLongDate, ordinalDay, parseIsoDate, toIsoDate } from './dates.js';

describe('formatDisplayDate (MM/DD/YYYY)', () => {
  it('pads month and day', () => {
    expect(formatDisplayDate('2025-03-01')).toBe('03/01/2025');
    expect(formatDisplayDate(new Date(2024, 11, 31))).toBe('12/31/2024');
  });
  it('keeps the calendar date of a venue-local string (no UTC shift)', () => {
    expect(formatDisplayDate('2025-01-01')).toBe('01/01/2025');
  });
  it('rejects malformed dates with the value in the message', () => {
    expect(() => formatDisplayDate('2025-13-01')).toThrow('Invalid date "2025-13-01"');
    expect(() => formatDisplayDate('1/3/2025')).toThrow('expected YYYY-MM-DD');
    expect(() => parseIsoDate('2025-02-30')).toThrow();
  });
});

describe('formatLongDate', () => {
  it("reads like '1st March 2025'", () => {
    expect(formatLongDate('2025-03-01')).toBe('1st March 2025');
    expect(formatLongDate(new Date(2024, 0, 22))).toBe('22nd January 2024');
  });
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
  ])('day %i is %s', (day, expected) => {
    expect(ordinalDay(day)).toBe(expected);
    expect(formatLongDate(`2025-01-${String(day).padStart(2, '0')}`)).toBe(`${expected} January 2025`);
  });
  it('rejects impossible days', () => {
    expect(() => ordinalDay(0)).toThrow('Invalid day of month 0');
    expect(() => ordinalDay(32)).toThrow();
  });
});

describe('toIsoDate', () => {
  it('round-trips with parseIsoDate', () => {
    expect(toIsoDate(parseIsoDate('2026-11-21'))).toBe('2026-11-21');
  });
});
