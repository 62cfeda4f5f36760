CREATE TABLE "class_waitlist" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"dog_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_waitlist_user_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "class_waitlist_status_check" CHECK ("class_waitlist"."status" in ('waiting', 'offered', 'enrolled', 'expired')),
	CONSTRAINT "class_waitlist_offer_check" CHECK ("class_waitlist"."status" <> 'offered' or ("class_waitlist"."offered_at" is not null and "class_waitlist"."offer_expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "offered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_waitlist" ADD CONSTRAINT "class_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_waitlist" ADD CONSTRAINT "class_waitlist_user_class_fk" FOREIGN KEY ("user_id","class_id") REFERENCES "public"."classes"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_waitlist" ADD CONSTRAINT "class_waitlist_user_client_dog_fk" FOREIGN KEY ("user_id","client_id","dog_id") REFERENCES "public"."dogs"("user_id","client_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "class_waitlist_class_idx" ON "class_waitlist" USING btree ("user_id","class_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "class_waitlist_live_key" ON "class_waitlist" USING btree ("class_id","dog_id") WHERE "class_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "class_waitlist_offer_idx" ON "class_waitlist" USING btree ("offer_expires_at") WHERE "class_waitlist"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_offered_check" CHECK ("classes"."offered" >= 0 and "classes"."enrolled" + "classes"."offered" <= "classes"."places");--> statement-breakpoint
-- hand-written:
-- Issue 29, decision 0071: a class's `offered` is kept here from its open waiting-list offers,
-- as `enrolled` is from its places (decision 0040); the CHECK enrolled + offered <= places then
-- refuses an offer (or a place) beyond the free places. The UPDATE takes the class row's lock.
CREATE FUNCTION class_waitlist_offers_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'offered' THEN
    UPDATE classes SET offered = offered - 1 WHERE user_id = OLD.user_id AND id = OLD.class_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'offered' THEN
    UPDATE classes SET offered = offered + 1 WHERE user_id = NEW.user_id AND id = NEW.class_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER class_waitlist_offers_count AFTER INSERT OR DELETE OR UPDATE OF status, class_id ON class_waitlist
  FOR EACH ROW EXECUTE FUNCTION class_waitlist_offers_count();
