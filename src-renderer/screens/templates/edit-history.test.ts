import { describe, expect, it } from 'vitest';
import * as history from './edit-history.js';

describe('template edit history (spec §4 undo/redo)', () => {
  it('undoes and redoes edits in order', () => {
    let h = history.startHistory('a');
    h = history.edit(h, 'ab', 'body', 0);
    h = history.edit(h, 'abc', 'subject', 10);
    expect(history.canUndo(h)).toBe(true);
    expect(history.canRedo(h)).toBe(false);
    for (const present of ['ab', 'a']) {
      h = history.undo(h);
      expect(h.present).toBe(present);
    }
    expect(history.canUndo(h)).toBe(false);
    expect(history.undo(h)).toBe(h);
    for (const present of ['ab', 'abc']) {
      h = history.redo(h);
      expect(h.present).toBe(present);
    }
    expect(history.redo(h)).toBe(h);
  });

  it('editing clears the redo history', () => {
    let h = history.startHistory('a');
    h = history.edit(h, 'b', 'body', 0);
    h = history.edit(h, 'c', 'subject', 5_000);
    h = history.undo(h);
    expect(history.canRedo(h)).toBe(true);
    h = history.edit(h, 'd', 'body', 10_000);
    expect(history.canRedo(h)).toBe(false);
    expect(h.past).toEqual(['a', 'b']);
  });

  it('coalesces a run of typing in one field, but not across a pause or another field', () => {
    let h = history.startHistory('');
    h = history.edit(h, 'H', 'body', 0);
    h = history.edit(h, 'He', 'body', 100);
    h = history.edit(h, 'Hel', 'body', 200);
    expect(h.past).toEqual(['']);
    h = history.edit(h, 'Hel!', 'body', 200 + history.COALESCE_MS);
    expect(h.past).toEqual(['', 'Hel']);
    h = history.edit(h, 'Hel!?', 'subject', 200 + history.COALESCE_MS + 10);
    expect(h.past).toEqual(['', 'Hel', 'Hel!']);
    // After an undo the next edit is a step of its own.
    h = history.undo(h);
    h = history.edit(h, 'X', 'subject', 200 + history.COALESCE_MS + 20);
    expect(h.past).toEqual(['', 'Hel', 'Hel!']);
  });

  it('ignores an edit that changes nothing and keeps at most the limit', () => {
    const h0 = history.startHistory(0);
    expect(history.edit(h0, 0, 'x', 0)).toBe(h0);
    let h = h0;
    for (let i = 1; i <= history.HISTORY_LIMIT + 20; i += 1) h = history.edit(h, i, `f${i % 2}`, i * 10);
    expect(h.past).toHaveLength(history.HISTORY_LIMIT);
  });
});
