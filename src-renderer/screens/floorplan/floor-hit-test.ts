// Which table is under a world point. A table's position is its top-left corner before rotation
// and it rotates about its centre; round and oval tables hit as ellipses, the rest as rectangles.
import type { Bounds, Point } from './floor-transform.js';

export interface PlacedTable {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees clockwise. */
  rotation: number;
  shape: string;
}

function localPoint(table: PlacedTable, p: Point): Point {
  const cx = table.x + table.width / 2;
  const cy = table.y + table.height / 2;
  const rad = (-table.rotation * Math.PI) / 180;
  const dx = p.x - cx;
  const dy = p.y - cy;
  return { x: dx * Math.cos(rad) - dy * Math.sin(rad), y: dx * Math.sin(rad) + dy * Math.cos(rad) };
}

export function containsPoint(table: PlacedTable, p: Point, slop = 0): boolean {
  const local = localPoint(table, p);
  const hw = table.width / 2 + slop;
  const hh = table.height / 2 + slop;
  if (table.shape === 'round' || table.shape === 'oval')
    return (local.x * local.x) / (hw * hw) + (local.y * local.y) / (hh * hh) <= 1;
  return Math.abs(local.x) <= hw && Math.abs(local.y) <= hh;
}

/** The topmost (last drawn) table containing the point, or null. */
export function hitTest(tables: readonly PlacedTable[], p: Point, slop = 0): PlacedTable | null {
  for (let i = tables.length - 1; i >= 0; i -= 1) {
    const table = tables[i];
    if (table && containsPoint(table, p, slop)) return table;
  }
  return null;
}

export function tablesBounds(tables: readonly PlacedTable[]): Bounds | null {
  if (tables.length === 0) return null;
  const b: Bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const t of tables) {
    // The rotated box's extent, from the half-diagonal (generous, never clips).
    const r = Math.hypot(t.width, t.height) / 2;
    const cx = t.x + t.width / 2;
    const cy = t.y + t.height / 2;
    b.minX = Math.min(b.minX, cx - r);
    b.minY = Math.min(b.minY, cy - r);
    b.maxX = Math.max(b.maxX, cx + r);
    b.maxY = Math.max(b.maxY, cy + r);
  }
  return b;
}
