CREATE TABLE "bono_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bono_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"session_id" uuid,
	"appointment_id" uuid,
	"reverses_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bono_movements_delta_check" CHECK ("bono_movements"."delta" in (-1, 1)),
	CONSTRAINT "bono_movements_source_check" CHECK ("bono_movements"."source" in ('manual', 'session', 'appointment', 'undo'))
);
--> statement-breakpoint
CREATE TABLE "bono_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"sessions" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bono_templates_user_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "bono_templates_sessions_check" CHECK ("bono_templates"."sessions" between 1 and 100),
	CONSTRAINT "bono_templates_price_check" CHECK ("bono_templates"."price_cents" >= 0),
	CONSTRAINT "bono_templates_validity_check" CHECK ("bono_templates"."validity_days" between 1 and 730)
);
--> statement-breakpoint
CREATE TABLE "bonos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"template_id" uuid,
	"sessions_total" integer NOT NULL,
	"sessions_remaining" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"sold_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonos_user_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "bonos_remaining_check" CHECK ("bonos"."sessions_remaining" >= 0 and "bonos"."sessions_remaining" <= "bonos"."sessions_total"),
	CONSTRAINT "bonos_total_check" CHECK ("bonos"."sessions_total" between 1 and 100),
	CONSTRAINT "bonos_price_check" CHECK ("bonos"."price_cents" >= 0),
	CONSTRAINT "bonos_dates_check" CHECK ("bonos"."expires_on" >= "bonos"."sold_on")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid,
	"client_name" text,
	"target" text NOT NULL,
	"concept" text NOT NULL,
	"appointment_id" uuid,
	"session_id" uuid,
	"bono_id" uuid,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"paid_on" date NOT NULL,
	"note" text,
	"provider" text,
	"external_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" <> 0),
	CONSTRAINT "payments_target_check" CHECK (("payments"."target" = 'appointment' and "payments"."session_id" is null and "payments"."bono_id" is null)
        or ("payments"."target" = 'session' and "payments"."appointment_id" is null and "payments"."bono_id" is null)
        or ("payments"."target" = 'bono' and "payments"."appointment_id" is null and "payments"."session_id" is null)),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('cash', 'bizum', 'transfer', 'card', 'other')),
	CONSTRAINT "payments_target_enum_check" CHECK ("payments"."target" in ('appointment', 'session', 'bono'))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"duration" integer DEFAULT 60 NOT NULL,
	"price_cents" integer,
	"kind" text DEFAULT 'individual' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"color" text DEFAULT '#2563eb' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_user_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "services_duration_check" CHECK ("services"."duration" between 15 and 480),
	CONSTRAINT "services_price_check" CHECK ("services"."price_cents" is null or "services"."price_cents" >= 0),
	CONSTRAINT "services_color_check" CHECK ("services"."color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "services_kind_check" CHECK ("services"."kind" in ('individual', 'group'))
);
--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "bono_movements" ADD CONSTRAINT "bono_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bono_movements" ADD CONSTRAINT "bono_movements_user_bono_fk" FOREIGN KEY ("user_id","bono_id") REFERENCES "public"."bonos"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bono_templates" ADD CONSTRAINT "bono_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bono_templates" ADD CONSTRAINT "bono_templates_user_service_fk" FOREIGN KEY ("user_id","service_id") REFERENCES "public"."services"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonos" ADD CONSTRAINT "bonos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonos" ADD CONSTRAINT "bonos_user_client_fk" FOREIGN KEY ("user_id","client_id") REFERENCES "public"."clients"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonos" ADD CONSTRAINT "bonos_user_service_fk" FOREIGN KEY ("user_id","service_id") REFERENCES "public"."services"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonos" ADD CONSTRAINT "bonos_user_template_fk" FOREIGN KEY ("user_id","template_id") REFERENCES "public"."bono_templates"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bono_movements_bono_idx" ON "bono_movements" USING btree ("bono_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bono_movements_reverses_key" ON "bono_movements" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "bonos_user_client_idx" ON "bonos" USING btree ("user_id","client_id","expires_on");--> statement-breakpoint
CREATE INDEX "payments_user_paid_idx" ON "payments" USING btree ("user_id","paid_on");--> statement-breakpoint
CREATE INDEX "payments_user_client_idx" ON "payments" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_user_name_key" ON "services" USING btree ("user_id",lower("name"));--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_user_service_fk" FOREIGN KEY ("user_id","service_id") REFERENCES "public"."services"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_service_fk" FOREIGN KEY ("user_id","service_id") REFERENCES "public"."services"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_user_service_fk" FOREIGN KEY ("user_id","service_id") REFERENCES "public"."services"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_key" UNIQUE("user_id","id");--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_user_id_key" UNIQUE("user_id","id");--> statement-breakpoint
-- Hand-written (issue 18). Keys ON DELETE SET NULL of one column (PostgreSQL 15), which Drizzle
-- cannot declare: a deleted client, appointment, session or bono leaves its payments and bono
-- movements in the ledgers.
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_client_fk" FOREIGN KEY ("user_id","client_id") REFERENCES "public"."clients"("user_id","id") ON DELETE SET NULL ("client_id");
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_appointment_fk" FOREIGN KEY ("user_id","appointment_id") REFERENCES "public"."appointments"("user_id","id") ON DELETE SET NULL ("appointment_id");
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_session_fk" FOREIGN KEY ("user_id","session_id") REFERENCES "public"."training_sessions"("user_id","id") ON DELETE SET NULL ("session_id");
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_bono_fk" FOREIGN KEY ("user_id","bono_id") REFERENCES "public"."bonos"("user_id","id") ON DELETE SET NULL ("bono_id");
--> statement-breakpoint
ALTER TABLE "bono_movements" ADD CONSTRAINT "bono_movements_reverses_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."bono_movements"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "bono_movements" ADD CONSTRAINT "bono_movements_user_session_fk" FOREIGN KEY ("user_id","session_id") REFERENCES "public"."training_sessions"("user_id","id") ON DELETE SET NULL ("session_id");
--> statement-breakpoint
ALTER TABLE "bono_movements" ADD CONSTRAINT "bono_movements_user_appointment_fk" FOREIGN KEY ("user_id","appointment_id") REFERENCES "public"."appointments"("user_id","id") ON DELETE SET NULL ("appointment_id");
--> statement-breakpoint
-- Every existing account gets the spec's eight wizard services (60 minutes, no price), as a new
-- trainer does at registration (DEFAULT_SERVICES in packages/shared/src/services.ts).
INSERT INTO "services" ("id", "user_id", "name", "duration", "position")
SELECT gen_random_uuid(), u."id", d."name", 60, d."position"
FROM "users" u
CROSS JOIN (VALUES
  ('Entrenamiento Básico', 0),
  ('Entrenamiento Avanzado', 1),
  ('Corrección de Comportamiento', 2),
  ('Socialización', 3),
  ('Entrenamiento de Cachorros', 4),
  ('Entrenamiento Personalizado', 5),
  ('Consulta de Comportamiento', 6),
  ('Otro', 7)
) AS d("name", "position");
--> statement-breakpoint
-- Existing requests and appointments keep their `service_type` text (the history) and point at
-- the catalogue service of the same name where there is one (the internal form's 'consultation'
-- and 'evaluation' have none and stay unlinked).
CREATE TEMPORARY TABLE "service_labels" ("key" text PRIMARY KEY, "label" text NOT NULL);
--> statement-breakpoint
INSERT INTO "service_labels" VALUES
  ('basic_training', 'Entrenamiento Básico'),
  ('advanced_training', 'Entrenamiento Avanzado'),
  ('behavior_correction', 'Corrección de Comportamiento'),
  ('socialization', 'Socialización'),
  ('puppy_training', 'Entrenamiento de Cachorros'),
  ('personalized_training', 'Entrenamiento Personalizado'),
  ('behavior_consultation', 'Consulta de Comportamiento'),
  ('other', 'Otro');
--> statement-breakpoint
UPDATE "appointment_requests" r SET "service_id" = s."id"
FROM "services" s
WHERE s."user_id" = r."user_id"
  AND lower(s."name") = lower(coalesce((SELECT "label" FROM "service_labels" WHERE "key" = r."service_type"), r."service_type"));
--> statement-breakpoint
UPDATE "appointments" a SET "service_id" = s."id"
FROM "services" s
WHERE s."user_id" = a."user_id"
  AND lower(s."name") = lower(coalesce((SELECT "label" FROM "service_labels" WHERE "key" = a."service_type"), a."service_type"));
--> statement-breakpoint
DROP TABLE "service_labels";
