import { describe, expect, it } from 'vitest';
import { liveElements, mergeByVersion, type Versioned } from './layout-merge.js';

interface El extends Versioned {
  id: string;
  x: number;
}
const el = (id: string, version: number, x = 0, deleted?: boolean): El =>
  deleted ? { id, version, x, deleted } : { id, version, x };
const merge = (stored: El[], incoming: El[]) => mergeByVersion(stored, incoming, (e) => e.id);

describe('mergeByVersion', () => {
  it('keeps both editors’ changes to different elements made from the same base', () => {
    const base = [el('a', 1), el('b', 1), el('c', 1)];
    const afterFirst = merge(base, [el('a', 2, 10), el('b', 1), el('c', 1)]);
    const afterSecond = merge(afterFirst, [el('a', 1), el('b', 2, 20), el('c', 1)]);
    expect(afterSecond).toEqual([el('a', 2, 10), el('b', 2, 20), el('c', 1)]);
  });

  it('lets the higher version win per element and keeps the stored one on a tie', () => {
    expect(merge([el('a', 3, 1)], [el('a', 4, 2)])).toEqual([el('a', 4, 2)]);
    expect(merge([el('a', 3, 1)], [el('a', 2, 2)])).toEqual([el('a', 3, 1)]);
    expect(merge([el('a', 3, 1)], [el('a', 3, 2)])).toEqual([el('a', 3, 1)]);
  });

  it('merges a delete as a tombstone, which an older edit cannot bring back', () => {
    const deleted = merge([el('a', 2), el('b', 1)], [el('a', 3, 0, true)]);
    expect(deleted).toEqual([el('a', 3, 0, true), el('b', 1)]);
    expect(liveElements(deleted)).toEqual([el('b', 1)]);
    // A second editor who moved `a` from version 2 sends version 3: the tie keeps the delete.
    expect(merge(deleted, [el('a', 3, 99)])).toEqual(deleted);
    // A later edit (version 4) restores it: the higher version wins either way.
    expect(liveElements(merge(deleted, [el('a', 4, 5)]))).toEqual([el('a', 4, 5), el('b', 1)]);
  });

  it('keeps elements the update does not mention and appends new ones in the update’s order', () => {
    expect(merge([el('a', 1)], [el('c', 0), el('b', 0)]).map((e) => e.id)).toEqual(['a', 'c', 'b']);
    expect(merge([], [])).toEqual([]);
  });

  it('is idempotent: merging the same update twice changes nothing', () => {
    const stored = [el('a', 1), el('b', 2)];
    const update = [el('a', 2, 3), el('d', 0)];
    const once = merge(stored, update);
    expect(merge(once, update)).toEqual(once);
  });
});
