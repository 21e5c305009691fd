-- Every instance keeps the users that session checks read in memory; this trigger tells them all,
-- on commit, which user changed (platform/auth/session-user-cache.ts listens on the channel).
CREATE OR REPLACE FUNCTION notify_session_user_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('spatium_session_user', OLD.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_session_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version
     OR OLD.role_id IS DISTINCT FROM NEW.role_id
     OR OLD.company_id IS DISTINCT FROM NEW.company_id
     OR OLD.email IS DISTINCT FROM NEW.email
     OR OLD.trial_mode IS DISTINCT FROM NEW.trial_mode
     OR OLD.trial_expiration IS DISTINCT FROM NEW.trial_expiration)
  EXECUTE FUNCTION notify_session_user_changed();
--> statement-breakpoint
CREATE TRIGGER users_session_deleted AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION notify_session_user_changed();
