// A saved layout as editor items and back: tables take their name, seats and shape from the
// restaurant's dining tables; rooms, walls and labels carry their own.
import type { FloorPlanLayout, Table } from '../../../src-shared/schemas/seating.js';
import { english, type Translate } from '../../i18n/translate.js';
import { EDITOR_SHAPES, type EditorItem } from './editor-model.js';

type TableRow = Pick<Table, 'id' | 'name' | 'max_covers' | 'shape'>;

export function itemsOf(
  layout: FloorPlanLayout | null,
  tables: readonly TableRow[],
  t: Translate = english,
): EditorItem[] {
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
    ...layout.tables.map((placed) => {
      const row = byId.get(placed.table_id);
      return {
        id: placed.table_id,
        kind: 'table' as const,
        name: row?.name ?? t('floorEditor.item.unknownTable'),
        seats: row?.max_covers ?? 2,
        shape: row?.shape ?? 'square',
        ...box(placed),
        version: placed.version,
      };
    }),
  ];
}

/** How an item is named in the element list and to screen readers. */
export function itemLabel(i: EditorItem, t: Translate = english): string {
  if (i.kind === 'table')
    return t('floorEditor.item.table', { name: i.name, count: i.seats, shape: shapeLabel(i.shape, t) });
  if (i.kind === 'wall') return t('floorEditor.item.wall', { length: Math.round(i.width) });
  return t('floorEditor.item.element', {
    name: i.name || t('floorEditor.item.untitled'),
    kind: t(`floorEditor.kinds.${i.kind}`),
  });
}

/** A table shape in the console's language (a shape the editor does not offer stays as stored). */
export function shapeLabel(shape: string, t: Translate = english): string {
  return EDITOR_SHAPES.includes(shape as never) ? t(`floorEditor.shapes.${shape}`) : shape;
}
