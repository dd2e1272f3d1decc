import { describe, expect, it } from 'vitest';
import {
  AREA_ROW_HEIGHT,
  buildRows,
  clampStart,
  dayAxis,
  minuteToX,
  nearestTableRow,
  rowIndexAtY,
  rowOffsets,
  snapMinutes,
  stepTableRow,
  TABLE_ROW_HEIGHT,
  xToMinute,
} from './grid-geometry.js';

const table = (id: string, area: string | null, sort = 0) => ({
  id,
  name: id,
  min_covers: 1,
  max_covers: 4,
  isActive: true,
  seating_area_id: area,
  sort_order: sort,
});
const shift = (start: string, end: string) => ({
  start_time: start,
  end_time: end,
  active_days: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as (
    'SUN' | 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT'
  )[],
  is_active: true,
});

describe('grid geometry', () => {
  it('maps minutes to x and back at the axis scale', () => {
    const axis = { startMinute: 17 * 60, endMinute: 23 * 60, pxPerMinute: 2 };
    expect(minuteToX(axis, 19 * 60 + 30)).toBe(300);
    expect(xToMinute(axis, 300)).toBe(19 * 60 + 30);
  });

  it('snaps to 15 minutes', () => {
    expect(snapMinutes(1172)).toBe(1170);
    expect(snapMinutes(1178)).toBe(1185);
    expect(snapMinutes(-7)).toBe(-0);
  });

  it('spans the day’s shifts, widened by bookings, on whole hours', () => {
    const axis = dayAxis(
      '2026-03-02',
      [shift('12:00', '15:00'), shift('17:30', '22:30')],
      [{ time: '22:15', duration_minutes: 90 }],
    );
    expect(axis).toMatchObject({ startMinute: 12 * 60, endMinute: 24 * 60 });
  });

  it('runs a shift past midnight to the next day and falls back to the whole day without shifts', () => {
    expect(dayAxis('2026-03-02', [shift('20:00', '02:00')], []).endMinute).toBe(26 * 60);
    expect(dayAxis('2026-03-02', [], [])).toMatchObject({ startMinute: 0, endMinute: 1440 });
  });

  it('groups tables under their areas in area order and keeps tables with no area last', () => {
    const rows = buildRows(
      [table('T2', 'a', 2), table('T1', 'a', 1), table('P1', 'b'), table('X1', null)],
      [
        { id: 'b', name: 'Terrace', sa_order: 2 },
        { id: 'a', name: 'Dining', sa_order: 1 },
      ],
    );
    expect(rows.map((r) => (r.kind === 'area' ? `#${r.name}` : r.table.name))).toEqual([
      '#Dining',
      'T1',
      'T2',
      '#Terrace',
      'P1',
      '#No seating area',
      'X1',
    ]);
  });

  it('finds rows by y with area headers shorter than table rows', () => {
    const rows = buildRows([table('T1', 'a'), table('T2', 'a')], [{ id: 'a', name: 'A', sa_order: 0 }]);
    const offsets = rowOffsets(rows);
    expect(offsets).toEqual([
      0,
      AREA_ROW_HEIGHT,
      AREA_ROW_HEIGHT + TABLE_ROW_HEIGHT,
      AREA_ROW_HEIGHT + 2 * TABLE_ROW_HEIGHT,
    ]);
    expect(rowIndexAtY(offsets, 5)).toBe(0);
    expect(rowIndexAtY(offsets, AREA_ROW_HEIGHT + TABLE_ROW_HEIGHT + 1)).toBe(2);
    expect(rowIndexAtY(offsets, 10_000)).toBe(2);
    expect(rowIndexAtY(offsets, -50)).toBe(0);
    expect(nearestTableRow(rows, 0)).toBe(1);
  });

  it('steps over area headers and stops at the ends', () => {
    const rows = buildRows(
      [table('T1', 'a'), table('P1', 'b')],
      [
        { id: 'a', name: 'A', sa_order: 0 },
        { id: 'b', name: 'B', sa_order: 1 },
      ],
    );
    expect(stepTableRow(rows, 1, 1)).toBe(3);
    expect(stepTableRow(rows, 3, 1)).toBe(3);
    expect(stepTableRow(rows, 3, -1)).toBe(1);
    expect(stepTableRow(rows, 1, -1)).toBe(1);
  });

  it('keeps a moved start inside the axis and the day', () => {
    const axis = { startMinute: 17 * 60, endMinute: 25 * 60, pxPerMinute: 2 };
    expect(clampStart(axis, 16 * 60)).toBe(17 * 60);
    expect(clampStart(axis, 24 * 60 + 30)).toBe(24 * 60 - 15);
    expect(clampStart(axis, 19 * 60)).toBe(19 * 60);
  });
});
