import { describe, expect, it } from 'vitest';
import { blockLabel } from './block-label.js';

describe('block label', () => {
  it('reads like "Jane Doe, 4 guests, 19:30–21:15, T4"', () => {
    expect(
      blockLabel({
        first_name: 'Jane',
        last_name: 'Doe',
        guest_count: 4,
        time: '19:30',
        duration_minutes: 105,
        table_number: 'T4',
        status: 'Booked',
      }),
    ).toBe('Jane Doe, 4 guests, 19:30–21:15, T4');
    expect(
      blockLabel({
        first_name: 'Walk-in',
        last_name: '',
        guest_count: 1,
        time: '23:30',
        duration_minutes: 60,
        table_number: '',
        status: 'Seated',
      }),
    ).toBe('Walk-in, 1 guest, 23:30–00:30, unassigned');
  });
});
