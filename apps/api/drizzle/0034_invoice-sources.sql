CREATE TABLE "invoice_sources" (
	"user_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invoice_sources_pkey" PRIMARY KEY("user_id","invoice_id","kind","source_id"),
	CONSTRAINT "invoice_sources_kind_check" CHECK ("invoice_sources"."kind" in ('appointment', 'bono'))
);
--> statement-breakpoint
ALTER TABLE "invoice_sources" ADD CONSTRAINT "invoice_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sources" ADD CONSTRAINT "invoice_sources_user_invoice_fk" FOREIGN KEY ("user_id","invoice_id") REFERENCES "public"."invoices"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_sources_live_key" ON "invoice_sources" USING btree ("user_id","kind","source_id") WHERE not "invoice_sources"."released";--> statement-breakpoint
-- hand-written: an invoice's sources are kept like the invoice (decision 0042). The one change
-- allowed is the release of a cancelled invoice's sources (released false → true, nothing else),
-- so they can be billed again; the cascade of the trainer's own account being deleted also passes.
CREATE FUNCTION "invoice_sources_release_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."user_id") THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."released" AND NOT OLD."released"
     AND (to_jsonb(NEW) - 'released') = (to_jsonb(OLD) - 'released')
     AND EXISTS (SELECT 1 FROM "invoice_cancellations" c
                 WHERE c."user_id" = OLD."user_id" AND c."invoice_id" = OLD."invoice_id") THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Lo que factura una factura emitida solo se libera al anularla (% en %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoice_sources_immutable" BEFORE UPDATE OR DELETE ON "invoice_sources" FOR EACH ROW EXECUTE FUNCTION "invoice_sources_release_only"();
