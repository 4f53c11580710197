ALTER TABLE "taobao_global_orders" ADD COLUMN "pay_on_behalf_order_id" integer;--> statement-breakpoint
ALTER TABLE "taobao_global_sub_orders" ADD COLUMN "platform_refund_id" text;--> statement-breakpoint
ALTER TABLE "taobao_global_sub_orders" ADD COLUMN "refund_timeout_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "taobao_global_sub_orders" ADD COLUMN "refund_request_id" integer;--> statement-breakpoint
ALTER TABLE "taobao_global_orders" ADD CONSTRAINT "taobao_global_orders_pay_on_behalf_order_id_pay_on_behalf_orders_id_fk" FOREIGN KEY ("pay_on_behalf_order_id") REFERENCES "public"."pay_on_behalf_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taobao_global_orders_pob_idx" ON "taobao_global_orders" USING btree ("pay_on_behalf_order_id");--> statement-breakpoint
CREATE INDEX "taobao_global_sub_orders_refund_idx" ON "taobao_global_sub_orders" USING btree ("refund_request_id");