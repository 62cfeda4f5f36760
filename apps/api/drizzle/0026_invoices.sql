CREATE TABLE "fiscal_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tax_id" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"regime" text DEFAULT 'iva' NOT NULL,
	"irpf_rate" integer DEFAULT 0 NOT NULL,
	"series" text DEFAULT 'F' NOT NULL,
	"rectify_series" text DEFAULT 'R' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_profiles_regime_check" CHECK ("fiscal_profiles"."regime" in ('iva', 'exento', 'igic', 'repep')),
	CONSTRAINT "fiscal_profiles_irpf_check" CHECK ("fiscal_profiles"."irpf_rate" in (0, 7, 15)),
	CONSTRAINT "fiscal_profiles_series_check" CHECK ("fiscal_profiles"."series" <> "fiscal_profiles"."rectify_series")
);
--> statement-breakpoint
CREATE TABLE "invoice_cancellations" (
	"user_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_cancellations_pkey" PRIMARY KEY("user_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"user_id" uuid NOT NULL,
	"series" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_pkey" PRIMARY KEY("user_id","series"),
	CONSTRAINT "invoice_counters_positive_check" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "invoice_events_type_check" CHECK ("invoice_events"."type" in ('record_written', 'chain_broken', 'book_exported'))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"base_cents" integer NOT NULL,
	"tax_rate" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_position_key" UNIQUE("user_id","invoice_id","position"),
	CONSTRAINT "invoice_lines_total_check" CHECK ("invoice_lines"."total_cents" = "invoice_lines"."base_cents" + "invoice_lines"."tax_cents")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"user_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	CONSTRAINT "invoice_payments_pkey" PRIMARY KEY("user_id","invoice_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"issuer_tax_id" text NOT NULL,
	"number" text NOT NULL,
	"issue_date" text NOT NULL,
	"invoice_type" text,
	"cuota_total" text,
	"importe_total" text,
	"previous_hash" text NOT NULL,
	"generated_at" text NOT NULL,
	"hash" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_records_user_seq_key" UNIQUE("user_id","seq"),
	CONSTRAINT "invoice_records_kind_check" CHECK ("invoice_records"."kind" in ('alta', 'anulacion')),
	CONSTRAINT "invoice_records_hash_check" CHECK ("invoice_records"."hash" ~ '^[0-9A-F]{64}$'),
	CONSTRAINT "invoice_records_chain_check" CHECK (("invoice_records"."seq" = 1) = ("invoice_records"."previous_hash" = '') and ("invoice_records"."seq" = 1 or "invoice_records"."previous_hash" ~ '^[0-9A-F]{64}$')),
	CONSTRAINT "invoice_records_alta_check" CHECK (("invoice_records"."kind" = 'alta') = ("invoice_records"."invoice_type" is not null and "invoice_records"."cuota_total" is not null and "invoice_records"."importe_total" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"series" text NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"issued_on" date NOT NULL,
	"operation_on" date,
	"client_id" uuid,
	"issuer_name" text NOT NULL,
	"issuer_tax_id" text NOT NULL,
	"issuer_address" text NOT NULL,
	"recipient_name" text,
	"recipient_tax_id" text,
	"recipient_address" text,
	"regime" text NOT NULL,
	"description" text NOT NULL,
	"tax_rate" integer NOT NULL,
	"base_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"irpf_rate" integer NOT NULL,
	"irpf_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"rectifies_id" uuid,
	"rectify_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_user_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "invoices_user_series_seq_key" UNIQUE("user_id","series","seq"),
	CONSTRAINT "invoices_user_number_key" UNIQUE("user_id","number"),
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."type" in ('F1', 'F2', 'R1', 'R2', 'R3', 'R4', 'R5')),
	CONSTRAINT "invoices_regime_check" CHECK ("invoices"."regime" in ('iva', 'exento', 'igic', 'repep')),
	CONSTRAINT "invoices_seq_check" CHECK ("invoices"."seq" > 0),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_cents" = "invoices"."base_cents" + "invoices"."tax_cents"),
	CONSTRAINT "invoices_rectify_check" CHECK (("invoices"."type" like 'R%') = ("invoices"."rectifies_id" is not null and "invoices"."rectify_method" in ('S', 'I'))),
	CONSTRAINT "invoices_recipient_check" CHECK ("invoices"."type" in ('F2', 'R5') or ("invoices"."recipient_name" is not null and "invoices"."recipient_tax_id" is not null and "invoices"."recipient_address" is not null)),
	CONSTRAINT "invoices_simplified_check" CHECK ("invoices"."type" <> 'F2' or "invoices"."total_cents" <= 40000)
);
--> statement-breakpoint
ALTER TABLE "fiscal_profiles" ADD CONSTRAINT "fiscal_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_cancellations" ADD CONSTRAINT "invoice_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_cancellations" ADD CONSTRAINT "invoice_cancellations_user_invoice_fk" FOREIGN KEY ("user_id","invoice_id") REFERENCES "public"."invoices"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_user_invoice_fk" FOREIGN KEY ("user_id","invoice_id") REFERENCES "public"."invoices"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_user_invoice_fk" FOREIGN KEY ("user_id","invoice_id") REFERENCES "public"."invoices"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD CONSTRAINT "invoice_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD CONSTRAINT "invoice_records_user_invoice_fk" FOREIGN KEY ("user_id","invoice_id") REFERENCES "public"."invoices"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_rectifies_fk" FOREIGN KEY ("user_id","rectifies_id") REFERENCES "public"."invoices"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_events_user_at_idx" ON "invoice_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "invoice_payments_payment_idx" ON "invoice_payments" USING btree ("user_id","payment_id");--> statement-breakpoint
CREATE INDEX "invoices_user_issued_idx" ON "invoices" USING btree ("user_id","issued_on");--> statement-breakpoint
CREATE INDEX "invoices_user_client_idx" ON "invoices" USING btree ("user_id","client_id");--> statement-breakpoint
-- Hand-written (issue 30): an invoice keeps its own copy of the client's data; erasing the
-- client only unlinks it (PostgreSQL 15's ON DELETE SET NULL of one column).
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_client_fk" FOREIGN KEY ("user_id","client_id") REFERENCES "public"."clients"("user_id","id") ON DELETE SET NULL ("client_id");
--> statement-breakpoint
-- Hand-written (issue 30.4, decision 0042): nothing issued is edited or deleted. Two exceptions:
-- the client's link going to NULL when the client is erased (every other column unchanged), and
-- the cascade of the trainer's own account being deleted (its users row is already gone).
CREATE FUNCTION "invoices_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."user_id") THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'invoices' THEN
    IF to_jsonb(NEW) ->> 'client_id' IS NULL
       AND (to_jsonb(NEW) - 'client_id') = (to_jsonb(OLD) - 'client_id') THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'Una factura emitida y su registro no se modifican ni se borran (% en %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "invoice_lines_immutable" BEFORE UPDATE OR DELETE ON "invoice_lines" FOR EACH ROW EXECUTE FUNCTION "invoices_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "invoice_payments_immutable" BEFORE UPDATE OR DELETE ON "invoice_payments" FOR EACH ROW EXECUTE FUNCTION "invoices_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "invoice_cancellations_immutable" BEFORE UPDATE OR DELETE ON "invoice_cancellations" FOR EACH ROW EXECUTE FUNCTION "invoices_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "invoice_records_immutable" BEFORE UPDATE OR DELETE ON "invoice_records" FOR EACH ROW EXECUTE FUNCTION "invoices_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "invoice_events_immutable" BEFORE UPDATE OR DELETE ON "invoice_events" FOR EACH ROW EXECUTE FUNCTION "invoices_refuse_change"();
--> statement-breakpoint
-- Truncating would bypass the row triggers.
CREATE FUNCTION "invoices_refuse_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Las facturas emitidas no se borran (TRUNCATE en %)', TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_no_truncate" BEFORE TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "invoices_refuse_truncate"();
--> statement-breakpoint
CREATE TRIGGER "invoice_records_no_truncate" BEFORE TRUNCATE ON "invoice_records" FOR EACH STATEMENT EXECUTE FUNCTION "invoices_refuse_truncate"();
