import { describe, expect, it } from 'vitest';
import { ADJACENT_GAP, checkAdjacency, tableGap } from './table-adjacency.js';

const at = (table_id: string, x: number, y: number, width = 60, height = 60, rotation = 0) => ({
  table_id,
  position: { x, y },
  rotation,
  width,
  height,
});

describe('tableGap', () => {
  it('is 0 for touching or overlapping tables and the box distance otherwise', () => {
    expect(tableGap(at('a', 0, 0), at('b', 60, 0))).toBe(0);
    expect(tableGap(at('a', 0, 0), at('b', 30, 30))).toBe(0);
    expect(tableGap(at('a', 0, 0), at('b', 100, 0))).toBe(40);
    expect(tableGap(at('a', 0, 0), at('b', 90, 100))).toBeCloseTo(Math.hypot(30, 40));
  });

  it('turns a long table about its centre: a quarter turn makes it tall', () => {
    // 120×40 at (0,0): centre (60,20). Turned 90°, it spans x 40–80 and y −40–80.
    const long = at('a', 0, 0, 120, 40, 90);
    expect(tableGap(long, at('b', 80, 0, 40, 40))).toBeCloseTo(0);
    expect(tableGap(at('a', 0, 0, 120, 40), at('b', 0, 100, 40, 40))).toBeCloseTo(60);
    expect(tableGap(long, at('b', 0, 100, 40, 40))).toBeCloseTo(20);
  });
});

describe('checkAdjacency', () => {
  const layout = [at('t1', 0, 0), at('t2', 70, 0), at('t3', 140, 0), at('t9', 400, 400)];

  it('finds a row of tables together, whatever the order they were chosen in', () => {
    expect(checkAdjacency(['t3', 't1', 't2'], layout)).toEqual({
      together: true,
      groups: [['t3', 't1', 't2']],
      notOnLayout: [],
    });
  });

  it('names the groups that stand apart and the tables the layout does not place', () => {
    expect(checkAdjacency(['t1', 't9', 't2', 'tX'], layout)).toEqual({
      together: false,
      groups: [['t1', 't2'], ['t9']],
      notOnLayout: ['tX'],
    });
  });

  it('counts a gap up to a chair deep as adjacent, and no further', () => {
    expect(checkAdjacency(['a', 'b'], [at('a', 0, 0), at('b', 60 + ADJACENT_GAP, 0)]).together).toBe(true);
    expect(checkAdjacency(['a', 'b'], [at('a', 0, 0), at('b', 61 + ADJACENT_GAP, 0)]).together).toBe(false);
  });
});
