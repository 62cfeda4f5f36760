CREATE TABLE "booking_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_slugs_slug_check" CHECK ("booking_slugs"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("booking_slugs"."slug") <= 60)
);
--> statement-breakpoint
ALTER TABLE "booking_slugs" ADD CONSTRAINT "booking_slugs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_slugs_user_idx" ON "booking_slugs" USING btree ("user_id","chosen_at");