import { describe, expect, it } from 'vitest';
import { periodFromQuery, periodQuery, presetPeriod } from './report-period.js';

describe('report periods', () => {
  it('work the presets out from the venue today, across a month end', () => {
    expect(presetPeriod('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetPeriod('last7', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetPeriod('last30', '2026-03-30')).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(presetPeriod('thisMonth', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('read a period from the query, falling back to the last 7 days', () => {
    const today = '2026-11-30';
    expect(periodFromQuery(new URLSearchParams(''), today)).toEqual({
      preset: 'last7',
      from: '2026-11-24',
      to: '2026-11-30',
    });
    expect(periodFromQuery(new URLSearchParams('period=last30'), today).from).toBe('2026-11-01');
    const custom = new URLSearchParams('period=custom&from=2026-10-01&to=2026-10-15');
    expect(periodFromQuery(custom, today)).toEqual({
      preset: 'custom',
      from: '2026-10-01',
      to: '2026-10-15',
    });
    // A reversed or broken range is not a period: the default stands.
    const reversed = new URLSearchParams('period=custom&from=2026-10-15&to=2026-10-01');
    expect(periodFromQuery(reversed, today).preset).toBe('last7');
    expect(periodFromQuery(new URLSearchParams('period=lastYear'), today).preset).toBe('last7');
  });

  it('name a preset in the query by its name, a custom range by its dates', () => {
    expect(periodQuery({ preset: 'last30', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      period: 'last30',
    });
    expect(periodQuery({ preset: 'custom', from: '2026-10-01', to: '2026-10-02' })).toEqual({
      period: 'custom',
      from: '2026-10-01',
      to: '2026-10-02',
    });
  });
});
