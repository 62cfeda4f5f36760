ALTER TABLE "bono_movements" DROP CONSTRAINT "bono_movements_source_check";--> statement-breakpoint
ALTER TABLE "invoice_sources" DROP CONSTRAINT "invoice_sources_kind_check";--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "payment" text DEFAULT 'price' NOT NULL;--> statement-breakpoint
ALTER TABLE "bono_movements" ADD COLUMN "class_enrolment_id" uuid;--> statement-breakpoint
ALTER TABLE "class_enrolments" ADD COLUMN "late_cancel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bono_movements_class_enrolment_use_key" ON "bono_movements" USING btree ("user_id","class_enrolment_id") WHERE "bono_movements"."delta" = -1 and "bono_movements"."class_enrolment_id" is not null and "bono_movements"."reverses_id" is null;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_payment_check" CHECK ("classes"."payment" in ('price', 'bono_enrolment', 'bono_attendance'));--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_price_check" CHECK ("classes"."price_cents" is null or "classes"."price_cents" between 0 and 10000000);--> statement-breakpoint
ALTER TABLE "bono_movements" ADD CONSTRAINT "bono_movements_source_check" CHECK ("bono_movements"."source" in ('manual', 'session', 'appointment', 'undo', 'class'));--> statement-breakpoint
ALTER TABLE "invoice_sources" ADD CONSTRAINT "invoice_sources_kind_check" CHECK ("invoice_sources"."kind" in ('appointment', 'bono', 'class_enrolment'));--> statement-breakpoint
ALTER TABLE "class_enrolments" ADD CONSTRAINT "class_enrolments_late_cancel_check" CHECK (not "class_enrolments"."late_cancel" or "class_enrolments"."status" = 'cancelled');--> statement-breakpoint
-- hand-written:
-- Decision 0084: a movement names the class place it pays for; a deleted place (its client
-- erased) leaves the movement in the bono's ledger with only that column cleared (PostgreSQL 15).
ALTER TABLE "bono_movements" ADD CONSTRAINT "bono_movements_user_class_enrolment_fk" FOREIGN KEY ("user_id","class_enrolment_id") REFERENCES "public"."class_enrolments"("user_id","id") ON DELETE SET NULL ("class_enrolment_id");
