// The SQL pieces the reservation-based reports share (covers, booking mix, channels, servers), and
// the few steps they take with the grouped rows PostgreSQL answers.
//
// Which bookings count: the restaurant's reservations whose venue date (reservations.date, in the
// restaurant's zone, so a booking running past midnight counts on the date it starts) is in the
// period, and whose status is 'kept' (not Cancelled, not a No-show: src-shared/reports/status-meaning.ts).
// The reports read them from reservation_day_counts, the bookings and covers per restaurant, venue
// date, status and dim (shift, server, area, source, mix kind…) that triggers keep equal to the
// reservations (src-server/db/schema/reports.ts): a year is a few thousand rows on the index
// (restaurant_id, dim, date), and the status is read there, as on the booking, so the kept ones are
// those whose status_id is none of the restaurant's Cancelled and No-show statuses.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { CANCELLED_STATUS_NAMES, NO_SHOW_STATUS_NAMES } from '../../../src-shared/reports/status-meaning.js';
import type {
  ReportCard,
  ReportColumn,
  ReportPeriod,
  ReportSection,
  ReportUnit,
} from '../../../src-shared/reports/report-schemas.js';
import { queryRows } from '../../db/client.js';
import { datesOf, type ReportScope } from '../report-scope.js';

const NOT_KEPT = [...CANCELLED_STATUS_NAMES, ...NO_SHOW_STATUS_NAMES];

/**
 * The ids of the restaurant's statuses that do not count (Cancelled, No-show), as an array computed
 * once per query: each booking is then checked against those one or two ids.
 */
export function notKeptStatusIds(restaurantId: number): SQL {
  return sql`array(select s.id from reservation_statuses s
    where s.restaurant_id = ${restaurantId}
      and lower(trim(s.name)) in (${sql.join(
        NOT_KEPT.map((name) => sql`${name}`),
        sql`, `,
      )}))`;
}

/** The period and the equal one before it, as one range of dates (the card's comparison). */
export function withPrevious(scope: ReportScope): ReportPeriod {
  return { from: scope.previous.from, to: scope.period.to };
}

/**
 * The dims of reservation_day_counts the booking reports read: bookings and covers per shift_id,
 * server_name_id, seating_area_id (as text, null for none), source, and booking-mix kind.
 */
export type CountDim = 'shift' | 'server' | 'area' | 'source' | 'mix';

/**
 * The condition on reservation_day_counts `d`: the scope's restaurant, `dim`, a venue date in
 * `period`, a kept status. Callers select `d.date::text` (a date column would come back as a JS Date
 * on node-postgres) and group by it and `d.key`, with countColumns.
 */
export function keptCounts(scope: ReportScope, dim: CountDim, period: ReportPeriod): SQL {
  return sql`d.restaurant_id = ${scope.restaurantId} and d.dim = ${dim}
    and d.date between ${period.from}::date and ${period.to}::date
    and d.status_id <> all(${notKeptStatusIds(scope.restaurantId)})`;
}

/** Runs a report query and checks each row's shape (counts cast to int in SQL come back as numbers). */
export async function reportRows<T extends z.ZodType>(
  scope: ReportScope,
  query: SQL,
  row: T,
): Promise<z.infer<T>[]> {
  return z.array(row).parse(await queryRows(scope.db, query));
}

/**
 * The kept bookings and covers per venue date and key of `dim` over the period and the one before it
 * (withPrevious): rows of `date`, the key under the name `keyAs`, and countColumns, checked by `row`.
 */
export function keptCountsByDate<T extends z.ZodType>(
  scope: ReportScope,
  dim: CountDim,
  keyAs: string,
  row: T,
): Promise<z.infer<T>[]> {
  return reportRows(
    scope,
    sql`select d.date::text as "date", d.key as ${sql.identifier(keyAs)}, ${countColumns}
        from reservation_day_counts d
        where ${keptCounts(scope, dim, withPrevious(scope))}
        group by d.date, d.key`,
    row,
  );
}

/**
 * A report's two queries at once: its kept counts per date (keptCountsByDate, over the period and the
 * one before it) and the restaurant's rows it names them by (a shift, a channel); `now` is the counts
 * of the period itself.
 */
export async function countsAndNames<C extends z.ZodType<{ date: string }>, N extends z.ZodType>(
  scope: ReportScope,
  counts: { dim: CountDim; keyAs: string; row: C },
  names: { row: N; query: (restaurantId: number) => SQL },
): Promise<{ counts: z.infer<C>[]; now: z.infer<C>[]; names: z.infer<N>[] }> {
  const [all, named] = await Promise.all([
    keptCountsByDate(scope, counts.dim, counts.keyAs, counts.row),
    reportRows(scope, names.query(scope.restaurantId), names.row),
  ]);
  return { counts: all, now: all.filter((r) => inPeriod(r.date, scope.period)), names: named };
}

/** Whether a venue date lies in the period (YYYY-MM-DD compares as text). */
export const inPeriod = (date: string, period: ReportPeriod): boolean =>
  date >= period.from && date <= period.to;

/** part ÷ whole, or null when the whole is nothing (no share of no covers). */
export const fraction = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** Sums `value` of the rows, optionally only those `keep` accepts. */
export function total<R>(rows: readonly R[], value: (row: R) => number, keep?: (row: R) => boolean): number {
  let sum = 0;
  for (const row of rows) if (!keep || keep(row)) sum += value(row);
  return sum;
}

/**
 * One entry per venue date of the period, in order: `make` receives the date's rows (none on a day
 * without bookings, so counts come out 0).
 */
export function perDate<R extends { date: string }, T>(
  period: ReportPeriod,
  rows: readonly R[],
  make: (date: string, rows: readonly R[]) => T,
): T[] {
  const byDate = new Map<string, R[]>();
  for (const row of rows) {
    const list = byDate.get(row.date);
    if (list) list.push(row);
    else byDate.set(row.date, [row]);
  }
  return datesOf(period).map((date) => make(date, byDate.get(date) ?? []));
}

/** The row shape of a grouped count: bookings and their covers (sum of guest_count). */
export const countFields = {
  bookings: z.number().int(),
  covers: z.number().int(),
};

/** The bookings and covers of grouped reservation_day_counts rows `d`. */
export const countColumns = sql`sum(d.bookings)::int as bookings, coalesce(sum(d.covers), 0)::int as covers`;

/** The value of a name column (shift, server, section) for bookings without one. */
export const NOT_ASSIGNED = '';

/**
 * Bookings and covers per named thing (a shift, a server, an area), in the order of `names`: every
 * active one (an idle one shows zeros), an inactive one only when it had bookings, then
 * NOT_ASSIGNED for the bookings without one (or naming one the restaurant does not have), if any.
 */
export function perNamed<R extends { bookings: number; covers: number }>(
  names: readonly { id: string; name: string; active: boolean }[],
  rows: readonly R[],
  idOf: (row: R) => string | null,
  column: string,
): Record<string, string | number>[] {
  const known = new Set(names.map((n) => n.id));
  const sum = (keep: (id: string | null) => boolean) => {
    const mine = rows.filter((r) => keep(idOf(r)));
    return { bookings: total(mine, (r) => r.bookings), covers: total(mine, (r) => r.covers) };
  };
  const named = names
    .map((n) => ({ n, ...sum((id) => id === n.id) }))
    .filter((x) => x.n.active || x.bookings > 0)
    .map(({ n, bookings, covers }) => ({ [column]: n.name, bookings, covers }));
  const none = sum((id) => id === null || !known.has(id));
  return none.bookings > 0 ? [...named, { [column]: NOT_ASSIGNED, ...none }] : named;
}

/**
 * A card whose figure is `figure` of grouped rows (which may hold both periods, withPrevious): of the
 * period's rows, of the previous period's, and of each date's for the trend.
 */
export function periodCard<R extends { date: string }>(
  scope: ReportScope,
  metric: string,
  unit: ReportUnit,
  rows: readonly R[],
  figure: (rows: readonly R[]) => number | null,
): ReportCard {
  const now = rows.filter((r) => inPeriod(r.date, scope.period));
  return {
    metric,
    unit,
    value: figure(now),
    previous: figure(rows.filter((r) => inPeriod(r.date, scope.previous))),
    trend: perDate(scope.period, now, (date, day) => ({ date, value: figure(day) })),
  };
}

/** Bookings and covers per `x` (a date, a shift, a server, a source), then `more` columns; bars. */
export function countSection(
  id: string,
  x: string,
  rows: ReportSection['rows'],
  more: readonly ReportColumn[] = [],
): ReportSection {
  return {
    id,
    chart: { kind: 'bar', x, series: ['covers', 'bookings'] },
    columns: [
      { key: x, unit: 'text' },
      { key: 'bookings', unit: 'count' },
      { key: 'covers', unit: 'count' },
      ...more,
    ],
    rows,
  };
}
