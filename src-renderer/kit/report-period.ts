// The periods a figure screen offers (reports first): named presets over venue dates, worked out from
// the venue's today, or a custom range. Pure, so the screen, its links and its tests agree on them.
import { addDays } from '../../src-shared/time.js';

export const PERIOD_PRESETS = ['yesterday', 'last7', 'last30', 'thisMonth', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** Venue dates ('YYYY-MM-DD'), both ends included. */
export interface DatePeriod {
  from: string;
  to: string;
}

export interface ChosenPeriod extends DatePeriod {
  preset: PeriodPreset;
}

export const isPeriodPreset = (value: unknown): value is PeriodPreset =>
  (PERIOD_PRESETS as readonly unknown[]).includes(value);

/** A preset's dates on the venue's `today`; the named periods end today (yesterday ends yesterday). */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: string): DatePeriod {
  switch (preset) {
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period a screen's query asks for (`?period=last30`, `?period=custom&from=…&to=…`), else the
 * default preset: a link or a reload shows the same figures.
 */
export function periodFromQuery(
  query: URLSearchParams,
  today: string,
  fallback: Exclude<PeriodPreset, 'custom'> = 'last7',
): ChosenPeriod {
  const asked = query.get('period');
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  if (asked === 'custom' && DATE.test(from) && DATE.test(to) && from <= to)
    return { preset: 'custom', from, to };
  const preset = isPeriodPreset(asked) && asked !== 'custom' ? asked : fallback;
  return { preset, ...presetPeriod(preset, today) };
}

/** The query that names a period (a preset by name, so tomorrow's link still means "last 7 days"). */
export function periodQuery(period: ChosenPeriod): Record<string, string> {
  return period.preset === 'custom'
    ? { period: 'custom', from: period.from, to: period.to }
    : { period: period.preset };
}
