// What the quick view screen shows of the engine's answer: a day's rows (hiding the hours no shift
// runs, on request), a short word per cell, each reason as staff read it and each day's count of
// open cells. Pure, so it is tested without a browser.
import type { UnavailableReason } from '../../../src-shared/domain/availability/index.js';
import type { QuickViewResponse } from '../../../src-shared/schemas/availability.js';
import { availabilityEn } from '../../i18n/areas/availability.en.js';
import { english, type Translate } from '../../i18n/translate.js';

export type QuickViewDay = QuickViewResponse[number];
export type QuickViewCell = QuickViewDay['cells'][number];
export type QuickViewReason = QuickViewCell['reasons'][number];

/** What a cell's word stands for: open, or its first reason's kind (closed when it has none). */
export type CellCode = 'open' | 'closed' | UnavailableReason;

export const cellCode = (cell: QuickViewCell): CellCode =>
  cell.available ? 'open' : (cell.reasons[0]?.code ?? 'closed');

/** A cell's word in the matrix, English: a closed cell's is its first reason's kind (the full chain is one click away). */
export const REASON_WORDS: Record<CellCode, string> = availabilityEn.quickView.words;

/** The cell's word in English; the screen shows `availability.quickView.words.<cellCode>`. */
export const cellWord = (cell: QuickViewCell): string => REASON_WORDS[cellCode(cell)];

/**
 * A reason as staff read it. English shows the engine's own statement (reason-texts.ts) unchanged,
 * with every figure; another language says what its code means, with the limit's figures and the
 * rule's name when the reason carries them.
 */
export function reasonText(reason: QuickViewReason, t: Translate = english, language = 'en'): string {
  if (language === 'en') return reason.text;
  let text = t(`availability.quickView.reasons.${reason.code}`);
  if (reason.limit) {
    const { used, max, unit } = reason.limit;
    const key = unit === 'cover' ? 'covers' : 'reservations';
    const limit = t(`availability.quickView.${key}`, { used, count: max });
    text = t('availability.quickView.withLimit', { reason: text, limit });
  }
  return reason.ruleName
    ? t('availability.quickView.withRule', { reason: text, rule: reason.ruleName })
    : text;
}

const outsideShift = (cell: QuickViewCell) => cell.reasons.every((r) => r.code === 'outside_shift');

export interface QuickViewRow {
  time: string;
  cells: QuickViewCell[];
}

/** The day's rows in time order, each with its cells in party-size order. */
export function rowsOf(day: QuickViewDay, shiftHoursOnly: boolean): QuickViewRow[] {
  const rows = new Map<string, QuickViewCell[]>();
  for (const cell of day.cells) {
    const row = rows.get(cell.time) ?? [];
    row.push(cell);
    rows.set(cell.time, row);
  }
  return [...rows.entries()]
    .map(([time, cells]) => ({ time, cells: cells.sort((a, b) => a.partySize - b.partySize) }))
    .filter((row) => !shiftHoursOnly || row.cells.some((c) => c.available || !outsideShift(c)));
}

export function openCount(day: QuickViewDay): { open: number; total: number } {
  return { open: day.cells.filter((c) => c.available).length, total: day.cells.length };
}

/** Party sizes from..to inclusive (the form's two bounds, in either order). */
export function partyRange(a: number, b: number): number[] {
  const [low, high] = a <= b ? [a, b] : [b, a];
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
}
