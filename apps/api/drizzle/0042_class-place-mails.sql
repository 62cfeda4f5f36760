CREATE TABLE "sent_class_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"lead_minutes" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_class_reminders_once_key" UNIQUE("place_id","lead_minutes","starts_at")
);
--> statement-breakpoint
ALTER TABLE "sent_class_reminders" ADD CONSTRAINT "sent_class_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_class_reminders" ADD CONSTRAINT "sent_class_reminders_place_id_class_enrolments_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."class_enrolments"("id") ON DELETE cascade ON UPDATE no action;