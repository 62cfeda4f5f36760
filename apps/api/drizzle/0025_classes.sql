CREATE TABLE "class_enrolments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"dog_id" uuid NOT NULL,
	"status" text DEFAULT 'enrolled' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"attended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_enrolments_user_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "class_enrolments_status_check" CHECK ("class_enrolments"."status" in ('enrolled', 'cancelled')),
	CONSTRAINT "class_enrolments_cancelled_check" CHECK (("class_enrolments"."status" = 'cancelled') = ("class_enrolments"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"series_id" uuid,
	"class_date" date NOT NULL,
	"class_time" time NOT NULL,
	"duration" integer NOT NULL,
	"place" text,
	"places" integer NOT NULL,
	"min_places" integer,
	"enrolled" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_user_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "classes_places_check" CHECK ("classes"."places" between 1 and 50),
	CONSTRAINT "classes_min_places_check" CHECK ("classes"."min_places" is null or "classes"."min_places" between 1 and "classes"."places"),
	CONSTRAINT "classes_enrolled_check" CHECK ("classes"."enrolled" between 0 and "classes"."places"),
	CONSTRAINT "classes_duration_check" CHECK ("classes"."duration" between 15 and 480),
	CONSTRAINT "classes_status_check" CHECK ("classes"."status" in ('scheduled', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "class_enrolments" ADD CONSTRAINT "class_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_enrolments" ADD CONSTRAINT "class_enrolments_user_class_fk" FOREIGN KEY ("user_id","class_id") REFERENCES "public"."classes"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_enrolments" ADD CONSTRAINT "class_enrolments_user_client_fk" FOREIGN KEY ("user_id","client_id") REFERENCES "public"."clients"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_enrolments" ADD CONSTRAINT "class_enrolments_user_client_dog_fk" FOREIGN KEY ("user_id","client_id","dog_id") REFERENCES "public"."dogs"("user_id","client_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_user_service_fk" FOREIGN KEY ("user_id","service_id") REFERENCES "public"."services"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_enrolments_class_idx" ON "class_enrolments" USING btree ("user_id","class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_enrolments_live_key" ON "class_enrolments" USING btree ("class_id","dog_id") WHERE "class_enrolments"."status" = 'enrolled';--> statement-breakpoint
CREATE INDEX "classes_user_date_idx" ON "classes" USING btree ("user_id","class_date","class_time");--> statement-breakpoint
CREATE INDEX "classes_user_series_idx" ON "classes" USING btree ("user_id","series_id","class_date");--> statement-breakpoint
-- Issue 29, decision 0040: a class's `enrolled` is kept here, by the database, from its live
-- places; its CHECK (enrolled between 0 and places) then refuses the place after the last. The
-- UPDATE takes the class row's lock, so concurrent enrolments for the last place queue on it and
-- each re-reads the count: exactly one wins. A place leaves the count once, when its status
-- stops being 'enrolled'.
CREATE FUNCTION class_enrolments_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'enrolled' THEN
    UPDATE classes SET enrolled = enrolled - 1 WHERE user_id = OLD.user_id AND id = OLD.class_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'enrolled' THEN
    UPDATE classes SET enrolled = enrolled + 1 WHERE user_id = NEW.user_id AND id = NEW.class_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER class_enrolments_count AFTER INSERT OR DELETE OR UPDATE OF status, class_id ON class_enrolments
  FOR EACH ROW EXECUTE FUNCTION class_enrolments_count();
