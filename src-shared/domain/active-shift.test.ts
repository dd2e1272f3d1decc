import { describe, expect, it } from 'vitest';
import { activeShift, shiftContains } from './active-shift.js';

const allDay = { id: 'all', category: 'FULL_DAY' as const, start_time: '00:00', end_time: '23:59' };
const lunch = { id: 'lunch', category: 'LUNCH' as const, start_time: '12:00', end_time: '15:00' };
const dinner = { id: 'dinner', category: 'DINNER' as const, start_time: '18:00', end_time: '23:00' };
const late = { id: 'late', category: 'LATE' as const, start_time: '23:00', end_time: '02:00' };

describe('activeShift (spec §4)', () => {
  it('picks the non-FULL_DAY shift containing now', () => {
    expect(activeShift([allDay, lunch, dinner], '19:15')?.id).toBe('dinner');
    expect(activeShift([allDay, lunch, dinner], '12:00')?.id).toBe('lunch');
  });

  it('falls back to the first non-FULL_DAY shift, then to none', () => {
    expect(activeShift([allDay, lunch, dinner], '16:00')?.id).toBe('lunch');
    expect(activeShift([allDay], '16:00')).toBeNull();
    expect(activeShift([], '16:00')).toBeNull();
  });

  it('handles shifts past midnight and an exclusive end', () => {
    expect(shiftContains(late, '01:30')).toBe(true);
    expect(shiftContains(late, '02:00')).toBe(false);
    expect(shiftContains(lunch, '15:00')).toBe(false);
    expect(activeShift([lunch, late], '00:30')?.id).toBe('late');
  });
});
