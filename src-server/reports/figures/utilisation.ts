// The 'utilisation' report (issue 33): minutes occupied ÷ minutes open per table and per seating area
// (LS Central), and revenue per available seat-hour (RevPASH, Kimes) from open AND close times.
//
// Definitions (the ones chosen, exactly):
// - Open minutes of a venue date: the real elapsed minutes of the union of the shifts open on it, each
//   made instants in the venue's zone (openHoursCtes in time-sql.ts: active shift, weekday in its
//   active_days, no blackout of the date or the shift; end at or before start = past midnight) and
//   clipped to the date's own instants [00:00, next 00:00). Hours past midnight belong to the next
//   date. A spring-forward date is 23 hours long, so a shift across 01:00 loses the missing hour.
// - Tables: the restaurant's tables in use (status 1), each with its seating area; a table's open
//   minutes are the venue's open minutes (tables have no hours of their own).
// - Occupied minutes of a table on a date: the union of the seated spans of the reservations holding
//   it (reservations.table_ids), intersected with the date's open hours. A seated span runs from the
//   first Seated status event (else the booked start, lower(during)) to the last Completed event
//   after it (else the booked end, else start + booked duration); the event times come from their
//   per-booking rollup (reservation_times), bookings from a day either side of the period; each
//   seated span is cut into the venue dates it touches (one, two past midnight) before the tables'
//   spans of a date are merged and met with that date's open hours. Only reservations whose current status is Seated or Completed count. A party running past
//   midnight counts on each date by its overlap; time seated outside the open hours is not counted.
// - Utilisation = occupied table-minutes ÷ open table-minutes (open minutes × tables): per table, per
//   area (its tables together), per date (the card's trend) and for the period (the card).
// - RevPASH of a date = revenue ÷ (seats × open hours): revenue is the total_minor of that business
//   date's food orders not cancelled (the only refusal state in ORDER_STATUSES), seats the sum of the
//   tables' max_covers; money in minor units, rounded to a whole unit.
import { sql } from 'drizzle-orm';
import type { ReportPeriod, ReportSection } from '../../../src-shared/reports/report-schemas.js';
import { datesOf, type ReportDefinition, type ReportScope, columnsOf } from '../report-scope.js';
import { figureRows, multirangeMinutes, openHoursCtes, ratio, round, statusIs } from './time-sql.js';

/** Occupied and open table-minutes grouped by date, by table, by area and for the whole period. */
async function occupancy(scope: ReportScope, period: ReportPeriod) {
  const rid = scope.restaurantId;
  const start = sql`coalesce(b.seated_at, lower(b.during))`;
  return figureRows(
    scope,
    sql`with ${openHoursCtes(scope, period)},
      od as (select day, win, open, ${multirangeMinutes(sql`open`)} as open_minutes from open_days),
      tbl as (
        select t.id::text as id, t.name, t.max_covers, a.name as area
        from tables t left join seating_areas a on a.id = t.seating_area_id and a.restaurant_id = t.restaurant_id
        where t.restaurant_id = ${rid} and t.status = 1
      ),
      seats as materialized (
        select b.table_ids, tstzrange(${start}, case
            when b.completed_at > ${start} then b.completed_at
            when upper(b.during) > ${start} then upper(b.during)
            else ${start} + b.duration_minutes * interval '1 minute' end, '[)') as seat
        from (
          select r.table_ids, r.during, r.duration_minutes, st.seated_at, st.completed_at
          from reservations r join reservation_statuses s on s.id = r.status_id
            left join reservation_times st on st.reservation_id = r.id and st.restaurant_id = ${rid}
              and st.date between ${period.from}::date - 1 and ${period.to}::date + 1
          where r.restaurant_id = ${rid}
            and r.date between ${period.from}::date - 1 and ${period.to}::date + 1
            and (${statusIs(sql`s.name`, 'seated')} or ${statusIs(sql`s.name`, 'completed')})
        ) b
      ),
      seat_days as materialized (
        select tid.table_id, span.first_day + k.n as day, x.seat
        from seats x
          cross join lateral (select (lower(x.seat) at time zone ${scope.timeZone})::date as first_day,
            (upper(x.seat) at time zone ${scope.timeZone})::date as last_day) span
          cross join lateral generate_series(0, span.last_day - span.first_day) k(n)
          cross join lateral jsonb_array_elements_text(x.table_ids) tid(table_id)
      ),
      seated as (
        select sd.table_id, d.day, range_agg(sd.seat * d.win) as occ
        from seat_days sd join od d on d.day = sd.day
        group by sd.table_id, d.day
      ),
      cells as (
        select od.day, t.id, t.name, t.area, od.open_minutes,
          case when s.occ is null then 0::float8
            else ${multirangeMinutes(sql`od.open * s.occ`)} end as occupied
        from od cross join tbl t left join seated s on s.table_id = t.id and s.day = od.day
      )
      select case when grouping(c.day) = 0 then 'day' when grouping(c.id) = 0 then 'table'
               when grouping(c.area) = 0 then 'area' else 'all' end as kind,
        coalesce(c.day::text, '') as date, coalesce(c.name, '') as table_name,
        case when grouping(c.area) = 0 then c.area end as area,
        count(distinct c.id)::int as tables,
        sum(c.occupied)::float8 as occupied, sum(c.open_minutes)::float8 as open,
        max(c.open_minutes)::float8 as day_open,
        (select coalesce(sum(max_covers), 0) from tbl)::int as seats
      from cells c
      group by grouping sets ((c.day), (c.id, c.name, c.area), (c.area), ())`,
    {
      numbers: ['tables', 'occupied', 'open', 'day_open', 'seats'],
      texts: ['kind', 'date', 'table_name'],
      nullableTexts: ['area'],
    },
  );
}

async function revenueByDate(scope: ReportScope) {
  return figureRows(
    scope,
    sql`select o.business_date::text as date, sum(o.total_minor)::float8 as revenue
        from food_orders o
        where o.restaurant_id = ${scope.restaurantId} and o.order_status <> 'cancelled'
          and o.business_date between ${scope.period.from}::date and ${scope.period.to}::date
        group by o.business_date`,
    { numbers: ['revenue'], texts: ['date'] },
  );
}

export const utilisationReport: ReportDefinition = {
  key: 'utilisation',
  async compute(scope) {
    const [rows, before, revenue] = await Promise.all([
      occupancy(scope, scope.period),
      occupancy(scope, scope.previous),
      revenueByDate(scope),
    ]);
    const share = (r: { occupied: number; open: number } | undefined) =>
      r ? ratio(r.occupied, r.open) : null;
    const of = (kind: string) => rows.filter((r) => r.kind === kind);
    const seats = rows[0]?.seats ?? 0;

    const byTable: ReportSection = {
      id: 'utilisationByTable',
      chart: { kind: 'bar', x: 'table', series: ['utilisation'] },
      columns: columnsOf({
        table: 'text',
        area: 'text',
        occupiedMinutes: 'minutes',
        openMinutes: 'minutes',
        utilisation: 'percent',
      }),
      rows: of('table')
        .sort(
          (a, b) => (a.area ?? '').localeCompare(b.area ?? '') || a.table_name.localeCompare(b.table_name),
        )
        .map((r) => ({
          table: r.table_name,
          area: r.area,
          occupiedMinutes: round(r.occupied),
          openMinutes: round(r.open),
          utilisation: share(r),
        })),
    };
    const byArea: ReportSection = {
      id: 'utilisationByArea',
      chart: { kind: 'bar', x: 'area', series: ['utilisation'] },
      columns: columnsOf({
        area: 'text',
        tables: 'count',
        occupiedMinutes: 'minutes',
        openMinutes: 'minutes',
        utilisation: 'percent',
      }),
      rows: of('area')
        .sort((a, b) => (a.area ?? '').localeCompare(b.area ?? ''))
        .map((r) => ({
          area: r.area,
          tables: r.tables,
          occupiedMinutes: round(r.occupied),
          openMinutes: round(r.open),
          utilisation: share(r),
        })),
    };
    const revpash: ReportSection = {
      id: 'revpashByDay',
      chart: { kind: 'bar', x: 'date', series: ['revpash'] },
      columns: columnsOf({
        date: 'text',
        revenue: 'money',
        seats: 'count',
        openMinutes: 'minutes',
        revpash: 'money',
      }),
      rows: datesOf(scope.period).map((date) => {
        const money = revenue.find((r) => r.date === date)?.revenue ?? 0;
        const openMinutes = of('day').find((r) => r.date === date)?.day_open ?? 0;
        const perSeatHour = ratio(money, (seats * openMinutes) / 60);
        return {
          date,
          revenue: money,
          seats,
          openMinutes: round(openMinutes),
          revpash: perSeatHour === null ? null : Math.round(perSeatHour),
        };
      }),
    };
    return {
      card: {
        metric: 'utilisation',
        unit: 'percent',
        value: share(of('all')[0]),
        previous: share(before.find((r) => r.kind === 'all')),
        trend: datesOf(scope.period).map((date) => ({
          date,
          value: share(of('day').find((r) => r.date === date)),
        })),
      },
      sections: [byTable, byArea, revpash],
    };
  },
};
