// The words of the Reports screen for what the reports answer with: a report, metric, section or
// column key reads from i18n `reports.*` (a key without words yet shows as it is, never a crash),
// a lead-time bucket as its words, and each value in its unit (report-format.ts).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '../../../src-shared/domain/money.js';
import {
  LEAD_TIME_BUCKETS,
  type ReportColumn,
  type ReportKey,
  type ReportUnit,
  type ReportValue,
} from '../../../src-shared/reports/report-schemas.js';
import { useDates } from '../../kit/dates.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';
import { formatValue, type ChangeWords, type ValueWords } from './report-format.js';

const BUCKETS: readonly string[] = LEAD_TIME_BUCKETS;
/** Columns whose values are codes worded under `reports.values.<column>`. */
const CODED = new Set(['kind', 'source', 'requestKind']);
/** Columns naming who, where or when a party was given; empty, none was (the modules' NOT_ASSIGNED). */
const UNASSIGNED: Readonly<Record<string, 'notAssigned' | 'noShift'>> = {
  server: 'notAssigned',
  section: 'notAssigned',
  shift: 'noShift',
};

export interface ReportWords {
  report: (key: ReportKey) => string;
  metric: (key: string) => string;
  section: (id: string) => string;
  column: (key: string) => string;
  /** A figure in its unit. */
  value: (value: ReportValue, unit: ReportUnit) => string;
  /** A table cell: its value in the column's unit, a code the column holds (a source, a bucket) in words. */
  cell: (value: ReportValue, column: ReportColumn) => string;
  /** The comparison's words, naming the previous period's dates. */
  change: (previous: { from: string; to: string }) => ChangeWords;
  day: (date: string) => string;
}

export function useReportWords(): ReportWords {
  const { t, i18n } = useTranslation();
  const dates = useDates();
  const { format: money } = useVenueCurrency();
  const locale = i18n.language;
  return useMemo(() => {
    const words: ValueWords = {
      locale,
      money: (minor) => money(fromMinor(minor)),
      day: dates.day,
      minutes: (minutes) => t('reports.minutes', { minutes }),
      none: t('reports.none'),
    };
    const worded = (group: string) => (key: string) => t(`reports.${group}.${key}`, { defaultValue: key });
    const value = (v: ReportValue, unit: ReportUnit) =>
      typeof v === 'string' && BUCKETS.includes(v) ? t(`reports.buckets.${v}`) : formatValue(v, unit, words);
    return {
      report: (key) => t(`reports.names.${key}`),
      metric: worded('metrics'),
      section: worded('sections'),
      column: worded('columns'),
      value,
      cell: (v, column) => {
        if (typeof v === 'string' && CODED.has(column.key))
          return t(`reports.values.${column.key}.${v}`, { defaultValue: v });
        const none = UNASSIGNED[column.key];
        if (v === '' && none) return t(`reports.${none}`);
        if (typeof v === 'number' && column.key === 'hour')
          return t('reports.hour', { hour: String(v).padStart(2, '0') });
        return value(v, column.unit);
      },
      change: (previousPeriod) => ({
        locale,
        spoken: (direction, change, previous) =>
          t(`reports.change.${direction}`, {
            change,
            previous,
            from: dates.long(previousPeriod.from),
            to: dates.long(previousPeriod.to),
          }),
        points: (points) => t('reports.points', { points }),
      }),
      day: dates.day,
    };
  }, [t, locale, dates, money]);
}
