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
