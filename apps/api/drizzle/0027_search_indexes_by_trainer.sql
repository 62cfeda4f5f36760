-- Issue 32 (decision 0046): the trigram indexes start with the trainer, so a search reads its own
-- trainer's matches only, however many trainers share the database. GIN over a uuid column needs
-- btree_gin, which ships with PostgreSQL's contrib like btree_gist (0001) and pg_trgm (0004).
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX "clients_name_key_trgm_idx";--> statement-breakpoint
DROP INDEX "dogs_name_key_trgm_idx";--> statement-breakpoint
DROP INDEX "training_sessions_objectives_trgm_idx";--> statement-breakpoint
DROP INDEX "training_sessions_activities_trgm_idx";--> statement-breakpoint
CREATE INDEX "clients_user_name_key_trgm_idx" ON "clients" USING gin ("user_id","name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dogs_user_name_key_trgm_idx" ON "dogs" USING gin ("user_id","name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_sessions_user_objectives_trgm_idx" ON "training_sessions" USING gin ("user_id","objectives" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_sessions_user_activities_trgm_idx" ON "training_sessions" USING gin ("user_id","activities" gin_trgm_ops);