CREATE TABLE "adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"reason" text NOT NULL,
	"evidence_photo_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text NOT NULL,
	"proposed_by" integer NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"journal_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adjustments_code_unique" UNIQUE("code"),
	CONSTRAINT "adjustments_status_check" CHECK ("adjustments"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "adjustments_amount_non_zero" CHECK ("adjustments"."amount_vnd" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_check_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_check_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ok" boolean NOT NULL,
	"problems" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_money_limits" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"limit_vnd" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_money_limits_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "staff_money_limits_kind_check" CHECK ("staff_money_limits"."kind" in ('recharge_difference', 'complaint_offer', 'adjustment', 'withdrawal')),
	CONSTRAINT "staff_money_limits_non_negative" CHECK ("staff_money_limits"."limit_vnd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"direction" text NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"content" text NOT NULL,
	"account_number" text NOT NULL,
	"bank_reference" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"recharge_id" integer,
	"withdrawal_id" integer,
	"unmatched_reason" text DEFAULT '' NOT NULL,
	"ignore_reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_status_check" CHECK ("bank_transfers"."status" in ('unmatched', 'matched', 'ignored')),
	CONSTRAINT "bank_transfers_amount_positive" CHECK ("bank_transfers"."amount_vnd" > 0)
);
--> statement-breakpoint
CREATE TABLE "complaint_lines" (
	"complaint_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "complaint_lines_complaint_id_line_id_pk" PRIMARY KEY("complaint_id","line_id"),
	CONSTRAINT "complaint_lines_quantity" CHECK ("complaint_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "complaint_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"side" text NOT NULL,
	"note" text NOT NULL,
	"photo_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_type" text NOT NULL,
	"order_id" integer NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"requested_vnd" bigint NOT NULL,
	"status" text NOT NULL,
	"handled_by" integer,
	"due_at" timestamp with time zone NOT NULL,
	"offer_vnd" bigint,
	"fault_party" text,
	"offer_note" text DEFAULT '' NOT NULL,
	"offered_by" integer,
	"offer_awaiting_approval" boolean DEFAULT false NOT NULL,
	"offer_approved_by" integer,
	"counter_vnd" bigint,
	"counter_note" text DEFAULT '' NOT NULL,
	"refunded_vnd" bigint,
	"reject_reason" text DEFAULT '' NOT NULL,
	"journal_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_code_unique" UNIQUE("code"),
	CONSTRAINT "complaints_status_check" CHECK ("complaints"."status" in ('pending', 'processing', 'offered', 'resolved', 'rejected', 'cancelled')),
	CONSTRAINT "complaints_requested_non_negative" CHECK ("complaints"."requested_vnd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_bank_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"bank_bin" text NOT NULL,
	"bank_short_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"bank_bin" text NOT NULL,
	"bank_short_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"bank_reference" text,
	"proof_photo_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"journal_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_code_unique" UNIQUE("code"),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('pending', 'approved', 'paid', 'rejected', 'cancelled')),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_vnd" > 0)
);
--> statement-breakpoint
ALTER TABLE "status_events" DROP CONSTRAINT "status_events_subject_type_check";--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_money_limits" ADD CONSTRAINT "staff_money_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_lines" ADD CONSTRAINT "complaint_lines_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_notes" ADD CONSTRAINT "complaint_notes_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_notes" ADD CONSTRAINT "complaint_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_offer_approved_by_users_id_fk" FOREIGN KEY ("offer_approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bank_accounts" ADD CONSTRAINT "customer_bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_customer_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."customer_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustments_user_idx" ON "adjustments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "adjustments_status_idx" ON "adjustments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "adjustments_proposed_by_idx" ON "adjustments" USING btree ("proposed_by");--> statement-breakpoint
CREATE INDEX "adjustments_decided_by_idx" ON "adjustments" USING btree ("decided_by");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_provider_tx_idx" ON "bank_transfers" USING btree ("provider","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "bank_transfers_status_idx" ON "bank_transfers" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "bank_transfers_recharge_idx" ON "bank_transfers" USING btree ("recharge_id");--> statement-breakpoint
CREATE INDEX "bank_transfers_withdrawal_idx" ON "bank_transfers" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "bank_transfers_decided_by_idx" ON "bank_transfers" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "complaint_notes_complaint_idx" ON "complaint_notes" USING btree ("complaint_id","id");--> statement-breakpoint
CREATE INDEX "complaint_notes_author_idx" ON "complaint_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_order_idx" ON "complaints" USING btree ("order_type","order_id");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "complaints_handled_by_idx" ON "complaints" USING btree ("handled_by");--> statement-breakpoint
CREATE INDEX "customer_bank_accounts_user_idx" ON "customer_bank_accounts" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_bank_accounts_live_idx" ON "customer_bank_accounts" USING btree ("user_id","bank_bin","account_number") WHERE "customer_bank_accounts"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_bank_account_idx" ON "withdrawals" USING btree ("bank_account_id");--> statement-breakpoint
ALTER TABLE "status_events" ADD CONSTRAINT "status_events_subject_type_check" CHECK ("status_events"."subject_type" in ('purchase_order', 'pay_on_behalf_order', 'refund_request', 'taobao_global_order', 'taobao_token', 'consignment_order', 'parcel', 'bag', 'delivery_request', 'recharge', 'withdrawal', 'complaint', 'adjustment', 'bank_transfer', 'agent', 'parcel_claim'));