-- Staff search (issue 7, decision 0040): names by trigrams of their folded form (vn_fold, 0010),
-- phones, emails and codes by prefix (text_pattern_ops serves LIKE 'x%' under any collation).
CREATE INDEX "users_name_search_idx" ON "users" USING gin (vn_fold("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_prefix_idx" ON "users" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_code_prefix_idx" ON "purchase_orders" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "recharges_code_prefix_idx" ON "recharges" USING btree ("code" text_pattern_ops);