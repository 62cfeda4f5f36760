-- Issue 39, the commission report (decision 0143): per service the titular sets a percentage of
-- what was charged (basis points) or a fixed amount in cents per visit or class given, never both.
-- One rule per service, and the service is always the business's own.
CREATE TABLE "commission_rules" (
  "id" uuid PRIMARY KEY NOT NULL,
  "business_id" uuid NOT NULL,
  "service_id" uuid NOT NULL,
  "percent_basis_points" integer,
  "fixed_cents" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "commission_rules_business_service_key" UNIQUE("business_id","service_id"),
  CONSTRAINT "commission_rules_one_kind_check" CHECK (num_nonnulls("percent_basis_points", "fixed_cents") = 1),
  CONSTRAINT "commission_rules_percent_check" CHECK ("percent_basis_points" between 0 and 10000),
  CONSTRAINT "commission_rules_fixed_check" CHECK ("fixed_cents" between 0 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_business_service_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE cascade ON UPDATE no action;
