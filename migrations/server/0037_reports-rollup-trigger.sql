-- Keeps reservation_times (each booking's venue date, first Seated, last Completed and last
-- Cancelled instant) right from reservation_status_events, so the reports read one row per booking
-- instead of a year of events. Statement triggers with transition tables: a load of many events
-- recomputes each touched booking once, from all its events. Status names are read as the reports
-- read them: case-insensitive, surrounding spaces ignored. The date follows reservations.date.
CREATE OR REPLACE FUNCTION reservation_times_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reservation_times t WHERE t.reservation_id = ANY (ids);
  INSERT INTO reservation_times (reservation_id, restaurant_id, date, seated_at, completed_at, cancelled_at)
  SELECT r.id, r.restaurant_id, r.date,
    min(e.at) FILTER (WHERE lower(trim(e.status_name)) = 'seated'),
    max(e.at) FILTER (WHERE lower(trim(e.status_name)) = 'completed'),
    max(e.at) FILTER (WHERE lower(trim(e.status_name)) = 'cancelled')
  FROM reservation_status_events e JOIN reservations r ON r.id = e.reservation_id
  WHERE e.reservation_id = ANY (ids)
    AND lower(trim(e.status_name)) IN ('seated', 'completed', 'cancelled')
  GROUP BY r.id, r.restaurant_id, r.date;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reservation_times_from_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reservation_times_refresh(ARRAY(SELECT DISTINCT n.reservation_id FROM new_events n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM reservation_times_refresh(ARRAY(
      SELECT n.reservation_id FROM new_events n UNION SELECT o.reservation_id FROM old_events o));
  ELSE
    PERFORM reservation_times_refresh(ARRAY(SELECT DISTINCT o.reservation_id FROM old_events o));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reservation_times_insert AFTER INSERT ON reservation_status_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION reservation_times_from_events();
--> statement-breakpoint
CREATE TRIGGER reservation_times_update AFTER UPDATE ON reservation_status_events
  REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION reservation_times_from_events();
--> statement-breakpoint
CREATE TRIGGER reservation_times_delete AFTER DELETE ON reservation_status_events
  REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION reservation_times_from_events();
--> statement-breakpoint
-- A booking moved to another date keeps its times under the new date.
CREATE OR REPLACE FUNCTION reservation_times_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reservation_times SET date = NEW.date WHERE reservation_id = NEW.id AND date IS DISTINCT FROM NEW.date;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reservation_times_date AFTER UPDATE OF date ON reservations
  FOR EACH ROW WHEN (OLD.date IS DISTINCT FROM NEW.date) EXECUTE FUNCTION reservation_times_date();
--> statement-breakpoint
-- The bookings' history so far.
INSERT INTO reservation_times (reservation_id, restaurant_id, date, seated_at, completed_at, cancelled_at)
SELECT r.id, r.restaurant_id, r.date,
  min(e.at) FILTER (WHERE lower(trim(e.status_name)) = 'seated'),
  max(e.at) FILTER (WHERE lower(trim(e.status_name)) = 'completed'),
  max(e.at) FILTER (WHERE lower(trim(e.status_name)) = 'cancelled')
FROM reservation_status_events e JOIN reservations r ON r.id = e.reservation_id
WHERE lower(trim(e.status_name)) IN ('seated', 'completed', 'cancelled')
GROUP BY r.id, r.restaurant_id, r.date;
