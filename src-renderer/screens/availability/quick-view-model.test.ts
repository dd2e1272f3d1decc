import { describe, expect, it } from 'vitest';
import { cellWord, openCount, partyRange, rowsOf, type QuickViewDay } from './quick-view-model.js';

const cell = (time: string, partySize: number, codes: string[] = []): QuickViewDay['cells'][number] => ({
  time,
  partySize,
  available: codes.length === 0,
  shiftId: null,
  durationMinutes: null,
  reasons: codes.map((code) => ({ code: code as 'pacing', text: `${code} at ${time}` })),
  tables: [],
  offer: null,
});

describe('quick view model', () => {
  const day: QuickViewDay = {
    date: '2026-06-12',
    cells: [
      cell('03:00', 2, ['outside_shift']),
      cell('03:00', 1, ['outside_shift']),
      cell('19:00', 2, ['pacing', 'no_table']),
      cell('19:00', 1),
      cell('23:00', 1, ['outside_shift']),
      cell('23:00', 2, ['blackout']),
    ],
  };

  it('keeps rows where a shift runs, in party order', () => {
    expect(rowsOf(day, false).map((r) => r.time)).toEqual(['03:00', '19:00', '23:00']);
    const rows = rowsOf(day, true);
    expect(rows.map((r) => r.time)).toEqual(['19:00', '23:00']);
    expect(rows[0]?.cells.map((c) => c.partySize)).toEqual([1, 2]);
  });

  it('words a cell by its first reason and counts open cells', () => {
    expect(rowsOf(day, true)[0]?.cells.map(cellWord)).toEqual(['Open', 'Pacing']);
    expect(openCount(day)).toEqual({ open: 1, total: 6 });
    expect(partyRange(4, 2)).toEqual([2, 3, 4]);
  });
});
