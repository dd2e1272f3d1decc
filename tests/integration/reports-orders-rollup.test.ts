// The 'orders' report's rollups (order_revenue_slots, order_item_days; migration
// reports-orders-rollup): the statement triggers on food_orders recompute every business date a
// statement touched, so after any insert, item edit, cancel, un-cancel, date move, outlet or placed
// change and delete, both tables hold exactly what a recomputation from food_orders gives. PGlite, or
// PostgreSQL with DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../src-server/db/client.js';
import { ordersReport } from '../../src-server/reports/figures/orders.js';
import { reportScope, runReport } from '../../src-server/reports/report-scope.js';
import { london, order, seedVenue, type VenueSpec } from './helpers/report-fixture-times.js';
import { openMigratedScratch, type MigratedScratch } from './helpers/migrated-scratch.js';

let handle: DatabaseHandle;
let database: MigratedScratch;
let venueId: number;
let otherId: number;

const venue = (name: string, orders: VenueSpec['orders']): VenueSpec => ({
  name,
  areas: ['Room'],
  tables: [{ name: 'T1', area: 'Room', seats: 4 }],
  shifts: [{ name: 'Dinner', start: '18:00', end: '22:00', days: [] }],
  blackouts: [],
  products: [
    { name: 'Soup', price: 650 },
    { name: 'Steak', price: 2400 },
    { name: 'Wine', price: 700 },
  ],
  bookings: [],
  orders,
});

/** Both rollups as rows of text, in one order. */
async function rollup() {
  return queryRows(
    handle.db,
    sql`select * from (
          select 'slot' as kind, restaurant_id, business_date::text as day, outlet as a, slot::text as b,
            orders::text as n, revenue::text as m, null::text as last
          from order_revenue_slots
          union all
          select 'item', restaurant_id, business_date::text, product_id, name, quantity::text, line_total::text,
            last_ordered_at::text
          from order_item_days
        ) x order by 1, 2, 3, 4, 5`,
  );
}

/** The same rows recomputed from food_orders now. */
async function recomputed() {
  return queryRows(
    handle.db,
    sql`select * from (
          select 'slot' as kind, o.restaurant_id, o.business_date::text as day, o.outlet as a,
            date_bin('15 minutes', coalesce((o.status_times->>'placed')::timestamptz, o.created_at),
              timestamptz '2000-01-01 00:00:00+00')::text as b,
            count(*)::text as n, sum(o.total_minor)::text as m, null::text as last
          from food_orders o where o.order_status <> 'cancelled'
          group by o.restaurant_id, o.business_date, o.outlet, 5
          union all
          select 'item', o.restaurant_id, o.business_date::text, it->>'product_id', it->>'name',
            sum((it->>'quantity')::int)::text, sum((it->>'line_total_minor')::int)::text, max(o.created_at)::text
          from food_orders o cross join lateral jsonb_array_elements(o.items) it
          where o.order_status <> 'cancelled'
          group by o.restaurant_id, o.business_date, it->>'product_id', it->>'name'
        ) x order by 1, 2, 3, 4, 5`,
  );
}

async function expectExact() {
  const rows = await rollup();
  expect(rows.length).toBeGreaterThan(0);
  expect(rows).toEqual(await recomputed());
}

/** The id of the venue's order placed at `placed` (London wall-clock time). */
async function orderAt(placed: string): Promise<string> {
  const rows = (await queryRows(
    handle.db,
    sql`select id::text as id from food_orders where restaurant_id = ${venueId}
        and created_at = ${london(placed)}::timestamptz`,
  )) as Array<{ id: string }>;
  if (rows.length !== 1) throw new Error(`no single order at ${placed}`);
  return rows[0]?.id ?? '';
}

async function itemNames(): Promise<string[]> {
  const result = await runReport(
    ordersReport,
    await reportScope(handle.db, venueId, { from: '2026-03-23', to: '2026-03-29' }),
  );
  const items = result.sections.find((s) => s.id === 'revenueByItem');
  return (items?.rows ?? []).map((r) => String(r.item)).sort();
}

beforeAll(async () => {
  database = await openMigratedScratch('venue-reports-orders-rollup');
  handle = database.handle;
  venueId = await seedVenue(
    handle.db,
    venue('Rollup', [
      order('restaurant1', '03-23 19:05', [
        ['Soup', 2],
        ['Steak', 1],
      ]),
      order('restaurant1', '03-23 19:20', [['Steak', 2]]),
      order('ird', '03-24 21:50', [['Wine', 3]]),
      order('ird', '03-24 22:10', [['Wine', 1]], 'cancelled'),
    ]),
  );
  otherId = await seedVenue(handle.db, venue('Other', [order('restaurant1', '03-23 19:05', [['Soup', 1]])]));
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe('order_revenue_slots and order_item_days', () => {
  it('hold the orders written one by one (cancelled ones left out)', async () => {
    await expectExact();
    const slots = await queryRows(
      handle.db,
      sql`select outlet, to_char(slot at time zone 'UTC', 'MM-DD HH24:MI') as slot, orders, revenue::int as revenue
          from order_revenue_slots where restaurant_id = ${venueId} order by slot`,
    );
    // 19:05 and 19:20 fall in the 19:00 and 19:15 quarters; the cancelled 22:10 order is left out.
    expect(slots).toEqual([
      { outlet: 'restaurant1', slot: '03-23 19:00', orders: 1, revenue: 2 * 650 + 2400 },
      { outlet: 'restaurant1', slot: '03-23 19:15', orders: 1, revenue: 2 * 2400 },
      { outlet: 'ird', slot: '03-24 21:45', orders: 1, revenue: 3 * 700 },
    ]);
  });

  it('follow a bulk insert of many orders over several dates in one statement', async () => {
    await handle.db.execute(sql`insert into food_orders (id, restaurant_id, outlet, target_kind, label, items,
        total_minor, order_status, status_times, time, business_date, created_at)
      select gen_random_uuid(), r.id, case when g % 2 = 0 then 'ird' else 'restaurant1' end, 'table', 'Bulk',
        jsonb_build_array(jsonb_build_object('product_id', 'bulk-' || (g % 3), 'name', 'Bulk ' || (g % 3),
          'quantity', 1 + g % 2, 'unit_price_minor', 100, 'modifiers', '[]'::jsonb, 'note', '',
          'line_total_minor', 100 * (1 + g % 2))),
        100 * (1 + g % 2), case when g % 5 = 0 then 'cancelled' else 'served' end,
        jsonb_build_object('placed', to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')), '12:00',
        (t at time zone 'Europe/London')::date, t
      from restaurants r, generate_series(1, 40) g,
        lateral (select timestamptz '2026-03-20 11:00+00' + g * interval '7 hours 13 minutes') x(t)
      where r.id in (${venueId}, ${otherId})`);
    await expectExact();
  });

  it('follow item edits, cancelling and un-cancelling, date moves, outlet and placed changes', async () => {
    const first = await orderAt('03-23 19:05');
    // Its Steak line goes from 1 to 3.
    await handle.db.execute(sql`update food_orders
      set items = jsonb_set(jsonb_set(items, '{1,quantity}', '3'), '{1,line_total_minor}', '7200'),
        total_minor = 2 * 650 + 7200
      where id = ${first}::uuid`);
    await expectExact();

    await handle.db.execute(sql`update food_orders set order_status = 'cancelled' where id = ${first}::uuid`);
    await expectExact();
    await handle.db.execute(sql`update food_orders set order_status = 'served' where id = ${first}::uuid`);
    await expectExact();

    await handle.db.execute(
      sql`update food_orders set business_date = '2026-03-25' where id = ${first}::uuid`,
    );
    await expectExact();

    await handle.db.execute(sql`update food_orders set outlet = 'ird',
        status_times = jsonb_set(status_times, '{placed}', to_jsonb(${london('03-25 20:40')}::text))
      where id = ${first}::uuid`);
    await expectExact();

    // A status between two counted ones changes nothing the report reads.
    const before = await rollup();
    await handle.db.execute(
      sql`update food_orders set order_status = 'ready' where restaurant_id = ${venueId} and order_status <> 'cancelled'`,
    );
    expect(await rollup()).toEqual(before);
    await expectExact();
  });

  it('name an item as its latest order named it, and go back when that order goes', async () => {
    // Soup is named 'Soup' by its only order so far; a later order names it 'Soup (new)'.
    expect(await itemNames()).toEqual(['Bulk 0', 'Bulk 1', 'Bulk 2', 'Soup', 'Steak', 'Wine']);
    await handle.db.execute(sql`insert into food_orders (id, restaurant_id, outlet, target_kind, label, items,
        total_minor, order_status, status_times, time, business_date, created_at)
      select gen_random_uuid(), restaurant_id, 'restaurant1', 'table', 'Later',
        jsonb_build_array(jsonb_set(items->0, '{name}', '"Soup (new)"')), 650, 'served',
        jsonb_build_object('placed', ${london('03-26 19:00')}::text), '19:00', '2026-03-26',
        ${london('03-26 19:00')}::timestamptz
      from food_orders where id = ${await orderAt('03-23 19:05')}::uuid`);
    await expectExact();
    expect(await itemNames()).toEqual(['Bulk 0', 'Bulk 1', 'Bulk 2', 'Soup (new)', 'Steak', 'Wine']);

    await handle.db.execute(
      sql`delete from food_orders where restaurant_id = ${venueId} and label = 'Later'`,
    );
    await expectExact();
    expect(await itemNames()).toEqual(['Bulk 0', 'Bulk 1', 'Bulk 2', 'Soup', 'Steak', 'Wine']);
  });

  it('follow deletes, and leave another restaurant as it was', async () => {
    const theirs = await queryRows(
      handle.db,
      sql`select count(*)::int as n from order_item_days where restaurant_id = ${otherId}`,
    );
    await handle.db.execute(sql`delete from food_orders where restaurant_id = ${venueId}`);
    await expectExact();
    const mine = await queryRows(
      handle.db,
      sql`select (select count(*) from order_revenue_slots where restaurant_id = ${venueId})::int as slots,
            (select count(*) from order_item_days where restaurant_id = ${venueId})::int as items,
            (select count(*) from order_item_days where restaurant_id = ${otherId})::int as theirs`,
    );
    expect(mine).toEqual([{ slots: 0, items: 0, theirs: (theirs[0] as { n: number }).n }]);
  });
});
