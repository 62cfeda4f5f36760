-- Issue 39 (decision 0140): a colour per trainer, from the fixed palette of packages/shared
-- (TRAINER_COLOURS). The default is the palette's first colour: a business's first member (its
-- titular, at sign-up) takes it; every later member gets the next free one from the service.
ALTER TABLE "business_members" ADD COLUMN "colour" text DEFAULT 'blue' NOT NULL;
--> statement-breakpoint
-- Businesses of before: their members take the palette in the order they joined.
UPDATE "business_members" AS m SET "colour" = (ARRAY['blue','green','orange','purple','pink','teal','amber','red'])[((o.n - 1) % 8) + 1]
FROM (SELECT "business_id", "user_id", row_number() OVER (PARTITION BY "business_id" ORDER BY "created_at", "user_id") AS n FROM "business_members") AS o
WHERE o."business_id" = m."business_id" AND o."user_id" = m."user_id";
--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_colour_check" CHECK ("business_members"."colour" in ('blue', 'green', 'orange', 'purple', 'pink', 'teal', 'amber', 'red'));
