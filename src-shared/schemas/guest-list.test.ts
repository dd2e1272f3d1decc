import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../ids.js';
import {
  addGuestListBulkSchema,
  addGuestListEntrySchema,
  blacklistStatusSchema,
  bulkCheckInSchema,
} from './guest-list.js';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('guest list', () => {
  it('adds entries for a date with defaults', () => {
    expect(addGuestListEntrySchema.parse({ date: '2026-06-12', first_name: 'Alan' })).toMatchObject({
      guest_count: 1,
      reservation_id: null,
      email: '',
    });
    expect(
      messages(addGuestListEntrySchema.safeParse({ date: '2026-06-12', first_name: 'Alan', guest_count: 0 })),
    ).toEqual(['Guest count must be at least 1']);
    expect(messages(addGuestListBulkSchema.safeParse({ entries: [] }))).toEqual(['Add at least one guest']);
  });

  it('requires a reason to blacklist, not to lift it', () => {
    expect(messages(blacklistStatusSchema.safeParse({ blacklisted: true }))).toEqual([
      'Give a reason when blacklisting a guest',
    ]);
    expect(blacklistStatusSchema.parse({ blacklisted: false })).toEqual({
      blacklisted: false,
      blacklist_reason: null,
    });
  });

  it('checks in many at once', () => {
    expect(bulkCheckInSchema.parse({ ids: [uuidv7()] }).checked_in).toBe(true);
    expect(messages(bulkCheckInSchema.safeParse({ ids: ['x'] }))).toEqual(['Id must be a UUID']);
  });
});
