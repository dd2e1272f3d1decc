// The 'orders' report (issue 33): food-order revenue by outlet, by item and by hour, and the items
// out of stock (86'd).
//
// Definitions:
// - Orders of the period: food_orders whose business_date is in it, not cancelled (the only refusal
//   state in ORDER_STATUSES); revenue is their total_minor (minor units).
// - By item: each order's items (a jsonb copy of what was ordered, OrderItem) summed by product:
//   quantity and line_total_minor; an item is named as its latest order named it.
// - By hour: the venue-local hour the order was placed (status_times.placed, else created_at), all
//   24 hours listed.
// - Out of stock: products only keep their CURRENT 86 flag (products.out_of_stock, set with the
//   menus.stock permission); no history of when an item was 86'd is stored, so the section lists the
//   items on sale that are out of stock NOW (section 'outOfStockNow'), with what they sold in the period.
// - Card: revenue of the period; the trend is revenue per business date.
//
// Read from two rollups of the counted orders per business date, kept by triggers on food_orders
// (migration reports-orders-rollup, src-server/db/schema/reports.ts): order_revenue_slots (orders
// and revenue per outlet and quarter-hour slot of the placed instant) and order_item_days (the
// items per product id and name as ordered, with the latest created_at of an order naming it so).
import { sql } from 'drizzle-orm';
import type { ReportSection } from '../../../src-shared/reports/report-schemas.js';
import { datesOf, type ReportDefinition, type ReportScope, columnsOf } from '../report-scope.js';
import { figureRows } from './time-sql.js';

/** The rollup rows of `table` for `from`–`to`, as a subquery aliased `r`. */
const rollup = (
  table: 'order_revenue_slots' | 'order_item_days',
  scope: ReportScope,
  from: string,
  to: string,
) =>
  sql`(select * from ${sql.identifier(table)} where restaurant_id = ${scope.restaurantId}
    and business_date between ${from}::date and ${to}::date) r`;

async function revenueByDate(scope: ReportScope) {
  return figureRows(
    scope,
    sql`select r.business_date::text as date, sum(r.revenue)::float8 as revenue
        from ${rollup('order_revenue_slots', scope, scope.previous.from, scope.period.to)}
        group by r.business_date`,
    { numbers: ['revenue'], texts: ['date'] },
  );
}

async function byOutlet(scope: ReportScope) {
  return figureRows(
    scope,
    sql`select r.outlet, sum(r.orders)::int as orders, sum(r.revenue)::float8 as revenue
        from ${rollup('order_revenue_slots', scope, scope.period.from, scope.period.to)}
        group by r.outlet order by revenue desc, r.outlet`,
    { numbers: ['orders', 'revenue'], texts: ['outlet'] },
  );
}

async function byItem(scope: ReportScope) {
  return figureRows(
    scope,
    // Summed per product and name over the period's dates, then each product named by the name
    // whose latest order is the latest.
    sql`select g.product_id, (array_agg(g.name order by g.placed desc))[1] as item,
          sum(g.quantity)::int as quantity, sum(g.line_total)::float8 as revenue
        from (
          select r.product_id, r.name, max(r.last_ordered_at) as placed, sum(r.quantity) as quantity,
            sum(r.line_total) as line_total
          from ${rollup('order_item_days', scope, scope.period.from, scope.period.to)}
          group by r.product_id, r.name
        ) g
        group by g.product_id order by revenue desc, item`,
    { numbers: ['quantity', 'revenue'], texts: ['product_id', 'item'] },
  );
}

async function byHour(scope: ReportScope) {
  return figureRows(
    scope,
    // A quarter-hour slot lies within one venue-local hour (see order_revenue_slots).
    sql`select h.hour, coalesce(sum(r.orders), 0)::int as orders, coalesce(sum(r.revenue), 0)::float8 as revenue
        from generate_series(0, 23) h(hour)
        left join (
          select r.orders, r.revenue, extract(hour from r.slot at time zone ${scope.timeZone})::int as hour
          from ${rollup('order_revenue_slots', scope, scope.period.from, scope.period.to)}
        ) r on r.hour = h.hour
        group by h.hour order by h.hour`,
    { numbers: ['hour', 'orders', 'revenue'] },
  );
}

async function outOfStockNow(scope: ReportScope) {
  return figureRows(
    scope,
    sql`with out_of_stock as (
          select p.id::text as product_id, p.name, p.stock_quantity
          from products p
          where p.restaurant_id = ${scope.restaurantId} and p.out_of_stock and p.status = 1
        ),
        sold as (
          select r.product_id, sum(r.quantity) as quantity
          from ${rollup('order_item_days', scope, scope.period.from, scope.period.to)}
          where r.product_id in (select product_id from out_of_stock)
          group by r.product_id
        )
        select p.name as item, p.stock_quantity, coalesce(s.quantity, 0)::int as quantity
        from out_of_stock p left join sold s on s.product_id = p.product_id
        order by p.name`,
    { numbers: ['quantity'], nullable: ['stock_quantity'], texts: ['item'] },
  );
}

export const ordersReport: ReportDefinition = {
  key: 'orders',
  async compute(scope) {
    const [daily, outlets, items, hours, out] = await Promise.all([
      revenueByDate(scope),
      byOutlet(scope),
      byItem(scope),
      byHour(scope),
      outOfStockNow(scope),
    ]);
    const inPeriod = (date: string) => date >= scope.period.from && date <= scope.period.to;
    const total = (rows: typeof daily) => rows.reduce((n, r) => n + r.revenue, 0);
    const sections: ReportSection[] = [
      {
        id: 'revenueByOutlet',
        chart: { kind: 'bar', x: 'outlet', series: ['revenue'] },
        columns: columnsOf({ outlet: 'text', orders: 'count', revenue: 'money' }),
        rows: outlets.map((r) => ({ outlet: r.outlet, orders: r.orders, revenue: r.revenue })),
      },
      {
        id: 'revenueByItem',
        chart: { kind: 'bar', x: 'item', series: ['revenue'] },
        columns: columnsOf({ item: 'text', quantity: 'count', revenue: 'money' }),
        rows: items.map((r) => ({ item: r.item, quantity: r.quantity, revenue: r.revenue })),
      },
      {
        id: 'revenueByHour',
        chart: { kind: 'bar', x: 'hour', series: ['revenue'] },
        columns: columnsOf({ hour: 'text', orders: 'count', revenue: 'money' }),
        rows: hours.map((r) => ({
          hour: `${String(r.hour).padStart(2, '0')}:00`,
          orders: r.orders,
          revenue: r.revenue,
        })),
      },
      {
        id: 'outOfStockNow',
        chart: null,
        columns: columnsOf({ item: 'text', stockQuantity: 'count', quantitySold: 'count' }),
        rows: out.map((r) => ({ item: r.item, stockQuantity: r.stock_quantity, quantitySold: r.quantity })),
      },
    ];
    return {
      card: {
        metric: 'revenue',
        unit: 'money',
        value: total(daily.filter((r) => inPeriod(r.date))),
        previous: total(daily.filter((r) => !inPeriod(r.date))),
        trend: datesOf(scope.period).map((date) => ({
          date,
          value: daily.find((r) => r.date === date)?.revenue ?? 0,
        })),
      },
      sections,
    };
  },
};
