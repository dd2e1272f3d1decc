import { describe, expect, it } from 'vitest';
import type { FloorPlanLayout } from '../../../src-shared/schemas/seating.js';
import { itemLabel, itemsOf } from './editor-items.js';
import { layoutUpdate } from './editor-model.js';

const layout: FloorPlanLayout = {
  id: '01900000-0000-7000-8000-000000000001',
  restaurant_id: 1,
  seating_area_id: null,
  name: 'Main',
  tables: [{ table_id: 't1', position: { x: 10, y: 20 }, rotation: 90, width: 70, height: 60, version: 3 }],
  elements: [
    {
      id: 'r1',
      kind: 'room',
      name: 'Terrace',
      position: { x: 0, y: 0 },
      rotation: 0,
      width: 400,
      height: 300,
      version: 2,
    },
  ],
  live_status: [],
  createdDate: '2026-11-27T08:00:00.000Z',
  updated_at: '2026-11-27T08:00:00.000Z',
};

describe('editor items', () => {
  it('joins layout tables with their dining tables, rooms first, and round-trips unchanged', () => {
    const items = itemsOf(layout, [{ id: 't1', name: 'T1', max_covers: 6, shape: 'round' }]);
    expect(items.map((i) => [i.kind, i.name, i.seats, i.shape, i.x, i.rotation, i.version])).toEqual([
      ['room', 'Terrace', 0, 'square', 0, 0, 2],
      ['table', 'T1', 6, 'round', 10, 90, 3],
    ]);
    expect(layoutUpdate(items, items)).toEqual({ tables: [], elements: [] });
    expect(itemsOf(null, [])).toEqual([]);
    expect(items.map((i) => itemLabel(i))).toEqual(['Terrace (room)', 'Table T1, 6 seats, round']);
  });
});
