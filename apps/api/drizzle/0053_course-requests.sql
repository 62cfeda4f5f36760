-- Issue 45, major 4 (decision 0138): a course is asked for as a course. A request names either a
-- class or a course, never both; one pending request per dog and course.
ALTER TABLE "appointment_requests" ADD COLUMN "course_id" uuid;
--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_business_course_fk" FOREIGN KEY ("business_id","course_id") REFERENCES "public"."courses"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_class_or_course_check" CHECK (num_nonnulls("class_id", "course_id") <= 1);
--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_requests_course_dog_pending_key" ON "appointment_requests" USING btree ("course_id","dog_id") WHERE "appointment_requests"."status" = 'PENDING' and "appointment_requests"."course_id" is not null and "appointment_requests"."dog_id" is not null;
