-- Issue 45 (decision 0135): one charge per cause, and every chargeable thing can be paid.
--
-- A training session is the line of one visit: of an appointment, or of a class (the class
-- report's line of a dog). Never both: the class place is what the class charges, and the
-- appointment is what the visit charges, so a session naming both would be two causes at once.
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_one_cause_check"
  CHECK ("class_id" is null or "appointment_id" is null);--> statement-breakpoint

-- The ledger pays for a class place or a course enrolment too. Like the other targets, a deleted
-- place or enrolment leaves its payments, with their concept and client name, in the ledger.
ALTER TABLE "payments" ADD COLUMN "class_enrolment_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "course_enrolment_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_business_class_enrolment_fk" FOREIGN KEY ("business_id","class_enrolment_id") REFERENCES "public"."class_enrolments"("business_id","id") ON DELETE SET NULL ("class_enrolment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_business_course_enrolment_fk" FOREIGN KEY ("business_id","course_enrolment_id") REFERENCES "public"."course_enrolments"("business_id","id") ON DELETE SET NULL ("course_enrolment_id");--> statement-breakpoint
CREATE INDEX "payments_business_class_enrolment_idx" ON "payments" USING btree ("business_id","class_enrolment_id") WHERE "class_enrolment_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_business_course_enrolment_idx" ON "payments" USING btree ("business_id","course_enrolment_id") WHERE "course_enrolment_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_target_enum_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target_enum_check" CHECK ("payments"."target" in ('appointment', 'session', 'bono', 'class_enrolment', 'course_enrolment'));--> statement-breakpoint
-- An entry pays for one thing: only its target's column may name a record (a deleted record
-- leaves it null).
ALTER TABLE "payments" DROP CONSTRAINT "payments_target_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target_check" CHECK (num_nonnulls("appointment_id", "session_id", "bono_id", "class_enrolment_id", "course_enrolment_id") <= 1
  and ("appointment_id" is null or "target" = 'appointment')
  and ("session_id" is null or "target" = 'session')
  and ("bono_id" is null or "target" = 'bono')
  and ("class_enrolment_id" is null or "target" = 'class_enrolment')
  and ("course_enrolment_id" is null or "target" = 'course_enrolment'));
