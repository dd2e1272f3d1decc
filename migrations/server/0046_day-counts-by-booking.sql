CREATE TABLE "reservation_day_parts" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"date" date NOT NULL,
	"status_id" uuid NOT NULL,
	"guest_count" integer NOT NULL,
	"shift_key" text,
	"server_key" text,
	"area_key" text,
	"source" text,
	"mix" text NOT NULL,
	"lead" text,
	"cancel" text,
	"turn_quoted" double precision,
	"turn_actual" double precision
);
--> statement-breakpoint
DROP INDEX "reservation_day_counts_restaurant_dim_date_idx";--> statement-breakpoint
CREATE INDEX "waitlist_entries_reservation_idx" ON "waitlist_entries" USING btree ("reservation_id") WHERE reservation_id is not null;--> statement-breakpoint
ALTER TABLE "reservation_day_counts" ADD CONSTRAINT "reservation_day_counts_key" UNIQUE NULLS NOT DISTINCT("restaurant_id","dim","date","status_id","key");--> statement-breakpoint
-- reservation_day_counts was kept by recounting every touched (restaurant, date) from its bookings:
-- a booking's insert recounted its whole evening (2.0 → 10.5 ms per INSERT on the booking bench, and
-- growing with the day's bookings). It is now kept by difference: reservation_day_parts holds what
-- each booking last added; a write recomputes the touched bookings' contributions, and adds new minus
-- old. The definitions are those of migration reports-booking-days (see db/schema/reports.ts); the
-- lead-time buckets must agree with leadBucketIndex in src-server/reports/figures/time-sql.ts.
DROP TRIGGER IF EXISTS reservation_day_counts_insert ON reservations;--> statement-breakpoint
DROP TRIGGER IF EXISTS reservation_day_counts_update ON reservations;--> statement-breakpoint
DROP TRIGGER IF EXISTS reservation_day_counts_delete ON reservations;--> statement-breakpoint
DROP TRIGGER IF EXISTS reservation_day_counts_insert ON reservation_times;--> statement-breakpoint
DROP TRIGGER IF EXISTS reservation_day_counts_update ON reservation_times;--> statement-breakpoint
DROP TRIGGER IF EXISTS reservation_day_counts_delete ON reservation_times;--> statement-breakpoint
DROP TRIGGER IF EXISTS reservation_day_counts_insert ON waitlist_entries;--> statement-breakpoint
DROP TRIGGER IF EXISTS reservation_day_counts_update ON waitlist_entries;--> statement-breakpoint
DROP TRIGGER IF EXISTS reservation_day_counts_delete ON waitlist_entries;--> statement-breakpoint
DROP FUNCTION IF EXISTS reservation_day_counts_from_reservations();--> statement-breakpoint
DROP FUNCTION IF EXISTS reservation_day_counts_from_times();--> statement-breakpoint
DROP FUNCTION IF EXISTS reservation_day_counts_from_waitlist();--> statement-breakpoint
DROP FUNCTION IF EXISTS reservation_day_counts_refresh(integer[], date[], text[]);--> statement-breakpoint
-- The contribution each of the bookings `ids` makes as it stands now (none for a booking that is gone).
CREATE OR REPLACE FUNCTION reservation_day_parts_of(ids uuid[]) RETURNS SETOF reservation_day_parts
LANGUAGE sql STABLE AS $$
  SELECT r.id, r.restaurant_id, r.date, r.status_id, r.guest_count,
    r.shift_id::text, r.server_name_id::text, r.seating_area_id::text, r.source,
    CASE
      WHEN EXISTS (SELECT 1 FROM waitlist_entries w
        WHERE w.reservation_id = r.id AND w.restaurant_id = r.restaurant_id) THEN 'waitlist'
      WHEN r.source = 'walk_in' THEN 'walkIn'
      ELSE 'booking'
    END,
    width_bucket((extract(epoch from lower(r.during) - r.created_at))::float8,
      array[0,43200,86400,172800,259200,432000,604800,1209600,2678400]::float8[])::text,
    width_bucket((extract(epoch from lower(r.during) - coalesce(rt.cancelled_at, r.updated_at)))::float8,
      array[0,43200,86400,172800,259200,432000,604800,1209600,2678400]::float8[])::text,
    CASE WHEN rt.completed_at > rt.seated_at THEN r.duration_minutes::float8 END,
    CASE WHEN rt.completed_at > rt.seated_at THEN (extract(epoch from rt.completed_at - rt.seated_at) / 60)::float8 END
  FROM reservations r LEFT JOIN reservation_times rt ON rt.reservation_id = r.id
  WHERE r.id = ANY (ids)
$$;
--> statement-breakpoint
-- A booking's contribution spread over the dims: one row per dim it counts in (the turn dim only
-- when it has a turn time), with the turn sums on the turn row.
CREATE OR REPLACE FUNCTION reservation_day_part_dims(p reservation_day_parts)
RETURNS TABLE (dim text, key text, quoted float8, actual float8)
LANGUAGE sql IMMUTABLE AS $$
  SELECT d.dim, d.key, d.quoted, d.actual
  FROM (VALUES
    ('shift', p.shift_key, NULL::float8, NULL::float8),
    ('server', p.server_key, NULL, NULL),
    ('area', p.area_key, NULL, NULL),
    ('source', p.source, NULL, NULL),
    ('mix', p.mix, NULL, NULL),
    ('lead', p.lead, NULL, NULL),
    ('cancel', p.cancel, NULL, NULL),
    ('turn', p.guest_count::text, p.turn_quoted, p.turn_actual)
  ) AS d(dim, key, quoted, actual)
  WHERE d.dim <> 'turn' OR p.turn_actual IS NOT NULL
$$;
--> statement-breakpoint
-- Brings the day counts up to date for the bookings `ids` (any that changed, were made or are gone):
-- subtracts what each last added, adds what it adds now, and remembers it. Writers of one date hold
-- the day-counts lock shared (report_rollup_lock_shared): they wait for a recount of that date
-- (reservation_day_counts_refresh), and for each other only where they change the same count row
-- (its row lock, to commit). A booking's row in reservation_day_parts is locked first, so two
-- writers of one booking take turns and the second reads the first's row.
CREATE OR REPLACE FUNCTION reservation_day_parts_sync(ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  rids integer[];
  days date[];
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  SELECT array_agg(k.restaurant_id), array_agg(k.date) INTO rids, days
  FROM (
    SELECT p.restaurant_id, p.date FROM reservation_day_parts p WHERE p.reservation_id = ANY (ids)
    UNION
    SELECT r.restaurant_id, r.date FROM reservations r WHERE r.id = ANY (ids)
  ) k;
  IF rids IS NULL THEN
    RETURN;
  END IF;
  PERFORM report_rollup_lock_shared('day-counts', rids, days);
  PERFORM 1 FROM reservation_day_parts p WHERE p.reservation_id = ANY (ids)
  ORDER BY p.reservation_id FOR UPDATE;
  WITH old AS MATERIALIZED (
    SELECT p.* FROM reservation_day_parts p WHERE p.reservation_id = ANY (ids)
  ), fresh AS MATERIALIZED (
    SELECT n.* FROM reservation_day_parts_of(ids) n
  ), changed AS MATERIALIZED (
    SELECT -1 AS sign, o.* FROM old o
    WHERE NOT EXISTS (SELECT 1 FROM fresh n
      WHERE n.reservation_id = o.reservation_id AND (n.*) IS NOT DISTINCT FROM (o.*))
    UNION ALL
    SELECT 1, n.* FROM fresh n
    WHERE NOT EXISTS (SELECT 1 FROM old o
      WHERE o.reservation_id = n.reservation_id AND (o.*) IS NOT DISTINCT FROM (n.*))
  ), deltas AS (
    SELECT c.restaurant_id, c.date, c.status_id, d.dim, d.key,
      sum(c.sign)::int AS bookings, sum(c.sign * c.guest_count)::int AS covers,
      sum(c.sign * d.quoted) AS quoted, sum(c.sign * d.actual) AS actual
    FROM changed c
    CROSS JOIN LATERAL reservation_day_part_dims(ROW(c.reservation_id, c.restaurant_id, c.date, c.status_id,
      c.guest_count, c.shift_key, c.server_key, c.area_key, c.source, c.mix, c.lead, c.cancel, c.turn_quoted,
      c.turn_actual)::reservation_day_parts) d
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(c.sign) <> 0 OR sum(c.sign * c.guest_count) <> 0
      OR coalesce(sum(c.sign * d.quoted), 0) <> 0 OR coalesce(sum(c.sign * d.actual), 0) <> 0
  ), gone AS (
    DELETE FROM reservation_day_parts p
    WHERE p.reservation_id = ANY (ids) AND NOT EXISTS (SELECT 1 FROM fresh n WHERE n.reservation_id = p.reservation_id)
  ), kept AS (
    INSERT INTO reservation_day_parts
    SELECT n.* FROM fresh n WHERE NOT EXISTS (SELECT 1 FROM old o
      WHERE o.reservation_id = n.reservation_id AND (o.*) IS NOT DISTINCT FROM (n.*))
    ON CONFLICT (reservation_id) DO UPDATE SET
      restaurant_id = excluded.restaurant_id, date = excluded.date, status_id = excluded.status_id,
      guest_count = excluded.guest_count, shift_key = excluded.shift_key, server_key = excluded.server_key,
      area_key = excluded.area_key, source = excluded.source, mix = excluded.mix, lead = excluded.lead,
      cancel = excluded.cancel, turn_quoted = excluded.turn_quoted, turn_actual = excluded.turn_actual
  )
  INSERT INTO reservation_day_counts AS c (restaurant_id, date, status_id, dim, key, bookings, covers, quoted, actual)
  SELECT d.restaurant_id, d.date, d.status_id, d.dim, d.key, d.bookings, d.covers, d.quoted, d.actual
  FROM deltas d ORDER BY d.restaurant_id, d.dim, d.date, d.status_id, d.key
  ON CONFLICT (restaurant_id, dim, date, status_id, key) DO UPDATE SET
    bookings = c.bookings + excluded.bookings, covers = c.covers + excluded.covers,
    quoted = c.quoted + excluded.quoted, actual = c.actual + excluded.actual;
  DELETE FROM reservation_day_counts c
  WHERE c.bookings = 0 AND c.restaurant_id = ANY (rids) AND c.date = ANY (days);
END;
$$;
--> statement-breakpoint
-- Recounts the dates (a restaurant's venue dates) from their bookings, both the counts and each
-- booking's remembered contribution: for a repair, and for the bookings so far below. It takes the
-- dates' day-counts lock alone (report_rollup_lock), so it waits for writers of those dates to commit
-- and counts their bookings.
CREATE OR REPLACE FUNCTION reservation_day_counts_refresh(rids integer[], days date[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  PERFORM report_rollup_lock('day-counts', rids, days);
  ids := ARRAY(
    SELECT r.id FROM reservations r
    JOIN (SELECT DISTINCT t.rid, t.day FROM unnest(rids, days) AS t(rid, day)) t
      ON r.restaurant_id = t.rid AND r.date = t.day);
  DELETE FROM reservation_day_parts p
  USING (SELECT DISTINCT t.rid, t.day FROM unnest(rids, days) AS t(rid, day)) t
  WHERE (p.restaurant_id = t.rid AND p.date = t.day);
  DELETE FROM reservation_day_parts p WHERE p.reservation_id = ANY (ids);
  DELETE FROM reservation_day_counts c
  USING (SELECT DISTINCT t.rid, t.day FROM unnest(rids, days) AS t(rid, day)) t
  WHERE c.restaurant_id = t.rid AND c.date = t.day;
  INSERT INTO reservation_day_parts SELECT n.* FROM reservation_day_parts_of(ids) n;
  INSERT INTO reservation_day_counts (restaurant_id, date, status_id, dim, key, bookings, covers, quoted, actual)
  SELECT p.restaurant_id, p.date, p.status_id, d.dim, d.key, count(*), sum(p.guest_count), sum(d.quoted), sum(d.actual)
  FROM reservation_day_parts p CROSS JOIN LATERAL reservation_day_part_dims(p) d
  WHERE p.reservation_id = ANY (ids)
  GROUP BY 1, 2, 3, 4, 5;
END;
$$;
--> statement-breakpoint
-- report_rollup_lock's shared side: writers of a date that change it by difference share the lock,
-- which a recount of the date (or of the whole restaurant, above 64 dates) takes alone. A writer of
-- more than 64 dates of a restaurant takes the restaurant alone.
CREATE OR REPLACE FUNCTION report_rollup_lock_shared(rollup text, rids integer[], dates date[]) RETURNS void
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
      -- A bulk write (a load, an import) takes the restaurant alone, as a bulk recount does.
      PERFORM pg_advisory_xact_lock(hashtextextended(rollup || ':' || r.rid, 0));
    ELSE
      PERFORM pg_advisory_xact_lock_shared(hashtextextended(rollup || ':' || r.rid, 0));
      PERFORM pg_advisory_xact_lock_shared(hashtextextended(rollup || ':' || r.rid || ':' || d, 0))
      FROM unnest(r.days) AS d;
    END IF;
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reservation_day_counts_from_reservations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reservation_day_parts_sync(ARRAY(SELECT n.id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM reservation_day_parts_sync(ARRAY(SELECT o.id FROM old_rows o));
  ELSE
    -- Only an edit of what the figures read (updated_at included: a cancellation without a
    -- Cancelled time is bucketed by it) looks at the booking's contribution.
    PERFORM reservation_day_parts_sync(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.restaurant_id, n.date, n.status_id, n.guest_count, n.duration_minutes, n.shift_id,
          n.server_name_id, n.seating_area_id, n.source, n.during, n.created_at, n.updated_at)
        IS DISTINCT FROM (o.restaurant_id, o.date, o.status_id, o.guest_count, o.duration_minutes, o.shift_id,
          o.server_name_id, o.seating_area_id, o.source, o.during, o.created_at, o.updated_at)
      UNION
      SELECT n.id FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.id = n.id)
      UNION
      SELECT o.id FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reservation_day_counts_insert AFTER INSERT ON reservations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reservation_day_counts_from_reservations();
--> statement-breakpoint
CREATE TRIGGER reservation_day_counts_update AFTER UPDATE ON reservations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reservation_day_counts_from_reservations();
--> statement-breakpoint
CREATE TRIGGER reservation_day_counts_delete AFTER DELETE ON reservations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reservation_day_counts_from_reservations();
--> statement-breakpoint
-- A booking's status times (its Seated, Completed and Cancelled instants) feed its turn and
-- cancellation figures.
CREATE OR REPLACE FUNCTION reservation_day_counts_from_times() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reservation_day_parts_sync(ARRAY(SELECT n.reservation_id FROM new_times n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM reservation_day_parts_sync(ARRAY(
      SELECT n.reservation_id FROM new_times n UNION SELECT o.reservation_id FROM old_times o));
  ELSE
    PERFORM reservation_day_parts_sync(ARRAY(SELECT o.reservation_id FROM old_times o));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reservation_day_counts_insert AFTER INSERT ON reservation_times
  REFERENCING NEW TABLE AS new_times FOR EACH STATEMENT EXECUTE FUNCTION reservation_day_counts_from_times();
--> statement-breakpoint
CREATE TRIGGER reservation_day_counts_update AFTER UPDATE ON reservation_times
  REFERENCING OLD TABLE AS old_times NEW TABLE AS new_times FOR EACH STATEMENT EXECUTE FUNCTION reservation_day_counts_from_times();
--> statement-breakpoint
CREATE TRIGGER reservation_day_counts_delete AFTER DELETE ON reservation_times
  REFERENCING OLD TABLE AS old_times FOR EACH STATEMENT EXECUTE FUNCTION reservation_day_counts_from_times();
--> statement-breakpoint
-- A waitlist entry seated as a booking (reservation_id set, changed or cleared) moves that booking
-- between the booking mix's kinds.
CREATE OR REPLACE FUNCTION reservation_day_counts_from_waitlist() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reservation_day_parts_sync(ARRAY(
      SELECT n.reservation_id FROM new_entries n WHERE n.reservation_id IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM reservation_day_parts_sync(ARRAY(
      SELECT x.reservation_id FROM new_entries n JOIN old_entries o ON o.id = n.id,
        LATERAL (VALUES (n.reservation_id), (o.reservation_id)) x(reservation_id)
      WHERE x.reservation_id IS NOT NULL
        AND (n.reservation_id IS DISTINCT FROM o.reservation_id OR n.restaurant_id <> o.restaurant_id)
      UNION
      SELECT n.reservation_id FROM new_entries n
      WHERE n.reservation_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM old_entries o WHERE o.id = n.id)));
  ELSE
    PERFORM reservation_day_parts_sync(ARRAY(
      SELECT o.reservation_id FROM old_entries o WHERE o.reservation_id IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reservation_day_counts_insert AFTER INSERT ON waitlist_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION reservation_day_counts_from_waitlist();
--> statement-breakpoint
CREATE TRIGGER reservation_day_counts_update AFTER UPDATE ON waitlist_entries
  REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION reservation_day_counts_from_waitlist();
--> statement-breakpoint
CREATE TRIGGER reservation_day_counts_delete AFTER DELETE ON waitlist_entries
  REFERENCING OLD TABLE AS old_entries FOR EACH STATEMENT EXECUTE FUNCTION reservation_day_counts_from_waitlist();
--> statement-breakpoint
-- The bookings so far: their contributions remembered and the counts recounted from them.
SELECT reservation_day_counts_refresh(array_agg(d.restaurant_id), array_agg(d.date))
FROM (SELECT DISTINCT r.restaurant_id, r.date FROM reservations r) d;
