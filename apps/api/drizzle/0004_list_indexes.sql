-- Indexes for lists at scale (issue 7, bench/README.md): the dogs list's order (lib/sort-key.ts)
-- read off an index, and the sessions search's '%…%' text matches answered by trigram indexes.
-- pg_trgm ships with PostgreSQL's contrib, like btree_gist (0001), and with PGlite (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "dogs_user_sort_idx" ON "dogs" USING btree ("user_id",replace(translate(lower("name"), 'áàâäãéèêëíìîïóòôöõúùûüç', 'aaaaaeeeeiiiiooooouuuuc'), 'ñ', 'n~'),"name","id");--> statement-breakpoint
CREATE INDEX "training_sessions_objectives_trgm_idx" ON "training_sessions" USING gin ("objectives" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_sessions_activities_trgm_idx" ON "training_sessions" USING gin ("activities" gin_trgm_ops);