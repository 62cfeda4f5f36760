CREATE TABLE "availability_exceptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_exceptions_kind_check" CHECK ("availability_exceptions"."kind" in ('CLOSED', 'EXTRA')),
	CONSTRAINT "availability_exceptions_dates_check" CHECK ("availability_exceptions"."end_date" >= "availability_exceptions"."start_date"),
	CONSTRAINT "availability_exceptions_times_check" CHECK (("availability_exceptions"."start_time" is null and "availability_exceptions"."end_time" is null and "availability_exceptions"."kind" = 'CLOSED') or "availability_exceptions"."end_time" > "availability_exceptions"."start_time")
);
--> statement-breakpoint
CREATE TABLE "booking_rules" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"buffer_before_minutes" integer NOT NULL,
	"buffer_after_minutes" integer NOT NULL,
	"min_notice_hours" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"step_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_rules_buffers_check" CHECK ("booking_rules"."buffer_before_minutes" between 0 and 120 and "booking_rules"."buffer_after_minutes" between 0 and 120),
	CONSTRAINT "booking_rules_notice_check" CHECK ("booking_rules"."min_notice_hours" between 0 and 720),
	CONSTRAINT "booking_rules_horizon_check" CHECK ("booking_rules"."horizon_days" between 1 and 730),
	CONSTRAINT "booking_rules_step_check" CHECK ("booking_rules"."step_minutes" in (15, 30, 60))
);
--> statement-breakpoint
CREATE TABLE "weekly_hours" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_hours_weekday_check" CHECK ("weekly_hours"."weekday" between 0 and 6),
	CONSTRAINT "weekly_hours_order_check" CHECK ("weekly_hours"."end_time" > "weekly_hours"."start_time")
);
--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_hours" ADD CONSTRAINT "weekly_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_exceptions_user_dates_idx" ON "availability_exceptions" USING btree ("user_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "weekly_hours_user_idx" ON "weekly_hours" USING btree ("user_id","weekday");--> statement-breakpoint
-- Hand-written (issue 19): a COMPLETED appointment keeps its time taken; only CANCELLED frees it.
-- The exclusion constraint of 0001 now covers every appointment that is not CANCELLED.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("user_id" WITH =, "period" WITH &&) WHERE ("status" <> 'CANCELLED');
