ALTER TABLE "training_sessions" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "training_sessions_appointment_key" ON "training_sessions" USING btree ("user_id","appointment_id") WHERE "training_sessions"."appointment_id" is not null;--> statement-breakpoint
-- Hand-written (issue 18): a session names an appointment of its own trainer only, and deleting
-- the appointment keeps the session, unlinked.
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_user_appointment_fk" FOREIGN KEY ("user_id","appointment_id") REFERENCES "public"."appointments"("user_id","id") ON DELETE SET NULL ("appointment_id") ON UPDATE no action;
--> statement-breakpoint
-- Sessions already recorded with 'Registrar sesión' whose bono use names the appointment (the only
-- trace of that link before this column) record that appointment, when it is still of their dog.
-- One use per appointment (bono_movements_appointment_use_key) keeps this one session each.
UPDATE "training_sessions" ts SET "appointment_id" = m."appointment_id"
FROM "bono_movements" m
JOIN "appointments" a ON a."user_id" = m."user_id" AND a."id" = m."appointment_id"
WHERE m."user_id" = ts."user_id" AND m."session_id" = ts."id" AND m."source" = 'session'
  AND m."delta" = -1 AND a."dog_id" = ts."dog_id";
