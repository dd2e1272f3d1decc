// The 'marketing' report (issue 33): bookings that marketing brought, which today means bookings
// made with a promo code (campaigns do not exist yet; when they do, their bookings join here).
//
// Definitions:
// - A booking of the period is a reservation whose venue date (reservations.date) is in the period.
//   Its status is read by name, case-insensitively (statusIs in time-sql.ts): Cancelled, No-show, or
//   kept (any other status, as the covers report counts bookings).
// - A booking is attributed to a promo code when the restaurant holds a redemption of one of its own
//   codes (promo_code_redemptions) linked to that reservation; a redemption linked to no booking is
//   not counted. A booking made with two codes that combine counts once on the card and the day
//   table, and under each of its codes in the code table (so that table may add up to more).
// - Bookings and covers (sum of guest_count) count kept attributed bookings; no-shows and
//   cancellations count attributed bookings of those statuses.
// - Revenue: the total_minor of the food orders linked to a kept attributed booking
//   (food_orders.reservation_id, same restaurant), not cancelled, whatever their business date,
//   counted on the booking's venue date (money in minor units).
// - Share: attributed bookings ÷ all kept bookings of the period (or of the day), read from the
//   day-counts rollup as the covers report reads them; null when none.
// - By promo code: every active code of the restaurant (an idle one shows zeros), and a switched-off
//   one only when bookings of the period came with it; most bookings first, then by code.
// - Card: promoBookings, the attributed bookings of the period, against the previous period; the
//   trend is their count per venue date.
// One query: the counts per date over the period and the one before it, and the counts per code.
import { sql, type SQL } from 'drizzle-orm';
import type { ReportPeriod, ReportSection } from '../../../src-shared/reports/report-schemas.js';
import { type ReportDefinition, type ReportScope, columnsOf } from '../report-scope.js';
import * as booking from './booking-sql.js';
import { figureRows, ratio, statusIs } from './time-sql.js';

/** (reservation, code) pairs of the restaurant's redemptions of its own codes, once each. */
function attributedPairs(scope: ReportScope): SQL {
  const rid = scope.restaurantId;
  return sql`select distinct x.reservation_id, x.promo_code_id
    from promo_code_redemptions x join promo_codes p on p.id = x.promo_code_id and p.restaurant_id = ${rid}
    where x.restaurant_id = ${rid} and x.reservation_id is not null`;
}

/** The restaurant's statuses `s` with what each means: s.cancelled, s.no_show, s.kept. */
function statusMeanings(scope: ReportScope): SQL {
  const cancelled = statusIs(sql`name`, 'cancelled');
  const noShow = statusIs(sql`name`, 'noShow');
  return sql`(select id, ${cancelled} as cancelled, ${noShow} as no_show, not ${cancelled} and not ${noShow} as kept
    from reservation_statuses where restaurant_id = ${scope.restaurantId}) s`;
}

/**
 * The columns an attributed reservation `r` with status `s` (statusMeanings) is read with: venue
 * date, guests, what its status means and, when kept, its orders' revenue, looked up by the
 * (restaurant, reservation) index of food_orders for these few bookings only.
 */
function bookingColumns(scope: ReportScope): SQL {
  // Revenue is shown for the period only (the card compares bookings), so none is read before it.
  return sql`r.id, r.date, r.guest_count, s.cancelled, s.no_show, s.kept,
    case when s.kept and r.date >= ${scope.period.from}::date then (
      select coalesce(sum(o.total_minor), 0) from food_orders o
      where o.restaurant_id = ${scope.restaurantId} and o.reservation_id = r.id and o.order_status <> 'cancelled'
    ) end as revenue`;
}

/** The counted figures of a group of attributed bookings `b` (none, when a left join found none). */
const attributedFigures = sql`
  (count(*) filter (where b.kept))::int as bookings,
  coalesce(sum(b.guest_count) filter (where b.kept), 0)::int as covers,
  (count(*) filter (where b.no_show))::int as no_shows,
  (count(*) filter (where b.cancelled))::int as cancellations,
  coalesce(sum(b.revenue), 0)::float8 as revenue`;

/**
 * Every attributed (reservation, code) pair of `period` with its booking's columns (bookingColumns),
 * read once and kept for both tables. Each booking is fetched by its id (offset 0 keeps the lateral
 * subquery from being flattened into a join, which read every booking of the period to match the
 * few percent that came with a code).
 */
function attributedPairsOf(scope: ReportScope, period: ReportPeriod): SQL {
  return sql`select a.promo_code_id, ${bookingColumns(scope)}
    from (${attributedPairs(scope)}) a
      cross join lateral (
        select x.id, x.date, x.guest_count, x.status_id from reservations x
        where x.id = a.reservation_id and x.restaurant_id = ${scope.restaurantId}
          and x.date between ${period.from}::date and ${period.to}::date
        offset 0
      ) r
      join ${statusMeanings(scope)} on s.id = r.status_id`;
}

const COUNTED = ['bookings', 'covers', 'no_shows', 'cancellations', 'revenue'] as const;

/**
 * One query for both tables: rows of kind 'date' (both periods: every kept booking of the date —
 * the share's whole, from the day-counts rollup, where each booking counts once under the 'shift'
 * dim — and the date's attributed bookings, each once) and rows of kind 'code' (the period's
 * attributed bookings per code of the restaurant).
 */
async function figures(scope: ReportScope) {
  const period = booking.withPrevious(scope);
  const zeroes = (alias: string) =>
    sql.join(
      COUNTED.map(
        (c) => sql`coalesce(${sql.identifier(alias)}.${sql.identifier(c)}, 0) as ${sql.identifier(c)}`,
      ),
      sql`, `,
    );
  return figureRows(
    scope,
    sql`with b as materialized (${attributedPairsOf(scope, period)}),
        one as (select distinct on (b.id) b.* from b order by b.id),
        all_kept as (
          select d.date, sum(d.bookings)::int as all_bookings
          from reservation_day_counts d
          where ${booking.keptCounts(scope, 'shift', period)}
          group by d.date
        ),
        per_date as (select b.date, ${attributedFigures} from one b group by b.date),
        per_code as (
          select p.code, (p.status = 1)::int as active, count(b.id)::int as attributed, ${attributedFigures}
          from promo_codes p
            left join b on b.promo_code_id = p.id and b.date >= ${scope.period.from}::date
          where p.restaurant_id = ${scope.restaurantId}
          group by p.id, p.code, p.status
        )
        select 'date' as kind, coalesce(k.date, a.date)::text as date, '' as code, 0 as active,
          0 as attributed, coalesce(k.all_bookings, 0)::int as all_bookings, ${zeroes('a')}
        from all_kept k full join per_date a on a.date = k.date
        union all
        select 'code', '', c.code, c.active, c.attributed, 0, ${zeroes('c')}
        from per_code c`,
    {
      numbers: ['active', 'attributed', 'all_bookings', ...COUNTED],
      texts: ['kind', 'date', 'code'],
    },
  );
}

/** The columns of figuresRow. */
const FIGURES_COLUMNS = {
  bookings: 'count',
  covers: 'count',
  noShows: 'count',
  cancellations: 'count',
  revenue: 'money',
  bookingShare: 'percent',
} as const;

/** The table row of counted figures, with their share of `allBookings`. */
const figuresRow = (
  r: { bookings: number; covers: number; no_shows: number; cancellations: number; revenue: number },
  allBookings: number,
) => ({
  bookings: r.bookings,
  covers: r.covers,
  noShows: r.no_shows,
  cancellations: r.cancellations,
  revenue: r.revenue,
  bookingShare: ratio(r.bookings, allBookings),
});

export const marketingReport: ReportDefinition = {
  key: 'marketing',
  async compute(scope) {
    const rows = await figures(scope);
    const days = rows.filter((r) => r.kind === 'date');
    const codes = rows.filter((r) => r.kind === 'code');
    const now = days.filter((r) => booking.inPeriod(r.date, scope.period));
    const sum = (rows: readonly (typeof days)[number][]) => ({
      bookings: booking.total(rows, (r) => r.bookings),
      covers: booking.total(rows, (r) => r.covers),
      no_shows: booking.total(rows, (r) => r.no_shows),
      cancellations: booking.total(rows, (r) => r.cancellations),
      revenue: booking.total(rows, (r) => r.revenue),
      all: booking.total(rows, (r) => r.all_bookings),
    });
    const period = sum(now);

    const byCode: ReportSection = {
      id: 'bookingsByPromoCode',
      chart: { kind: 'bar', x: 'code', series: ['bookings'] },
      columns: columnsOf({ code: 'text', ...FIGURES_COLUMNS }),
      rows: codes
        .filter((c) => c.active === 1 || c.attributed > 0)
        .sort((x, y) => y.bookings - x.bookings || x.code.localeCompare(y.code))
        .map((c) => ({ code: c.code, ...figuresRow(c, period.all) })),
    };
    const byDay: ReportSection = {
      id: 'promoBookingsByDay',
      chart: { kind: 'bar', x: 'date', series: ['bookings'] },
      columns: columnsOf({ date: 'text', ...FIGURES_COLUMNS }),
      rows: booking.perDate(scope.period, now, (date, rows) => {
        const day = sum(rows);
        return { date, ...figuresRow(day, day.all) };
      }),
    };
    return {
      card: booking.periodCard(scope, 'promoBookings', 'count', days, (rows) =>
        booking.total(rows, (r) => r.bookings),
      ),
      sections: [byCode, byDay],
    };
  },
};
