import { describe, expect, it } from 'vitest';
import {
  dateLanguageOf,
  formatDisplayDate,
  formatDisplayInstant,
  formatLongDate,
  ordinalDay,
  parseIsoDate,
  toIsoDate,
} from './dates.js';

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

describe('dates in French (issue 29 §7)', () => {
  it('writes the day first, dd/MM/yyyy', () => {
    expect(formatDisplayDate('2025-03-01', 'fr')).toBe('01/03/2025');
    expect(formatDisplayDate('2024-12-31', 'fr')).toBe('31/12/2024');
  });
  it("writes long dates like '1er mars 2025'", () => {
    expect(formatLongDate('2025-03-01', 'fr')).toBe('1er mars 2025');
    expect(formatLongDate('2025-03-02', 'fr')).toBe('2 mars 2025');
    expect(formatLongDate('2024-08-21', 'fr')).toBe('21 août 2024');
  });
  it('names the weekday when asked, in both languages', () => {
    expect(formatLongDate('2027-03-06', 'en', { weekday: true })).toBe('Saturday 6th March 2027');
    expect(formatLongDate('2027-03-06', 'fr', { weekday: true })).toBe('samedi 6 mars 2027');
  });
  it('reads any French code as French and anything else as English', () => {
    expect(dateLanguageOf('fr')).toBe('fr');
    expect(dateLanguageOf('fr-FR')).toBe('fr');
    expect(dateLanguageOf('en-GB')).toBe('en');
    expect(dateLanguageOf(undefined)).toBe('en');
  });
});

describe('formatDisplayInstant (venue wall clock)', () => {
  const instant = '2025-03-01T23:30:00Z';
  it("shows the venue zone's date and time, not UTC's", () => {
    expect(formatDisplayInstant(instant, 'Europe/London')).toBe('03/01/2025 23:30');
    expect(formatDisplayInstant(instant, 'Europe/Paris')).toBe('03/02/2025 00:30');
    expect(formatDisplayInstant(instant, 'America/New_York')).toBe('03/01/2025 18:30');
    expect(formatDisplayInstant(instant, 'Europe/Paris', 'fr')).toBe('02/03/2025 00:30');
  });
  it('takes epoch milliseconds and dates alike', () => {
    const ms = Date.parse(instant);
    expect(formatDisplayInstant(ms, 'Europe/Paris')).toBe('03/02/2025 00:30');
    expect(formatDisplayInstant(new Date(ms), 'Europe/Paris', 'fr')).toBe('02/03/2025 00:30');
  });
  it('shows an unreadable instant as it came', () => {
    expect(formatDisplayInstant('soon', 'Europe/Paris')).toBe('soon');
  });
});
