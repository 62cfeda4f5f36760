CREATE TABLE "session_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"rated" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_totals_nonnegative_check" CHECK ("session_totals"."sessions" >= 0 and "session_totals"."minutes" >= 0 and "session_totals"."rated" >= 0 and "session_totals"."rating_sum" >= 0)
);
--> statement-breakpoint
ALTER TABLE "session_totals" ADD CONSTRAINT "session_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the totals follow every write to training_sessions, once per statement (a dog's
-- deletion takes its hundreds of sessions in one update of the row). A new session may create the
-- trainer's row; a change or a deletion only updates it, because a trainer's deletion cascades
-- here too and a row created then would name a user already gone. The CHECK stops any drift
-- below zero.
CREATE FUNCTION "session_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "session_totals" AS t ("user_id", "sessions", "minutes", "rated", "rating_sum")
    SELECT "user_id", count(*), sum("duration"), count("rating"), coalesce(sum("rating"), 0)
    FROM new_rows GROUP BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET
      "sessions" = t."sessions" + excluded."sessions",
      "minutes" = t."minutes" + excluded."minutes",
      "rated" = t."rated" + excluded."rated",
      "rating_sum" = t."rating_sum" + excluded."rating_sum";
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "session_totals" t SET
      "sessions" = t."sessions" + d."sessions",
      "minutes" = t."minutes" + d."minutes",
      "rated" = t."rated" + d."rated",
      "rating_sum" = t."rating_sum" + d."rating_sum"
    FROM (
      SELECT "user_id", sum(n) AS "sessions", sum(m) AS "minutes", sum(r) AS "rated",
        sum(s) AS "rating_sum"
      FROM (
        SELECT "user_id", 1 AS n, "duration" AS m, ("rating" IS NOT NULL)::int AS r,
          coalesce("rating", 0) AS s
        FROM new_rows
        UNION ALL
        SELECT "user_id", -1, -"duration", -("rating" IS NOT NULL)::int, -coalesce("rating", 0)
        FROM old_rows
      ) changes GROUP BY "user_id"
    ) d
    WHERE t."user_id" = d."user_id";
  ELSE
    UPDATE "session_totals" t SET
      "sessions" = t."sessions" - d."sessions",
      "minutes" = t."minutes" - d."minutes",
      "rated" = t."rated" - d."rated",
      "rating_sum" = t."rating_sum" - d."rating_sum"
    FROM (
      SELECT "user_id", count(*) AS "sessions", sum("duration") AS "minutes",
        count("rating") AS "rated", coalesce(sum("rating"), 0) AS "rating_sum"
      FROM old_rows GROUP BY "user_id"
    ) d
    WHERE t."user_id" = d."user_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "session_totals_insert" AFTER INSERT ON "training_sessions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_totals_follow"();
--> statement-breakpoint
CREATE TRIGGER "session_totals_update" AFTER UPDATE ON "training_sessions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "session_totals_follow"();
--> statement-breakpoint
CREATE TRIGGER "session_totals_delete" AFTER DELETE ON "training_sessions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_totals_follow"();
--> statement-breakpoint
-- The sessions written before this migration.
INSERT INTO "session_totals" ("user_id", "sessions", "minutes", "rated", "rating_sum")
SELECT "user_id", count(*), sum("duration"), count("rating"), coalesce(sum("rating"), 0)
FROM "training_sessions" GROUP BY "user_id";
