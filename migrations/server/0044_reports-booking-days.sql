CREATE TABLE "reservation_day_counts" (
	"restaurant_id" integer NOT NULL,
	"date" date NOT NULL,
	"status_id" uuid NOT NULL,
	"dim" text NOT NULL,
	"key" text,
	"bookings" integer NOT NULL,
	"covers" integer NOT NULL,
	"quoted" double precision,
	"actual" double precision
);
--> statement-breakpoint
CREATE INDEX "reservation_day_counts_restaurant_dim_date_idx" ON "reservation_day_counts" USING btree ("restaurant_id","dim","date");--> statement-breakpoint
-- Keeps reservation_day_counts (the booking reports' figures per restaurant, venue date, status,
-- dim and key; see src-server/db/schema/reports.ts) right on every write path: statement triggers
-- with transition tables on reservations, reservation_times and waitlist_entries recount each
-- touched (restaurant, date) from its bookings, so a bulk load recounts each day once and a single
-- booking's change recounts its day (or its old and new day when it moves). What a status means is
-- left to the reports (status_id is a key), so renaming a status needs no recount.
-- The lead-time buckets start at 0, 12 h, 24 h, 48 h, 72 h, 5 d, 7 d, 14 d and 31 d before the visit
-- (leadBucketIndex in src-server/reports/figures/time-sql.ts: the two must agree).
CREATE OR REPLACE FUNCTION reservation_day_counts_refresh(rids integer[], days date[], dims text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- One writer of a restaurant's date at a time (report_rollup_lock, migration table-occupancy).
  PERFORM report_rollup_lock('day-counts', rids, days);
  DELETE FROM reservation_day_counts c
  USING (SELECT DISTINCT t.rid, t.day FROM unnest(rids, days) AS t(rid, day)) t
  WHERE c.restaurant_id = t.rid AND c.dim = ANY (dims) AND c.date = t.day;
  INSERT INTO reservation_day_counts (restaurant_id, date, status_id, dim, key, bookings, covers, quoted, actual)
  WITH touched AS MATERIALIZED (
    SELECT DISTINCT t.rid, t.day FROM unnest(rids, days) AS t(rid, day)
  ), b AS MATERIALIZED (
    SELECT r.id, r.restaurant_id, r.date, r.status_id, r.guest_count, r.duration_minutes, r.shift_id,
      r.server_name_id, r.seating_area_id, r.source, r.during, r.created_at, r.updated_at
    FROM touched t JOIN reservations r ON r.restaurant_id = t.rid AND r.date = t.day
  ), times AS MATERIALIZED (
    SELECT rt.reservation_id, rt.seated_at, rt.completed_at, rt.cancelled_at
    FROM touched t JOIN reservation_times rt ON rt.restaurant_id = t.rid AND rt.date = t.day
    WHERE 'cancel' = ANY (dims) OR 'turn' = ANY (dims)
  ), waitlisted AS MATERIALIZED (
    SELECT DISTINCT w.restaurant_id, w.reservation_id FROM waitlist_entries w
    WHERE 'mix' = ANY (dims) AND w.restaurant_id = ANY (rids) AND w.reservation_id IS NOT NULL
  )
  SELECT b.restaurant_id, b.date, b.status_id, 'shift', b.shift_id::text, count(*), sum(b.guest_count), NULL::float8, NULL::float8
  FROM b WHERE 'shift' = ANY (dims) GROUP BY 1, 2, 3, 5
  UNION ALL
  SELECT b.restaurant_id, b.date, b.status_id, 'server', b.server_name_id::text, count(*), sum(b.guest_count), NULL, NULL
  FROM b WHERE 'server' = ANY (dims) GROUP BY 1, 2, 3, 5
  UNION ALL
  SELECT b.restaurant_id, b.date, b.status_id, 'area', b.seating_area_id::text, count(*), sum(b.guest_count), NULL, NULL
  FROM b WHERE 'area' = ANY (dims) GROUP BY 1, 2, 3, 5
  UNION ALL
  SELECT b.restaurant_id, b.date, b.status_id, 'source', b.source, count(*), sum(b.guest_count), NULL, NULL
  FROM b WHERE 'source' = ANY (dims) GROUP BY 1, 2, 3, 5
  UNION ALL
  SELECT b.restaurant_id, b.date, b.status_id, 'mix',
    CASE WHEN w.reservation_id IS NOT NULL THEN 'waitlist' WHEN b.source = 'walk_in' THEN 'walkIn' ELSE 'booking' END,
    count(*), sum(b.guest_count), NULL, NULL
  FROM b LEFT JOIN waitlisted w ON w.reservation_id = b.id AND w.restaurant_id = b.restaurant_id
  WHERE 'mix' = ANY (dims) GROUP BY 1, 2, 3, 5
  UNION ALL
  SELECT b.restaurant_id, b.date, b.status_id, 'lead',
    width_bucket((extract(epoch from lower(b.during) - b.created_at))::float8,
      array[0,43200,86400,172800,259200,432000,604800,1209600,2678400]::float8[])::text,
    count(*), sum(b.guest_count), NULL, NULL
  FROM b WHERE 'lead' = ANY (dims) GROUP BY 1, 2, 3, 5
  UNION ALL
  SELECT b.restaurant_id, b.date, b.status_id, 'cancel',
    width_bucket((extract(epoch from lower(b.during) - coalesce(x.cancelled_at, b.updated_at)))::float8,
      array[0,43200,86400,172800,259200,432000,604800,1209600,2678400]::float8[])::text,
    count(*), sum(b.guest_count), NULL, NULL
  FROM b LEFT JOIN times x ON x.reservation_id = b.id
  WHERE 'cancel' = ANY (dims) GROUP BY 1, 2, 3, 5
  UNION ALL
  SELECT b.restaurant_id, b.date, b.status_id, 'turn', b.guest_count::text, count(*), sum(b.guest_count),
    sum(b.duration_minutes)::float8, sum(extract(epoch from x.completed_at - x.seated_at) / 60)::float8
  FROM b JOIN times x ON x.reservation_id = b.id
  WHERE 'turn' = ANY (dims) AND x.completed_at > x.seated_at GROUP BY 1, 2, 3, 5;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reservation_day_counts_from_reservations() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rids integer[];
  days date[];
  cancel_rids integer[];
  cancel_days date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(d.restaurant_id), array_agg(d.date) INTO rids, days
    FROM (SELECT DISTINCT n.restaurant_id, n.date FROM new_rows n) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(d.restaurant_id), array_agg(d.date) INTO rids, days
    FROM (SELECT DISTINCT o.restaurant_id, o.date FROM old_rows o) d;
  ELSE
    -- An edit that changes nothing the figures read (the guest's contact, notes, tables) recounts
    -- nothing; one that changes only updated_at recounts the day's cancellations (their fallback
    -- time); any other recounts the old and the new day.
    SELECT array_agg(d.restaurant_id) FILTER (WHERE d.figures), array_agg(d.date) FILTER (WHERE d.figures),
      array_agg(d.restaurant_id) FILTER (WHERE NOT d.figures), array_agg(d.date) FILTER (WHERE NOT d.figures)
    INTO rids, days, cancel_rids, cancel_days
    FROM (
      SELECT x.restaurant_id, x.date, bool_or(p.figures) AS figures
      FROM (
        SELECT n.restaurant_id AS n_rid, n.date AS n_date, o.restaurant_id AS o_rid, o.date AS o_date,
          o.id IS NULL OR (n.restaurant_id, n.date, n.status_id, n.guest_count, n.duration_minutes, n.shift_id,
            n.server_name_id, n.seating_area_id, n.source, n.during, n.created_at)
          IS DISTINCT FROM (o.restaurant_id, o.date, o.status_id, o.guest_count, o.duration_minutes, o.shift_id,
            o.server_name_id, o.seating_area_id, o.source, o.during, o.created_at) AS figures,
          n.updated_at IS DISTINCT FROM o.updated_at AS updated
        FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
        UNION ALL
        SELECT NULL, NULL, o.restaurant_id, o.date, true, true
        FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id)
      ) p, LATERAL (VALUES (p.n_rid, p.n_date), (p.o_rid, p.o_date)) x(restaurant_id, date)
      WHERE (p.figures OR p.updated) AND x.restaurant_id IS NOT NULL
      GROUP BY x.restaurant_id, x.date
    ) d;
    IF cancel_rids IS NOT NULL THEN
      PERFORM reservation_day_counts_refresh(cancel_rids, cancel_days, array['cancel']);
    END IF;
  END IF;
  IF rids IS NOT NULL THEN
    PERFORM reservation_day_counts_refresh(rids, days,
      array['shift', 'server', 'area', 'source', 'mix', 'lead', 'cancel', 'turn']);
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
-- A booking's status times (its Seated, Completed and Cancelled instants) feed the turn and
-- cancellation figures of its day.
CREATE OR REPLACE FUNCTION reservation_day_counts_from_times() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rids integer[];
  days date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(d.restaurant_id), array_agg(d.date) INTO rids, days
    FROM (SELECT DISTINCT n.restaurant_id, n.date FROM new_times n) d;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(d.restaurant_id), array_agg(d.date) INTO rids, days
    FROM (SELECT n.restaurant_id, n.date FROM new_times n UNION SELECT o.restaurant_id, o.date FROM old_times o) d;
  ELSE
    SELECT array_agg(d.restaurant_id), array_agg(d.date) INTO rids, days
    FROM (SELECT DISTINCT o.restaurant_id, o.date FROM old_times o) d;
  END IF;
  IF rids IS NOT NULL THEN
    PERFORM reservation_day_counts_refresh(rids, days, array['cancel', 'turn']);
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
DECLARE
  ids uuid[];
  rids integer[];
  days date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT n.reservation_id FROM new_entries n WHERE n.reservation_id IS NOT NULL);
  ELSIF TG_OP = 'UPDATE' THEN
    ids := ARRAY(
      SELECT x.reservation_id FROM new_entries n JOIN old_entries o ON o.id = n.id,
        LATERAL (VALUES (n.reservation_id), (o.reservation_id)) x(reservation_id)
      WHERE x.reservation_id IS NOT NULL
        AND (n.reservation_id IS DISTINCT FROM o.reservation_id OR n.restaurant_id <> o.restaurant_id)
      UNION
      SELECT n.reservation_id FROM new_entries n
      WHERE n.reservation_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM old_entries o WHERE o.id = n.id));
  ELSE
    ids := ARRAY(SELECT o.reservation_id FROM old_entries o WHERE o.reservation_id IS NOT NULL);
  END IF;
  IF cardinality(ids) > 0 THEN
    SELECT array_agg(d.restaurant_id), array_agg(d.date) INTO rids, days
    FROM (SELECT DISTINCT r.restaurant_id, r.date FROM reservations r WHERE r.id = ANY (ids)) d;
    IF rids IS NOT NULL THEN
      PERFORM reservation_day_counts_refresh(rids, days, array['mix']);
    END IF;
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
-- The bookings so far.
SELECT reservation_day_counts_refresh(array_agg(d.restaurant_id), array_agg(d.date),
  array['shift', 'server', 'area', 'source', 'mix', 'lead', 'cancel', 'turn'])
FROM (SELECT DISTINCT r.restaurant_id, r.date FROM reservations r) d;
