-- The business is the tenant (decision 0132). Every account of the one-trainer era becomes the
-- titular of a business of its own whose id is the account's, so every row, key, link and feed
-- keeps its value: only the column's name and what it references change.
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_members" (
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_members_pkey" PRIMARY KEY("business_id","user_id"),
	CONSTRAINT "business_members_role_check" CHECK ("business_members"."role" in ('titular', 'adiestrador', 'recepcion'))
);
--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "business_members_user_key" ON "business_members" USING btree ("user_id");
--> statement-breakpoint
INSERT INTO "businesses" ("id", "created_at", "updated_at") SELECT "id", "created_at", "created_at" FROM "users";
--> statement-breakpoint
INSERT INTO "business_members" ("business_id", "user_id", "role", "created_at")
SELECT "id", "id", 'titular', "created_at" FROM "users";
--> statement-breakpoint
-- Every tenant table: user_id → business_id, its foreign key to users → businesses (same delete
-- rule), and the constraints and indexes named after it renamed the same way (_user_ →
-- _business_), as the schema files name them. The accounts' own tables keep user_id.
DO $$
DECLARE
  t record;
  c record;
  rule text;
BEGIN
  FOR t IN
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name = 'user_id'
      AND table_name NOT IN ('users', 'login_sessions', 'password_reset_tokens', 'business_members',
                             'telemetry_events', 'telemetry_errors')
  LOOP
    EXECUTE format('ALTER TABLE %I RENAME COLUMN user_id TO business_id', t.table_name);
    FOR c IN
      SELECT con.conname, con.confdeltype FROM pg_constraint con
      WHERE con.conrelid = format('public.%I', t.table_name)::regclass AND con.contype = 'f'
        AND con.confrelid = 'public.users'::regclass
    LOOP
      rule := CASE c.confdeltype WHEN 'c' THEN 'cascade' WHEN 'n' THEN 'set null' WHEN 'r' THEN 'restrict' ELSE 'no action' END;
      EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', t.table_name, c.conname);
      EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I FOREIGN KEY (business_id) REFERENCES public.businesses(id) ON DELETE %s ON UPDATE no action',
                     t.table_name, t.table_name || '_business_id_businesses_id_fk', rule);
    END LOOP;
    FOR c IN
      SELECT con.conname FROM pg_constraint con
      WHERE con.conrelid = format('public.%I', t.table_name)::regclass AND con.conname LIKE '%\_user\_%'
    LOOP
      EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', t.table_name, c.conname, replace(c.conname, '_user_', '_business_'));
    END LOOP;
    FOR c IN
      SELECT i.relname FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indrelid = format('public.%I', t.table_name)::regclass AND i.relname LIKE '%\_user\_%'
    LOOP
      EXECUTE format('ALTER INDEX %I RENAME TO %I', c.relname, replace(c.relname, '_user_', '_business_'));
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
-- The triggers written in PL/pgSQL name the column in their text, which a rename does not
-- follow: each is recreated with the tenant's name (and deleting a business, not an account, is
-- what lets invoices go with it).
DO $$
DECLARE
  f record;
BEGIN
  FOR f IN
    SELECT p.oid FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND p.proname IN ('session_totals_follow', 'class_enrolments_count',
      'invoices_refuse_change', 'class_waitlist_offers_count', 'invoice_sources_release_only')
  LOOP
    EXECUTE replace(replace(pg_get_functiondef(f.oid), 'user_id', 'business_id'), '"users"', '"businesses"');
  END LOOP;
END $$;
--> statement-breakpoint
-- A change of membership reaches every process's cache of live sessions, as a change of account does.
CREATE TRIGGER "business_members_auth_changes" AFTER UPDATE OR DELETE ON "business_members"
  FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
