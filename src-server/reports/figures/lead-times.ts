// The 'leadTimes' report (issue 33): no-shows by how long before the visit the booking was made, and
// cancellations by how long before the visit they came, in TableCheck's buckets (LEAD_TIME_BUCKETS).
//
// Definitions:
// - A booking of the period is a reservation whose venue date is in the period and whose current
//   status is not Cancelled (a cancelled booking cannot turn into a no-show, so it is left out of the
//   no-show rate's denominator). Its booking lead time is its start (lower(during)) minus its
//   created_at; a booking recorded after its start (a walk-in entered late) reads 'after'.
// - A no-show is a booking of the period whose current status is No-show.
// - A cancellation is a reservation of the period whose current status is Cancelled; its lead time is
//   its start minus the time of its last Cancelled status event (reservation_status_events, through
//   their per-booking rollup reservation_times), or its
//   updated_at for a booking cancelled before the history was kept; 'after' when it came after the start.
// - Card: noShowRate = no-shows ÷ bookings of the period; the trend is that rate per venue date.
// Status names are read case-insensitively (STATUS_NAMES in time-sql.ts).
// Both counts come from reservation_day_counts (src-server/db/schema/reports.ts), which holds per
// venue date and status the bookings of each booking lead-time bucket ('lead') and of each
// cancellation lead-time bucket ('cancel'); the status's name is read here.
import { sql } from 'drizzle-orm';
import { LEAD_TIME_BUCKETS, type ReportSection } from '../../../src-shared/reports/report-schemas.js';
import { type ReportDefinition, type ReportScope, columnsOf } from '../report-scope.js';
import { periodCard } from './booking-sql.js';
import { figureRows, ratio, statusIs } from './time-sql.js';

/**
 * Bookings and no-shows of both periods per venue date, and of the period per lead-time bucket (one
 * query, two grouping sets: a row has a date or a bucket).
 */
async function noShowCounts(scope: ReportScope) {
  const rid = scope.restaurantId;
  const rows = await figureRows(
    scope,
    sql`select x.date::text as date, x.bucket, sum(x.bookings)::int as bookings,
          coalesce(sum(x.bookings) filter (where x.no_show), 0)::int as no_shows
        from (
          select d.date, d.key::int as bucket, d.date >= ${scope.period.from}::date as current, d.bookings,
            ${statusIs(sql`s.name`, 'noShow')} as no_show
          from reservation_day_counts d join reservation_statuses s on s.id = d.status_id
          where d.restaurant_id = ${rid} and d.dim = 'lead'
            and d.date between ${scope.previous.from}::date and ${scope.period.to}::date
            and not ${statusIs(sql`s.name`, 'cancelled')}
        ) x
        group by grouping sets ((x.date), (x.current, x.bucket))
        having x.date is not null or x.current`,
    { numbers: ['bookings', 'no_shows'], nullable: ['bucket'], nullableTexts: ['date'] },
  );
  return {
    days: rows.flatMap((r) => (r.date === null ? [] : [{ ...r, date: r.date }])),
    buckets: rows.filter((r) => r.date === null),
  };
}

async function cancellationCounts(scope: ReportScope) {
  const rid = scope.restaurantId;
  return figureRows(
    scope,
    sql`select d.key::int as bucket, sum(d.bookings)::int as cancellations
        from reservation_day_counts d join reservation_statuses s on s.id = d.status_id
        where d.restaurant_id = ${rid} and d.dim = 'cancel'
          and d.date between ${scope.period.from}::date and ${scope.period.to}::date
          and ${statusIs(sql`s.name`, 'cancelled')}
        group by d.key`,
    { numbers: ['cancellations', 'bucket'] },
  );
}

export const leadTimesReport: ReportDefinition = {
  key: 'leadTimes',
  async compute(scope) {
    const [counts, cancelled] = await Promise.all([noShowCounts(scope), cancellationCounts(scope)]);
    const days = counts.days;
    const sum = (rows: readonly { bookings: number; no_shows: number }[]) =>
      rows.reduce((t, r) => ({ bookings: t.bookings + r.bookings, noShows: t.noShows + r.no_shows }), {
        bookings: 0,
        noShows: 0,
      });
    const rate = (t: { bookings: number; noShows: number }) => ratio(t.noShows, t.bookings);

    const noShows: ReportSection = {
      id: 'noShowsByLeadTime',
      chart: { kind: 'bar', x: 'bucket', series: ['noShowRate'] },
      columns: columnsOf({ bucket: 'text', bookings: 'count', noShows: 'count', noShowRate: 'percent' }),
      rows: LEAD_TIME_BUCKETS.map((bucket, index) => {
        const t = sum(counts.buckets.filter((r) => r.bucket === index));
        return { bucket, bookings: t.bookings, noShows: t.noShows, noShowRate: rate(t) };
      }),
    };
    const totalCancelled = cancelled.reduce((n, r) => n + r.cancellations, 0);
    const cancellations: ReportSection = {
      id: 'cancellationsByLeadTime',
      chart: { kind: 'bar', x: 'bucket', series: ['cancellations'] },
      columns: columnsOf({ bucket: 'text', cancellations: 'count', share: 'percent' }),
      rows: LEAD_TIME_BUCKETS.map((bucket, index) => {
        const n = cancelled.find((r) => r.bucket === index)?.cancellations ?? 0;
        return { bucket, cancellations: n, share: ratio(n, totalCancelled) };
      }),
    };
    return {
      card: periodCard(scope, 'noShowRate', 'percent', days, (rows) => rate(sum(rows))),
      sections: [noShows, cancellations],
    };
  },
};
