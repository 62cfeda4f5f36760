-- Decision 0105: every API process caches the sessions it has checked, and hears here of any
-- change to a user or to a session, whoever writes it (any process, a job, psql), to evict that
-- user's entries. The payload is the user's id; one notification per user and transaction.
CREATE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('auth_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('auth_changes', OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changes AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER login_sessions_auth_changes AFTER UPDATE OR DELETE ON login_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
