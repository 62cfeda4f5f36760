CREATE TABLE "exercises" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"instructions" text,
	"video_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercises_user_id_key" UNIQUE("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "homework_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"exercise_id" uuid,
	"name" text NOT NULL,
	"instructions" text,
	"video_url" text,
	"times_per_day" integer NOT NULL,
	"days_per_week" integer NOT NULL,
	"until_date" date,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_items_user_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "homework_items_times_check" CHECK ("homework_items"."times_per_day" between 1 and 10),
	CONSTRAINT "homework_items_days_check" CHECK ("homework_items"."days_per_week" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "practice_ticks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"homework_id" uuid NOT NULL,
	"day" date NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_ticks_once_key" UNIQUE("homework_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_reports" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"owner_email" text NOT NULL,
	"first_sent_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "private_notes" text;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_items" ADD CONSTRAINT "homework_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_items" ADD CONSTRAINT "homework_items_user_session_fk" FOREIGN KEY ("user_id","session_id") REFERENCES "public"."training_sessions"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_ticks" ADD CONSTRAINT "practice_ticks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_ticks" ADD CONSTRAINT "practice_ticks_user_homework_fk" FOREIGN KEY ("user_id","homework_id") REFERENCES "public"."homework_items"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_user_session_fk" FOREIGN KEY ("user_id","session_id") REFERENCES "public"."training_sessions"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reports" ADD CONSTRAINT "session_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reports" ADD CONSTRAINT "session_reports_user_session_fk" FOREIGN KEY ("user_id","session_id") REFERENCES "public"."training_sessions"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_user_name_key" ON "exercises" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "homework_items_session_idx" ON "homework_items" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_links_hash_key" ON "report_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "session_reports_owner_email_idx" ON "session_reports" USING btree ("owner_email");--> statement-breakpoint
-- Hand-written (issue 17): a homework item names a library exercise of its own trainer only, and
-- deleting the exercise keeps the item (its name and instructions were copied), unlinked.
ALTER TABLE "homework_items" ADD CONSTRAINT "homework_items_user_exercise_fk" FOREIGN KEY ("user_id","exercise_id") REFERENCES "public"."exercises"("user_id","id") ON DELETE SET NULL ("exercise_id") ON UPDATE no action;
--> statement-breakpoint
-- Every existing trainer starts with the exercise library a new account gets at registration
-- (DEFAULT_EXERCISES in packages/shared/src/reports.ts).
INSERT INTO "exercises" ("id", "user_id", "name", "instructions", "position")
SELECT gen_random_uuid(), u."id", d."name", d."instructions", d."position"
FROM "users" u
CROSS JOIN (VALUES
  ('Sentado', 'Con un premio en la mano, llévalo despacio por encima de su cabeza hacia atrás. Cuando apoye el trasero, di «sentado» y prémiale al momento. Sesiones cortas, de 5 repeticiones.', 0),
  ('Tumbado', 'Desde sentado, baja el premio recto hasta el suelo entre sus patas y sepáralo un poco. Cuando apoye los codos, marca con «bien» y prémiale en el suelo.', 1),
  ('Quieto', 'Con el perro sentado, muestra la palma, di «quieto» y da un paso atrás. Vuelve a su lado y prémiale. Aumenta primero el tiempo, luego la distancia y por último las distracciones.', 2),
  ('La llamada', 'En un lugar tranquilo, di su nombre y «ven» con voz alegre y agáchate. Prémiale con algo muy valioso cada vez que llegue. Nunca le llames para algo que no le guste.', 3),
  ('Caminar sin tirar', 'Con la correa floja, camina y prémiale junto a tu pierna. Si tira, detente y espera a que la correa se afloje antes de seguir. Paseos cortos de práctica de 5 minutos.', 4),
  ('Suelta', 'Mientras juega con un juguete, acerca un premio a su nariz y di «suelta». Cuando lo suelte, prémiale y devuélvele el juguete para que aprenda que soltar compensa.', 5),
  ('Mirada', 'Sostén un premio junto a tus ojos y espera en silencio. En cuanto te mire a la cara, marca con «bien» y prémiale. Repite hasta que te mire en cuanto digas su nombre.', 6),
  ('Al sitio', 'Coloca su cama o manta y guíale con un premio hasta ella. Prémiale cuando tenga las cuatro patas encima y, poco a poco, pide que se quede tumbado allí unos segundos más.', 7),
  ('Junto', 'Con un premio en la mano del lado del perro, da unos pasos y prémiale cada vez que su hombro esté a la altura de tu pierna. Añade giros cuando lo haga bien en línea recta.', 8),
  ('Déjalo', 'Cierra un premio en el puño y ofrécelo. Cuando deje de intentarlo y se aparte, di «déjalo» y prémiale con otro premio de la otra mano. Después, prueba con el premio en el suelo.', 9),
  ('Espera en la puerta', 'Antes de abrir la puerta, pídele que se siente. Abre un poco; si se levanta, cierra. Cuando espere con la puerta abierta, dale permiso con «vamos» para salir.', 10),
  ('Toca (target con la mano)', 'Presenta la palma a unos centímetros de su hocico. Cuando la toque con la nariz, marca y prémiale. Úsalo luego para guiarle o para reconducir su atención.', 11),
  ('Manipulación y cuidados', 'Toca suavemente orejas, patas y boca un segundo y prémiale. Aumenta el tiempo poco a poco. Para si muestra incomodidad y vuelve a un paso más fácil.', 12),
  ('Relajación en la manta', 'Siéntate tranquilo con el perro en su manta. Premia con calma cada señal de relajación (se tumba, apoya la cabeza, suspira). Sin órdenes: solo premiar la calma.', 13),
  ('Socialización tranquila', 'Observad juntos personas, perros o ruidos a una distancia en la que esté cómodo. Cada vez que mire el estímulo y vuelva a ti, prémiale. Acorta la distancia solo si sigue relajado.', 14)
) AS d("name", "instructions", "position");
