import { describe, expect, it } from 'vitest';
import { arrivalCounts, visibleGuests } from './guest-list-filter.js';

const entry = (
  first: string,
  extra: Partial<{ checked_in: boolean; deleted_at: string | null; guest_count: number }> = {},
) => ({
  first_name: first,
  last_name: 'Smith',
  mobileNumber: '+44 7700 900000',
  email: `${first.toLowerCase()}@example.test`,
  notes: '',
  deleted_at: null,
  checked_in: false,
  guest_count: 2,
  ...extra,
});

describe('guest list filter', () => {
  it('hides soft-deleted entries and matches name, phone or email', () => {
    const rows = [entry('Ava'), entry('Leo', { deleted_at: '2026-01-01T00:00:00Z' }), entry('Mia')];
    expect(visibleGuests(rows, '').map((r) => r.first_name)).toEqual(['Ava', 'Mia']);
    expect(visibleGuests(rows, 'mia@').map((r) => r.first_name)).toEqual(['Mia']);
    expect(visibleGuests(rows, 'leo')).toEqual([]);
  });

  it('counts guests and covers checked in', () => {
    expect(arrivalCounts([entry('Ava', { checked_in: true, guest_count: 4 }), entry('Mia')])).toEqual({
      guests: 2,
      checkedIn: 1,
      covers: 6,
      coversIn: 4,
    });
  });
});
