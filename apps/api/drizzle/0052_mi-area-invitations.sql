-- Issue 45.5: the trainer invites a known client to Mi área (to enter it, or to sign documents),
-- by e-mail or by a WhatsApp text. Being invited makes the client's address a client's
-- (decision 0117's trainersOfAddress reads this table); the sign-in link itself is an
-- owner_sign_in_tokens row with a longer life.
CREATE TABLE "owner_area_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_area_invitations_business_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "owner_area_invitations_purpose_check" CHECK ("owner_area_invitations"."purpose" in ('area', 'documents')),
	CONSTRAINT "owner_area_invitations_channel_check" CHECK ("owner_area_invitations"."channel" in ('email', 'whatsapp'))
);--> statement-breakpoint
ALTER TABLE "owner_area_invitations" ADD CONSTRAINT "owner_area_invitations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_area_invitations" ADD CONSTRAINT "owner_area_invitations_business_client_fk" FOREIGN KEY ("business_id","client_id") REFERENCES "public"."clients"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_area_invitations_client_idx" ON "owner_area_invitations" USING btree ("business_id","client_id");--> statement-breakpoint
-- A signature on paper, recorded by the trainer: who signed (the name), the day, the version; no IP.
ALTER TABLE "consent_acceptances" ADD COLUMN "method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_acceptances" ADD CONSTRAINT "consent_acceptances_method_check" CHECK ("consent_acceptances"."method" in ('online', 'paper'));--> statement-breakpoint
ALTER TABLE "consent_acceptances" ALTER COLUMN "ip" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_acceptances" ADD CONSTRAINT "consent_acceptances_ip_check" CHECK (("consent_acceptances"."method" = 'online') = ("consent_acceptances"."ip" is not null));--> statement-breakpoint
DROP TRIGGER "consent_acceptances_immutable" ON "consent_acceptances";--> statement-breakpoint
-- An acceptance may only follow its dog to another client (the foreign key's ON UPDATE CASCADE).
CREATE TRIGGER "consent_acceptances_immutable" BEFORE UPDATE ON "consent_acceptances"
  FOR EACH ROW WHEN (
    (NEW.id, NEW.business_id, NEW.version_id, NEW.dog_id, NEW.signed_name, NEW.ip, NEW.method, NEW.text_shown, NEW.created_at)
    IS DISTINCT FROM
    (OLD.id, OLD.business_id, OLD.version_id, OLD.dog_id, OLD.signed_name, OLD.ip, OLD.method, OLD.text_shown, OLD.created_at)
  ) EXECUTE FUNCTION "consents_refuse_change"();
