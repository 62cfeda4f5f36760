ALTER TABLE "clients" ALTER COLUMN "email" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "phone" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "preferred_channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "messages_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "messages_consent_at" timestamp with time zone;--> statement-breakpoint
-- Existing clients were saved with both channels; one saved without an e-mail prefers WhatsApp.
UPDATE "clients" SET "preferred_channel" = 'whatsapp' WHERE btrim("email") = '';--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_contact_check" CHECK (btrim("clients"."email") <> '' or btrim("clients"."phone") <> '');--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_preferred_channel_check" CHECK ("clients"."preferred_channel" in ('email', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_preferred_channel_reachable_check" CHECK (("clients"."preferred_channel" <> 'email' or btrim("clients"."email") <> '') and ("clients"."preferred_channel" <> 'whatsapp' or btrim("clients"."phone") <> ''));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_messages_consent_check" CHECK ("clients"."messages_consent" = ("clients"."messages_consent_at" is not null));