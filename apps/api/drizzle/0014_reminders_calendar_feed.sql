CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"lead_minutes" integer DEFAULT 1440,
	"daily_agenda" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_lead_minutes_check" CHECK ("reminder_settings"."lead_minutes" is null or "reminder_settings"."lead_minutes" in (120, 1440, 2880))
);
--> statement-breakpoint
CREATE TABLE "sent_agendas" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_agendas_once_key" UNIQUE("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"lead_minutes" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_reminders_once_key" UNIQUE("appointment_id","lead_minutes","starts_at")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "owner_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_agendas" ADD CONSTRAINT "sent_agendas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sent_reminders_token_hash_key" ON "sent_reminders" USING btree ("token_hash");--> statement-breakpoint
-- Hand-written (issue 16): the owner confirmed a date and time, so a move clears the confirmation,
-- whichever code moves the appointment.
CREATE FUNCTION "appointments_reset_owner_confirmation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.scheduled_date, NEW.scheduled_time) IS DISTINCT FROM (OLD.scheduled_date, OLD.scheduled_time) THEN
    NEW.owner_confirmed_at := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "appointments_reset_owner_confirmation" BEFORE UPDATE OF "scheduled_date", "scheduled_time" ON "appointments" FOR EACH ROW EXECUTE FUNCTION "appointments_reset_owner_confirmation"();
