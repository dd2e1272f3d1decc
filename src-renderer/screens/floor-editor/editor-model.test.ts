import { describe, expect, it } from 'vitest';
import type { EditorItem } from './editor-model.js';
import * as model from './editor-model.js';

const item = (id: string, over: Partial<EditorItem> = {}): EditorItem => ({
  id,
  kind: 'table',
  name: id,
  seats: 4,
  shape: 'square',
  x: 0,
  y: 0,
  width: 80,
  height: 60,
  rotation: 0,
  version: 1,
  ...over,
});
const ids = (...list: string[]) => new Set(list);

describe('history', () => {
  it('undoes and redoes committed steps, and a new step clears the redo list', () => {
    const a = [item('a')];
    const b = model.moveBy(a, ids('a'), 10, 0);
    const c = model.moveBy(b, ids('a'), 10, 0);
    let h = model.commit(model.commit(model.historyOf(a), b), c);
    h = model.undo(h);
    expect(h.present).toBe(b);
    h = model.undo(h);
    expect(h.present).toBe(a);
    expect(model.undo(h)).toBe(h);
    h = model.redo(h);
    expect(h.present).toBe(b);
    h = model.commit(h, model.moveBy(b, ids('a'), 0, 5));
    expect(h.future).toEqual([]);
    expect(model.redo(h)).toBe(h);
    expect(model.commit(h, h.present)).toBe(h);
  });
});

describe('moves, snapping and alignment', () => {
  it('snaps values to the grid and moves the selection with its lead on the grid', () => {
    expect(model.snapTo(23, 10)).toBe(20);
    expect(model.snapTo(23, 0)).toBe(23);
    const items = [item('a', { x: 3, y: 4 }), item('b', { x: 50, y: 50 }), item('c')];
    const moved = model.moveBy(items, ids('a', 'b'), 18, 18, 10);
    expect(moved.map((i) => [i.x, i.y])).toEqual([
      [20, 20],
      [67, 66],
      [0, 0],
    ]);
    expect(moved[2]).toBe(items[2]);
    expect(model.moveBy(items, ids('zz'), 5, 5)).toBe(items);
  });

  it('maps arrow keys to a grid step, or 1 px with Shift', () => {
    expect(model.keyboardDelta('ArrowLeft', false, 10)).toEqual({ dx: -10, dy: 0 });
    expect(model.keyboardDelta('ArrowDown', true, 10)).toEqual({ dx: 0, dy: 1 });
    expect(model.keyboardDelta('a', false, 10)).toBeNull();
  });

  it('aligns a multi-selection left, top or on its centre, and ignores a single item', () => {
    const items = [
      item('a', { x: 10, y: 40 }),
      item('b', { x: 100, y: 20, width: 40 }),
      item('c', { x: 500 }),
    ];
    expect(model.align(items, ids('a', 'b'), 'left').map((i) => i.x)).toEqual([10, 10, 500]);
    expect(model.align(items, ids('a', 'b'), 'top').map((i) => i.y)).toEqual([20, 20, 0]);
    // Bounding box 10…140, centre 75.
    expect(model.align(items, ids('a', 'b'), 'centre').map((i) => i.x)).toEqual([35, 55, 500]);
    expect(model.align(items, ids('a'), 'left')).toBe(items);
  });
});

describe('rotate and resize', () => {
  it('rotates the top toward the pointer, snapping to 15° steps', () => {
    const a = item('a', { x: 0, y: 0, width: 100, height: 100 });
    expect(model.rotateToward(a, { x: 150, y: 50 }, false).rotation).toBe(90);
    expect(model.rotateToward(a, { x: 50, y: 150 }, false).rotation).toBe(180);
    expect(model.rotateToward(a, { x: -50, y: 48 }, true).rotation).toBe(270);
    expect(model.rotateToward(a, { x: 50, y: -100 }, true)).toBe(a);
  });

  it('resizes from the bottom-right corner keeping the top-left corner, also when rotated', () => {
    const a = item('a', { x: 10, y: 10, width: 80, height: 60 });
    expect(model.resizeToward(a, { x: 130, y: 90 }, 0)).toMatchObject({
      x: 10,
      y: 10,
      width: 120,
      height: 80,
    });
    expect(model.resizeToward(a, { x: 0, y: 0 }, 0)).toMatchObject({ width: 8, height: 8 });
    const turned = item('b', { x: 0, y: 0, width: 100, height: 50, rotation: 90 });
    const corner = model.resizeHandle(turned);
    const grown = model.resizeToward(turned, { x: corner.x, y: corner.y + 50 }, 0);
    expect(grown.width).toBeCloseTo(150);
    expect(grown.height).toBeCloseTo(50);
  });
});

describe('saving', () => {
  const base = [item('a'), item('b'), item('r', { kind: 'room', name: 'Garden', version: 3 })];

  it('sends only changed items with the version bumped, and removed ones as tombstones', () => {
    const present = [model.moveBy(base, ids('a'), 5, 0)[0] as EditorItem, item('n', { version: 0 })];
    expect(model.isDirty(base, base)).toBe(false);
    expect(model.dirtySet(base, present).removed.map((i) => i.id)).toEqual(['b', 'r']);
    const update = model.layoutUpdate(base, present);
    expect(update.tables).toEqual([
      { table_id: 'a', position: { x: 5, y: 0 }, rotation: 0, width: 80, height: 60, version: 2 },
      { table_id: 'n', position: { x: 0, y: 0 }, rotation: 0, width: 80, height: 60, version: 1 },
      {
        table_id: 'b',
        position: { x: 0, y: 0 },
        rotation: 0,
        width: 80,
        height: 60,
        version: 2,
        deleted: true,
      },
    ]);
    expect(update.elements).toEqual([
      {
        id: 'r',
        kind: 'room',
        name: 'Garden',
        position: { x: 0, y: 0 },
        rotation: 0,
        width: 80,
        height: 60,
        version: 4,
        deleted: true,
      },
    ]);
  });

  it('names the table rows to create and those whose name, seats or shape changed', () => {
    const present = [item('a', { seats: 6 }), item('b'), item('n', { version: 0 })];
    const rows = model.tableRowChanges(base, present, ids('a', 'b'));
    expect(rows.create.map((i) => i.id)).toEqual(['n']);
    expect(rows.update.map((i) => i.id)).toEqual(['a']);
  });

  it('sizes new items by kind and names new tables after the highest T number', () => {
    expect(model.defaultSize('wall', 'square', 0)).toEqual({ width: 200, height: 8 });
    expect(model.defaultSize('table', 'rectangle', 8)).toEqual({ width: 160, height: 60 });
    expect(model.nextTableName(['T1', 'T12', 'Bar 3', 't4'])).toBe('T13');
    expect(model.nextTableName([])).toBe('T1');
  });
});
