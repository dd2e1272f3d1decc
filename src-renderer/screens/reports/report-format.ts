// How a report's values read (src-shared/reports/report-schemas.ts keeps them raw): counts and
// minutes as whole numbers, fractions as percents, money from minor units in the venue currency,
// venue dates through the console's date format; and the card's change against the previous period.
import type { ReportUnit, ReportValue } from '../../../src-shared/reports/report-schemas.js';
import type { FigureChange } from '../../kit/figure-card.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ValueWords {
  locale: string;
  /** A money amount given in minor units, in the venue currency. */
  money: (minor: number) => string;
  /** A venue date as the console shows one. */
  day: (date: string) => string;
  minutes: (count: string) => string;
  /** What an empty cell reads as. */
  none: string;
}

export function formatValue(value: ReportValue, unit: ReportUnit, words: ValueWords): string {
  if (value === null || value === '') return words.none;
  if (typeof value === 'string') return DATE.test(value) ? words.day(value) : value;
  const number = (digits: number) =>
    new Intl.NumberFormat(words.locale, { maximumFractionDigits: digits }).format(value);
  switch (unit) {
    case 'percent':
      return new Intl.NumberFormat(words.locale, { style: 'percent', maximumFractionDigits: 1 }).format(
        value,
      );
    case 'money':
      return words.money(value);
    case 'minutes':
      return words.minutes(number(0));
    case 'count':
      return number(1);
    case 'text':
      return String(value);
  }
}

export interface ChangeWords {
  locale: string;
  /** "Up {{change}} on {{from}} to {{to}}, when it was {{previous}}" and its siblings. */
  spoken: (direction: FigureChange['direction'], change: string, previous: string) => string;
  /** "{{points}} pts": the change of a percent figure, in percentage points. */
  points: (points: string) => string;
}

/**
 * The change against the previous period: a percent of the previous figure, or percentage points for
 * a figure that is itself a percent; null when there is nothing to compare (either figure missing, or
 * a previous figure of 0, against which no percent means anything).
 */
export function changeOf(
  value: number | null,
  previous: number | null,
  unit: ReportUnit,
  previousText: string,
  words: ChangeWords,
): FigureChange | null {
  if (value === null || previous === null) return null;
  const points = unit === 'percent';
  if (!points && previous === 0) return null;
  const delta = points ? (value - previous) * 100 : ((value - previous) / Math.abs(previous)) * 100;
  const rounded = Math.round(delta * 10) / 10;
  const direction: FigureChange['direction'] = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'same';
  const size = new Intl.NumberFormat(words.locale, { maximumFractionDigits: 1 }).format(Math.abs(rounded));
  const text = points
    ? words.points(size)
    : new Intl.NumberFormat(words.locale, { style: 'percent', maximumFractionDigits: 1 }).format(
        Math.abs(rounded) / 100,
      );
  return { direction, text, spoken: words.spoken(direction, text, previousText) };
}
