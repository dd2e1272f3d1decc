// What the quick view screen shows of the engine's answer: a day's rows (hiding the hours no shift
// runs, on request), a short word per cell, and each day's count of open cells. Pure, so it is tested
// without a browser.
import type { UnavailableReason } from '../../../src-shared/domain/availability/index.js';
import type { QuickViewResponse } from '../../../src-shared/schemas/availability.js';

export type QuickViewDay = QuickViewResponse[number];
export type QuickViewCell = QuickViewDay['cells'][number];

/** A closed cell's word in the matrix: the first reason's kind. The full chain is one click away. */
export const REASON_WORDS: Record<UnavailableReason, string> = {
  blackout: 'Blackout',
  outside_shift: 'No shift',
  in_past: 'Past',
  party_size: 'Party',
  outside_rule_hours: 'Hours',
  booking_window: 'Window',
  booking_cutoff: 'Cut-off',
  duration_not_allowed: 'Duration',
  shift_limit: 'Limit',
  pacing: 'Pacing',
  no_table: 'Full',
  channel: 'Channel',
  payment: 'Payment',
  seating_area: 'Area',
};

export const cellWord = (cell: QuickViewCell): string =>
  cell.available ? 'Open' : cell.reasons[0] ? REASON_WORDS[cell.reasons[0].code] : 'Closed';

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
