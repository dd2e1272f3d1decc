// Reports (issue 33): what the API answers for one report over a period of venue dates. Every report
// has the same shape, so the console draws any of them with one card, one chart and one table, the
// CSV export writes any table, and the scheduled mail inlines any card:
// - a card: the period's figure, the previous equal period's, and a trend (the figure per day);
// - sections: each a table (columns with a unit, rows of plain values) and the chart drawn from it.
// Labels are not sent: the console words report, section, metric and column keys in the staff's
// language (i18n `reports.*`). Values stay raw: money in minor units of the venue currency,
// durations in minutes, ratios as fractions (0.25 = 25 %).
import { z } from 'zod';
import { isVenueDate, venueDateSchema } from '../time.js';

/** The reports, in the order the Reports screen shows their cards. */
export const REPORT_KEYS = [
  /** Covers and bookings by day and by shift. */
  'covers',
  /** Bookings vs walk-ins vs waitlist. */
  'bookingMix',
  /** No-shows (by how long before the visit it was booked) and cancellations (by how long before it was cancelled). */
  'leadTimes',
  /** Turn time by party size: quoted (the booked duration) vs actual (seated → completed). */
  'turnTimes',
  /** Minutes occupied ÷ minutes open per table and area; revenue per available seat-hour. */
  'utilisation',
  /** Channel and source mix. */
  'channels',
  /** Covers per server and per section (seating area). */
  'servers',
  /** Orders: revenue by outlet, item and hour; items marked out of stock (86'd). */
  'orders',
  /** Bookings marketing brought: today those made with a promo code, by code and by day. */
  'marketing',
  /** Guest requests answered within the venue's response target, by kind and by day. */
  'requests',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];
export const reportKeySchema = z.enum(REPORT_KEYS, {
  error: `Report must be one of ${REPORT_KEYS.join(', ')}`,
});

/**
 * How a value reads: a count, a fraction shown as a percent, minutes, money in the venue currency's
 * minor units, or text (a name, a date, a bucket).
 */
export const REPORT_UNITS = ['count', 'percent', 'minutes', 'money', 'text'] as const;
export type ReportUnit = (typeof REPORT_UNITS)[number];

/** The longest period a report covers (a year, leap day included). */
export const REPORT_MAX_DAYS = 366;

/** Lead-time buckets (TableCheck's): 'after' the visit's start, then hours and days before it. */
export const LEAD_TIME_BUCKETS = [
  'after',
  '0-12h',
  '12-24h',
  '1-2d',
  '2-3d',
  '3-5d',
  '5-7d',
  '7-14d',
  '14-31d',
  '31d+',
] as const;
export type LeadTimeBucket = (typeof LEAD_TIME_BUCKETS)[number];

/** Days from one venue date to another (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The period rule: To on or after From, at most REPORT_MAX_DAYS days. */
function periodRule(p: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (!isVenueDate(p.from) || !isVenueDate(p.to)) return;
  if (p.to < p.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
  else if (daysBetween(p.from, p.to) + 1 > REPORT_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A report covers at most ${REPORT_MAX_DAYS} days`,
    });
}

const periodFields = { from: venueDateSchema, to: venueDateSchema };

/** A period of venue dates, both ends included. */
export const reportPeriodSchema = z.object(periodFields).superRefine(periodRule);
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/** The equal period just before `period` (a week before a week). */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  const days = daysBetween(period.from, period.to) + 1;
  const shift = (date: string, by: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
  return { from: shift(period.from, -days), to: shift(period.from, -1) };
}

const reportValueSchema = z.union([z.number(), z.string(), z.null()]);
export type ReportValue = z.infer<typeof reportValueSchema>;

export const reportColumnSchema = z.object({
  /** Worded by the console (`reports.columns.<key>`); also the row's field. */
  key: z.string(),
  unit: z.enum(REPORT_UNITS),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportChartSchema = z.object({
  kind: z.enum(['bar', 'stackedBar', 'line']),
  /** The column whose values run along the x axis. */
  x: z.string(),
  /** The columns drawn as series. */
  series: z.array(z.string()),
});

export const reportSectionSchema = z.object({
  /** Worded by the console (`reports.sections.<id>`); also the CSV file's name. */
  id: z.string(),
  chart: reportChartSchema.nullable(),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), reportValueSchema)),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;

export const reportCardSchema = z.object({
  /** Worded by the console (`reports.metrics.<metric>`). */
  metric: z.string(),
  unit: z.enum(REPORT_UNITS),
  /** The period's figure; null when nothing in it can give one (no seated party for a turn time). */
  value: z.number().nullable(),
  previous: z.number().nullable(),
  /** The figure per venue date of the period, for the card's sparkline. */
  trend: z.array(z.object({ date: venueDateSchema, value: z.number().nullable() })),
});
export type ReportCard = z.infer<typeof reportCardSchema>;

export const reportResultSchema = z.object({
  report: reportKeySchema,
  period: z.object({ from: venueDateSchema, to: venueDateSchema }),
  previousPeriod: z.object({ from: venueDateSchema, to: venueDateSchema }),
  /** The venue's IANA zone and currency, which every date and money figure is in. */
  timeZone: z.string(),
  currency: z.string(),
  card: reportCardSchema,
  sections: z.array(reportSectionSchema),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

export const reportParamsSchema = z.object({ report: reportKeySchema });

export const reportCsvQuerySchema = z
  .object({ ...periodFields, section: z.string().min(1, 'Section is required') })
  .superRefine(periodRule);

export const reportCsvSchema = z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() });
