// SQL pieces the time-based reports (lead times, turn times, utilisation, orders) share: venue-local
// days as instants, a shift's open hours as instants, a booking's status times, and reading the
// aggregated rows back as numbers on both drivers. Venue days are built in the restaurant's zone by
// PostgreSQL (`local timestamp AT TIME ZONE zone`), so a spring-forward day lasts 23 real hours and an
// autumn one 25.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/client.js';
import type { ReportPeriod } from '../../../src-shared/reports/report-schemas.js';
import type { ReportScope } from '../report-scope.js';

/**
 * Which status names mean what, case-insensitive, as src-shared/domain/client-visits.ts and the demo
 * statuses (DEMO_RESERVATION_STATUSES) call them. Kept here until the shared status-meaning rule
 * (src-shared/reports/status-meaning.ts) is merged; then these four names come from there.
 */
export const STATUS_NAMES = {
  cancelled: 'cancelled',
  noShow: 'no-show',
  seated: 'seated',
  completed: 'completed',
} as const;

/** `name` (a status name column) means `meaning`, whatever its case. */
export function statusIs(name: SQL, meaning: keyof typeof STATUS_NAMES): SQL {
  return sql`lower(${name}) = ${STATUS_NAMES[meaning]}`;
}

/** The instant venue date `date` (a SQL date) begins in the venue's zone. */
export function dayStart(date: SQL, timeZone: string): SQL {
  return sql`((${date})::timestamp at time zone ${timeZone})`;
}

/** Where each lead-time bucket after 'after' starts, in seconds before the visit (a day = 24 h). */
const LEAD_BUCKET_STARTS = [0, 12, 24, 48, 72, 120, 168, 336, 744].map((hours) => hours * 3600);

/**
 * The index in LEAD_TIME_BUCKETS of `seconds` before a visit's start: 0 ('after') when the event came
 * after the start, 1 ('0-12h') from 0 to under 12 h, … 9 ('31d+') from 31 days. One evaluation of
 * `seconds` (width_bucket), not one per bucket as a CASE would.
 */
export function leadBucketIndex(seconds: SQL): SQL {
  return sql`width_bucket((${seconds})::float8, ${sql.raw(`array[${LEAD_BUCKET_STARTS.join(',')}]::float8[]`)})`;
}

/** Minutes covered by a tstzmultirange (0 when empty). */
export function multirangeMinutes(ranges: SQL): SQL {
  return sql`coalesce((select sum(extract(epoch from upper(x) - lower(x))) from unnest(${ranges}) x), 0)::float8 / 60`;
}

/**
 * CTEs `days(day, win)` — every venue date of the period and its instants — and `open_days(day, win,
 * open)` — the hours the venue is open on that date, a tstzmultirange of instants.
 *
 * A shift is open on a date when it is active, its active_days hold the date's weekday and no
 * blackout closes the date (whole day, or that shift), as the availability engine reads them
 * (src-shared/domain/availability/slots.ts). It opens at start_time and closes at end_time of that
 * venue date, or of the next when end_time is at or before start_time (past midnight). Both ends are
 * made instants in the venue's zone, so the span is real elapsed time across a clock change.
 * Overlapping shifts count once (range_agg). Open hours belong to the calendar day they fall on: a
 * shift running past midnight gives its hours after midnight to the next date, which is why the
 * shifts of the day before the period are read too (a shift spans at most its own date and the next,
 * so each span is matched to those two dates only).
 */
export function openHoursCtes(scope: ReportScope, period: ReportPeriod): SQL {
  const tz = scope.timeZone;
  const rid = scope.restaurantId;
  const startOf = (date: SQL) => dayStart(date, tz);
  return sql`days as (
    select (${period.from}::date + i) as day,
      tstzrange(${startOf(sql`${period.from}::date + i`)}, ${startOf(sql`${period.from}::date + i + 1`)}, '[)') as win
    from generate_series(0, ${period.to}::date - ${period.from}::date) i
  ),
  shift_spans as (
    select sd.day + k.off as day, tstzrange(
      ((sd.day + s.start_time::time) at time zone ${tz}),
      (((sd.day + case when s.end_time::time <= s.start_time::time then 1 else 0 end) + s.end_time::time) at time zone ${tz}),
      '[)') as span
    from (select (${period.from}::date - 1 + i) as day
          from generate_series(0, ${period.to}::date - ${period.from}::date + 1) i) sd
    join shifts s on s.restaurant_id = ${rid} and s.is_active
      and s.active_days @> to_jsonb((array['SUN','MON','TUE','WED','THU','FRI','SAT'])[extract(dow from sd.day)::int + 1])
    cross join (values (0), (1)) k(off)
    where not exists (select 1 from blackout_dates b where b.restaurant_id = ${rid} and b.date = sd.day
      and (b.shift_id is null or b.shift_id = s.id))
  ),
  open_days as (
    select d.day, d.win,
      coalesce(range_agg(ss.span * d.win) filter (where ss.span is not null), '{}'::tstzmultirange) as open
    from days d left join shift_spans ss on ss.day = d.day and ss.span && d.win
    group by d.day, d.win
  )`;
}

const numeric = z.coerce.number();
const nullableNumber = z.union([z.null(), z.coerce.number()]);
const nullableText = z.union([z.null(), z.coerce.string()]);

type Row<K extends string, N extends string, T extends string, M extends string> = Record<K, number> &
  Record<N, number | null> &
  Record<T, string> &
  Record<M, string | null>;

/**
 * Rows of an aggregate query, each field read as a number, a nullable number, text or nullable
 * text (node-postgres answers bigint and numeric as strings, PGlite as numbers: both read the same).
 */
export async function figureRows<
  const K extends string,
  const N extends string = never,
  const T extends string = never,
  const M extends string = never,
>(
  scope: ReportScope,
  query: SQL,
  shape: {
    numbers?: readonly K[];
    nullable?: readonly N[];
    texts?: readonly T[];
    nullableTexts?: readonly M[];
  },
): Promise<Array<Row<K, N, T, M>>> {
  const fields = (keys: readonly string[] | undefined, schema: z.ZodType) =>
    Object.fromEntries((keys ?? []).map((k) => [k, schema]));
  const schema = z.object({
    ...fields(shape.numbers, numeric),
    ...fields(shape.nullable, nullableNumber),
    ...fields(shape.texts, z.coerce.string()),
    ...fields(shape.nullableTexts, nullableText),
  });
  const rows = await queryRows(scope.db, query);
  return rows.map((row) => schema.parse(row) as Row<K, N, T, M>);
}

/** part ÷ whole, or null when there is nothing to divide by. */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** Rounds to `places` decimals (averages of minutes read 0.1 min). */
export function round(value: number | null, places = 1): number | null {
  if (value === null) return null;
  const f = 10 ** places;
  return Math.round(value * f) / f;
}
