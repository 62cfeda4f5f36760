CREATE TABLE "consent_acceptances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"dog_id" uuid,
	"signed_name" text NOT NULL,
	"ip" text NOT NULL,
	"text_shown" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_acceptances_user_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "consent_acceptances_once_key" UNIQUE NULLS NOT DISTINCT("version_id","client_id","dog_id")
);
--> statement-breakpoint
CREATE TABLE "consent_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_versions_user_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "consent_versions_user_kind_version_key" UNIQUE("user_id","kind","version"),
	CONSTRAINT "consent_versions_kind_check" CHECK ("consent_versions"."kind" in ('liability', 'photos', 'group_rules')),
	CONSTRAINT "consent_versions_version_check" CHECK ("consent_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "required_vaccines" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "min_age_months" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "max_age_months" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "required_consents" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_acceptances" ADD CONSTRAINT "consent_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_acceptances" ADD CONSTRAINT "consent_acceptances_user_version_fk" FOREIGN KEY ("user_id","version_id") REFERENCES "public"."consent_versions"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_acceptances" ADD CONSTRAINT "consent_acceptances_user_client_fk" FOREIGN KEY ("user_id","client_id") REFERENCES "public"."clients"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_acceptances" ADD CONSTRAINT "consent_acceptances_user_client_dog_fk" FOREIGN KEY ("user_id","client_id","dog_id") REFERENCES "public"."dogs"("user_id","client_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "consent_versions" ADD CONSTRAINT "consent_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_acceptances_client_idx" ON "consent_acceptances" USING btree ("user_id","client_id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_required_vaccines_check" CHECK ("services"."required_vaccines" <@ array['rabies', 'polyvalent', 'kennel_cough']::text[]);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_required_consents_check" CHECK ("services"."required_consents" <@ array['liability', 'photos', 'group_rules']::text[]);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_age_check" CHECK ("services"."min_age_months" is null or "services"."max_age_months" is null or "services"."min_age_months" <= "services"."max_age_months");--> statement-breakpoint
-- Issue 31.6: a published version and what an owner accepted are never rewritten.
CREATE FUNCTION "consents_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent records are immutable' USING ERRCODE = 'check_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "consent_versions_immutable" BEFORE UPDATE ON "consent_versions"
  FOR EACH ROW EXECUTE FUNCTION "consents_refuse_change"();--> statement-breakpoint
-- An acceptance may only follow its dog to another client (the foreign key's ON UPDATE CASCADE).
CREATE TRIGGER "consent_acceptances_immutable" BEFORE UPDATE ON "consent_acceptances"
  FOR EACH ROW WHEN (
    (NEW.id, NEW.user_id, NEW.version_id, NEW.dog_id, NEW.signed_name, NEW.ip, NEW.text_shown, NEW.created_at)
    IS DISTINCT FROM
    (OLD.id, OLD.user_id, OLD.version_id, OLD.dog_id, OLD.signed_name, OLD.ip, OLD.text_shown, OLD.created_at)
  ) EXECUTE FUNCTION "consents_refuse_change"();
