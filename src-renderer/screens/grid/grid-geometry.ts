// Grid timeline geometry: minutes ↔ x, rows ↔ y, 15-minute snapping. Pure, so drags and keyboard
// moves resolve the same way and unit tests pin the numbers.
import type { SeatingArea, Table } from '../../../src-shared/schemas/seating.js';
import type { Shift } from '../../../src-shared/schemas/shift.js';
import { MINUTES_PER_DAY, timeToMinutes, weekdayOf } from '../../../src-shared/time.js';

export const SLOT_MINUTES = 15;
export const PX_PER_MINUTE = 2;
export const TABLE_ROW_HEIGHT = 40;
export const AREA_ROW_HEIGHT = 28;
export const LABEL_WIDTH = 132;
export const HEADER_HEIGHT = 32;

export interface GridAxis {
  startMinute: number;
  endMinute: number;
  pxPerMinute: number;
}

export type GridRow =
  | { kind: 'area'; key: string; name: string }
  | {
      kind: 'table';
      key: string;
      table: Pick<Table, 'id' | 'name' | 'min_covers' | 'max_covers' | 'isActive'>;
      areaName: string;
    };

export function snapMinutes(minutes: number, step = SLOT_MINUTES): number {
  return Math.round(minutes / step) * step;
}

export function minuteToX(axis: GridAxis, minute: number): number {
  return (minute - axis.startMinute) * axis.pxPerMinute;
}

export function xToMinute(axis: GridAxis, x: number): number {
  return axis.startMinute + x / axis.pxPerMinute;
}

export function axisWidth(axis: GridAxis): number {
  return (axis.endMinute - axis.startMinute) * axis.pxPerMinute;
}

/**
 * The day's span: every active shift running that weekday, widened to cover any booking outside
 * them, snapped to whole hours. With neither, the whole day.
 */
export function dayAxis(
  date: string,
  shifts: readonly Pick<Shift, 'start_time' | 'end_time' | 'active_days' | 'is_active'>[],
  bookings: readonly { time: string; duration_minutes: number }[],
  pxPerMinute = PX_PER_MINUTE,
): GridAxis {
  const weekday = weekdayOf(date);
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (!shift.is_active || !shift.active_days.includes(weekday)) continue;
    const s = timeToMinutes(shift.start_time);
    let e = timeToMinutes(shift.end_time);
    if (e <= s) e += MINUTES_PER_DAY;
    start = Math.min(start, s);
    end = Math.max(end, e);
  }
  for (const booking of bookings) {
    const s = timeToMinutes(booking.time);
    start = Math.min(start, s);
    end = Math.max(end, s + booking.duration_minutes);
  }
  if (!Number.isFinite(start)) return { startMinute: 0, endMinute: MINUTES_PER_DAY, pxPerMinute };
  return { startMinute: Math.floor(start / 60) * 60, endMinute: Math.ceil(end / 60) * 60, pxPerMinute };
}

/** Tables grouped by seating area (area order, then table order); tables with no area come last. */
export function buildRows(
  tables: readonly Pick<
    Table,
    'id' | 'name' | 'min_covers' | 'max_covers' | 'isActive' | 'seating_area_id' | 'sort_order'
  >[],
  areas: readonly Pick<SeatingArea, 'id' | 'name' | 'sa_order'>[],
): GridRow[] {
  const byName = (a: { name: string }, b: { name: string }) =>
    a.name.localeCompare(b.name, undefined, { numeric: true });
  const sortedAreas = [...areas].sort((a, b) => a.sa_order - b.sa_order || byName(a, b));
  const groups: { key: string; name: string; areaId: string | null }[] = sortedAreas.map((a) => ({
    key: a.id,
    name: a.name,
    areaId: a.id,
  }));
  const known = new Set(areas.map((a) => a.id));
  if (tables.some((t) => t.seating_area_id === null || !known.has(t.seating_area_id)))
    groups.push({ key: 'no-area', name: 'No seating area', areaId: null });
  const rows: GridRow[] = [];
  for (const group of groups) {
    const members = tables
      .filter((t) =>
        group.areaId === null
          ? t.seating_area_id === null || !known.has(t.seating_area_id)
          : t.seating_area_id === group.areaId,
      )
      .sort((a, b) => a.sort_order - b.sort_order || byName(a, b));
    if (members.length === 0) continue;
    rows.push({ kind: 'area', key: `area-${group.key}`, name: group.name });
    for (const table of members) rows.push({ kind: 'table', key: table.id, table, areaName: group.name });
  }
  return rows;
}

export function rowHeight(row: GridRow): number {
  return row.kind === 'area' ? AREA_ROW_HEIGHT : TABLE_ROW_HEIGHT;
}

/** Top offset of every row plus the total height as the last element. */
export function rowOffsets(rows: readonly GridRow[]): number[] {
  const offsets = [0];
  let y = 0;
  for (const row of rows) {
    y += rowHeight(row);
    offsets.push(y);
  }
  return offsets;
}

/** Index of the row at content y (clamped to the rows). */
export function rowIndexAtY(offsets: readonly number[], y: number): number {
  const last = offsets.length - 2;
  if (last < 0) return -1;
  let lo = 0;
  let hi = last;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((offsets[mid] ?? 0) <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The nearest table row to `index` (an area header resolves to its first table), or -1. */
export function nearestTableRow(rows: readonly GridRow[], index: number): number {
  for (let d = 0; d < rows.length; d += 1) {
    if (rows[index + d]?.kind === 'table') return index + d;
    if (rows[index - d]?.kind === 'table') return index - d;
  }
  return -1;
}

/** The table row `steps` table rows away from `index` (area headers skipped), clamped at the ends. */
export function stepTableRow(rows: readonly GridRow[], index: number, steps: number): number {
  let current = index;
  const direction = Math.sign(steps);
  for (let left = Math.abs(steps); left > 0; left -= 1) {
    let next = current + direction;
    while (next >= 0 && next < rows.length && rows[next]?.kind !== 'table') next += direction;
    if (next < 0 || next >= rows.length) break;
    current = next;
  }
  return current;
}

/** Keeps a booking's start within the axis and its day (a move never changes the date). */
export function clampStart(axis: GridAxis, start: number): number {
  const earliest = Math.max(axis.startMinute, 0);
  const latest = Math.min(axis.endMinute, MINUTES_PER_DAY) - SLOT_MINUTES;
  return Math.max(earliest, Math.min(latest, start));
}
