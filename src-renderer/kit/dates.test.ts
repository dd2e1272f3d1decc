// The console's one date helper (issue 29 §7) in both languages: days, long days and instants in
// the venue's zone, and a value that is not a date shown as it came.
import { describe, expect, it } from 'vitest';
import { dateTexts } from './dates.js';

describe('dateTexts in English (the spec: MM/DD/YYYY, "1st March 2025")', () => {
  const en = dateTexts('en', 'Europe/London');
  it('shows days, long days and venue instants', () => {
    expect(en.day('2025-03-01')).toBe('03/01/2025');
    expect(en.long('2025-03-01')).toBe('1st March 2025');
    expect(en.long('2025-03-01', { weekday: true })).toBe('Saturday 1st March 2025');
    expect(en.at('2025-07-14T18:05:00Z')).toBe('07/14/2025 19:05');
    expect(en.dayTime('2025-03-01', '19:30')).toBe('03/01/2025 19:30');
    expect(en.dayTime('2025-03-01', null)).toBe('03/01/2025');
  });
  it('shows a value that is not a date as it came', () => {
    expect(en.day('tomorrow')).toBe('tomorrow');
    expect(en.long('2025-02-30')).toBe('2025-02-30');
  });
});

describe('dateTexts in French (dd/MM/yyyy, "1er mars 2025")', () => {
  const fr = dateTexts('fr', 'Europe/Paris');
  it('shows days, long days and venue instants', () => {
    expect(fr.day('2025-03-01')).toBe('01/03/2025');
    expect(fr.long('2025-03-01')).toBe('1er mars 2025');
    expect(fr.long('2025-03-15', { weekday: true })).toBe('samedi 15 mars 2025');
    expect(fr.at('2025-07-14T18:05:00Z')).toBe('14/07/2025 20:05');
    expect(fr.dayTime('2025-12-24', '20:00')).toBe('24/12/2025 20:00');
  });
});

describe('the venue zone', () => {
  it('dates an instant by the venue, whatever the terminal', () => {
    const late = '2025-03-01T23:30:00Z';
    expect(dateTexts('en', 'Europe/Paris').at(late)).toBe('03/02/2025 00:30');
    expect(dateTexts('en', 'America/Los_Angeles').at(late)).toBe('03/01/2025 15:30');
  });
  it('falls back to the terminal zone for an unknown one', () => {
    expect(dateTexts('en', 'Not/AZone').at('2025-03-01T12:00:00Z')).toMatch(/^03\/0[12]\/2025 \d\d:\d\d$/);
  });
});
