-- Change notifications for per-process caches (decision 0009). pg_notify is transactional: listeners
-- hear of a change when it commits, never before, and never for a rolled-back one.
CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_changed', NEW.id::text);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_changed AFTER UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
--> statement-breakpoint
CREATE FUNCTION notify_wallet_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NOT NULL AND NEW.balance_vnd IS DISTINCT FROM OLD.balance_vnd THEN
    PERFORM pg_notify('user_changed', NEW.user_id::text);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_notify_changed AFTER UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION notify_wallet_changed();
--> statement-breakpoint
CREATE FUNCTION notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL THEN
    PERFORM pg_notify('session_revoked', NEW.id::text);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_revoked AFTER UPDATE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_revoked();
