CREATE TABLE "class_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"worked" text NOT NULL,
	"notes" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_reports_user_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "class_reports_class_key" UNIQUE("user_id","class_id")
);
--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "class_reports" ADD CONSTRAINT "class_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_reports" ADD CONSTRAINT "class_reports_user_class_fk" FOREIGN KEY ("user_id","class_id") REFERENCES "public"."classes"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_sessions_class_dog_key" ON "training_sessions" USING btree ("user_id","class_id","dog_id") WHERE "training_sessions"."class_id" is not null;--> statement-breakpoint
-- hand-written:
-- A class report's line is its dog's session of the class (decision 0087). The class's key
-- names the trainer's class; a class deleted with its trainer's data leaves no dangling id, and
-- the session stays in the dog's history (SET NULL of class_id only, like the appointment's).
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_user_class_fk" FOREIGN KEY ("user_id","class_id") REFERENCES "public"."classes"("user_id","id") ON DELETE SET NULL ("class_id") ON UPDATE no action;
