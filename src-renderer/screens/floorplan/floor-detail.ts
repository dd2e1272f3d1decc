// What of a table is worth drawing at the current zoom: labels smaller than a readable size on
// screen are hidden (at the overview zoom of a large floor they are unreadable specks that cost the
// most glyph quads), and tables outside the view are culled. Pure functions, tested without WebGL.
import type { FloorTransform } from './floor-transform.js';

/** Labels smaller than this on screen (CSS px) are not drawn. */
export const MIN_LABEL_PX = 7;
/** World-space font sizes of the table name and the seats/timer line. */
export const NAME_FONT_PX = 13;
export const DETAIL_FONT_PX = 10;

/** Whether the table's name and its seats/timer line are drawn. */
export type LabelDetail = Record<'name' | 'detail', boolean>;

export function labelDetail(scale: number): LabelDetail {
  return { name: NAME_FONT_PX * scale >= MIN_LABEL_PX, detail: DETAIL_FONT_PX * scale >= MIN_LABEL_PX };
}

/** A table's reach around its centre in world units, whatever its rotation (ring included). */
export function tableReach(width: number, height: number): number {
  return Math.hypot(width, height) / 2 + 6;
}

export interface Viewport {
  width: number;
  height: number;
}

/** Whether a circle of `reach` around the world point (cx, cy) shows in the viewport. */
export function inView(
  cx: number,
  cy: number,
  reach: number,
  t: FloorTransform,
  viewport: Viewport,
): boolean {
  const x = cx * t.scale + t.x;
  const y = cy * t.scale + t.y;
  const r = reach * t.scale;
  return x + r >= 0 && y + r >= 0 && x - r <= viewport.width && y - r <= viewport.height;
}
