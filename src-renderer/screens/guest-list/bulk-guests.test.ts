import { describe, expect, it } from 'vitest';
import { BULK_GUEST_LIMIT, parseBulkGuests } from './bulk-guests.js';

const day = '2026-11-29';

describe('bulk guests', () => {
  it('reads name, party, mobile, email and notes by commas or tabs, skipping blank lines', () => {
    const { entries, errors } = parseBulkGuests(
      'Ava Marie Stone, 4, +44 7700 900001, ava@example.test, window seat\n\nLeo\nMia Park\t2\t\tmia@example.test',
      day,
    );
    expect(errors).toEqual([]);
    expect(entries).toEqual([
      expect.objectContaining({
        date: day,
        first_name: 'Ava',
        last_name: 'Marie Stone',
        guest_count: 4,
        mobileNumber: '+44 7700 900001',
        email: 'ava@example.test',
        notes: 'window seat',
      }),
      expect.objectContaining({ first_name: 'Leo', last_name: '', guest_count: 1, email: '' }),
      expect.objectContaining({ first_name: 'Mia', last_name: 'Park', guest_count: 2, mobileNumber: '' }),
    ]);
  });

  it("names each bad line with the server's reason", () => {
    const { errors } = parseBulkGuests('Ava, 0\n, 2\nLeo, two\nMia, 2, , not-an-email', day);
    expect(errors).toEqual([
      { line: 1, reason: 'Guest count must be at least 1' },
      { line: 2, reason: 'First name is required' },
      { line: 3, reason: 'Guest count must be a number' },
      { line: 4, reason: 'Enter a valid email address' },
    ]);
  });

  it('refuses more guests than one bulk add takes', () => {
    const text = Array.from({ length: BULK_GUEST_LIMIT + 1 }, (_, i) => `Guest ${i}`).join('\n');
    expect(parseBulkGuests(text, day).errors[0]).toEqual({
      line: 0,
      reason: `No more than ${BULK_GUEST_LIMIT} guests at once`,
    });
  });
});
