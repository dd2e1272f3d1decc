import { describe, expect, it } from 'vitest';
import { perkRefusals } from './perk-access.js';
import { monthDates, programCalendar } from './program-calendar.js';

const program = (over: Partial<Parameters<typeof programCalendar>[0][number]> = {}) => ({
  id: '0190a000-0000-7000-8000-000000000001',
  name: 'Jazz',
  status: 'active' as const,
  start_date: '2030-02-10',
  end_date: '2030-03-05' as string | null,
  end_indefinite: false,
  active_days: ['MON', 'FRI'] as ('MON' | 'FRI' | 'SUN')[],
  start_time: '20:00' as string | null,
  ...over,
});

describe('monthDates', () => {
  it('lists every day of the month, leap years included', () => {
    expect(monthDates('2030-02')).toHaveLength(28);
    expect(monthDates('2028-02').at(-1)).toBe('2028-02-29');
    expect(monthDates('2030-12')[0]).toBe('2030-12-01');
    expect(monthDates('2030-12').at(-1)).toBe('2030-12-31');
  });
});

describe('programCalendar', () => {
  it('puts an active program on its days inside its dates only', () => {
    const days = programCalendar([program()], '2030-02').days.filter((d) => d.programs.length > 0);
    // Feb 2030: the 11th is a Monday, the 15th a Friday.
    expect(days.map((d) => d.date)).toEqual([
      '2030-02-11',
      '2030-02-15',
      '2030-02-18',
      '2030-02-22',
      '2030-02-25',
    ]);
    const march = programCalendar([program()], '2030-03').days.filter((d) => d.programs.length > 0);
    expect(march.map((d) => d.date)).toEqual(['2030-03-01', '2030-03-04']);
  });

  it('runs on past the end date when indefinite, and leaves inactive programs off', () => {
    const open = programCalendar([program({ end_date: null, end_indefinite: true })], '2031-01');
    expect(open.days.filter((d) => d.programs.length > 0)).toHaveLength(9); // Jan 2031: 4 Mondays, 5 Fridays
    expect(
      programCalendar([program({ status: 'inactive' as never })], '2030-02').days.every(
        (d) => d.programs.length === 0,
      ),
    ).toBe(true);
  });

  it('orders a day by start time, all-day programs first, then name', () => {
    const day = programCalendar(
      [
        program({ id: 'c', name: 'Late', start_time: '22:00' }),
        program({ id: 'b', name: 'Brunch', start_time: null }),
        program({ id: 'a', name: 'Aperitivo', start_time: '22:00' }),
      ],
      '2030-02',
    ).days.find((d) => d.date === '2030-02-11');
    expect(day?.programs.map((p) => p.name)).toEqual(['Brunch', 'Aperitivo', 'Late']);
  });
});

describe('perkRefusals', () => {
  const perk = {
    name: 'Cocktail',
    status: 'active' as const,
    start_date: '2030-06-01',
    end_date: '2030-06-30',
    end_indefinite: false,
    active_days: ['SAT' as const],
    access_levels: ['vip' as const],
  };
  it('allows a guest of a listed type on a listed day inside the dates', () => {
    expect(perkRefusals(perk, 'vip', '2030-06-08')).toEqual([]);
    expect(perkRefusals({ ...perk, access_levels: ['all'] }, 'regular', '2030-06-08')).toEqual([]);
  });
  it('gives every reason a guest is refused', () => {
    expect(perkRefusals({ ...perk, status: 'inactive' }, 'member', '2030-07-01')).toEqual([
      'Perk Cocktail is inactive',
      'Perk Cocktail runs from 2030-06-01 to 2030-06-30, not on 2030-07-01',
      'Perk Cocktail is not offered on MON (only SAT)',
      'Perk Cocktail is for vip guests, not member',
    ]);
  });
});
