import { describe, expect, it } from 'vitest';
import { CONTACT_MASK } from '../../../src-shared/access/contact-mask.js';
import type { GuestListEntry } from '../../../src-shared/schemas/guest-list.js';
import { schemaErrors } from '../../kit/use-entity-form.js';
import { EMPTY_GUEST, guestFormSchema, guestPatch } from './guest-form-values.js';
import { withRow } from './use-guest-writes.js';

const before = { ...EMPTY_GUEST, first_name: 'Ava', last_name: 'Stone', email: CONTACT_MASK };

describe('guest form', () => {
  it("refuses what the server refuses, with the server's words", () => {
    expect(schemaErrors(guestFormSchema, { ...EMPTY_GUEST, guest_count: 0, email: 'nope' })).toEqual({
      first_name: 'First name is required',
      guest_count: 'Guest count must be at least 1',
      email: 'Enter a valid email address',
    });
    expect(schemaErrors(guestFormSchema, before)).toEqual({});
  });

  it('an edit sends only the changed fields, trimmed, and never a masked contact left as it was', () => {
    expect(guestPatch(before, { ...before, first_name: ' Eva ', guest_count: 4 })).toEqual({
      first_name: 'Eva',
      guest_count: 4,
    });
    expect(guestPatch(before, before)).toEqual({});
  });
});

describe('the list after a queued write', () => {
  const g = (id: string, extra: Partial<GuestListEntry> = {}) =>
    ({ id, date: '2030-01-01', deleted_at: null, ...extra }) as GuestListEntry;
  const list = [g('a'), g('b')];

  it('replaces an edited row, adds a new one of the day, drops a removed or moved one', () => {
    expect(withRow(list, g('b', { notes: 'x' }), '2030-01-01')[1]?.notes).toBe('x');
    expect(withRow(list, g('c'), '2030-01-01').map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(withRow(list, g('a', { deleted_at: 'now' }), '2030-01-01').map((r) => r.id)).toEqual(['b']);
    expect(withRow(list, g('a', { date: '2030-01-02' }), '2030-01-01').map((r) => r.id)).toEqual(['b']);
    expect(withRow(list, g('c'), '2030-01-02').map((r) => r.id)).toEqual(['a', 'b']);
  });
});
