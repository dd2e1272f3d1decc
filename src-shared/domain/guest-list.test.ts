import { describe, expect, it } from 'vitest';
import { guestsToCheckIn, guestsToRemove } from './guest-list.js';

const g = (id: string, checked_in: boolean, deleted_at: string | null = null) => ({
  id,
  checked_in,
  deleted_at,
});

describe('guest list whole-day actions', () => {
  const day = [g('a', false), g('b', true), g('c', false, '2030-01-01T10:00:00Z'), g('d', false)];

  it('checks in every live guest not yet checked in', () => {
    expect(guestsToCheckIn(day).map((e) => e.id)).toEqual(['a', 'd']);
  });

  it('removes every live guest, never one already removed', () => {
    expect(guestsToRemove(day).map((e) => e.id)).toEqual(['a', 'b', 'd']);
  });
});
