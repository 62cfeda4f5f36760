ALTER TABLE "invoice_sources" DROP CONSTRAINT "invoice_sources_kind_check";--> statement-breakpoint
ALTER TABLE "course_enrolments" ALTER COLUMN "price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bono_movements" ADD COLUMN "course_enrolment_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "payment" text DEFAULT 'price' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bono_movements_course_enrolment_use_key" ON "bono_movements" USING btree ("user_id","course_enrolment_id") WHERE "bono_movements"."delta" = -1 and "bono_movements"."course_enrolment_id" is not null and "bono_movements"."reverses_id" is null;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_payment_check" CHECK ("courses"."payment" in ('price', 'bono_enrolment', 'bono_attendance'));--> statement-breakpoint
ALTER TABLE "invoice_sources" ADD CONSTRAINT "invoice_sources_kind_check" CHECK ("invoice_sources"."kind" in ('appointment', 'bono', 'class_enrolment', 'course_enrolment'));
--> statement-breakpoint
-- hand-written:
ALTER TABLE "bono_movements" ADD CONSTRAINT "bono_movements_user_course_enrolment_fk" FOREIGN KEY ("user_id","course_enrolment_id") REFERENCES "public"."course_enrolments"("user_id","id") ON DELETE SET NULL ("course_enrolment_id");
