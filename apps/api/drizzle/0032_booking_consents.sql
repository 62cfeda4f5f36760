CREATE TABLE "consent_request_acceptances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"signed_name" text NOT NULL,
	"ip" text NOT NULL,
	"text_shown" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_request_acceptances_once_key" UNIQUE("request_id","version_id")
);
--> statement-breakpoint
ALTER TABLE "consent_request_acceptances" ADD CONSTRAINT "consent_request_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_request_acceptances" ADD CONSTRAINT "consent_request_acceptances_request_id_appointment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."appointment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_request_acceptances" ADD CONSTRAINT "consent_request_acceptances_user_version_fk" FOREIGN KEY ("user_id","version_id") REFERENCES "public"."consent_versions"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written:
-- Issue 31.6: what a visitor accepted while booking is never rewritten either.
CREATE TRIGGER "consent_request_acceptances_immutable" BEFORE UPDATE ON "consent_request_acceptances"
  FOR EACH ROW EXECUTE FUNCTION "consents_refuse_change"();
