ALTER TABLE "appointments" ADD COLUMN "visit_address" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "home_visit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "visit_address" text;