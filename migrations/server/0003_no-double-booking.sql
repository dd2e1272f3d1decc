-- No table is ever double-booked: PostgreSQL refuses two occupancy rows of one table whose
-- intervals overlap (SQLSTATE 23P01), however many terminals or API nodes book at once.
-- Occupancy rows exist only while a reservation's status holds its tables.
ALTER TABLE "reservation_tables"
  ADD CONSTRAINT "reservation_tables_no_overlap"
  EXCLUDE USING gist ("table_id" WITH =, "during" WITH &&);
--> statement-breakpoint
ALTER TABLE "reservation_tables"
  ADD CONSTRAINT "reservation_tables_during_not_empty" CHECK (NOT isempty("during"));
--> statement-breakpoint
ALTER TABLE "reservation_tables"
  ADD CONSTRAINT "reservation_tables_reservation_table_unique" UNIQUE ("reservation_id", "table_id");
