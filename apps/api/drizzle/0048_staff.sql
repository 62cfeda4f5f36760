-- Issue 39, decision 0133: the staff of a business. Each member carries the toggles the titular
-- sets; the titular has every one, and the database refuses a titular without them.
ALTER TABLE "business_members" ADD COLUMN "can_see_contacts" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "business_members" ADD COLUMN "can_see_money" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "business_members" ADD COLUMN "can_export" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "business_members" ADD COLUMN "can_issue_invoices" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- A removed member's row stays (what they wrote and gave names them); ended_at closes it, and a
-- closed membership neither signs in nor keeps a session. The titular's never ends.
ALTER TABLE "business_members" ADD COLUMN "ended_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_titular_check" CHECK ("role" <> 'titular' OR ("can_see_contacts" AND "can_see_money" AND "can_export" AND "can_issue_invoices" AND "ended_at" IS NULL));
--> statement-breakpoint
-- One e-mail link per invitation, kept hashed like the password-reset links; used once.
CREATE TABLE "member_invitations" (
  "id" uuid PRIMARY KEY NOT NULL,
  "business_id" uuid NOT NULL,
  "email" text NOT NULL,
  "role" text NOT NULL,
  "can_see_contacts" boolean NOT NULL,
  "can_see_money" boolean NOT NULL,
  "can_export" boolean NOT NULL,
  "can_issue_invoices" boolean NOT NULL,
  "token_hash" text NOT NULL,
  "invited_by" uuid NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "cancelled_at" timestamp with time zone,
  "accepted_user_id" uuid,
  CONSTRAINT "member_invitations_business_id_key" UNIQUE("business_id","id"),
  CONSTRAINT "member_invitations_role_check" CHECK ("role" in ('adiestrador', 'recepcion')),
  CONSTRAINT "member_invitations_email_check" CHECK ("email" = lower("email") AND "email" <> ''),
  CONSTRAINT "member_invitations_expiry_check" CHECK ("expires_at" > "created_at"),
  CONSTRAINT "member_invitations_closed_once_check" CHECK ("used_at" IS NULL OR "cancelled_at" IS NULL),
  CONSTRAINT "member_invitations_accepted_check" CHECK (("used_at" IS NULL) = ("accepted_user_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The inviter is a member of the same business.
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_business_inviter_fk" FOREIGN KEY ("business_id","invited_by") REFERENCES "public"."business_members"("business_id","user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Whoever accepted it is a member of the same business.
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_business_accepted_fk" FOREIGN KEY ("business_id","accepted_user_id") REFERENCES "public"."business_members"("business_id","user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "member_invitations_token_hash_key" ON "member_invitations" USING btree ("token_hash");
--> statement-breakpoint
-- One open invitation per address and business (an expired one is closed before a new one).
CREATE UNIQUE INDEX "member_invitations_open_email_key" ON "member_invitations" USING btree ("business_id","email") WHERE "used_at" IS NULL AND "cancelled_at" IS NULL;
