-- reservation_day_parts_sync deletes only the count rows its own upsert brought to zero. Before,
-- its clean-up deleted every zero row of the dates it touched, so it waited on rows another writer
-- of the same evening had just upserted, in no set order: two concurrent bookings of one evening
-- could deadlock (40P01). The rows it deletes now are rows it already holds, taken in key order.
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
  z_rids integer[];
  z_dims text[];
  z_days date[];
  z_statuses uuid[];
  z_keys text[];
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
  ), counted AS (
    INSERT INTO reservation_day_counts AS c (restaurant_id, date, status_id, dim, key, bookings, covers, quoted, actual)
    SELECT d.restaurant_id, d.date, d.status_id, d.dim, d.key, d.bookings, d.covers, d.quoted, d.actual
    FROM deltas d ORDER BY d.restaurant_id, d.dim, d.date, d.status_id, d.key
    ON CONFLICT (restaurant_id, dim, date, status_id, key) DO UPDATE SET
      bookings = c.bookings + excluded.bookings, covers = c.covers + excluded.covers,
      quoted = c.quoted + excluded.quoted, actual = c.actual + excluded.actual
    RETURNING c.restaurant_id, c.dim, c.date, c.status_id, c.key, c.bookings
  )
  SELECT array_agg(z.restaurant_id), array_agg(z.dim), array_agg(z.date), array_agg(z.status_id), array_agg(z.key)
  INTO z_rids, z_dims, z_days, z_statuses, z_keys
  FROM counted z WHERE z.bookings = 0;
  IF z_rids IS NOT NULL THEN
    DELETE FROM reservation_day_counts c
    USING unnest(z_rids, z_dims, z_days, z_statuses, z_keys) AS z(rid, dim, day, status_id, key)
    WHERE c.restaurant_id = z.rid AND c.dim = z.dim AND c.date = z.day AND c.status_id = z.status_id
      AND c.key IS NOT DISTINCT FROM z.key AND c.bookings = 0;
  END IF;
END;
$$;
