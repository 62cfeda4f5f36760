CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('user.approval_changed', 'user.role_changed', 'user.status_changed', 'user.deleted', 'client.erased', 'clients.imported', 'client.exported', 'practice.exported')),
	CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('user', 'client', 'practice'))
);
--> statement-breakpoint
CREATE TABLE "privacy_texts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_texts_user_version_key" UNIQUE("user_id","version"),
	CONSTRAINT "privacy_texts_user_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "privacy_texts_version_check" CHECK ("privacy_texts"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "privacy_text_id" uuid;--> statement-breakpoint
ALTER TABLE "owner_sessions" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "owner_sessions" ADD COLUMN "privacy_text_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_texts" ADD CONSTRAINT "privacy_texts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
-- Issue 20, by hand: a request's consent names a privacy text version of its own trainer.
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_user_privacy_text_fk" FOREIGN KEY ("user_id","privacy_text_id") REFERENCES "public"."privacy_texts"("user_id","id");
