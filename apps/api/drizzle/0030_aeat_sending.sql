-- Moved first by hand: the submissions' foreign key needs this key to exist.
ALTER TABLE "invoice_records" ADD CONSTRAINT "invoice_records_user_id_key" UNIQUE("user_id","id");--> statement-breakpoint
CREATE TABLE "aeat_certificates" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"sealed" "bytea" NOT NULL,
	"holder" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"next_send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_submissions" (
	"record_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_description" text,
	"csv" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_submissions_status_check" CHECK ("invoice_submissions"."status" in ('pendiente', 'correcto', 'aceptado_con_errores', 'incorrecto', 'fallo'))
);
--> statement-breakpoint
ALTER TABLE "aeat_certificates" ADD CONSTRAINT "aeat_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_submissions" ADD CONSTRAINT "invoice_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_submissions" ADD CONSTRAINT "invoice_submissions_user_record_fk" FOREIGN KEY ("user_id","record_id") REFERENCES "public"."invoice_records"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_submissions_pending_idx" ON "invoice_submissions" USING btree ("user_id") WHERE "invoice_submissions"."status" = 'pendiente';--> statement-breakpoint
-- Hand-written (issue 30.7): the records written before sending existed wait to be sent too.
INSERT INTO "invoice_submissions" ("record_id", "user_id") SELECT "id", "user_id" FROM "invoice_records";
