ALTER TABLE "appointment_requests" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "dog_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "dog_id" uuid;--> statement-breakpoint
CREATE INDEX "appointment_requests_client_idx" ON "appointment_requests" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "appointment_requests_dog_idx" ON "appointment_requests" USING btree ("user_id","dog_id");--> statement-breakpoint
CREATE INDEX "appointments_client_idx" ON "appointments" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "appointments_dog_idx" ON "appointments" USING btree ("user_id","dog_id");--> statement-breakpoint
ALTER TABLE "dogs" ADD CONSTRAINT "dogs_user_client_id_key" UNIQUE("user_id","client_id","id");
--> statement-breakpoint
-- Hand-written from here (issue 13). Existing bookings are linked to the trainer's client and dog
-- where they match, with the rules of lib/contact-match.ts: the client by e-mail (case and accents
-- ignored) or by phone (its last 9 digits, when it has at least 6), the e-mail match first and the
-- oldest client of several; then the dog by name (case and accents ignored) under that client, the
-- active and oldest of several. Bookings that match nothing stay unlinked ('Sin vincular').
UPDATE "appointment_requests" b SET "client_id" = (
  SELECT c."id" FROM "clients" c
  WHERE c."user_id" = b."user_id" AND (
    translate(lower(trim(c."email")), 'áàâäãéèêëíìîïóòôöõúùûüçñÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn') = translate(lower(trim(b."client_email")), 'áàâäãéèêëíìîïóòôöõúùûüçñÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')
    OR (length(right(regexp_replace(b."client_phone", '[^0-9]', '', 'g'), 9)) >= 6 AND right(regexp_replace(c."phone", '[^0-9]', '', 'g'), 9) = right(regexp_replace(b."client_phone", '[^0-9]', '', 'g'), 9))
  )
  ORDER BY translate(lower(trim(c."email")), 'áàâäãéèêëíìîïóòôöõúùûüçñÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn') = translate(lower(trim(b."client_email")), 'áàâäãéèêëíìîïóòôöõúùûüçñÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn') DESC, c."created_at", c."id"
  LIMIT 1
) WHERE b."client_id" IS NULL;
--> statement-breakpoint
UPDATE "appointment_requests" b SET "dog_id" = (
  SELECT d."id" FROM "dogs" d
  WHERE d."user_id" = b."user_id" AND d."client_id" = b."client_id"
    AND d."name_key" = translate(lower(trim(b."dog_name")), 'áàâäãéèêëíìîïóòôöõúùûüçñÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')
  ORDER BY d."is_active" DESC, d."created_at", d."id"
  LIMIT 1
) WHERE b."client_id" IS NOT NULL AND b."dog_id" IS NULL;
--> statement-breakpoint
UPDATE "appointments" b SET "client_id" = (
  SELECT c."id" FROM "clients" c
  WHERE c."user_id" = b."user_id" AND (
    translate(lower(trim(c."email")), 'áàâäãéèêëíìîïóòôöõúùûüçñÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn') = translate(lower(trim(b."client_email")), 'áàâäãéèêëíìîïóòôöõúùûüçñÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')
    OR (length(right(regexp_replace(b."client_phone", '[^0-9]', '', 'g'), 9)) >= 6 AND right(regexp_replace(c."phone", '[^0-9]', '', 'g'), 9) = right(regexp_replace(b."client_phone", '[^0-9]', '', 'g'), 9))
  )
  ORDER BY translate(lower(trim(c."email")), 'áàâäãéèêëíìîïóòôöõúùûüçñÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn') = translate(lower(trim(b."client_email")), 'áàâäãéèêëíìîïóòôöõúùûüçñÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn') DESC, c."created_at", c."id"
  LIMIT 1
) WHERE b."client_id" IS NULL;
--> statement-breakpoint
UPDATE "appointments" b SET "dog_id" = (
  SELECT d."id" FROM "dogs" d
  WHERE d."user_id" = b."user_id" AND d."client_id" = b."client_id"
    AND d."name_key" = translate(lower(trim(b."dog_name")), 'áàâäãéèêëíìîïóòôöõúùûüçñÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')
  ORDER BY d."is_active" DESC, d."created_at", d."id"
  LIMIT 1
) WHERE b."client_id" IS NOT NULL AND b."dog_id" IS NULL;
--> statement-breakpoint
-- A booking names its trainer's client and dog, the dog of that client (db/schema.ts, bookingLinks).
-- Deleting the client or the dog keeps the booking, unlinked: SET NULL of that column only
-- (PostgreSQL 15), which Drizzle cannot declare. A dog moved to another client takes its bookings.
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_user_client_fk" FOREIGN KEY ("user_id","client_id") REFERENCES "public"."clients"("user_id","id") ON DELETE SET NULL ("client_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_user_dog_fk" FOREIGN KEY ("user_id","dog_id") REFERENCES "public"."dogs"("user_id","id") ON DELETE SET NULL ("dog_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_client_dog_fk" FOREIGN KEY ("user_id","client_id","dog_id") REFERENCES "public"."dogs"("user_id","client_id","id") ON DELETE SET NULL ("dog_id") ON UPDATE CASCADE;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_client_fk" FOREIGN KEY ("user_id","client_id") REFERENCES "public"."clients"("user_id","id") ON DELETE SET NULL ("client_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_dog_fk" FOREIGN KEY ("user_id","dog_id") REFERENCES "public"."dogs"("user_id","id") ON DELETE SET NULL ("dog_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_dog_fk" FOREIGN KEY ("user_id","client_id","dog_id") REFERENCES "public"."dogs"("user_id","client_id","id") ON DELETE SET NULL ("dog_id") ON UPDATE CASCADE;
