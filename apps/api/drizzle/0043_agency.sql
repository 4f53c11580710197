CREATE TABLE "commission_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"service" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_code" text NOT NULL,
	"base_vnd" bigint NOT NULL,
	"order_total_vnd" bigint NOT NULL,
	"percent_basis_points" integer NOT NULL,
	"original_vnd" bigint NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"refunded_vnd" bigint DEFAULT 0 NOT NULL,
	"settled_vnd" bigint DEFAULT 0 NOT NULL,
	"credited_vnd" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"reversal_of" integer,
	"earned_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"journal_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_entries_status_check" CHECK ("commission_entries"."status" in ('pending', 'available', 'paid', 'reversed')),
	CONSTRAINT "commission_entries_service_check" CHECK ("commission_entries"."service" in ('purchase', 'pay_on_behalf'))
);
--> statement-breakpoint
CREATE TABLE "commission_rules" (
	"service" text PRIMARY KEY NOT NULL,
	"base" text NOT NULL,
	"percent_basis_points" integer NOT NULL,
	"months" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_service_check" CHECK ("commission_rules"."service" in ('purchase', 'pay_on_behalf')),
	CONSTRAINT "commission_rules_base_check" CHECK ("commission_rules"."base" in ('service_fee', 'pob_fee'))
);
--> statement-breakpoint
ALTER TABLE "status_events" DROP CONSTRAINT "status_events_subject_type_check";--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_order_unique" ON "commission_entries" USING btree ("user_id","service","order_id") WHERE "commission_entries"."reversal_of" is null;--> statement-breakpoint
CREATE INDEX "commission_entries_user_idx" ON "commission_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "commission_entries_order_idx" ON "commission_entries" USING btree ("service","order_id");--> statement-breakpoint
CREATE INDEX "commission_entries_status_idx" ON "commission_entries" USING btree ("status","earned_at");--> statement-breakpoint
ALTER TABLE "status_events" ADD CONSTRAINT "status_events_subject_type_check" CHECK ("status_events"."subject_type" in ('purchase_order', 'pay_on_behalf_order', 'refund_request', 'taobao_global_order', 'taobao_token', 'consignment_order', 'parcel', 'bag', 'delivery_request', 'recharge', 'withdrawal', 'complaint', 'adjustment', 'bank_transfer', 'commission_entry', 'parcel_claim'));--> statement-breakpoint
-- custom (keep at merge)
-- Default commission rules (decision 0119): 10 % of the fee, for 12 months after the customer's linking.
INSERT INTO "commission_rules" ("service", "base", "percent_basis_points", "months") VALUES
	('purchase', 'service_fee', 1000, 12),
	('pay_on_behalf', 'pob_fee', 1000, 12)
ON CONFLICT ("service") DO NOTHING;
