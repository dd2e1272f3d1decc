// The reports bench's data set (issue 33): a year of a venue's service written straight in SQL
// (INSERT … SELECT over generate_series), not through the services — 150k bookings one call at a
// time would take the bench an hour. What the reports read is written as the app writes it: the
// booking with its status, its tables and server, its status history (what the trigger on
// reservations records, with the times a real evening gives them), the waitlist and the food orders
// with their priced items. Random draws come from setseed, so two runs load the same venue.
import type pg from 'pg';
import { DEMO_RESERVATION_STATUSES } from '../../src-shared/schemas/reservation-status.js';
import { DEFAULT_TURN_TIMES } from '../../src-shared/schemas/shift.js';

export interface VenuePlan {
  slug: string;
  name: string;
  tables: number;
  /** First and last venue dates of the bookings, both included. */
  from: string;
  to: string;
  /** Draws for this venue start from setseed(seed). */
  seed: number;
}

export interface LoadedVenue {
  restaurantId: number;
  reservations: number;
  statusEvents: number;
  foodOrders: number;
  waitlistEntries: number;
  promoRedemptions: number;
}

const TIME_ZONE = 'Europe/London';
const AREAS = ['Main room', 'Terrace', 'Bar', 'Window', 'Garden room'];
const SERVERS = ['Alex', 'Bea', 'Chris', 'Dana', 'Eli', 'Fran', 'Gus', 'Hana'];
/** Two sittings at lunch, three at dinner, two hours apart: a table's bookings never overlap. */
const SLOTS = [
  [0, 690, 'Lunch'],
  [1, 810, 'Lunch'],
  [2, 1050, 'Dinner'],
  [3, 1170, 'Dinner'],
  [4, 1290, 'Dinner'],
] as const;
const DISHES: readonly (readonly [string, number])[] = [
  ['Sourdough & butter', 450],
  ['Oysters (3)', 1200],
  ['Crab on toast', 1100],
  ['Burrata', 1050],
  ['Soup of the day', 750],
  ['Chicken liver parfait', 900],
  ['Beetroot salad', 850],
  ['Calamari', 950],
  ['Fish & chips', 1800],
  ['Hake, mussels, samphire', 2400],
  ['Ribeye 250 g', 3200],
  ['Lamb rump', 2600],
  ['Mushroom risotto', 1700],
  ['Burger', 1650],
  ['Roast chicken', 1900],
  ['Gnocchi', 1600],
  ['Chips', 450],
  ['Greens', 500],
  ['House salad', 550],
  ['Sticky toffee pudding', 800],
  ['Chocolate mousse', 750],
  ['Cheese board', 1200],
  ['Ice cream (2 scoops)', 600],
  ['Espresso', 300],
  ['Flat white', 380],
  ['Tea', 320],
  ['Sparkling water', 400],
  ['Cola', 380],
  ['House white (175 ml)', 850],
  ['House red (175 ml)', 850],
  ['Pint of lager', 650],
  ['Negroni', 1100],
  ['Bottle of Picpoul', 3400],
  ['Bottle of Rioja', 3800],
  ['Prosecco (125 ml)', 900],
  ['Lemonade', 380],
  ['Kids pasta', 700],
  ['Kids fish fingers', 750],
  ['Sunday roast beef', 2200],
  ['Tasting menu', 6500],
];

/** Promo codes (code, percent off, active); the last was switched off during the year. */
const PROMO_CODES: readonly (readonly [string, number, boolean])[] = [
  ['WELCOME10', 10, true],
  ['SPRING15', 15, true],
  ['SUMMER20', 20, true],
  ['NEWSLETTER', 10, true],
  ['LOCALS', 5, true],
  ['XMAS25', 25, false],
];

const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Loads one venue: its setup, then a year of bookings and what follows from them. */
export async function loadVenue(client: pg.Client, plan: VenuePlan): Promise<LoadedVenue> {
  const q = (text: string, params: unknown[] = []) => client.query(text, params);
  const [restaurant] = (
    await q(
      `INSERT INTO restaurants (name, slug, time_zone, currency, address_line1, city, postcode, country, phone, email)
       VALUES ($1, $2, $3, 'GBP', '1 Bench Street', 'London', 'E1 6AN', 'GB', '+44 20 7946 0000', 'bench@venue.test')
       RETURNING id`,
      [plan.name, plan.slug, TIME_ZONE],
    )
  ).rows as { id: number }[];
  if (!restaurant) throw new Error('The bench restaurant was not made');
  const r = restaurant.id;
  await q('SELECT setseed($1)', [plan.seed]);

  await q(
    `INSERT INTO seating_areas (id, restaurant_id, name, sa_order)
     SELECT gen_random_uuid(), $1, a.name, a.n FROM unnest($2::text[]) WITH ORDINALITY AS a(name, n)`,
    [r, AREAS],
  );
  // Capacities: 30 % two-tops, 40 % fours, 20 % sixes, 5 % eights, 5 % tens, spread over the areas.
  await q(
    `INSERT INTO tables (id, restaurant_id, seating_area_id, name, min_covers, max_covers, shape, sort_order)
     SELECT gen_random_uuid(), $1, a.id, 'T' || i, c.min_covers, c.max_covers,
            CASE WHEN c.max_covers <= 4 THEN 'round' ELSE 'rectangle' END, i
     FROM generate_series(1, $2::int) i
     CROSS JOIN LATERAL (SELECT CASE WHEN i % 10 < 3 THEN 2 WHEN i % 10 < 7 THEN 4 WHEN i % 10 < 9 THEN 6
                                     WHEN i % 20 = 9 THEN 8 ELSE 10 END AS max_covers) m
     CROSS JOIN LATERAL (SELECT m.max_covers, CASE m.max_covers WHEN 2 THEN 1 WHEN 4 THEN 2 ELSE m.max_covers - 2 END
                           AS min_covers) c
     JOIN seating_areas a ON a.restaurant_id = $1 AND a.sa_order = 1 + (i % 5)`,
    [r, plan.tables],
  );
  const turnTimes = JSON.stringify(DEFAULT_TURN_TIMES);
  const everyDay = JSON.stringify(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']);
  await q(
    `INSERT INTO shifts (id, restaurant_id, name, category, start_time, end_time, last_seating_time, interval_minutes, turn_times, active_days)
     VALUES (gen_random_uuid(), $1, 'Lunch', 'LUNCH', '11:30', '15:30', '14:00', 15, $2::jsonb, $3::jsonb),
            (gen_random_uuid(), $1, 'Dinner', 'DINNER', '17:30', '23:30', '21:45', 15, $2::jsonb, $3::jsonb)`,
    [r, turnTimes, everyDay],
  );
  await q(
    `INSERT INTO server_names (id, restaurant_id, name) SELECT gen_random_uuid(), $1, unnest($2::text[])`,
    [r, SERVERS],
  );
  const statuses = DEMO_RESERVATION_STATUSES.map(
    (s, i) =>
      `(gen_random_uuid(), ${r}, ${sqlText(s.reservation_Status_Name)}, ${sqlText(s.color_code)}, ${s.holds_table}, ${s.is_final}, ${s.is_default}, ${i})`,
  );
  await q(
    `INSERT INTO reservation_statuses (id, restaurant_id, name, color_code, holds_table, is_final, is_default, sort_order)
     VALUES ${statuses.join(', ')}`,
  );
  await q(
    `INSERT INTO products (id, restaurant_id, name, price_minor, sort_order, out_of_stock)
     SELECT gen_random_uuid(), $1, d.name, d.price, d.n, d.n % 13 = 0
     FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS d(name, price, n)`,
    [r, DISHES.map((d) => d[0]), DISHES.map((d) => d[1])],
  );

  // Every table's sittings of the year, each taken with a chance that rises at weekends, at 19:30
  // and towards December; the draws the booking's other fields are made from ride along.
  await q('DROP TABLE IF EXISTS bench_slots, bench_res, bench_orders');
  await q(
    `CREATE TEMP TABLE bench_slots AS
     SELECT d::date AS date, t.id AS table_id, t.name AS table_name, t.seating_area_id, a.sa_order AS area_no,
            t.min_covers, t.max_covers, s.slot, s.start_min, s.shift_name,
            random() AS r_size, random() AS r_src, random() AS r_lead, random() AS r_out, random() AS r_a,
            random() AS r_b, random() AS r_c, random() AS r_d, random() AS r_e
     FROM generate_series($2::date, $3::date, interval '1 day') d
     CROSS JOIN tables t
     JOIN seating_areas a ON a.id = t.seating_area_id
     CROSS JOIN (VALUES ${SLOTS.map(([slot, min, name]) => `(${slot}, ${min}, '${name}')`).join(', ')}) s(slot, start_min, shift_name)
     WHERE t.restaurant_id = $1
       AND random() < (CASE WHEN extract(isodow FROM d) >= 5
                            THEN (ARRAY[0.85, 0.75, 0.95, 1.0, 0.85])[s.slot + 1]
                            ELSE (ARRAY[0.75, 0.6, 0.85, 0.97, 0.72])[s.slot + 1] END)
                      * (1.0 + 0.04 * cos(2 * pi() * (extract(doy FROM d) - 350) / 365))`,
    [r, plan.from, plan.to],
  );
  // The booking each sitting became: party by table size, booked duration by party (the default
  // turn times), source, lead time (walk-ins none; else a long tail, mean ~5 days), outcome
  // (~5 % cancelled, ~3 % no-show, the rest seated and completed) and the times of each status.
  await q(
    `CREATE TEMP TABLE bench_res AS
     WITH p AS (
       SELECT s.*, gen_random_uuid() AS id,
              CASE WHEN s.max_covers = 2 THEN CASE WHEN s.r_size < 0.3 THEN 1 ELSE 2 END
                   ELSE s.min_covers + floor(s.r_size * (s.max_covers - s.min_covers + 1))::int END AS guest_count,
              CASE WHEN s.r_src < 0.15 THEN 'walk_in' WHEN s.r_src < 0.45 THEN 'widget' WHEN s.r_src < 0.55 THEN 'online'
                   WHEN s.r_src < 0.85 THEN 'phone' WHEN s.r_src < 0.90 THEN 'email' WHEN s.r_src < 0.96 THEN 'in_person'
                   ELSE 'other' END AS source
       FROM bench_slots s
     ), q AS (
       SELECT p.*,
              CASE WHEN p.guest_count <= 2 THEN 90 WHEN p.guest_count <= 4 THEN 105 ELSE 120 END AS duration,
              CASE WHEN p.source = 'walk_in' THEN 0
                   ELSE greatest(30, least(129600, -ln(1 - p.r_lead) * 7200))::int END AS lead_min,
              CASE WHEN p.source = 'walk_in' THEN 'Completed' WHEN p.r_out < 0.059 THEN 'Cancelled'
                   WHEN p.r_out < 0.094 THEN 'No-show' ELSE 'Completed' END AS outcome
       FROM p
     ), t AS (
       SELECT q.*, q.start_min + CASE WHEN q.duration <= 105 AND q.r_a < 0.5 THEN 15 ELSE 0 END AS minute
       FROM q
     ), u AS (
       SELECT t.*, (t.date + make_interval(mins => t.minute)) AT TIME ZONE $1 AS start_at FROM t
     ), v AS (
       SELECT u.*, u.start_at - make_interval(mins => u.lead_min) AS created_at,
              CASE WHEN u.source = 'walk_in' THEN u.start_at
                   ELSE u.start_at + make_interval(secs => (u.r_a * 15 - 5) * 60) END AS seated_at
       FROM u
     )
     SELECT v.*,
            lpad((v.minute / 60)::text, 2, '0') || ':' || lpad((v.minute % 60)::text, 2, '0') AS time,
            v.seated_at + make_interval(secs => (v.duration + (v.r_b + v.r_c + v.r_d - 1.5) * 30) * 60) AS completed_at,
            CASE WHEN v.r_c < 0.05 THEN v.start_at + interval '10 minutes'
                 ELSE v.start_at - make_interval(secs => v.lead_min * v.r_c * 60) END AS cancelled_at,
            v.start_at + interval '30 minutes' AS no_show_at,
            v.created_at + make_interval(secs => v.lead_min * v.r_e * 6) AS confirmed_at,
            v.source <> 'walk_in' AND v.outcome <> 'Cancelled' AND v.r_b < 0.5 AND v.lead_min > 120 AS confirmed,
            CASE WHEN v.outcome = 'Completed' THEN 1 + (v.area_no + extract(doy FROM v.date)::int + v.slot / 2) % 8 END
              AS server_no,
            1 + (v.r_e < 0.45)::int AS orders
     FROM v`,
    [TIME_ZONE],
  );
  await q('CREATE INDEX ON bench_res (date, source)');

  // The bookings, with the history trigger off: their history is written below with the times the
  // evening gave each status, which the trigger (now() of this load) cannot know.
  await q('ALTER TABLE reservations DISABLE TRIGGER reservation_status_history');
  try {
    await q(
      `INSERT INTO reservations (id, restaurant_id, first_name, last_name, date, time, duration_minutes, guest_count,
                                 shift_id, seating_area_id, server_name_id, table_ids, source, status_id, during,
                                 created_at, updated_at)
       SELECT b.id, $1, 'Guest', 'No ' || row_number() OVER (), b.date, b.time, b.duration, b.guest_count,
              sh.id, b.seating_area_id, sv.id, jsonb_build_array(b.table_id::text), b.source, st.id,
              tstzrange(b.start_at, b.start_at + make_interval(mins => b.duration), '[)'), b.created_at,
              CASE b.outcome WHEN 'Completed' THEN b.completed_at WHEN 'Cancelled' THEN b.cancelled_at
                   ELSE b.no_show_at END
       FROM bench_res b
       JOIN shifts sh ON sh.restaurant_id = $1 AND sh.name = b.shift_name
       JOIN reservation_statuses st ON st.restaurant_id = $1 AND st.name = b.outcome
       LEFT JOIN (SELECT id, row_number() OVER (ORDER BY name) AS n FROM server_names WHERE restaurant_id = $1) sv
         ON sv.n = b.server_no`,
      [r],
    );
  } finally {
    await q('ALTER TABLE reservations ENABLE TRIGGER reservation_status_history');
  }
  // One statement, so the statement triggers on the events fill each booking's times rollup
  // (reservation_times) once, as production keeps it.
  const events = await q(
    `INSERT INTO reservation_status_events (restaurant_id, reservation_id, status_id, status_name, at)
     SELECT $1, e.id, st.id, st.name, e.at
     FROM (
       SELECT id, CASE WHEN source = 'walk_in' THEN 'Seated' ELSE 'Booked' END AS status, created_at AS at FROM bench_res
       UNION ALL SELECT id, 'Confirmed', confirmed_at FROM bench_res WHERE confirmed
       UNION ALL SELECT id, 'Seated', seated_at FROM bench_res WHERE outcome = 'Completed' AND source <> 'walk_in'
       UNION ALL SELECT id, 'Completed', completed_at FROM bench_res WHERE outcome = 'Completed'
       UNION ALL SELECT id, 'Cancelled', cancelled_at FROM bench_res WHERE outcome = 'Cancelled'
       UNION ALL SELECT id, 'No-show', no_show_at FROM bench_res WHERE outcome = 'No-show'
     ) e
     JOIN reservation_statuses st ON st.restaurant_id = $1 AND st.name = e.status`,
    [r],
  );

  // What the guests ordered: one or two orders per seated party at their table, a few courses
  // each, priced from the menu; a few room-service orders a day besides.
  await q(
    `CREATE TEMP TABLE bench_orders AS
     SELECT gen_random_uuid() AS id, 'restaurant1' AS outlet, 'table' AS target_kind, b.table_id, NULL::text AS room,
            b.id AS reservation_id, 'Table ' || b.table_name AS label, b.date,
            b.seated_at + make_interval(mins => 8 + (n - 1) * 45) AS placed_at,
            1 + floor(random() * 5)::int AS items, random() AS r_status
     FROM bench_res b CROSS JOIN LATERAL generate_series(1, b.orders) n
     WHERE b.outcome = 'Completed'
     UNION ALL
     SELECT gen_random_uuid(), 'ird', 'room', NULL, room, NULL, 'Room ' || room, d::date,
            (d::date + make_interval(mins => 420 + floor(random() * 900)::int)) AT TIME ZONE $1,
            1 + floor(random() * 3)::int, random()
     FROM generate_series($2::date, $3::date, interval '1 day') d
     CROSS JOIN generate_series(1, 10) k
     CROSS JOIN LATERAL (SELECT (200 + k * 3)::text AS room) rm`,
    [TIME_ZONE, plan.from, plan.to],
  );
  const iso = (at: string) => `to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  // One statement, so the statement triggers on food_orders fill the orders report's rollups
  // (order_revenue_slots, order_item_days) once per business date, as production keeps them.
  const orders = await q(
    `INSERT INTO food_orders (id, restaurant_id, outlet, target_kind, table_id, room, reservation_id, label, items,
                              total_minor, order_status, status_times, time, business_date, created_at, updated_at,
                              created_by)
     SELECT o.id, $1, o.outlet, o.target_kind, o.table_id, o.room, o.reservation_id, o.label, i.items, i.total,
            f.status, jsonb_build_object('placed', ${iso('o.placed_at')}, f.status, ${iso('f.at')}),
            to_char(f.at AT TIME ZONE $2, 'HH24:MI'), o.date, o.placed_at, f.at, 'Bench'
     FROM bench_orders o
     CROSS JOIN LATERAL (
       SELECT CASE WHEN o.r_status < 0.03 THEN 'cancelled' WHEN o.outlet = 'ird' THEN 'delivered' ELSE 'served' END
                AS status,
              o.placed_at + make_interval(mins => 12 + floor(o.r_status * 20)::int) AS at
     ) f
     CROSS JOIN LATERAL (
       SELECT jsonb_agg(jsonb_build_object('product_id', p.id, 'name', p.name, 'quantity', x.qty,
                                           'unit_price_minor', p.price_minor, 'modifiers', '[]'::jsonb, 'note', '',
                                           'line_total_minor', x.qty * p.price_minor) ORDER BY x.g) AS items,
              sum(x.qty * p.price_minor)::int AS total
       FROM (SELECT g, floor(random() * 40)::int AS pick, 1 + (random() < 0.25)::int AS qty
             FROM generate_series(1, o.items) g) x
       JOIN (SELECT id, name, price_minor, row_number() OVER (ORDER BY sort_order) - 1 AS pick
             FROM products WHERE restaurant_id = $1) p ON p.pick = x.pick
     ) i`,
    [r, TIME_ZONE],
  );

  // The waitlist: about eight a day; a third were seated (as one of the day's walk-ins), the rest
  // taken off the list.
  const waitlist = await q(
    `INSERT INTO waitlist_entries (id, restaurant_id, first_name, last_name, party_size, date, preferred_time, status,
                                   reservation_id, source, created_at, updated_at)
     SELECT gen_random_uuid(), $1, 'Waiting', 'No ' || k, w.party, w.date, w.pref, w.status,
            CASE WHEN w.status = 'seated' THEN (SELECT b.id FROM bench_res b WHERE b.date = w.date
                                                   AND b.source = 'walk_in' ORDER BY b.id OFFSET k LIMIT 1) END,
            CASE WHEN k % 3 = 0 THEN 'phone' ELSE 'widget' END,
            (w.date + interval '10 hours') AT TIME ZONE $2, (w.date + interval '21 hours') AT TIME ZONE $2
     FROM generate_series($3::date, $4::date, interval '1 day') d
     CROSS JOIN generate_series(1, 8) k
     CROSS JOIN LATERAL (SELECT d::date AS date, 2 + floor(random() * 5)::int AS party,
                                (ARRAY['', '12:30', '19:00', '20:00'])[1 + floor(random() * 4)::int] AS pref,
                                CASE WHEN random() < 0.35 THEN 'seated' ELSE 'removed' END AS status) w`,
    [r, TIME_ZONE, plan.from, plan.to],
  );
  // Promo codes, and a use of one for ~5 % of the year's bookings (~6 % of those not walked in), linked
  // to the booking as the widget records it (the marketing report). Drawn after everything above, so
  // the rest of the data set is the one earlier runs loaded.
  await q(
    `INSERT INTO promo_codes (id, restaurant_id, code, description, discount_type, discount_hundredths, status)
     SELECT gen_random_uuid(), $1, c.code, c.code || ' offer', 'percent', c.off * 100, CASE WHEN c.active THEN 1 ELSE 0 END
     FROM unnest($2::text[], $3::int[], $4::boolean[]) AS c(code, off, active)`,
    [r, PROMO_CODES.map((c) => c[0]), PROMO_CODES.map((c) => c[1]), PROMO_CODES.map((c) => c[2])],
  );
  const redemptions = await q(
    `INSERT INTO promo_code_redemptions (id, restaurant_id, promo_code_id, period, guest, reservation_id, created_at, updated_at)
     SELECT gen_random_uuid(), $1, p.id, 'all', 'email:guest' || b.n || '@bench.test', b.id, b.created_at, b.created_at
     FROM (SELECT id, created_at, row_number() OVER (ORDER BY id) AS n, floor(random() * $2::int)::int AS pick
           FROM bench_res WHERE source <> 'walk_in' AND random() < 0.059) b
     JOIN (SELECT id, row_number() OVER (ORDER BY code) - 1 AS pick FROM promo_codes WHERE restaurant_id = $1) p
       ON p.pick = b.pick`,
    [r, PROMO_CODES.length],
  );
  const count = (await q('SELECT count(*)::int AS n FROM reservations WHERE restaurant_id = $1', [r]))
    .rows as {
    n: number;
  }[];
  await q('DROP TABLE bench_slots, bench_res, bench_orders');
  return {
    restaurantId: r,
    reservations: count[0]?.n ?? 0,
    statusEvents: events.rowCount ?? 0,
    foodOrders: orders.rowCount ?? 0,
    waitlistEntries: waitlist.rowCount ?? 0,
    promoRedemptions: redemptions.rowCount ?? 0,
  };
}
