import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  COALESCE_MS,
  edit,
  HISTORY_LIMIT,
  redo,
  startHistory,
  undo,
} from './edit-history.js';

describe('template edit history (spec §4 undo/redo)', () => {
  it('undoes and redoes edits in order', () => {
    let h = startHistory('a');
    h = edit(h, 'ab', 'body', 0);
    h = edit(h, 'abc', 'subject', 10);
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    expect(h.present).toBe('ab');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('ab');
    h = redo(h);
    expect(h.present).toBe('abc');
    expect(redo(h)).toBe(h);
  });

  it('editing clears the redo history', () => {
    let h = startHistory('a');
    h = edit(h, 'b', 'body', 0);
    h = edit(h, 'c', 'subject', 5_000);
    h = undo(h);
    expect(canRedo(h)).toBe(true);
    h = edit(h, 'd', 'body', 10_000);
    expect(canRedo(h)).toBe(false);
    expect(h.past).toEqual(['a', 'b']);
  });

  it('coalesces a run of typing in one field, but not across a pause or another field', () => {
    let h = startHistory('');
    h = edit(h, 'H', 'body', 0);
    h = edit(h, 'He', 'body', 100);
    h = edit(h, 'Hel', 'body', 200);
    expect(h.past).toEqual(['']);
    h = edit(h, 'Hel!', 'body', 200 + COALESCE_MS);
    expect(h.past).toEqual(['', 'Hel']);
    h = edit(h, 'Hel!?', 'subject', 200 + COALESCE_MS + 10);
    expect(h.past).toEqual(['', 'Hel', 'Hel!']);
    // After an undo the next edit is a step of its own.
    h = undo(h);
    h = edit(h, 'X', 'subject', 200 + COALESCE_MS + 20);
    expect(h.past).toEqual(['', 'Hel', 'Hel!']);
  });

  it('ignores an edit that changes nothing and keeps at most the limit', () => {
    const h0 = startHistory(0);
    expect(edit(h0, 0, 'x', 0)).toBe(h0);
    let h = h0;
    for (let i = 1; i <= HISTORY_LIMIT + 20; i += 1) h = edit(h, i, `f${i % 2}`, i * 10);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
  });
});
