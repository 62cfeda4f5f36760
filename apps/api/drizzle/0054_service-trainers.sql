-- Issue 39 (decision 0139): which trainers give a service, in the order "Cualquiera" tries them.
-- A service with no rows is given by every trainer of the business. Both keys are composite on
-- the business, so a row can name neither another business's service nor its member.
CREATE TABLE "service_trainers" (
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"trainer_id" uuid NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_trainers_pkey" PRIMARY KEY("business_id","service_id","trainer_id"),
	CONSTRAINT "service_trainers_priority_check" CHECK ("service_trainers"."priority" between 0 and 99)
);
--> statement-breakpoint
ALTER TABLE "service_trainers" ADD CONSTRAINT "service_trainers_business_service_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_trainers" ADD CONSTRAINT "service_trainers_business_trainer_fk" FOREIGN KEY ("business_id","trainer_id") REFERENCES "public"."business_members"("business_id","user_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "service_trainers_trainer_idx" ON "service_trainers" USING btree ("business_id","trainer_id");
