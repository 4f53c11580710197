ALTER TABLE "status_events" DROP CONSTRAINT "status_events_subject_type_check";--> statement-breakpoint
ALTER TABLE "parcel_claims" ADD COLUMN "consignment_order_id" integer;--> statement-breakpoint
ALTER TABLE "parcel_claims" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "parcel_claims" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "parcel_claims" ADD COLUMN "declared_value_vnd" bigint;--> statement-breakpoint
ALTER TABLE "parcel_photos" ADD COLUMN "shows_label" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel_claims" ADD CONSTRAINT "parcel_claims_consignment_order_id_consignment_orders_id_fk" FOREIGN KEY ("consignment_order_id") REFERENCES "public"."consignment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_claims_consignment_order_idx" ON "parcel_claims" USING btree ("consignment_order_id");--> statement-breakpoint
ALTER TABLE "status_events" ADD CONSTRAINT "status_events_subject_type_check" CHECK ("status_events"."subject_type" in ('purchase_order', 'pay_on_behalf_order', 'refund_request', 'taobao_global_order', 'taobao_token', 'consignment_order', 'parcel', 'bag', 'delivery_request', 'recharge', 'withdrawal', 'complaint', 'agent', 'parcel_claim'));