-- Issue 6 §5 (decision 0024): an index on every foreign key a query filters or joins on.
-- purchase_order_lines.order_id had none, so each listed order scanned every line of every customer.
-- List indexes end in id, so a page's ids are read from the index alone (index-only seek).
DROP INDEX "purchase_orders_user_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_status_idx";--> statement-breakpoint
DROP INDEX "recharges_user_idx";--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_idx" ON "password_reset_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exchange_rates_kind_idx" ON "exchange_rates" USING btree ("kind","effective_from","id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_idx" ON "purchase_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "shipping_routes_vn_warehouse_idx" ON "shipping_routes" USING btree ("vn_warehouse_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_user_idx" ON "purchase_orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "recharges_user_idx" ON "recharges" USING btree ("user_id","created_at","id");