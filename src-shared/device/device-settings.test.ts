import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEVICE_SETTINGS,
  deviceSettingsSchema,
  newBookingIds,
  shouldLock,
  terminalLabel,
} from './device-settings.js';

const refusal = (patch: object) => {
  const parsed = deviceSettingsSchema.safeParse({ ...DEFAULT_DEVICE_SETTINGS, ...patch });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('device settings', () => {
  it('accepts the defaults and refuses bad values naming the setting', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ terminal_name: 'x'.repeat(61) })).toBe('Terminal name cannot exceed 60 characters');
    expect(refusal({ terminal_name: 'Bar\u0007' })).toBe('Terminal name cannot contain control characters');
    expect(refusal({ landing_screen: 'settings' })).toMatch(/^Landing screen must be one of dashboard/);
    expect(refusal({ auto_lock_minutes: -1 })).toBe('Auto-lock cannot be negative');
    expect(refusal({ auto_lock_minutes: 2.5 })).toBe('Auto-lock must be a whole number of minutes');
    expect(
      deviceSettingsSchema.parse({ ...DEFAULT_DEVICE_SETTINGS, terminal_name: '  Host stand ' })
        .terminal_name,
    ).toBe('Host stand');
  });

  it('names a terminal by its name and short id, or by its id alone', () => {
    const id = '0b8e6d0c-3c1f-4a55-9d7e-2f1a9b7c6d5e';
    expect(terminalLabel('Host stand', id)).toBe('Host stand (0b8e6d0c)');
    expect(terminalLabel('   ', id)).toBe(id);
  });

  it('locks only when auto-lock is on and the idle time has run out', () => {
    const minute = 60_000;
    expect(shouldLock(0, 0, 1000 * minute)).toBe(false);
    expect(shouldLock(5, 0, 5 * minute - 1)).toBe(false);
    expect(shouldLock(5, 0, 5 * minute)).toBe(true);
  });

  it('announces bookings that appear after the first load only', () => {
    expect(newBookingIds(null, ['a', 'b'])).toEqual([]);
    expect(newBookingIds(new Set(['a', 'b']), ['a', 'b'])).toEqual([]);
    expect(newBookingIds(new Set(['a']), ['a', 'c', 'd'])).toEqual(['c', 'd']);
    // A cancelled or moved booking leaving the day is no new booking.
    expect(newBookingIds(new Set(['a', 'b']), ['a'])).toEqual([]);
  });
});
