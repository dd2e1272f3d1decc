-- A booking's status history for the reports (issue 33): a row each time a reservation takes a
-- status, written here so every path that books or moves a booking records it (REST, an offline
-- terminal's push, the widget, a batch). The time is the transaction's (now()), the same instant
-- as the row's created_at / updated_at.
CREATE OR REPLACE FUNCTION reservation_status_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status_id IS DISTINCT FROM OLD.status_id THEN
    INSERT INTO reservation_status_events (restaurant_id, reservation_id, status_id, status_name, at)
    SELECT NEW.restaurant_id, NEW.id, NEW.status_id, s.name, now()
    FROM reservation_statuses s WHERE s.id = NEW.status_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reservation_status_history AFTER INSERT OR UPDATE OF status_id ON reservations FOR EACH ROW EXECUTE FUNCTION reservation_status_history();
--> statement-breakpoint
-- Bookings made before this migration: their current status, taken when the row last changed.
INSERT INTO reservation_status_events (restaurant_id, reservation_id, status_id, status_name, at)
SELECT r.restaurant_id, r.id, r.status_id, s.name, r.updated_at
FROM reservations r JOIN reservation_statuses s ON s.id = r.status_id;
