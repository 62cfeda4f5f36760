CREATE TABLE "appointment_change_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"requested_date" date NOT NULL,
	"requested_time" time NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "appointment_change_requests_status_check" CHECK ("appointment_change_requests"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "booking_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"appointment_id" uuid,
	"request_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_links_target_check" CHECK (("booking_links"."appointment_id" is null) <> ("booking_links"."request_id" is null))
);
--> statement-breakpoint
CREATE TABLE "owner_area_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cancellation_notice_hours" integer DEFAULT 24 NOT NULL,
	"business_name" text,
	"contact_phone" text,
	"session_place" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_area_settings_notice_check" CHECK ("owner_area_settings"."cancellation_notice_hours" between 0 and 168)
);
--> statement-breakpoint
CREATE TABLE "owner_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "owner_sign_in_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "appointment_change_requests" ADD CONSTRAINT "appointment_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_change_requests" ADD CONSTRAINT "appointment_change_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_request_id_appointment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."appointment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_area_settings" ADD CONSTRAINT "owner_area_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_change_requests_user_status_idx" ON "appointment_change_requests" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_change_requests_one_pending_key" ON "appointment_change_requests" USING btree ("appointment_id") WHERE "appointment_change_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_links_hash_key" ON "booking_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_sessions_hash_key" ON "owner_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "owner_sessions_email_idx" ON "owner_sessions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_sign_in_tokens_hash_key" ON "owner_sign_in_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "appointment_requests_client_email_idx" ON "appointment_requests" USING btree (lower("client_email"));--> statement-breakpoint
CREATE INDEX "appointments_client_email_idx" ON "appointments" USING btree (lower("client_email"));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by_check" CHECK ("appointments"."cancelled_by" in ('trainer', 'owner'));