-- Decision 0154: the outbox worker sleeps until there is something to send. A message written to
-- the outbox (or a failed one put back in the queue) notifies 'outbox' with when it is due (ms
-- since the epoch), delivered when its transaction commits and never if it rolls back. Every API
-- process listens; a slow sweep catches anything a lost notification did not say.
CREATE FUNCTION notify_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox', floor(extract(epoch FROM NEW.next_attempt_at) * 1000)::bigint::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outgoing_messages_notify_insert AFTER INSERT ON outgoing_messages
  FOR EACH ROW EXECUTE FUNCTION notify_outbox();
--> statement-breakpoint
CREATE TRIGGER outgoing_messages_notify_requeue AFTER UPDATE OF status ON outgoing_messages
  FOR EACH ROW WHEN (NEW.status = 'pending' AND OLD.status <> 'pending')
  EXECUTE FUNCTION notify_outbox();
