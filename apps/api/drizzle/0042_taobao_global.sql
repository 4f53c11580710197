CREATE SEQUENCE "public"."taobao_global_order_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "taobao_global_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taobao_global_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"platform_order_id" text NOT NULL,
	"status" text NOT NULL,
	"seller_nick" text DEFAULT '' NOT NULL,
	"total_fen" bigint NOT NULL,
	"post_fee_fen" bigint DEFAULT 0 NOT NULL,
	"payment_fen" bigint NOT NULL,
	"created_on_platform_at" timestamp with time zone NOT NULL,
	"paid_on_platform_at" timestamp with time zone,
	"modified_on_platform_at" timestamp with time zone NOT NULL,
	"cn_warehouse_id" integer NOT NULL,
	"vn_warehouse_id" integer NOT NULL,
	"exchange_rate" integer NOT NULL,
	"tariff_version_id" integer DEFAULT tariff_version_in_force() NOT NULL,
	"fee_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_vnd" bigint DEFAULT 0 NOT NULL,
	"paid_vnd" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taobao_global_orders_code_unique" UNIQUE("code"),
	CONSTRAINT "taobao_global_orders_platform_order_id_unique" UNIQUE("platform_order_id"),
	CONSTRAINT "taobao_global_orders_paid_nonneg" CHECK ("taobao_global_orders"."paid_vnd" >= 0),
	CONSTRAINT "taobao_global_orders_status_check" CHECK ("taobao_global_orders"."status" in ('WAIT_BUYER_PAY', 'WAIT_SELLER_SEND_GOODS', 'SELLER_CONSIGNED_PART', 'WAIT_BUYER_CONFIRM_GOODS', 'TRADE_FINISHED', 'TRADE_CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "taobao_global_sub_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taobao_global_sub_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"platform_sub_order_id" text NOT NULL,
	"title" text NOT NULL,
	"sku_properties" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"payment_fen" bigint NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"refund_status" text DEFAULT 'NO_REFUND' NOT NULL,
	CONSTRAINT "taobao_global_sub_orders_oid_uq" UNIQUE("order_id","platform_sub_order_id")
);
--> statement-breakpoint
CREATE TABLE "taobao_global_trackings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taobao_global_trackings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"tracking_code" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taobao_global_trackings_code_uq" UNIQUE("order_id","tracking_code")
);
--> statement-breakpoint
CREATE TABLE "taobao_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taobao_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider_account_id" text NOT NULL,
	"nick" text NOT NULL,
	"access_token_enc" text NOT NULL,
	"refresh_token_enc" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone,
	"status" text NOT NULL,
	"cn_warehouse_id" integer NOT NULL,
	"vn_warehouse_id" integer NOT NULL,
	"last_sync_at" timestamp with time zone,
	"synced_until" timestamp with time zone,
	"last_sync_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taobao_tokens_status_check" CHECK ("taobao_tokens"."status" in ('active', 'expired', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "chat_threads" DROP CONSTRAINT "chat_threads_type_check";--> statement-breakpoint
ALTER TABLE "delivery_request_payments" DROP CONSTRAINT "delivery_request_payments_type_check";--> statement-breakpoint
ALTER TABLE "parcels" DROP CONSTRAINT "parcels_order_type_check";--> statement-breakpoint
ALTER TABLE "taobao_global_orders" ADD CONSTRAINT "taobao_global_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_global_orders" ADD CONSTRAINT "taobao_global_orders_token_id_taobao_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."taobao_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_global_orders" ADD CONSTRAINT "taobao_global_orders_cn_warehouse_id_warehouses_id_fk" FOREIGN KEY ("cn_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_global_orders" ADD CONSTRAINT "taobao_global_orders_vn_warehouse_id_warehouses_id_fk" FOREIGN KEY ("vn_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_global_orders" ADD CONSTRAINT "taobao_global_orders_tariff_version_id_tariff_versions_id_fk" FOREIGN KEY ("tariff_version_id") REFERENCES "public"."tariff_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_global_sub_orders" ADD CONSTRAINT "taobao_global_sub_orders_order_id_taobao_global_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."taobao_global_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_global_trackings" ADD CONSTRAINT "taobao_global_trackings_order_id_taobao_global_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."taobao_global_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_tokens" ADD CONSTRAINT "taobao_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_tokens" ADD CONSTRAINT "taobao_tokens_cn_warehouse_id_warehouses_id_fk" FOREIGN KEY ("cn_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobao_tokens" ADD CONSTRAINT "taobao_tokens_vn_warehouse_id_warehouses_id_fk" FOREIGN KEY ("vn_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taobao_global_orders_user_idx" ON "taobao_global_orders" USING btree ("user_id","created_on_platform_at","id");--> statement-breakpoint
CREATE INDEX "taobao_global_orders_token_idx" ON "taobao_global_orders" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "taobao_global_orders_status_idx" ON "taobao_global_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "taobao_global_orders_cn_warehouse_idx" ON "taobao_global_orders" USING btree ("cn_warehouse_id");--> statement-breakpoint
CREATE INDEX "taobao_global_orders_vn_warehouse_idx" ON "taobao_global_orders" USING btree ("vn_warehouse_id");--> statement-breakpoint
CREATE INDEX "taobao_global_orders_tariff_version_idx" ON "taobao_global_orders" USING btree ("tariff_version_id");--> statement-breakpoint
CREATE INDEX "taobao_tokens_user_idx" ON "taobao_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "taobao_tokens_cn_warehouse_idx" ON "taobao_tokens" USING btree ("cn_warehouse_id");--> statement-breakpoint
CREATE INDEX "taobao_tokens_vn_warehouse_idx" ON "taobao_tokens" USING btree ("vn_warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taobao_tokens_account_live_uq" ON "taobao_tokens" USING btree ("provider_account_id") WHERE "taobao_tokens"."status" <> 'revoked';--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_type_check" CHECK ("chat_threads"."type" in ('order', 'shipping', 'delivery', 'complaint', 'withdraw', 'support', 'pob', 'taobao'));--> statement-breakpoint
ALTER TABLE "delivery_request_payments" ADD CONSTRAINT "delivery_request_payments_type_check" CHECK ("delivery_request_payments"."order_type" in ('purchase_order', 'consignment_order', 'taobao_global_order'));--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_type_check" CHECK ("parcels"."order_type" in ('purchase_order', 'consignment_order', 'taobao_global_order'));