-- Issue 45: a client is a private person or a business or professional; only the latter withholds
-- IRPF from a factura completa. Existing clients follow their NIF: an entity's NIF (the former
-- CIF: a letter of ABCDEFGHJNPQRSUVW, 7 digits, a control character) is a business, any other
-- (DNI, NIE) or none a private person, as the client form and the API suggest (fiscalKindOfTaxId).
ALTER TABLE "clients" ADD COLUMN "fiscal_kind" text DEFAULT 'particular' NOT NULL;
--> statement-breakpoint
UPDATE "clients" SET "fiscal_kind" = 'profesional' WHERE "tax_id" ~ '^[ABCDEFGHJNPQRSUVW][0-9]{7}[0-9A-J]$';
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_fiscal_kind_check" CHECK ("clients"."fiscal_kind" in ('particular', 'profesional'));
