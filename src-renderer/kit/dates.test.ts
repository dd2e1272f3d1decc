// The console's one date helper (issue 29 §7) in both languages: days, long days and instants in
// the venue's zone, and a value that is not a date shown as it came.
import { describe, expect, it } from 'vitest';
import { dateTexts, type DateTexts } from './dates.js';

const en = dateTexts('en', 'Europe/London');
const fr = dateTexts('fr', 'Europe/Paris');

// Each call, then what it shows in English (the spec: MM/DD/YYYY, "1st March 2025") and in French
// (dd/MM/yyyy, "1er mars 2025"); the instant is 18:05 UTC, shown in London's and Paris's summer time.
const SHOWN: [string, (texts: DateTexts) => string, string, string][] = [
  ['a day', (d) => d.day('2025-03-01'), '03/01/2025', '01/03/2025'],
  ['a long day', (d) => d.long('2025-03-01'), '1st March 2025', '1er mars 2025'],
  [
    'a long day, weekday',
    (d) => d.long('2025-03-01', { weekday: true }),
    'Saturday 1st March 2025',
    'samedi 1er mars 2025',
  ],
  [
    'a mid-month long day, weekday',
    (d) => d.long('2025-03-15', { weekday: true }),
    'Saturday 15th March 2025',
    'samedi 15 mars 2025',
  ],
  ['a venue instant', (d) => d.at('2025-07-14T18:05:00Z'), '07/14/2025 19:05', '14/07/2025 20:05'],
  ['a day and time', (d) => d.dayTime('2025-03-01', '19:30'), '03/01/2025 19:30', '01/03/2025 19:30'],
  ['another day and time', (d) => d.dayTime('2025-12-24', '20:00'), '12/24/2025 20:00', '24/12/2025 20:00'],
  ['a day with no time', (d) => d.dayTime('2025-03-01', null), '03/01/2025', '01/03/2025'],
  // A value that is not a date is shown as it came.
  ['a word', (d) => d.day('tomorrow'), 'tomorrow', 'tomorrow'],
  ['a day that does not exist', (d) => d.long('2025-02-30'), '2025-02-30', '2025-02-30'],
];

describe('dateTexts in English and French', () => {
  it.each(SHOWN)('shows %s', (_what, show, english, french) => {
    expect(show(en)).toBe(english);
    expect(show(fr)).toBe(french);
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
