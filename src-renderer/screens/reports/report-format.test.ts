import { describe, expect, it } from 'vitest';
import { changeOf, formatValue, type ChangeWords, type ValueWords } from './report-format.js';

const words: ValueWords = {
  locale: 'en-GB',
  money: (minor) => `£${(minor / 100).toFixed(2)}`,
  day: (date) => `day ${date}`,
  minutes: (count) => `${count} min`,
  none: '—',
};
const change: ChangeWords = {
  locale: 'en-GB',
  spoken: (direction, text, previous) => `${direction} ${text} (was ${previous})`,
  points: (points) => `${points} pts`,
};

describe('report values', () => {
  it('read in their unit: money from minor units, fractions as percents, dates as the console shows them', () => {
    expect(formatValue(123456, 'money', words)).toBe('£1234.56');
    expect(formatValue(0.256, 'percent', words)).toBe('25.6%');
    expect(formatValue(92.4, 'minutes', words)).toBe('92 min');
    expect(formatValue(1234, 'count', words)).toBe('1,234');
    expect(formatValue('2026-11-03', 'text', words)).toBe('day 2026-11-03');
    expect(formatValue('Terrace', 'text', words)).toBe('Terrace');
    expect(formatValue(null, 'count', words)).toBe('—');
  });

  it('compare with the previous period in percent, or in points for a percent figure', () => {
    expect(changeOf(120, 100, 'count', '100', change)).toEqual({
      direction: 'up',
      text: '20%',
      spoken: 'up 20% (was 100)',
    });
    expect(changeOf(80, 100, 'money', '£1.00', change)?.direction).toBe('down');
    expect(changeOf(0.3, 0.25, 'percent', '25%', change)?.text).toBe('5 pts');
    expect(changeOf(50, 50, 'minutes', '50 min', change)?.direction).toBe('same');
  });

  it('compare nothing when a figure is missing or the previous one is 0', () => {
    expect(changeOf(null, 100, 'count', '', change)).toBeNull();
    expect(changeOf(10, null, 'count', '', change)).toBeNull();
    expect(changeOf(10, 0, 'count', '0', change)).toBeNull();
    expect(changeOf(0.1, 0, 'percent', '0%', change)?.text).toBe('10 pts');
  });
});
