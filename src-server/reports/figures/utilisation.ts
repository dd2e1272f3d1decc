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
//   date's food orders not cancelled (the only refusal state in ORDER_STATUSES) plus the total_minor
//   of the POS checks opened on that venue date (the till's revenue, shown apart), seats the sum of
//   the tables' max_covers; money in minor units, rounded to a whole unit.
import { sql } from 'drizzle-orm';
import type { ReportPeriod, ReportSection } from '../../../src-shared/reports/report-schemas.js';
import { datesOf, type ReportDefinition, type ReportScope, columnsOf } from '../report-scope.js';
import { dayStart, figureRows, multirangeMinutes, openHoursCtes, ratio, round } from './time-sql.js';

// How it is computed: the seated time is read from table_occupancy, a rollup of each table's seated
// spans per venue date kept by triggers (migration table-occupancy, the same definitions), one row
// per table and date; a date whose seated time also comes from a booking dated more than a day away
// is rebuilt from its per-booking-date parts, keeping only the bookings of the day either side of the
// period. The open hours are computed here, from the shifts as they are now. A table's open minutes
// being the venue's, the per-table, per-area and period figures are added up from the per-table and
// per-date sums.

/** Each table in use with its occupied minutes, and each date with its open and occupied minutes. */
async function occupancy(scope: ReportScope, period: ReportPeriod) {
  const rid = scope.restaurantId;
  const before = sql`${period.from}::date - 1`;
  const after = sql`${period.to}::date + 1`;
  const rows = await figureRows(
    scope,
    sql`with ${openHoursCtes(scope, period)},
      od as (select day, open, ${multirangeMinutes(sql`open`)} as open_minutes from open_days),
      tbl as (
        select t.id::text as id, t.name, t.max_covers, a.name as area
        from tables t left join seating_areas a on a.id = t.seating_area_id and a.restaurant_id = t.restaurant_id
        where t.restaurant_id = ${rid} and t.status = 1
      ),
      seated as (
        select m.table_id, m.day, m.occupied as occ, m.occupied_seconds as secs
        from table_occupancy m
        where m.restaurant_id = ${rid} and m.day between ${period.from}::date and ${period.to}::date
          and m.first_booking_date >= ${before} and m.last_booking_date <= ${after}
        union all
        select p.table_id, p.day, range_agg(p.occupied), null
        from table_occupancy m
          join table_occupancy_parts p on p.restaurant_id = m.restaurant_id and p.table_id = m.table_id
            and p.day = m.day
        where m.restaurant_id = ${rid} and m.day between ${period.from}::date and ${period.to}::date
          and (m.first_booking_date < m.day - 1 or m.last_booking_date > m.day + 1)
          and (m.first_booking_date < ${before} or m.last_booking_date > ${after})
          and p.booking_date between ${before} and ${after}
        group by p.table_id, p.day
      ),
      occupied as (
        select s.table_id, s.day, sum(case
            when s.secs is not null and d.open @> s.occ then s.secs::float8 / 60
            else ${multirangeMinutes(sql`d.open * s.occ`)} end) as minutes
        from seated s join od d on d.day = s.day
        where s.table_id in (select id from tbl)
        group by grouping sets ((s.table_id), (s.day))
      )
      select 'table' as kind, '' as date, t.name as table_name, t.area, t.max_covers as seats,
        0::float8 as open, coalesce(o.minutes, 0)::float8 as occupied
      from tbl t left join occupied o on o.table_id = t.id
      union all
      select 'day', d.day::text, '', null, 0, d.open_minutes::float8, coalesce(o.minutes, 0)::float8
      from od d left join occupied o on o.day = d.day`,
    {
      numbers: ['seats', 'open', 'occupied'],
      texts: ['kind', 'date', 'table_name'],
      nullableTexts: ['area'],
    },
  );
  const tables = rows.filter((r) => r.kind === 'table');
  // With no table in use there is nothing open: no date has open table-minutes.
  const days = tables.length === 0 ? [] : rows.filter((r) => r.kind === 'day');
  const openPerTable = days.reduce((n, d) => n + d.open, 0);
  const sum = (list: Array<{ occupied: number }>) => list.reduce((n, r) => n + r.occupied, 0);
  const areas = [...new Set(tables.map((t) => t.area))].map((area) => {
    const own = tables.filter((t) => t.area === area);
    return { area, tables: own.length, occupied: sum(own), open: own.length * openPerTable };
  });
  return {
    tables: tables.map((t) => ({
      name: t.table_name,
      area: t.area,
      occupied: t.occupied,
      open: openPerTable,
    })),
    areas,
    days: days.map((d) => ({
      date: d.date,
      occupied: d.occupied,
      open: d.open * tables.length,
      dayOpen: d.open,
    })),
    all: { occupied: sum(tables), open: tables.length * openPerTable },
    seats: tables.reduce((n, t) => n + t.seats, 0),
  };
}

/**
 * Revenue by venue date: the food orders' (their business date) and the till's, the POS checks
 * linked in from the point of sale (issue 34 §5) by the venue date they were opened on, at their
 * latest total (a check still open counts what it holds so far).
 */
async function revenueByDate(scope: ReportScope) {
  const { restaurantId: rid, timeZone: tz, period } = scope;
  return figureRows(
    scope,
    sql`select x.date::text as date, sum(x.orders)::float8 as orders, sum(x.till)::float8 as till
        from (
          select o.business_date as date, o.total_minor as orders, 0 as till
          from food_orders o
          where o.restaurant_id = ${rid} and o.order_status <> 'cancelled'
            and o.business_date between ${period.from}::date and ${period.to}::date
          union all
          select (c.opened_at at time zone ${tz})::date, 0, c.total_minor
          from pos_checks c
          where c.restaurant_id = ${rid} and c.opened_at >= ${dayStart(sql`${period.from}::date`, tz)}
            and c.opened_at < ${dayStart(sql`${period.to}::date + 1`, tz)}
        ) x
        group by x.date`,
    { numbers: ['orders', 'till'], texts: ['date'] },
  );
}

export const utilisationReport: ReportDefinition = {
  key: 'utilisation',
  async compute(scope) {
    // Revenue by date reads ~200,000 index entries a year: a parallel plan for it costs more in
    // starting workers than it saves, most of all on a busy server (this transaction only).
    await scope.db.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true)`);
    const [rows, before, revenue] = await Promise.all([
      occupancy(scope, scope.period),
      occupancy(scope, scope.previous),
      revenueByDate(scope),
    ]);
    const share = (r: { occupied: number; open: number } | undefined) =>
      r ? ratio(r.occupied, r.open) : null;
    /** The occupied and open minutes of a table or an area, and their share. */
    const useColumns = {
      occupiedMinutes: 'minutes',
      openMinutes: 'minutes',
      utilisation: 'percent',
    } as const;
    const useFigures = (r: { occupied: number; open: number }) => ({
      occupiedMinutes: round(r.occupied),
      openMinutes: round(r.open),
      utilisation: share(r),
    });
    const seats = rows.seats;

    const byTable: ReportSection = {
      id: 'utilisationByTable',
      chart: { kind: 'bar', x: 'table', series: ['utilisation'] },
      columns: columnsOf({ table: 'text', area: 'text', ...useColumns }),
      rows: rows.tables
        .sort((a, b) => (a.area ?? '').localeCompare(b.area ?? '') || a.name.localeCompare(b.name))
        .map((r) => ({ table: r.name, area: r.area, ...useFigures(r) })),
    };
    const byArea: ReportSection = {
      id: 'utilisationByArea',
      chart: { kind: 'bar', x: 'area', series: ['utilisation'] },
      columns: columnsOf({ area: 'text', tables: 'count', ...useColumns }),
      rows: rows.areas
        .sort((a, b) => (a.area ?? '').localeCompare(b.area ?? ''))
        .map((r) => ({ area: r.area, tables: r.tables, ...useFigures(r) })),
    };
    const revpash: ReportSection = {
      id: 'revpashByDay',
      chart: { kind: 'bar', x: 'date', series: ['revpash'] },
      columns: columnsOf({
        date: 'text',
        ordersRevenue: 'money',
        tillRevenue: 'money',
        revenue: 'money',
        seats: 'count',
        openMinutes: 'minutes',
        revpash: 'money',
      }),
      rows: datesOf(scope.period).map((date) => {
        const day = revenue.find((r) => r.date === date);
        const money = (day?.orders ?? 0) + (day?.till ?? 0);
        const openMinutes = rows.days.find((r) => r.date === date)?.dayOpen ?? 0;
        const perSeatHour = ratio(money, (seats * openMinutes) / 60);
        return {
          date,
          ordersRevenue: day?.orders ?? 0,
          tillRevenue: day?.till ?? 0,
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
        value: share(rows.all),
        previous: share(before.all),
        trend: datesOf(scope.period).map((date) => ({
          date,
          value: share(rows.days.find((r) => r.date === date)),
        })),
      },
      sections: [byTable, byArea, revpash],
    };
  },
};
