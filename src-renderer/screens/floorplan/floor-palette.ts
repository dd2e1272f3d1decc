// Colours of the live states on the canvas and in the legend.
import type { LiveState } from './table-live-status.js';

export const LIVE_FILL: Record<LiveState, number> = {
  free: 0xdcfce7,
  reserved_soon: 0xbfdbfe,
  // Violet, far from the pale blue of "reserved soon" and the greens of free and seated.
  arrived: 0xa78bfa,
  seated: 0x34d399,
  running_late: 0xfbbf24,
  blocked: 0xd1d5db,
};

export const OUTLINE = 0x334155;
export const SELECTED = 0x1d4ed8;
export const HOVER = 0xf97316;
export const LABEL = 0x0f172a;

export function cssColour(value: number): string {
  return `#${value.toString(16).padStart(6, '0')}`;
}

/** Rooms, walls and labels of the layout, drawn behind the tables (issue 13). */
export const ROOM_FILL = 0xf1f5f9;
export const ROOM_EDGE = 0x94a3b8;
export const WALL = 0x475569;
