-- A status taken on a terminal while it was offline is recorded at the time it was taken there, not
-- when the terminal's push reached the server: the sync push sets venue.made_at (transaction-local)
-- to the mutation's madeAt (never later than now) before applying it, and the history reads it. Any
-- other write (REST, the widget, a job) leaves it unset and records now(), as before. Without this,
-- a table seated at 19:00 during an outage and pushed at 20:30 read as seated at 20:30, and the turn
-- time and utilisation reports were wrong for every evening with an outage.
CREATE OR REPLACE FUNCTION reservation_status_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status_id IS DISTINCT FROM OLD.status_id THEN
    INSERT INTO reservation_status_events (restaurant_id, reservation_id, status_id, status_name, at)
    SELECT NEW.restaurant_id, NEW.id, NEW.status_id, s.name,
      coalesce(nullif(current_setting('venue.made_at', true), '')::timestamptz, now())
    FROM reservation_statuses s WHERE s.id = NEW.status_id;
  END IF;
  RETURN NULL;
END;
$$;
