-- The session stats read every session of the trainer: with duration and rating in the (trainer,
-- date) index they are answered from the index alone (bench/README.md). It replaces that index.
DROP INDEX "training_sessions_user_date_idx";--> statement-breakpoint
CREATE INDEX "training_sessions_user_date_stats_idx" ON "training_sessions" USING btree ("user_id","date","duration","rating");