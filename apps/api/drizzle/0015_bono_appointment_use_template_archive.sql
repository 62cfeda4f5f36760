ALTER TABLE "bono_templates" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (issue 18): before this key, an appointment undone and completed again could use
-- a second unit. Those later uses stay in the ledger, no longer tied to the appointment.
UPDATE "bono_movements" m SET "appointment_id" = NULL
WHERE m."delta" = -1 AND m."appointment_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "bono_movements" f
  WHERE f."user_id" = m."user_id" AND f."appointment_id" = m."appointment_id" AND f."delta" = -1
    AND (f."created_at", f."id") < (m."created_at", m."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "bono_movements_appointment_use_key" ON "bono_movements" USING btree ("user_id","appointment_id") WHERE "bono_movements"."delta" = -1 and "bono_movements"."appointment_id" is not null;
