import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/translate.js';
import {
  cellCode,
  cellWord,
  openCount,
  partyRange,
  reasonText,
  rowsOf,
  type QuickViewDay,
} from './quick-view-model.js';

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

describe('quick view reasons in the console language', () => {
  const pacing = {
    code: 'pacing' as const,
    text: '“Dinner pacing” paces 24 of 24 covers at 19:00',
    ruleId: 'r1',
    ruleName: 'Dinner pacing',
    limit: { used: 24, max: 24, unit: 'cover' as const },
  };
  const fr: Translate = (key, vars = {}) => `${key}${JSON.stringify(vars)}`;

  it("shows the engine's English statement unchanged in English", () => {
    expect(reasonText(pacing)).toBe(pacing.text);
    expect(reasonText(pacing, fr, 'en')).toBe(pacing.text);
  });

  it('words another language by the code, with the rule and the figures', () => {
    const text = reasonText(pacing, fr, 'fr');
    expect(text).toContain('availability.quickView.withLimit');
    expect(text).toContain('Dinner pacing');
    expect(text).toContain('availability.quickView.covers');
    expect(reasonText({ code: 'in_past', text: '19:00 on 2026-06-12 has passed' }, fr, 'fr')).toBe(
      'availability.quickView.reasons.in_past{}',
    );
  });

  it('codes a cell by its first reason', () => {
    expect(cellCode(cell('19:00', 2, ['outside_shift', 'pacing']))).toBe('outside_shift');
    expect(cellCode(cell('19:00', 2))).toBe('open');
  });
});

describe('quick view words', () => {
  it('keeps the English words of the matrix', () => {
    const words = ['blackout', 'outside_shift', 'in_past', 'no_table'].map((code) =>
      cellWord(cell('19:00', 2, [code])),
    );
    expect(words).toEqual(['Blackout', 'No shift', 'Past', 'Full']);
    expect(cellWord({ ...cell('19:00', 2, ['pacing']), reasons: [] })).toBe('Closed');
  });
});
