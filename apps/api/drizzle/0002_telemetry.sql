CREATE TABLE "telemetry_errors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"route" text,
	"release" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"route" text,
	"props" jsonb,
	"user_id" uuid,
	"visitor_id" text,
	"release" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telemetry_errors" ADD CONSTRAINT "telemetry_errors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemetry_events" ADD CONSTRAINT "telemetry_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telemetry_errors_fingerprint_idx" ON "telemetry_errors" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "telemetry_errors_created_idx" ON "telemetry_errors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "telemetry_events_created_idx" ON "telemetry_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "telemetry_events_type_created_idx" ON "telemetry_events" USING btree ("type","created_at");