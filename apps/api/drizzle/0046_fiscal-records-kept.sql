ALTER TABLE "invoice_cancellations" DROP CONSTRAINT "invoice_cancellations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_events" DROP CONSTRAINT "invoice_events_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_payments" DROP CONSTRAINT "invoice_payments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_records" DROP CONSTRAINT "invoice_records_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_sources" DROP CONSTRAINT "invoice_sources_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_submissions" DROP CONSTRAINT "invoice_submissions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_user_id_users_id_fk";
--> statement-breakpoint
-- Hand-written (decision 0123): with no cascade from the account left, the exception for it goes
-- too, so a deleted trainer's invoices and registro cannot be deleted by any statement either.
CREATE OR REPLACE FUNCTION "invoices_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
CREATE OR REPLACE FUNCTION "invoice_sources_release_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
