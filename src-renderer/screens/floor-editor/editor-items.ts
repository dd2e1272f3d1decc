// A saved layout as editor items and back: tables take their name, seats and shape from the
// restaurant's dining tables; rooms, walls and labels carry their own.
import type { FloorPlanLayout, Table } from '../../../src-shared/schemas/seating.js';
import type { EditorItem } from './editor-model.js';

type TableRow = Pick<Table, 'id' | 'name' | 'max_covers' | 'shape'>;

export function itemsOf(layout: FloorPlanLayout | null, tables: readonly TableRow[]): EditorItem[] {
  if (!layout) return [];
  const byId = new Map(tables.map((t) => [t.id, t]));
  const box = (g: {
    position: { x: number; y: number };
    width: number;
    height: number;
    rotation: number;
  }) => ({
    x: g.position.x,
    y: g.position.y,
    width: g.width,
    height: g.height,
    rotation: g.rotation,
  });
  return [
    ...layout.elements.map((e) => ({
      id: e.id,
      kind: e.kind,
      name: e.name,
      seats: 0,
      shape: 'square',
      ...box(e),
      version: e.version,
    })),
    ...layout.tables.map((t) => {
      const row = byId.get(t.table_id);
      return {
        id: t.table_id,
        kind: 'table' as const,
        name: row?.name ?? 'Table',
        seats: row?.max_covers ?? 2,
        shape: row?.shape ?? 'square',
        ...box(t),
        version: t.version,
      };
    }),
  ];
}

/** How an item is named in the element list and to screen readers. */
export function itemLabel(i: EditorItem): string {
  if (i.kind === 'table') return `Table ${i.name}, ${i.seats} seats, ${i.shape}`;
  if (i.kind === 'wall') return `Wall ${Math.round(i.width)} long`;
  return `${i.name || 'Untitled'} (${i.kind})`;
}
