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
--> statement-breakpoint
-- Each trainer's own calendar feed, and the titular's of the whole business (decision 0140). A
-- feed of before was its business's titular's (the business's id is the titular's): it becomes
-- that titular's own, which in a one-trainer business lists the same events.
ALTER TABLE "calendar_feeds" ADD COLUMN "trainer_id" uuid;
--> statement-breakpoint
UPDATE "calendar_feeds" SET "trainer_id" = "business_id";
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "trainer_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "scope" text DEFAULT 'trainer' NOT NULL;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_pkey";
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY("business_id","trainer_id","scope");
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_scope_check" CHECK ("calendar_feeds"."scope" in ('trainer', 'business'));
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_business_trainer_fk" FOREIGN KEY ("business_id","trainer_id") REFERENCES "public"."business_members"("business_id","user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The daily agenda goes to each trainer with their own day (decision 0140): one per trainer and
-- local day. An agenda sent before went to the business's titular, whose id is the business's.
ALTER TABLE "sent_agendas" ADD COLUMN "trainer_id" uuid;
--> statement-breakpoint
UPDATE "sent_agendas" SET "trainer_id" = "business_id";
--> statement-breakpoint
ALTER TABLE "sent_agendas" ALTER COLUMN "trainer_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "sent_agendas" DROP CONSTRAINT "sent_agendas_once_key";
--> statement-breakpoint
ALTER TABLE "sent_agendas" ADD CONSTRAINT "sent_agendas_once_key" UNIQUE("business_id","trainer_id","day");
--> statement-breakpoint
ALTER TABLE "sent_agendas" ADD CONSTRAINT "sent_agendas_business_trainer_fk" FOREIGN KEY ("business_id","trainer_id") REFERENCES "public"."business_members"("business_id","user_id") ON DELETE cascade ON UPDATE no action;
