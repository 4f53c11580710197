CREATE SEQUENCE "public"."pay_on_behalf_order_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "pay_on_behalf_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_on_behalf_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"channel" text NOT NULL,
	"reference" text NOT NULL,
	"reference_key" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pay_on_behalf_lines_amount_positive" CHECK ("pay_on_behalf_lines"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "pay_on_behalf_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_on_behalf_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"agent_user_id" integer,
	"source" text DEFAULT 'customer' NOT NULL,
	"total_fen" bigint NOT NULL,
	"rate" integer NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"fee_vnd" bigint NOT NULL,
	"total_vnd" bigint NOT NULL,
	"tariff_version_id" integer,
	"status" text NOT NULL,
	"taken_by" integer,
	"taken_at" timestamp with time zone,
	"alipay_trade_no" text,
	"proof_photo_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"fail_reason" text DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"journal_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_on_behalf_orders_code_unique" UNIQUE("code"),
	CONSTRAINT "pay_on_behalf_orders_status_check" CHECK ("pay_on_behalf_orders"."status" in ('awaiting_customer', 'pending', 'processing', 'paid', 'completed', 'cancelled', 'failed')),
	CONSTRAINT "pay_on_behalf_orders_source_check" CHECK ("pay_on_behalf_orders"."source" in ('customer', 'agent', 'taobao_global')),
	CONSTRAINT "pay_on_behalf_orders_amounts" CHECK ("pay_on_behalf_orders"."total_fen" > 0 and "pay_on_behalf_orders"."total_vnd" = "pay_on_behalf_orders"."amount_vnd" + "pay_on_behalf_orders"."fee_vnd")
);
--> statement-breakpoint
CREATE TABLE "pay_on_behalf_quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lines_hash" text NOT NULL,
	"total_fen" bigint NOT NULL,
	"rate" integer NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"fee_vnd" bigint NOT NULL,
	"total_vnd" bigint NOT NULL,
	"tariff_version_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"fee_refund_vnd" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"photo_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"fault_party" text,
	"taobao_global_order_id" integer,
	"sub_order_id" text,
	"refund_type" text,
	"platform_deadline" timestamp with time zone,
	"journal_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_status_check" CHECK ("refund_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "refund_requests_amount_positive" CHECK ("refund_requests"."amount_fen" > 0),
	CONSTRAINT "refund_requests_refund_type_check" CHECK ("refund_requests"."refund_type" is null or "refund_requests"."refund_type" in ('only_refund', 'return_refund')),
	CONSTRAINT "refund_requests_fault_party_check" CHECK ("refund_requests"."fault_party" is null or "refund_requests"."fault_party" in ('seller', 'customer', 'company'))
);
--> statement-breakpoint
ALTER TABLE "chat_threads" DROP CONSTRAINT "chat_threads_type_check";--> statement-breakpoint
ALTER TABLE "pay_on_behalf_lines" ADD CONSTRAINT "pay_on_behalf_lines_order_id_pay_on_behalf_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pay_on_behalf_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_on_behalf_orders" ADD CONSTRAINT "pay_on_behalf_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_on_behalf_orders" ADD CONSTRAINT "pay_on_behalf_orders_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_on_behalf_orders" ADD CONSTRAINT "pay_on_behalf_orders_tariff_version_id_tariff_versions_id_fk" FOREIGN KEY ("tariff_version_id") REFERENCES "public"."tariff_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_on_behalf_orders" ADD CONSTRAINT "pay_on_behalf_orders_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_on_behalf_orders" ADD CONSTRAINT "pay_on_behalf_orders_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_on_behalf_orders" ADD CONSTRAINT "pay_on_behalf_orders_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_on_behalf_quotes" ADD CONSTRAINT "pay_on_behalf_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_on_behalf_quotes" ADD CONSTRAINT "pay_on_behalf_quotes_tariff_version_id_tariff_versions_id_fk" FOREIGN KEY ("tariff_version_id") REFERENCES "public"."tariff_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_pay_on_behalf_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pay_on_behalf_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_on_behalf_lines_position_idx" ON "pay_on_behalf_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_on_behalf_lines_open_reference_idx" ON "pay_on_behalf_lines" USING btree ("reference_key") WHERE "pay_on_behalf_lines"."open";--> statement-breakpoint
CREATE INDEX "pay_on_behalf_orders_user_idx" ON "pay_on_behalf_orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pay_on_behalf_orders_agent_idx" ON "pay_on_behalf_orders" USING btree ("agent_user_id");--> statement-breakpoint
CREATE INDEX "pay_on_behalf_orders_status_idx" ON "pay_on_behalf_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pay_on_behalf_quotes_user_idx" ON "pay_on_behalf_quotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pay_on_behalf_quotes_expires_idx" ON "pay_on_behalf_quotes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "refund_requests_order_idx" ON "refund_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_requests_user_idx" ON "refund_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_open_sub_order_idx" ON "refund_requests" USING btree ("taobao_global_order_id","sub_order_id") WHERE "refund_requests"."status" = 'pending' and "refund_requests"."taobao_global_order_id" is not null;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_type_check" CHECK ("chat_threads"."type" in ('order', 'shipping', 'delivery', 'complaint', 'withdraw', 'support', 'pob'));--> statement-breakpoint
-- custom (keep at merge)
-- The console's badges count pending pay-on-behalf orders and refund requests (decision 0045's
-- count cache, dropped on the table_changed notification).
CREATE TRIGGER pay_on_behalf_orders_notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pay_on_behalf_orders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER refund_requests_notify_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON refund_requests
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
