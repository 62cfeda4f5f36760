CREATE TABLE "exercise_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"image" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_photos_user_id_key" UNIQUE("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "homework_items" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "exercise_photos" ADD CONSTRAINT "exercise_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_user_photo_fk" FOREIGN KEY ("user_id","photo_id") REFERENCES "public"."exercise_photos"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_items" ADD CONSTRAINT "homework_items_user_photo_fk" FOREIGN KEY ("user_id","photo_id") REFERENCES "public"."exercise_photos"("user_id","id") ON DELETE no action ON UPDATE no action;