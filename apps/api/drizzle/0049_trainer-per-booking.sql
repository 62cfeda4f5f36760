-- Per-trainer scheduling (issue 39, decision 0134). "Trainer" is the business member who gives
-- the appointment, class, course or session, or whose hours a row describes: `trainer_id`, a
-- key (business_id, trainer_id) to business_members(business_id, user_id), so a trainer is
-- always a member of the row's own business. Every business of the one-trainer era has one
-- member, its titular, who becomes the trainer of every existing row.
-- business_members' primary key is (business_id, user_id): the target of these keys.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['appointments', 'appointment_requests', 'classes', 'courses',
    'training_sessions', 'availability_slots', 'weekly_hours', 'availability_exceptions',
    'booking_rules']
  LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN IF NOT EXISTS trainer_id uuid', t);
    -- A request names a trainer only when the owner asked for one; none could be asked for
    -- before: every request stays open ("Cualquiera"), its appointment names who gives it.
    IF t <> 'appointment_requests' THEN
      EXECUTE format(
        'UPDATE %I r SET trainer_id = m.user_id FROM business_members m
         WHERE m.business_id = r.business_id AND m.role = ''titular'' AND r.trainer_id IS NULL', t);
      EXECUTE format('ALTER TABLE %I ALTER COLUMN trainer_id SET NOT NULL', t);
    END IF;
    -- No delete rule: a member who still gives something cannot be removed until it is
    -- reassigned (deleting the whole business removes both in one statement).
    EXECUTE format(
      'ALTER TABLE %I ADD CONSTRAINT %I FOREIGN KEY (business_id, trainer_id)
       REFERENCES public.business_members(business_id, user_id) ON DELETE no action ON UPDATE no action',
      t, t || '_business_trainer_fk');
  END LOOP;
END $$;
--> statement-breakpoint
-- The public page's rules (buffers, notice, horizon, step) are each trainer's.
ALTER TABLE "booking_rules" DROP CONSTRAINT "booking_rules_pkey";
--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_pkey" PRIMARY KEY ("business_id", "trainer_id");
--> statement-breakpoint
-- Double booking is refused per trainer: two trainers of one business may work at once.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("business_id" WITH =, "trainer_id" WITH =, "period" WITH &&) WHERE ("status" <> 'CANCELLED');
--> statement-breakpoint
ALTER TABLE "availability_slots" DROP CONSTRAINT "availability_slots_no_overlap";
--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_no_overlap"
  EXCLUDE USING gist ("business_id" WITH =, "trainer_id" WITH =, tsrange("date" + "start_time", "date" + "end_time", '[)') WITH &&);
--> statement-breakpoint
CREATE INDEX "appointments_business_trainer_date_idx" ON "appointments" USING btree ("business_id", "trainer_id", "scheduled_date");
--> statement-breakpoint
CREATE INDEX "classes_business_trainer_date_idx" ON "classes" USING btree ("business_id", "trainer_id", "class_date");
--> statement-breakpoint
-- Issue 45.3: a class occupies its trainer like an appointment. Every stretch of a trainer's
-- time that is taken — an appointment that is not CANCELLED, a class that is not cancelled — is
-- one row here, kept by triggers on the two tables in the writing transaction, and one
-- exclusion constraint refuses two that overlap. Derived: nothing else writes it.
CREATE TABLE "trainer_occupancy" (
	"business_id" uuid NOT NULL,
	"trainer_id" uuid NOT NULL,
	"period" tsrange NOT NULL,
	"appointment_id" uuid,
	"class_id" uuid,
	"kind" text GENERATED ALWAYS AS (CASE WHEN "appointment_id" IS NULL THEN 'class' ELSE 'appointment' END) STORED NOT NULL,
	CONSTRAINT "trainer_occupancy_source_check" CHECK (("appointment_id" IS NULL) <> ("class_id" IS NULL)),
	CONSTRAINT "trainer_occupancy_business_trainer_fk" FOREIGN KEY ("business_id", "trainer_id") REFERENCES "public"."business_members"("business_id", "user_id") ON DELETE cascade,
	CONSTRAINT "trainer_occupancy_business_appointment_fk" FOREIGN KEY ("business_id", "appointment_id") REFERENCES "public"."appointments"("business_id", "id") ON DELETE cascade,
	CONSTRAINT "trainer_occupancy_business_class_fk" FOREIGN KEY ("business_id", "class_id") REFERENCES "public"."classes"("business_id", "id") ON DELETE cascade,
	-- An appointment and a class of one trainer never overlap (two appointments meet
	-- appointments_no_overlap first; two classes at once stay the trainer's choice, as before).
	-- Checked at the end of the writing transaction: a series moved by a week passes through its
	-- own classes' old times, and only where it lands counts.
	CONSTRAINT "trainer_occupancy_no_overlap" EXCLUDE USING gist ("business_id" WITH =, "trainer_id" WITH =, "kind" WITH <>, "period" WITH &&) DEFERRABLE INITIALLY DEFERRED
);
--> statement-breakpoint
-- One row per appointment or class, named by its source: no key of its own to drift.
CREATE UNIQUE INDEX "trainer_occupancy_appointment_key" ON "trainer_occupancy" ("appointment_id") WHERE "appointment_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_occupancy_class_key" ON "trainer_occupancy" ("class_id") WHERE "class_id" IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION appointments_occupy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.period, OLD.status = 'CANCELLED', OLD.trainer_id)
     IS NOT DISTINCT FROM (NEW.period, NEW.status = 'CANCELLED', NEW.trainer_id) THEN
    RETURN NULL;
  END IF;
  DELETE FROM trainer_occupancy WHERE appointment_id = NEW.id;
  IF NEW.status <> 'CANCELLED' THEN
    INSERT INTO trainer_occupancy (business_id, trainer_id, period, appointment_id)
    VALUES (NEW.business_id, NEW.trainer_id, NEW.period, NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "appointments_occupy" AFTER INSERT OR UPDATE OF "scheduled_date", "scheduled_time", "duration", "status", "trainer_id" ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION appointments_occupy();
--> statement-breakpoint
CREATE FUNCTION classes_occupy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An edit of places or price leaves the time as it was: nothing to check again.
  IF TG_OP = 'UPDATE' AND (OLD.class_date, OLD.class_time, OLD.duration, OLD.status, OLD.trainer_id)
     IS NOT DISTINCT FROM (NEW.class_date, NEW.class_time, NEW.duration, NEW.status, NEW.trainer_id) THEN
    RETURN NULL;
  END IF;
  DELETE FROM trainer_occupancy WHERE class_id = NEW.id;
  IF NEW.status <> 'cancelled' THEN
    INSERT INTO trainer_occupancy (business_id, trainer_id, period, class_id)
    VALUES (NEW.business_id, NEW.trainer_id,
            tsrange(NEW.class_date + NEW.class_time, NEW.class_date + NEW.class_time + make_interval(mins => NEW.duration), '[)'),
            NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "classes_occupy" AFTER INSERT OR UPDATE OF "class_date", "class_time", "duration", "status", "trainer_id" ON "classes"
  FOR EACH ROW EXECUTE FUNCTION classes_occupy();
--> statement-breakpoint
INSERT INTO "trainer_occupancy" ("business_id", "trainer_id", "period", "appointment_id")
SELECT "business_id", "trainer_id", "period", "id" FROM "appointments" WHERE "status" <> 'CANCELLED';
--> statement-breakpoint
-- A class the one-trainer era let overlap an appointment keeps its place in
-- the calendar but takes no time here until it is moved: the migration refuses nothing that
-- already happened. Every new or moved one is checked.
SET CONSTRAINTS "trainer_occupancy_no_overlap" IMMEDIATE;
--> statement-breakpoint
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT "business_id", "trainer_id", "id",
           tsrange("class_date" + "class_time", "class_date" + "class_time" + make_interval(mins => "duration"), '[)') AS "period"
    FROM "classes" WHERE "status" <> 'cancelled' ORDER BY "class_date", "class_time", "id"
  LOOP
    BEGIN
      INSERT INTO "trainer_occupancy" ("business_id", "trainer_id", "period", "class_id")
      VALUES (c."business_id", c."trainer_id", c."period", c."id");
    EXCEPTION WHEN exclusion_violation THEN
      NULL;
    END;
  END LOOP;
END $$;
