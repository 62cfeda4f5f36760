-- Double booking is refused by the database itself (DESIGN §5): no two SCHEDULED appointments,
-- and no two availability slots, of one trainer may overlap in wall-clock time.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "period" tsrange GENERATED ALWAYS AS (
  tsrange("scheduled_date" + "scheduled_time", "scheduled_date" + "scheduled_time" + make_interval(mins => "duration"), '[)')
) STORED;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("user_id" WITH =, "period" WITH &&) WHERE ("status" = 'SCHEDULED');
--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_no_overlap"
  EXCLUDE USING gist ("user_id" WITH =, tsrange("date" + "start_time", "date" + "end_time", '[)') WITH &&);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_duration_check" CHECK ("duration" between 1 and 480);
