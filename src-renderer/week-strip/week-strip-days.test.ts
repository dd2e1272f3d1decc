import { describe, expect, it } from 'vitest';
import { shiftDay, shiftWeek, weekStripDays } from './week-strip-days.js';

describe('weekStripDays', () => {
  it('gives the seven days Sun to Sat containing a mid-week date, as MM/DD/YYYY', () => {
    const days = weekStripDays(new Date(2025, 2, 5)); // Wednesday 5 March 2025
    expect(days.map((d) => d.weekday)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(days.map((d) => d.display)).toEqual([
      '03/02/2025',
      '03/03/2025',
      '03/04/2025',
      '03/05/2025',
      '03/06/2025',
      '03/07/2025',
      '03/08/2025',
    ]);
    expect(days.filter((d) => d.selected).map((d) => d.iso)).toEqual(['2025-03-05']);
  });
  it('starts on the date itself when it is a Sunday and ends on it when Saturday', () => {
    expect(weekStripDays(new Date(2025, 2, 2))[0]?.iso).toBe('2025-03-02');
    expect(weekStripDays(new Date(2025, 2, 8))[6]?.iso).toBe('2025-03-08');
  });
  it('crosses month and year ends', () => {
    const days = weekStripDays(new Date(2025, 0, 1));
    expect(days[0]?.display).toBe('12/29/2024');
    expect(days[6]?.display).toBe('01/04/2025');
  });
  it('moves a week at a time', () => {
    expect(weekStripDays(shiftWeek(new Date(2025, 2, 5), 1))[0]?.iso).toBe('2025-03-09');
    expect(weekStripDays(shiftWeek(new Date(2025, 2, 5), -1))[0]?.iso).toBe('2025-02-23');
  });
  it('moves a day at a time, across a week and a month', () => {
    const sat = new Date(2025, 2, 8);
    const next = weekStripDays(shiftDay(sat, 1));
    expect(next.find((d) => d.selected)?.iso).toBe('2025-03-09');
    expect(next[0]?.iso).toBe('2025-03-09');
    expect(weekStripDays(shiftDay(new Date(2025, 2, 1), -1)).find((d) => d.selected)?.iso).toBe('2025-02-28');
  });
});
