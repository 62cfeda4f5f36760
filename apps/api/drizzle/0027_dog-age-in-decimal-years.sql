ALTER TABLE "appointment_requests" ALTER COLUMN "dog_age" SET DATA TYPE real;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "dog_age" SET DATA TYPE real;