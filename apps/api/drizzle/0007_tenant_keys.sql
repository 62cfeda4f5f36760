-- Tenant isolation and one appointment per request, enforced by the database (issue 12).
-- `appointments.period` and `appointments_duration_check` already exist (migration 0001); they are
-- now declared in db/schema.ts too, so this migration does not add them again.
--
-- Existing rows first: a child row takes its parent's trainer, so the composite keys hold.
UPDATE "dogs" SET "user_id" = c."user_id" FROM "clients" c WHERE c."id" = "dogs"."client_id" AND c."user_id" <> "dogs"."user_id";
--> statement-breakpoint
UPDATE "training_sessions" SET "user_id" = d."user_id" FROM "dogs" d WHERE d."id" = "training_sessions"."dog_id" AND d."user_id" <> "training_sessions"."user_id";
--> statement-breakpoint
UPDATE "dog_photos" SET "user_id" = d."user_id" FROM "dogs" d WHERE d."id" = "dog_photos"."dog_id" AND d."user_id" <> "dog_photos"."user_id";
--> statement-breakpoint
-- A request approved twice keeps its oldest appointment; the others stop pointing at it.
UPDATE "appointments" SET "request_id" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "request_id" ORDER BY "created_at", "id") AS n
    FROM "appointments" WHERE "request_id" IS NOT NULL
  ) ranked WHERE n > 1
);
--> statement-breakpoint
ALTER TABLE "dog_photos" DROP CONSTRAINT "dog_photos_dog_id_dogs_id_fk";
--> statement-breakpoint
ALTER TABLE "dogs" DROP CONSTRAINT "dogs_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "training_sessions" DROP CONSTRAINT "training_sessions_dog_id_dogs_id_fk";
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_key" UNIQUE("user_id","id");--> statement-breakpoint
ALTER TABLE "dogs" ADD CONSTRAINT "dogs_user_id_key" UNIQUE("user_id","id");--> statement-breakpoint
ALTER TABLE "dog_photos" ADD CONSTRAINT "dog_photos_user_dog_fk" FOREIGN KEY ("user_id","dog_id") REFERENCES "public"."dogs"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dogs" ADD CONSTRAINT "dogs_user_client_fk" FOREIGN KEY ("user_id","client_id") REFERENCES "public"."clients"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_user_dog_fk" FOREIGN KEY ("user_id","dog_id") REFERENCES "public"."dogs"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_request_id_key" UNIQUE("request_id");--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_status_check" CHECK ("appointment_requests"."status" in ('PENDING', 'APPROVED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_source_check" CHECK ("appointment_requests"."source" in ('public', 'internal'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('SCHEDULED', 'COMPLETED', 'CANCELLED'));
