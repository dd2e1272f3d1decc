import { describe, expect, it } from 'vitest';
import { allTimes, timesByShift, type OfferedSlot, type ShiftInfo } from './shift-times.js';

const shift = (id: string, name: string, start: string, end: string, category = 'DINNER'): ShiftInfo => ({
  id,
  name,
  category,
  start_time: start,
  end_time: end,
});
const SHIFTS = [
  shift('full', 'Full day', '07:00', '22:30', 'FULL_DAY'),
  shift('dinner', 'Dinner', '17:30', '22:30'),
  shift('lunch', 'Lunch', '12:00', '15:00', 'LUNCH'),
];
const slot = (time: string, shiftId: string, available = true): OfferedSlot => ({ time, shiftId, available });

describe('timesByShift', () => {
  it('puts each offered time once under the narrowest shift offering it, shifts by start, full day last', () => {
    const slots = [
      slot('12:00', 'full'),
      slot('12:00', 'lunch'),
      slot('12:15', 'lunch'),
      slot('12:15', 'full'),
      slot('15:30', 'full'),
      slot('19:00', 'dinner'),
      slot('19:00', 'full'),
      slot('18:00', 'dinner'),
    ];
    expect(timesByShift(slots, SHIFTS)).toEqual([
      { shift: 'Lunch', times: ['12:00', '12:15'] },
      { shift: 'Dinner', times: ['18:00', '19:00'] },
      { shift: 'Full day', times: ['15:30'] },
    ]);
  });

  it('leaves out closed slots: a time closed in its own shift but open in a wider one goes to the wider', () => {
    const slots = [slot('19:00', 'dinner', false), slot('19:00', 'full'), slot('19:15', 'dinner', false)];
    expect(timesByShift(slots, SHIFTS)).toEqual([{ shift: 'Full day', times: ['19:00'] }]);
  });

  it('has no group without an offered time, and allTimes lists every time once in order', () => {
    expect(timesByShift([slot('12:00', 'lunch', false)], SHIFTS)).toEqual([]);
    const groups = timesByShift(
      [slot('19:00', 'dinner'), slot('12:30', 'lunch'), slot('16:00', 'full')],
      SHIFTS,
    );
    expect(allTimes(groups)).toEqual(['12:30', '16:00', '19:00']);
  });
});
