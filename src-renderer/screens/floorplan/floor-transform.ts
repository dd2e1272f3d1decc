// Screen ↔ world coordinates of the floor plan under zoom and pan: screen = world × scale + offset.
export interface FloorTransform {
  scale: number;
  x: number;
  y: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const MIN_SCALE = 0.25;
export const MAX_SCALE = 4;

export function worldToScreen(t: FloorTransform, p: Point): Point {
  return { x: p.x * t.scale + t.x, y: p.y * t.scale + t.y };
}

export function screenToWorld(t: FloorTransform, p: Point): Point {
  return { x: (p.x - t.x) / t.scale, y: (p.y - t.y) / t.scale };
}

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** Zooms by `factor` keeping the world point under `anchor` (screen) where it is. */
export function zoomAt(t: FloorTransform, anchor: Point, factor: number): FloorTransform {
  const scale = clampScale(t.scale * factor);
  const world = screenToWorld(t, anchor);
  return { scale, x: anchor.x - world.x * scale, y: anchor.y - world.y * scale };
}

export function panBy(t: FloorTransform, dx: number, dy: number): FloorTransform {
  return { ...t, x: t.x + dx, y: t.y + dy };
}

/** The transform that shows `bounds` centred in a viewport with `padding` px around it. */
export function fitBounds(
  bounds: Bounds,
  viewport: { width: number; height: number },
  padding = 32,
): FloorTransform {
  const w = Math.max(1, bounds.maxX - bounds.minX);
  const h = Math.max(1, bounds.maxY - bounds.minY);
  const scale = clampScale(Math.min((viewport.width - padding * 2) / w, (viewport.height - padding * 2) / h));
  return {
    scale,
    x: (viewport.width - w * scale) / 2 - bounds.minX * scale,
    y: (viewport.height - h * scale) / 2 - bounds.minY * scale,
  };
}

/** Text resolution that keeps labels sharp at this zoom on this screen (capped to bound memory). */
export function textResolution(scale: number, devicePixelRatio: number): number {
  return Math.min(8, Math.max(1, Math.ceil(scale * devicePixelRatio * 2) / 2));
}
