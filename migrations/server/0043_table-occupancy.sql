CREATE TABLE "table_occupancy" (
	"restaurant_id" integer NOT NULL,
	"table_id" text NOT NULL,
	"day" date NOT NULL,
	"occupied" "tstzmultirange" NOT NULL,
	"occupied_seconds" numeric NOT NULL,
	"first_booking_date" date NOT NULL,
	"last_booking_date" date NOT NULL,
	CONSTRAINT "table_occupancy_restaurant_id_day_table_id_pk" PRIMARY KEY("restaurant_id","day","table_id")
);
--> statement-breakpoint
CREATE TABLE "table_occupancy_parts" (
	"restaurant_id" integer NOT NULL,
	"table_id" text NOT NULL,
	"booking_date" date NOT NULL,
	"day" date NOT NULL,
	"occupied" "tstzmultirange" NOT NULL,
	CONSTRAINT "table_occupancy_parts_restaurant_id_table_id_booking_date_day_pk" PRIMARY KEY("restaurant_id","table_id","booking_date","day")
);
--> statement-breakpoint
ALTER TABLE "table_occupancy" ADD CONSTRAINT "table_occupancy_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_occupancy_parts" ADD CONSTRAINT "table_occupancy_parts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_occupancy_far_idx" ON "table_occupancy" USING btree ("restaurant_id","day") WHERE first_booking_date < day - 1 or last_booking_date > day + 1;--> statement-breakpoint
CREATE INDEX "table_occupancy_parts_table_day_idx" ON "table_occupancy_parts" USING btree ("restaurant_id","table_id","day");--> statement-breakpoint
-- Writers of one restaurant's date take turns on the report rollups: report_rollup_lock takes an
-- advisory lock per (rollup, restaurant, date) held to the end of the transaction, in date order, so
-- a recomputation that follows it reads everything the writer before it committed (READ COMMITTED:
-- each statement reads anew). Without it two terminals booking the same evening recomputed the day
-- each from a snapshot missing the other's booking and the rollup kept a wrong figure. A statement
-- touching more than 64 dates of a restaurant (a bulk load) locks the whole restaurant instead; the
-- others hold its lock shared.
CREATE OR REPLACE FUNCTION report_rollup_lock(rollup text, rids integer[], dates date[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT u.rid, array_agg(DISTINCT u.day ORDER BY u.day) AS days
    FROM unnest(rids, dates) AS u(rid, day) WHERE u.rid IS NOT NULL AND u.day IS NOT NULL
    GROUP BY u.rid ORDER BY u.rid
  LOOP
    IF cardinality(r.days) > 64 THEN
      PERFORM pg_advisory_xact_lock(hashtextextended(rollup || ':' || r.rid, 0));
    ELSE
      PERFORM pg_advisory_xact_lock_shared(hashtextextended(rollup || ':' || r.rid, 0));
      PERFORM pg_advisory_xact_lock(hashtextextended(rollup || ':' || r.rid || ':' || d, 0))
      FROM unnest(r.days) AS d;
    END IF;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Keeps table_occupancy_parts and table_occupancy right, so the utilisation report reads one row per
-- table and venue date instead of building a year of seated spans. The definitions are the report's
-- (src-server/reports/figures/utilisation.ts): a booking counts while its status is named Seated or
-- Completed (lower(name)); its seated span runs from reservation_times.seated_at (else the booked
-- start, lower(during)) to completed_at when after the start (else the booked end when after it,
-- else start + duration_minutes); the span is cut into the venue dates it touches, in the
-- restaurant's zone. A cell is (restaurant, table, booking date): every write recomputes the cells
-- its rows were in before and are in after, from all the bookings of that table and date, then the
-- (table, date) unions those cells touch. Statement triggers with transition tables: a load of many
-- bookings recomputes each touched cell once.
CREATE OR REPLACE FUNCTION table_occupancy_refresh(rids integer[], tids text[], dates date[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  -- The plans read bookings by (restaurant, date): short lists keep them on the index.
  some_rids integer[] := ARRAY(SELECT DISTINCT unnest(rids));
  some_dates date[] := ARRAY(SELECT DISTINCT unnest(dates));
  gone_rids integer[];
  gone_tids text[];
  gone_days date[];
  made_rids integer[];
  made_tids text[];
  made_days date[];
BEGIN
  -- A cell's seated time lands on its booking date and the next (a party past midnight): both
  -- dates' unions are recomputed below, so both are taken in turn.
  PERFORM report_rollup_lock('table-occupancy',
    ARRAY(SELECT k.rid FROM unnest(rids, dates) AS k(rid, bdate), generate_series(0, 1) AS n(n)),
    ARRAY(SELECT k.bdate + n.n FROM unnest(rids, dates) AS k(rid, bdate), generate_series(0, 1) AS n(n)));
  WITH gone AS (
    DELETE FROM table_occupancy_parts o
    USING (SELECT DISTINCT k.rid, k.tid, k.bdate FROM unnest(rids, tids, dates) AS k(rid, tid, bdate)) k
    WHERE o.restaurant_id = k.rid AND o.table_id = k.tid AND o.booking_date = k.bdate
    RETURNING o.restaurant_id, o.table_id, o.day
  )
  SELECT array_agg(g.restaurant_id), array_agg(g.table_id), array_agg(g.day) INTO gone_rids, gone_tids, gone_days
  FROM gone g;

  WITH cell AS MATERIALIZED (
    SELECT DISTINCT k.rid, k.tid, k.bdate FROM unnest(rids, tids, dates) AS k(rid, tid, bdate)
  ),
  booked AS MATERIALIZED (
    SELECT r.id, r.restaurant_id AS rid, e.tid, r.date AS bdate, r.during, r.duration_minutes
    FROM reservations r
    JOIN reservation_statuses s ON s.id = r.status_id AND lower(s.name) IN ('seated', 'completed')
    CROSS JOIN LATERAL jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(r.table_ids) = 'array' THEN r.table_ids END) e(tid)
    WHERE r.restaurant_id = ANY (some_rids) AND r.date = ANY (some_dates)
  ),
  spans AS (
    SELECT b.rid, b.tid, b.bdate, v.time_zone AS tz,
      tstzrange(t.start, greatest(t.start, CASE
          WHEN st.completed_at > t.start THEN st.completed_at
          WHEN upper(b.during) > t.start THEN upper(b.during)
          ELSE t.start + b.duration_minutes * interval '1 minute' END), '[)') AS seat
    FROM booked b
    JOIN cell c ON c.rid = b.rid AND c.tid = b.tid AND c.bdate = b.bdate
    JOIN restaurants v ON v.id = b.rid
    LEFT JOIN reservation_times st ON st.reservation_id = b.id AND st.restaurant_id = b.rid
    CROSS JOIN LATERAL (SELECT coalesce(st.seated_at, lower(b.during)) AS start) t
    WHERE isfinite(t.start)
  ),
  pieces AS (
    SELECT x.rid, x.tid, x.bdate, w.day,
      x.seat * tstzrange(w.day::timestamp AT TIME ZONE x.tz, (w.day + 1)::timestamp AT TIME ZONE x.tz, '[)') AS piece
    FROM spans x
    CROSS JOIN LATERAL (SELECT (lower(x.seat) AT TIME ZONE x.tz)::date AS first_day,
      (upper(x.seat) AT TIME ZONE x.tz)::date AS last_day) f
    CROSS JOIN LATERAL (SELECT f.first_day + n AS day FROM generate_series(0, f.last_day - f.first_day) n) w
    WHERE isfinite(upper(x.seat))
  ),
  made AS (
    INSERT INTO table_occupancy_parts (restaurant_id, table_id, booking_date, day, occupied)
    SELECT p.rid, p.tid, p.bdate, p.day, range_agg(p.piece)
    FROM pieces p
    WHERE NOT isempty(p.piece)
    GROUP BY p.rid, p.tid, p.bdate, p.day
    RETURNING restaurant_id, table_id, day
  )
  SELECT array_agg(m.restaurant_id), array_agg(m.table_id), array_agg(m.day) INTO made_rids, made_tids, made_days
  FROM made m;

  -- The (table, date) unions of the parts removed or written.
  gone_rids := coalesce(gone_rids, '{}') || coalesce(made_rids, '{}');
  gone_tids := coalesce(gone_tids, '{}') || coalesce(made_tids, '{}');
  gone_days := coalesce(gone_days, '{}') || coalesce(made_days, '{}');
  DELETE FROM table_occupancy o
  USING (SELECT DISTINCT k.rid, k.tid, k.day FROM unnest(gone_rids, gone_tids, gone_days) AS k(rid, tid, day)) k
  WHERE o.restaurant_id = k.rid AND o.day = k.day AND o.table_id = k.tid;
  INSERT INTO table_occupancy (restaurant_id, table_id, day, occupied, occupied_seconds,
    first_booking_date, last_booking_date)
  SELECT u.restaurant_id, u.table_id, u.day, u.occupied,
    coalesce((SELECT sum(extract(epoch FROM upper(x) - lower(x))) FROM unnest(u.occupied) x), 0),
    u.first_booking_date, u.last_booking_date
  FROM (
    SELECT p.restaurant_id, p.table_id, p.day, range_agg(p.occupied) AS occupied,
      min(p.booking_date) AS first_booking_date, max(p.booking_date) AS last_booking_date
    FROM table_occupancy_parts p
    JOIN (SELECT DISTINCT k.rid, k.tid, k.day FROM unnest(gone_rids, gone_tids, gone_days) AS k(rid, tid, day)) k
      ON k.rid = p.restaurant_id AND k.tid = p.table_id AND k.day = p.day
    GROUP BY p.restaurant_id, p.table_id, p.day
  ) u;
END;
$$;
--> statement-breakpoint
-- Bookings written, changed or removed: the cells of their tables on their dates, before and after.
-- A change that touches none of what the seated time is made of (the notes, the party size, …)
-- recomputes nothing.
CREATE OR REPLACE FUNCTION table_occupancy_from_reservations() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rids integer[];
  tids text[];
  dates date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(r.restaurant_id), array_agg(e.tid), array_agg(r.date) INTO rids, tids, dates
    FROM new_rows r CROSS JOIN LATERAL jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(r.table_ids) = 'array' THEN r.table_ids END) e(tid);
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(c.restaurant_id), array_agg(e.tid), array_agg(c.date) INTO rids, tids, dates
    FROM (
      SELECT o.restaurant_id, o.table_ids, o.date, n.restaurant_id AS n_rid, n.table_ids AS n_tables, n.date AS n_date
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.restaurant_id, o.date, o.table_ids, o.status_id, o.during, o.duration_minutes)
        IS DISTINCT FROM (n.restaurant_id, n.date, n.table_ids, n.status_id, n.during, n.duration_minutes)
    ) ch
    CROSS JOIN LATERAL (VALUES (ch.restaurant_id, ch.table_ids, ch.date), (ch.n_rid, ch.n_tables, ch.n_date))
      c(restaurant_id, table_ids, date)
    CROSS JOIN LATERAL jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(c.table_ids) = 'array' THEN c.table_ids END) e(tid);
  ELSE
    SELECT array_agg(r.restaurant_id), array_agg(e.tid), array_agg(r.date) INTO rids, tids, dates
    FROM old_rows r CROSS JOIN LATERAL jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(r.table_ids) = 'array' THEN r.table_ids END) e(tid);
  END IF;
  IF rids IS NOT NULL THEN
    PERFORM table_occupancy_refresh(rids, tids, dates);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER table_occupancy_insert AFTER INSERT ON reservations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION table_occupancy_from_reservations();
--> statement-breakpoint
CREATE TRIGGER table_occupancy_update AFTER UPDATE ON reservations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION table_occupancy_from_reservations();
--> statement-breakpoint
CREATE TRIGGER table_occupancy_delete AFTER DELETE ON reservations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION table_occupancy_from_reservations();
--> statement-breakpoint
-- A booking's first Seated or last Completed instant changed (reservation_times is rewritten from
-- the status history by its own triggers): the cells of its tables on its date, for the bookings
-- that count now (one that does not count has no seated time in the rollup, whatever its times).
CREATE OR REPLACE FUNCTION table_occupancy_from_times() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rids integer[];
  tids text[];
  dates date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(r.restaurant_id), array_agg(e.tid), array_agg(r.date) INTO rids, tids, dates
    FROM reservations r
    JOIN reservation_statuses s ON s.id = r.status_id AND lower(s.name) IN ('seated', 'completed')
    CROSS JOIN LATERAL jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(r.table_ids) = 'array' THEN r.table_ids END) e(tid)
    WHERE r.id IN (SELECT n.reservation_id FROM new_times n);
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(r.restaurant_id), array_agg(e.tid), array_agg(r.date) INTO rids, tids, dates
    FROM reservations r
    JOIN reservation_statuses s ON s.id = r.status_id AND lower(s.name) IN ('seated', 'completed')
    CROSS JOIN LATERAL jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(r.table_ids) = 'array' THEN r.table_ids END) e(tid)
    WHERE r.id IN (
      SELECT n.reservation_id FROM new_times n JOIN old_times o ON o.reservation_id = n.reservation_id
      WHERE (o.restaurant_id, o.seated_at, o.completed_at) IS DISTINCT FROM (n.restaurant_id, n.seated_at, n.completed_at)
      UNION SELECT n.reservation_id FROM new_times n
      WHERE NOT EXISTS (SELECT 1 FROM old_times o WHERE o.reservation_id = n.reservation_id));
  ELSE
    SELECT array_agg(r.restaurant_id), array_agg(e.tid), array_agg(r.date) INTO rids, tids, dates
    FROM reservations r
    JOIN reservation_statuses s ON s.id = r.status_id AND lower(s.name) IN ('seated', 'completed')
    CROSS JOIN LATERAL jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(r.table_ids) = 'array' THEN r.table_ids END) e(tid)
    WHERE r.id IN (SELECT o.reservation_id FROM old_times o);
  END IF;
  IF rids IS NOT NULL THEN
    PERFORM table_occupancy_refresh(rids, tids, dates);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER table_occupancy_times_insert AFTER INSERT ON reservation_times
  REFERENCING NEW TABLE AS new_times FOR EACH STATEMENT EXECUTE FUNCTION table_occupancy_from_times();
--> statement-breakpoint
CREATE TRIGGER table_occupancy_times_update AFTER UPDATE ON reservation_times
  REFERENCING OLD TABLE AS old_times NEW TABLE AS new_times FOR EACH STATEMENT EXECUTE FUNCTION table_occupancy_from_times();
--> statement-breakpoint
CREATE TRIGGER table_occupancy_times_delete AFTER DELETE ON reservation_times
  REFERENCING OLD TABLE AS old_times FOR EACH STATEMENT EXECUTE FUNCTION table_occupancy_from_times();
--> statement-breakpoint
-- A status renamed into or out of Seated / Completed: the cells of the bookings holding it.
CREATE OR REPLACE FUNCTION table_occupancy_from_statuses() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rids integer[];
  tids text[];
  dates date[];
BEGIN
  SELECT array_agg(r.restaurant_id), array_agg(e.tid), array_agg(r.date) INTO rids, tids, dates
  FROM reservations r
  CROSS JOIN LATERAL jsonb_array_elements_text(
    CASE WHEN jsonb_typeof(r.table_ids) = 'array' THEN r.table_ids END) e(tid)
  WHERE r.status_id IN (
    SELECT n.id FROM new_statuses n JOIN old_statuses o ON o.id = n.id
    WHERE (lower(o.name) IN ('seated', 'completed')) IS DISTINCT FROM (lower(n.name) IN ('seated', 'completed')));
  IF rids IS NOT NULL THEN
    PERFORM table_occupancy_refresh(rids, tids, dates);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER table_occupancy_statuses AFTER UPDATE ON reservation_statuses
  REFERENCING OLD TABLE AS old_statuses NEW TABLE AS new_statuses FOR EACH STATEMENT EXECUTE FUNCTION table_occupancy_from_statuses();
--> statement-breakpoint
-- The venue's time zone changed: its dates begin at other instants, so all its cells again.
CREATE OR REPLACE FUNCTION table_occupancy_from_restaurants() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rids integer[];
  tids text[];
  dates date[];
BEGIN
  SELECT array_agg(k.restaurant_id), array_agg(k.tid), array_agg(k.date) INTO rids, tids, dates
  FROM (
    SELECT DISTINCT r.restaurant_id, e.tid, r.date
    FROM reservations r
    CROSS JOIN LATERAL jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(r.table_ids) = 'array' THEN r.table_ids END) e(tid)
    WHERE r.restaurant_id IN (
      SELECT n.id FROM new_restaurants n JOIN old_restaurants o ON o.id = n.id
      WHERE o.time_zone IS DISTINCT FROM n.time_zone)
  ) k;
  IF rids IS NOT NULL THEN
    PERFORM table_occupancy_refresh(rids, tids, dates);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER table_occupancy_restaurants AFTER UPDATE ON restaurants
  REFERENCING OLD TABLE AS old_restaurants NEW TABLE AS new_restaurants FOR EACH STATEMENT EXECUTE FUNCTION table_occupancy_from_restaurants();
--> statement-breakpoint
-- The bookings so far.
SELECT table_occupancy_refresh(array_agg(k.restaurant_id), array_agg(k.tid), array_agg(k.date))
FROM (
  SELECT DISTINCT r.restaurant_id, e.tid, r.date
  FROM reservations r
  CROSS JOIN LATERAL jsonb_array_elements_text(
    CASE WHEN jsonb_typeof(r.table_ids) = 'array' THEN r.table_ids END) e(tid)
) k
WHERE k.restaurant_id IS NOT NULL;
--> statement-breakpoint
-- The utilisation report's revenue by business date reads these four columns of a year of orders:
-- from the index alone, not from the orders' rows (which carry their items).
CREATE INDEX "food_orders_revenue_idx" ON "food_orders" USING btree ("restaurant_id", "business_date")
  INCLUDE ("order_status", "total_minor");
--> statement-breakpoint
ANALYZE table_occupancy;
--> statement-breakpoint
ANALYZE table_occupancy_parts;
