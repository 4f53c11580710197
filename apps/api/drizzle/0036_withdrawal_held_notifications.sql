-- A customer's cached profile (GET /CurrentUser, decision 0009) carries `heldVnd`, the money held in
-- withdrawals still waiting. Paying a withdrawal moves its hold to the bank without a wallet line, so
-- the wallet's own notification does not fire: every withdrawal created or moved tells every
-- instance, at commit, that its customer changed.
CREATE FUNCTION notify_withdrawal_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_changed', NEW.user_id::text);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER withdrawals_notify_changed AFTER INSERT OR UPDATE OF status ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION notify_withdrawal_changed();
