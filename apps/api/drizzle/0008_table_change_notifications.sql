-- Totals of the staff's whole-table lists are cached per process (lib/total-cache.ts, decision 0024).
-- A statement-level trigger tells every instance, at commit, that a table changed: pg_notify folds
-- identical notifications of one transaction into one, and a rolled-back change sends none.
CREATE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchase_orders_notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON purchase_orders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER recharges_notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recharges
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
