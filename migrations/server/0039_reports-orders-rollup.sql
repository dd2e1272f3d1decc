CREATE TABLE "order_item_days" (
	"restaurant_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"product_id" text,
	"name" text,
	"quantity" bigint,
	"line_total" bigint,
	"last_ordered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_revenue_slots" (
	"restaurant_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"outlet" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "order_revenue_slots_restaurant_id_business_date_outlet_slot_pk" PRIMARY KEY("restaurant_id","business_date","outlet","slot")
);
--> statement-breakpoint
ALTER TABLE "order_item_days" ADD CONSTRAINT "order_item_days_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_revenue_slots" ADD CONSTRAINT "order_revenue_slots_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_days_restaurant_date_idx" ON "order_item_days" USING btree ("restaurant_id","business_date");--> statement-breakpoint
-- Keeps order_revenue_slots and order_item_days (the 'orders' report's rollups) right from
-- food_orders, so the report reads a few rows per business date instead of a year of orders and
-- their JSON items. A statement that adds, changes or removes counted orders recomputes each business
-- date it touched, once, from all that date's orders: no figure is kept by adding and subtracting, so
-- the latest name of an item and the cancelled orders stay exact. Writers of one date take turns
-- (an advisory lock per restaurant and date, held to the end of the transaction): each recomputation
-- then reads the orders the one before it committed. A statement touching more than 64 dates of a
-- restaurant (a bulk load) locks the whole restaurant instead; the others hold its lock shared.
CREATE OR REPLACE FUNCTION order_report_refresh(rids integer[], dates date[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT u.rid, array_agg(DISTINCT u.day ORDER BY u.day) AS days
    FROM unnest(rids, dates) AS u(rid, day) GROUP BY u.rid ORDER BY u.rid
  LOOP
    IF cardinality(r.days) > 64 THEN
      PERFORM pg_advisory_xact_lock(hashtextextended('order-report:' || r.rid, 0));
    ELSE
      PERFORM pg_advisory_xact_lock_shared(hashtextextended('order-report:' || r.rid, 0));
      PERFORM pg_advisory_xact_lock(hashtextextended('order-report:' || r.rid || ':' || d, 0))
      FROM unnest(r.days) AS d;
    END IF;
  END LOOP;
  DELETE FROM order_revenue_slots s USING unnest(rids, dates) AS u(rid, day)
  WHERE s.restaurant_id = u.rid AND s.business_date = u.day;
  DELETE FROM order_item_days s USING unnest(rids, dates) AS u(rid, day)
  WHERE s.restaurant_id = u.rid AND s.business_date = u.day;
  INSERT INTO order_revenue_slots (restaurant_id, business_date, outlet, slot, orders, revenue)
  SELECT o.restaurant_id, o.business_date, o.outlet,
    date_bin('15 minutes', coalesce((o.status_times->>'placed')::timestamptz, o.created_at),
      timestamptz '2000-01-01 00:00:00+00'),
    count(*), sum(o.total_minor)
  FROM (SELECT DISTINCT u.rid, u.day FROM unnest(rids, dates) AS u(rid, day)) d
  JOIN food_orders o ON o.restaurant_id = d.rid AND o.business_date = d.day
  WHERE o.order_status <> 'cancelled'
  GROUP BY 1, 2, 3, 4;
  INSERT INTO order_item_days (restaurant_id, business_date, product_id, name, quantity, line_total, last_ordered_at)
  SELECT o.restaurant_id, o.business_date, it->>'product_id', it->>'name',
    sum((it->>'quantity')::int), sum((it->>'line_total_minor')::int), max(o.created_at)
  FROM (SELECT DISTINCT u.rid, u.day FROM unnest(rids, dates) AS u(rid, day)) d
  JOIN food_orders o ON o.restaurant_id = d.rid AND o.business_date = d.day
  CROSS JOIN LATERAL jsonb_array_elements(o.items) it
  WHERE o.order_status <> 'cancelled'
  GROUP BY 1, 2, 3, 4;
END;
$$;
--> statement-breakpoint
-- The business dates a statement touched: those of the counted orders it added or removed, and
-- on both sides of a change to what the report reads (restaurant, date, outlet, items, total,
-- cancelled or not, placed instant). A change of status between two counted states touches none.
CREATE OR REPLACE FUNCTION order_report_from_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rids integer[];
  dates date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.restaurant_id), array_agg(n.business_date) INTO rids, dates
    FROM (SELECT DISTINCT restaurant_id, business_date FROM new_orders WHERE order_status <> 'cancelled') n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.restaurant_id), array_agg(o.business_date) INTO rids, dates
    FROM (SELECT DISTINCT restaurant_id, business_date FROM old_orders WHERE order_status <> 'cancelled') o;
  ELSE
    WITH changed AS (
      SELECT o.restaurant_id AS old_rid, o.business_date AS old_day, n.restaurant_id AS new_rid, n.business_date AS new_day
      FROM old_orders o FULL JOIN new_orders n ON n.id = o.id
      WHERE o.id IS NULL OR n.id IS NULL OR (
        (o.order_status <> 'cancelled' OR n.order_status <> 'cancelled')
        AND (o.restaurant_id, o.business_date, o.outlet, o.items, o.total_minor, o.order_status = 'cancelled',
             o.status_times->'placed', o.created_at)
          IS DISTINCT FROM (n.restaurant_id, n.business_date, n.outlet, n.items, n.total_minor,
             n.order_status = 'cancelled', n.status_times->'placed', n.created_at))
    ),
    touched AS (
      SELECT old_rid AS rid, old_day AS day FROM changed WHERE old_rid IS NOT NULL
      UNION SELECT new_rid, new_day FROM changed WHERE new_rid IS NOT NULL
    )
    SELECT array_agg(t.rid), array_agg(t.day) INTO rids, dates FROM touched t;
  END IF;
  IF rids IS NOT NULL THEN
    PERFORM order_report_refresh(rids, dates);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_report_insert AFTER INSERT ON food_orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION order_report_from_orders();
--> statement-breakpoint
CREATE TRIGGER order_report_update AFTER UPDATE ON food_orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION order_report_from_orders();
--> statement-breakpoint
CREATE TRIGGER order_report_delete AFTER DELETE ON food_orders
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION order_report_from_orders();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_report_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_revenue_slots;
  DELETE FROM order_item_days;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_report_truncate AFTER TRUNCATE ON food_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_report_truncate();
--> statement-breakpoint
-- The orders so far.
INSERT INTO order_revenue_slots (restaurant_id, business_date, outlet, slot, orders, revenue)
SELECT o.restaurant_id, o.business_date, o.outlet,
  date_bin('15 minutes', coalesce((o.status_times->>'placed')::timestamptz, o.created_at),
    timestamptz '2000-01-01 00:00:00+00'),
  count(*), sum(o.total_minor)
FROM food_orders o
WHERE o.order_status <> 'cancelled'
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO order_item_days (restaurant_id, business_date, product_id, name, quantity, line_total, last_ordered_at)
SELECT o.restaurant_id, o.business_date, it->>'product_id', it->>'name',
  sum((it->>'quantity')::int), sum((it->>'line_total_minor')::int), max(o.created_at)
FROM food_orders o
CROSS JOIN LATERAL jsonb_array_elements(o.items) it
WHERE o.order_status <> 'cancelled'
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
ANALYZE order_revenue_slots;
--> statement-breakpoint
ANALYZE order_item_days;
