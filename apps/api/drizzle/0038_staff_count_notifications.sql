-- The console's menu badges (modules/staff-counts, decision 0045) also count withdrawals, unmatched
-- bank transfers, complaints and adjustments, cached per process like the orders and recharges
-- (lib/db/total-cache.ts): their tables tell every instance at commit that they changed, like 0008's.
CREATE TRIGGER withdrawals_notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON withdrawals
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER bank_transfers_notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bank_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER complaints_notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON complaints
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER adjustments_notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON adjustments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
