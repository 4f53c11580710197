CREATE SEQUENCE "public"."consignment_order_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "consignment_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consignment_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"shipping_type" text NOT NULL,
	"options" jsonb NOT NULL,
	"receiver" jsonb NOT NULL,
	"cn_warehouse_id" integer NOT NULL,
	"vn_warehouse_id" integer NOT NULL,
	"exchange_rate" integer NOT NULL,
	"fee_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"declared_value_vnd" bigint DEFAULT 0 NOT NULL,
	"total_vnd" bigint DEFAULT 0 NOT NULL,
	"paid_vnd" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignment_orders_code_unique" UNIQUE("code"),
	CONSTRAINT "consignment_orders_paid_nonneg" CHECK ("consignment_orders"."paid_vnd" >= 0),
	CONSTRAINT "consignment_orders_status_check" CHECK ("consignment_orders"."status" in ('created', 'at_cn_warehouse', 'in_transit', 'at_vn_warehouse', 'delivering', 'delivered', 'completed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "consignment_order_id" integer;--> statement-breakpoint
ALTER TABLE "consignment_orders" ADD CONSTRAINT "consignment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_orders" ADD CONSTRAINT "consignment_orders_cn_warehouse_id_warehouses_id_fk" FOREIGN KEY ("cn_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_orders" ADD CONSTRAINT "consignment_orders_vn_warehouse_id_warehouses_id_fk" FOREIGN KEY ("vn_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consignment_orders_user_idx" ON "consignment_orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "consignment_orders_status_idx" ON "consignment_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "consignment_orders_cn_warehouse_idx" ON "consignment_orders" USING btree ("cn_warehouse_id");--> statement-breakpoint
CREATE INDEX "consignment_orders_vn_warehouse_idx" ON "consignment_orders" USING btree ("vn_warehouse_id");--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_consignment_order_id_consignment_orders_id_fk" FOREIGN KEY ("consignment_order_id") REFERENCES "public"."consignment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcels_consignment_order_idx" ON "parcels" USING btree ("consignment_order_id","id");--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_one_owner_order" CHECK ("parcels"."order_id" is null or "parcels"."consignment_order_id" is null);