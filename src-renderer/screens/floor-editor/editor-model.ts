// The layout editor's model, pure so it is unit-tested without a canvas: the items on the layout
// (tables and rooms, walls, labels), the undo/redo history, snapping, aligning, keyboard moves,
// rotating and resizing about the same geometry the host floorplan draws (a position is the
// top-left corner before rotation; items rotate about their centre), and what a save sends: each
// changed item with its version bumped, each removed one as a tombstone (issue 13's per-element merge).
import type { SceneTable } from '../floorplan/public.js';
import type {
  LayoutElementKind,
  LayoutElementUpdate,
  LayoutTableUpdate,
} from '../../../src-shared/schemas/seating.js';

export type ItemKind = 'table' | LayoutElementKind;
export type EditorShape = 'round' | 'square' | 'rectangle';
export const EDITOR_SHAPES: readonly EditorShape[] = ['round', 'square', 'rectangle'];

/**
 * One element being edited: the scene's table fields (id, name, seats, shape, box and rotation; for
 * a room or label the name is its text, a wall has none, and only tables use seats and shape), its
 * kind, and the version the server last had (0 for an item not saved yet).
 */
export interface EditorItem extends SceneTable {
  kind: ItemKind;
  version: number;
}

/** A NumberInput's value as a number (it answers a string while the field is empty or partial). */
export const numberOr = (value: string | number, fallback: number) =>
  typeof value === 'number' ? value : fallback;

export const MIN_SIZE = 8;
export const ROTATE_SNAP_DEG = 15;
const HISTORY_LIMIT = 200;

// ——— History ———

export interface History {
  past: EditorItem[][];
  present: EditorItem[];
  future: EditorItem[][];
}

export const historyOf = (items: EditorItem[]): History => ({ past: [], present: items, future: [] });

/** Records `next` as one undoable step (nothing when it is the same list). */
export function commit(h: History, next: EditorItem[]): History {
  if (next === h.present) return h;
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

export function undo(h: History): History {
  const previous = h.past.at(-1);
  if (!previous) return h;
  return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] };
}

export function redo(h: History): History {
  const [next, ...rest] = h.future;
  if (!next) return h;
  return { past: [...h.past, h.present], present: next, future: rest };
}

// ——— Geometry ———

export const snapTo = (value: number, grid: number) => (grid > 0 ? Math.round(value / grid) * grid : value);
const round1 = (v: number) => Math.round(v * 10) / 10;
export const normaliseDeg = (deg: number) => round1(((deg % 360) + 360) % 360) % 360;

/** Applies `change` to the items with the given ids, keeping the list (and history) untouched if none match. */
export function updateItems(
  items: EditorItem[],
  ids: ReadonlySet<string>,
  change: (item: EditorItem) => EditorItem,
): EditorItem[] {
  let changed = false;
  const next = items.map((item) => {
    if (!ids.has(item.id)) return item;
    const updated = change(item);
    if (updated !== item) changed = true;
    return updated;
  });
  return changed ? next : items;
}

/** Moves the selection by (dx, dy); with a grid, the first selected item's corner lands on it. */
export function moveBy(
  items: EditorItem[],
  ids: ReadonlySet<string>,
  dx: number,
  dy: number,
  grid = 0,
): EditorItem[] {
  const lead = items.find((i) => ids.has(i.id));
  if (!lead) return items;
  const sx = grid ? snapTo(lead.x + dx, grid) - lead.x : dx;
  const sy = grid ? snapTo(lead.y + dy, grid) - lead.y : dy;
  if (sx === 0 && sy === 0) return items;
  return updateItems(items, ids, (i) => ({ ...i, x: round1(i.x + sx), y: round1(i.y + sy) }));
}

/** Arrow keys move by the grid step, Shift+arrow by 1 px; null for any other key. */
export function keyboardDelta(
  key: string,
  shift: boolean,
  gridStep: number,
): { dx: number; dy: number } | null {
  const step = shift ? 1 : gridStep;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}

export type Alignment = 'left' | 'top' | 'centre';

/** Aligns a multi-selection to its left edge, top edge or horizontal centre (unrotated boxes). */
export function align(items: EditorItem[], ids: ReadonlySet<string>, how: Alignment): EditorItem[] {
  const chosen = items.filter((i) => ids.has(i.id));
  if (chosen.length < 2) return items;
  if (how === 'left') {
    const left = Math.min(...chosen.map((i) => i.x));
    return updateItems(items, ids, (i) => (i.x === left ? i : { ...i, x: left }));
  }
  if (how === 'top') {
    const top = Math.min(...chosen.map((i) => i.y));
    return updateItems(items, ids, (i) => (i.y === top ? i : { ...i, y: top }));
  }
  const minX = Math.min(...chosen.map((i) => i.x));
  const maxX = Math.max(...chosen.map((i) => i.x + i.width));
  const centre = (minX + maxX) / 2;
  return updateItems(items, ids, (i) => {
    const x = round1(centre - i.width / 2);
    return x === i.x ? i : { ...i, x };
  });
}

const centreOf = (i: EditorItem) => ({ x: i.x + i.width / 2, y: i.y + i.height / 2 });
const rotate = (p: { x: number; y: number }, deg: number) => {
  const r = (deg * Math.PI) / 180;
  return { x: p.x * Math.cos(r) - p.y * Math.sin(r), y: p.x * Math.sin(r) + p.y * Math.cos(r) };
};

/** The rotate handle's world point: above the item's top edge, turning with it. */
export function rotateHandle(i: EditorItem, offset: number): { x: number; y: number } {
  const c = centreOf(i);
  const d = rotate({ x: 0, y: -i.height / 2 - offset }, i.rotation);
  return { x: c.x + d.x, y: c.y + d.y };
}

/** The resize handle's world point: the item's bottom-right corner, turning with it. */
export function resizeHandle(i: EditorItem): { x: number; y: number } {
  const c = centreOf(i);
  const d = rotate({ x: i.width / 2, y: i.height / 2 }, i.rotation);
  return { x: c.x + d.x, y: c.y + d.y };
}

/** Rotation that points the item's top at `p` (snapped to 15° steps when snapping). */
export function rotateToward(i: EditorItem, p: { x: number; y: number }, snap: boolean): EditorItem {
  const c = centreOf(i);
  const deg = (Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI + 90;
  const rotation = normaliseDeg(snap ? snapTo(deg, ROTATE_SNAP_DEG) : deg);
  return rotation === i.rotation ? i : { ...i, rotation };
}

/** Drags the bottom-right corner to `p` keeping the (rotated) top-left corner where it is. */
export function resizeToward(i: EditorItem, p: { x: number; y: number }, grid: number): EditorItem {
  const c = centreOf(i);
  const tl = rotate({ x: -i.width / 2, y: -i.height / 2 }, i.rotation);
  const corner = { x: c.x + tl.x, y: c.y + tl.y };
  const local = rotate({ x: p.x - corner.x, y: p.y - corner.y }, -i.rotation);
  const width = Math.max(MIN_SIZE, round1(grid ? snapTo(local.x, grid) : local.x));
  const height = Math.max(MIN_SIZE, round1(grid ? snapTo(local.y, grid) : local.y));
  if (width === i.width && height === i.height) return i;
  const half = rotate({ x: width / 2, y: height / 2 }, i.rotation);
  const centre = { x: corner.x + half.x, y: corner.y + half.y };
  return { ...i, width, height, x: round1(centre.x - width / 2), y: round1(centre.y - height / 2) };
}

// ——— Saving ———

const SAME_KEYS: (keyof EditorItem)[] = ['name', 'seats', 'shape', 'x', 'y', 'width', 'height', 'rotation'];
const sameItem = (a: EditorItem, b: EditorItem) => SAME_KEYS.every((k) => a[k] === b[k]);

/** What changed since the last save: items new or edited, and items removed. */
export function dirtySet(base: readonly EditorItem[], present: readonly EditorItem[]) {
  const before = new Map(base.map((i) => [i.id, i]));
  const now = new Set(present.map((i) => i.id));
  return {
    changed: present.filter((i) => {
      const b = before.get(i.id);
      return !b || !sameItem(b, i);
    }),
    removed: base.filter((i) => !now.has(i.id)),
  };
}

export const isDirty = (base: readonly EditorItem[], present: readonly EditorItem[]) => {
  const d = dirtySet(base, present);
  return d.changed.length + d.removed.length > 0;
};

/**
 * The layout update of a save: each changed or removed item at its version + 1 (a removed one as a
 * tombstone); unchanged items are not sent, so the merge keeps whatever another editor saved for them.
 */
export function layoutUpdate(base: readonly EditorItem[], present: readonly EditorItem[]) {
  const { changed, removed } = dirtySet(base, present);
  const tables: LayoutTableUpdate[] = [];
  const elements: LayoutElementUpdate[] = [];
  const put = (i: EditorItem, deleted: boolean) => {
    const geometry = {
      position: { x: i.x, y: i.y },
      rotation: i.rotation,
      width: i.width,
      height: i.height,
      version: i.version + 1,
      ...(deleted ? { deleted: true } : {}),
    };
    if (i.kind === 'table') tables.push({ table_id: i.id, ...geometry });
    else elements.push({ id: i.id, kind: i.kind, name: i.name, ...geometry });
  };
  for (const i of changed) put(i, false);
  for (const i of removed) put(i, true);
  return { tables, elements };
}

/** Tables whose own row (name, seats, shape) changed: new ones are created, edited ones updated. */
export function tableRowChanges(
  base: readonly EditorItem[],
  present: readonly EditorItem[],
  existing: ReadonlySet<string>,
) {
  const before = new Map(base.map((i) => [i.id, i]));
  const tables = present.filter((i) => i.kind === 'table');
  return {
    create: tables.filter((i) => !existing.has(i.id)),
    update: tables.filter((i) => {
      const b = before.get(i.id);
      return (
        existing.has(i.id) &&
        b !== undefined &&
        (b.name !== i.name || b.seats !== i.seats || b.shape !== i.shape)
      );
    }),
  };
}

/** A new item's default size by kind and shape. */
export function defaultSize(kind: ItemKind, shape: string, seats: number): { width: number; height: number } {
  if (kind === 'room') return { width: 400, height: 300 };
  if (kind === 'wall') return { width: 200, height: 8 };
  if (kind === 'label') return { width: 120, height: 32 };
  if (shape === 'rectangle') return { width: Math.max(100, seats * 20), height: 60 };
  return { width: 70, height: 70 };
}

/** The next free "T<n>" name among the given names. */
export function nextTableName(names: Iterable<string>): string {
  let max = 0;
  for (const n of names) {
    const m = /^T(\d+)$/i.exec(n.trim());
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `T${max + 1}`;
}
