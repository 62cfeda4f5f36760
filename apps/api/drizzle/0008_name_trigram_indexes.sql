CREATE INDEX "clients_name_key_trgm_idx" ON "clients" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dogs_name_key_trgm_idx" ON "dogs" USING gin ("name_key" gin_trgm_ops);