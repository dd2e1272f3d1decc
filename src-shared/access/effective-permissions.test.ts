import { describe, expect, it } from 'vitest';
import type { ShiftWindow } from '../schemas/access.js';
import { effectivePermissionsAt, scopedGrantApplies, shiftRunningSince } from './effective-permissions.js';

const dinner: ShiftWindow = {
  id: '0190e0a0-0000-7000-8000-000000000001',
  name: 'Dinner',
  start_time: '18:00',
  end_time: '23:00',
  active_days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  is_active: true,
};
const late: ShiftWindow = { ...dinner, name: 'Late', start_time: '22:00', end_time: '02:00' };

// 2025-03-03 is a Monday; 2025-03-08 a Saturday.
describe('shift-based permissions', () => {
  it('hold only inside the shift, on its days', () => {
    expect(shiftRunningSince(dinner, { date: '2025-03-03', time: '18:00' })).toBe('2025-03-03');
    expect(shiftRunningSince(dinner, { date: '2025-03-03', time: '22:59' })).toBe('2025-03-03');
    expect(shiftRunningSince(dinner, { date: '2025-03-03', time: '23:00' })).toBeNull();
    expect(shiftRunningSince(dinner, { date: '2025-03-03', time: '17:59' })).toBeNull();
    expect(shiftRunningSince(dinner, { date: '2025-03-08', time: '19:00' })).toBeNull();
    expect(
      shiftRunningSince({ ...dinner, is_active: false }, { date: '2025-03-03', time: '19:00' }),
    ).toBeNull();
  });

  it('follow a shift past midnight back to the day it started', () => {
    expect(shiftRunningSince(late, { date: '2025-03-04', time: '01:30' })).toBe('2025-03-03');
    // Friday night's shift runs into Saturday; Saturday night's does not exist.
    expect(shiftRunningSince(late, { date: '2025-03-08', time: '01:00' })).toBe('2025-03-07');
    expect(shiftRunningSince(late, { date: '2025-03-08', time: '23:00' })).toBeNull();
    expect(shiftRunningSince(late, { date: '2025-03-04', time: '02:00' })).toBeNull();
  });

  it('apply dates to the shift’s own day', () => {
    const grant = { assignment_id: 1, role: 'manager', shift: late, starts_on: null, ends_on: '2025-03-03' };
    expect(scopedGrantApplies(grant, { date: '2025-03-04', time: '01:00' })).toBe(true);
    expect(scopedGrantApplies(grant, { date: '2025-03-04', time: '22:30' })).toBe(false);
    const dated = { assignment_id: 2, role: 'manager', shift: null, starts_on: '2025-03-05', ends_on: null };
    expect(scopedGrantApplies(dated, { date: '2025-03-04', time: '12:00' })).toBe(false);
    expect(scopedGrantApplies(dated, { date: '2025-03-05', time: '00:00' })).toBe(true);
  });

  it('add a scoped role’s permissions to the base only while it applies', () => {
    const grants = {
      base: ['reservations.read'],
      scoped: [
        {
          assignment_id: 1,
          role: 'manager',
          shift: dinner,
          starts_on: null,
          ends_on: null,
          permissions: ['tables.manage'],
        },
      ],
    };
    expect([...effectivePermissionsAt(grants, { date: '2025-03-03', time: '19:00' })].sort()).toEqual([
      'reservations.read',
      'tables.manage',
    ]);
    expect([...effectivePermissionsAt(grants, { date: '2025-03-03', time: '12:00' })]).toEqual([
      'reservations.read',
    ]);
  });
});
