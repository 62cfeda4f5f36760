CREATE TABLE "course_enrolments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"dog_id" uuid NOT NULL,
	"status" text DEFAULT 'enrolled' NOT NULL,
	"price_cents" integer NOT NULL,
	"classes_bought" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"refunded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_enrolments_user_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "course_enrolments_status_check" CHECK ("course_enrolments"."status" in ('enrolled', 'cancelled')),
	CONSTRAINT "course_enrolments_price_check" CHECK ("course_enrolments"."price_cents" >= 0),
	CONSTRAINT "course_enrolments_cancelled_check" CHECK (("course_enrolments"."status" = 'cancelled') = ("course_enrolments"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "course_makeups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"course_enrolment_id" uuid NOT NULL,
	"missed_enrolment_id" uuid NOT NULL,
	"makeup_enrolment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_makeups_user_id_key" UNIQUE("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"service_id" uuid NOT NULL,
	"class_count" integer NOT NULL,
	"places" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"late_join" boolean DEFAULT false NOT NULL,
	"makeup_limit" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_user_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "courses_class_count_check" CHECK ("courses"."class_count" between 2 and 52),
	CONSTRAINT "courses_price_check" CHECK ("courses"."price_cents" >= 0),
	CONSTRAINT "courses_makeup_limit_check" CHECK ("courses"."makeup_limit" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "class_waitlist" ALTER COLUMN "class_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "class_enrolments" ADD COLUMN "course_enrolment_id" uuid;--> statement-breakpoint
ALTER TABLE "class_waitlist" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "class_waitlist" ADD COLUMN "offer_from" date;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_course_fk" FOREIGN KEY ("user_id","course_id") REFERENCES "public"."courses"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_client_fk" FOREIGN KEY ("user_id","client_id") REFERENCES "public"."clients"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_client_dog_fk" FOREIGN KEY ("user_id","client_id","dog_id") REFERENCES "public"."dogs"("user_id","client_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "course_makeups" ADD CONSTRAINT "course_makeups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_makeups" ADD CONSTRAINT "course_makeups_user_course_enrolment_fk" FOREIGN KEY ("user_id","course_enrolment_id") REFERENCES "public"."course_enrolments"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_makeups" ADD CONSTRAINT "course_makeups_user_missed_fk" FOREIGN KEY ("user_id","missed_enrolment_id") REFERENCES "public"."class_enrolments"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_makeups" ADD CONSTRAINT "course_makeups_user_makeup_fk" FOREIGN KEY ("user_id","makeup_enrolment_id") REFERENCES "public"."class_enrolments"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_user_service_fk" FOREIGN KEY ("user_id","service_id") REFERENCES "public"."services"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_enrolments_course_idx" ON "course_enrolments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrolments_live_key" ON "course_enrolments" USING btree ("course_id","dog_id") WHERE "course_enrolments"."status" = 'enrolled';--> statement-breakpoint
CREATE UNIQUE INDEX "course_makeups_missed_key" ON "course_makeups" USING btree ("missed_enrolment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_makeups_makeup_key" ON "course_makeups" USING btree ("makeup_enrolment_id");--> statement-breakpoint
ALTER TABLE "class_enrolments" ADD CONSTRAINT "class_enrolments_user_course_enrolment_fk" FOREIGN KEY ("user_id","course_enrolment_id") REFERENCES "public"."course_enrolments"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_waitlist" ADD CONSTRAINT "class_waitlist_user_course_fk" FOREIGN KEY ("user_id","course_id") REFERENCES "public"."courses"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_user_course_fk" FOREIGN KEY ("user_id","course_id") REFERENCES "public"."courses"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_waitlist_course_idx" ON "class_waitlist" USING btree ("user_id","course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "class_waitlist_live_course_key" ON "class_waitlist" USING btree ("course_id","dog_id") WHERE "class_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
ALTER TABLE "class_waitlist" ADD CONSTRAINT "class_waitlist_list_check" CHECK (num_nonnulls("class_waitlist"."class_id", "class_waitlist"."course_id") = 1);--> statement-breakpoint
ALTER TABLE "class_waitlist" ADD CONSTRAINT "class_waitlist_offer_from_check" CHECK ("class_waitlist"."course_id" is null or "class_waitlist"."status" <> 'offered' or "class_waitlist"."offer_from" is not null);--> statement-breakpoint
-- hand-written:
-- Issue 29, decision 0083: a course's waiting list is class_waitlist's rows naming the course. An
-- open course offer holds a place in each of the course's classes from `offer_from` on, counted
-- in their `offered` like a class offer's place (decision 0071); the classes' CHECK
-- enrolled + offered <= places then refuses a course offer unless every one of them has a place.
CREATE OR REPLACE FUNCTION class_waitlist_offers_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'offered' THEN
    IF OLD.class_id IS NOT NULL THEN
      UPDATE classes SET offered = offered - 1 WHERE user_id = OLD.user_id AND id = OLD.class_id;
    ELSE
      UPDATE classes SET offered = offered - 1
        WHERE user_id = OLD.user_id AND course_id = OLD.course_id AND class_date >= OLD.offer_from;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'offered' THEN
    IF NEW.class_id IS NOT NULL THEN
      UPDATE classes SET offered = offered + 1 WHERE user_id = NEW.user_id AND id = NEW.class_id;
    ELSE
      UPDATE classes SET offered = offered + 1
        WHERE user_id = NEW.user_id AND course_id = NEW.course_id AND class_date >= NEW.offer_from;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER class_waitlist_offers_count ON class_waitlist;
--> statement-breakpoint
CREATE TRIGGER class_waitlist_offers_count AFTER INSERT OR DELETE OR UPDATE OF status, class_id, course_id, offer_from ON class_waitlist
  FOR EACH ROW EXECUTE FUNCTION class_waitlist_offers_count();
