ALTER TABLE "appointment_requests" DROP CONSTRAINT "appointment_requests_source_check";--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "owner_area_settings" ADD COLUMN "class_enrolment" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_user_class_fk" FOREIGN KEY ("user_id","class_id") REFERENCES "public"."classes"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_requests_class_dog_pending_key" ON "appointment_requests" USING btree ("class_id","dog_id") WHERE "appointment_requests"."status" = 'PENDING' and "appointment_requests"."class_id" is not null and "appointment_requests"."dog_id" is not null;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_source_check" CHECK ("appointment_requests"."source" in ('public', 'internal', 'owner'));--> statement-breakpoint
ALTER TABLE "owner_area_settings" ADD CONSTRAINT "owner_area_settings_class_enrolment_check" CHECK ("owner_area_settings"."class_enrolment" in ('direct', 'request'));