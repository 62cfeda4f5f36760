CREATE TABLE "dog_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"dog_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "dog_documents_kind_check" CHECK ("dog_documents"."kind" in ('vaccination_card', 'insurance')),
	CONSTRAINT "dog_documents_mime_check" CHECK ("dog_documents"."mime" in ('image/jpeg', 'application/pdf')),
	CONSTRAINT "dog_documents_status_check" CHECK ("dog_documents"."status" in ('pending', 'reviewed')),
	CONSTRAINT "dog_documents_size_check" CHECK ("dog_documents"."size" between 1 and 5242880),
	CONSTRAINT "dog_documents_reviewed_check" CHECK (("dog_documents"."status" = 'reviewed') = ("dog_documents"."reviewed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "vaccinations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"dog_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"given_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaccinations_user_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "vaccinations_kind_check" CHECK ("vaccinations"."kind" in ('rabies', 'polyvalent', 'kennel_cough', 'other')),
	CONSTRAINT "vaccinations_dates_check" CHECK ("vaccinations"."expires_on" > "vaccinations"."given_on"),
	CONSTRAINT "vaccinations_other_name_check" CHECK ("vaccinations"."kind" <> 'other' or "vaccinations"."name" is not null)
);
--> statement-breakpoint
CREATE TABLE "vaccine_reminders" (
	"vaccination_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vaccine_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaccine_settings_region_check" CHECK ("vaccine_settings"."region" in ('andalucia', 'aragon', 'asturias', 'baleares', 'canarias', 'cantabria', 'castilla_la_mancha', 'castilla_y_leon', 'cataluna', 'ceuta', 'extremadura', 'galicia', 'la_rioja', 'madrid', 'melilla', 'murcia', 'navarra', 'pais_vasco', 'valencia'))
);
--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "birth_date_approximate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "neutered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "microchip" text;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "vet_clinic" text;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "vet_phone" text;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "allergies" text;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "medication" text;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "is_ppp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "ppp_licence" text;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "ppp_licence_expires" date;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "insurer" text;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "insurance_policy" text;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "insurance_expires" date;--> statement-breakpoint
ALTER TABLE "dog_documents" ADD CONSTRAINT "dog_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dog_documents" ADD CONSTRAINT "dog_documents_user_dog_fk" FOREIGN KEY ("user_id","dog_id") REFERENCES "public"."dogs"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_user_dog_fk" FOREIGN KEY ("user_id","dog_id") REFERENCES "public"."dogs"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccine_reminders" ADD CONSTRAINT "vaccine_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccine_reminders" ADD CONSTRAINT "vaccine_reminders_vaccination_fk" FOREIGN KEY ("user_id","vaccination_id") REFERENCES "public"."vaccinations"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccine_settings" ADD CONSTRAINT "vaccine_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dog_documents_user_status_idx" ON "dog_documents" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "dog_documents_dog_idx" ON "dog_documents" USING btree ("dog_id");--> statement-breakpoint
CREATE INDEX "vaccinations_dog_idx" ON "vaccinations" USING btree ("user_id","dog_id");--> statement-breakpoint
CREATE INDEX "vaccinations_expires_idx" ON "vaccinations" USING btree ("expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "dogs_user_microchip_key" ON "dogs" USING btree ("user_id","microchip") WHERE "dogs"."microchip" is not null;--> statement-breakpoint
ALTER TABLE "dogs" ADD CONSTRAINT "dogs_sex_check" CHECK ("dogs"."sex" in ('male', 'female'));--> statement-breakpoint
ALTER TABLE "dogs" ADD CONSTRAINT "dogs_microchip_check" CHECK ("dogs"."microchip" ~ '^[0-9]{15}$');--> statement-breakpoint
-- Hand-written (issue 31, decision 0038): an age stored before becomes an approximate birth date,
-- the row's creation day (Madrid) minus the age in days (365.25 a year); then the age is dropped:
-- it is computed from the birth date wherever it shows.
UPDATE "dogs" SET
  "birth_date" = ("created_at" AT TIME ZONE 'Europe/Madrid')::date - round(("age" * 365.25)::numeric)::int,
  "birth_date_approximate" = true
WHERE "age" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" DROP COLUMN "age";
