CREATE SEQUENCE "public"."delivery_request_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "delivery_request_parcels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_request_parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"parcel_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"scanned_out_at" timestamp with time zone,
	"scanned_out_by" integer
);
--> statement-breakpoint
CREATE TABLE "delivery_request_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_request_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"order_type" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_code" text NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "delivery_request_payments_amount_check" CHECK ("delivery_request_payments"."amount_vnd" > 0),
	CONSTRAINT "delivery_request_payments_type_check" CHECK ("delivery_request_payments"."order_type" in ('purchase_order', 'consignment_order'))
);
--> statement-breakpoint
CREATE TABLE "delivery_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"vn_warehouse_id" integer NOT NULL,
	"method" text NOT NULL,
	"address_id" integer,
	"receiver" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"carrier" text,
	"tracking_code" text,
	"cod_vnd" bigint DEFAULT 0 NOT NULL,
	"paid_vnd" bigint DEFAULT 0 NOT NULL,
	"export_slip_code" text,
	"exported_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_requests_code_unique" UNIQUE("code"),
	CONSTRAINT "delivery_requests_export_slip_code_unique" UNIQUE("export_slip_code"),
	CONSTRAINT "delivery_requests_status_check" CHECK ("delivery_requests"."status" in ('requested', 'processing', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "delivery_requests_method_check" CHECK ("delivery_requests"."method" in ('pickup', 'company_courier', 'carrier', 'coach')),
	CONSTRAINT "delivery_requests_money_check" CHECK ("delivery_requests"."cod_vnd" >= 0 and "delivery_requests"."paid_vnd" >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_request_parcels" ADD CONSTRAINT "delivery_request_parcels_request_id_delivery_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."delivery_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_request_parcels" ADD CONSTRAINT "delivery_request_parcels_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_request_parcels" ADD CONSTRAINT "delivery_request_parcels_scanned_out_by_users_id_fk" FOREIGN KEY ("scanned_out_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_request_payments" ADD CONSTRAINT "delivery_request_payments_request_id_delivery_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."delivery_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_vn_warehouse_id_warehouses_id_fk" FOREIGN KEY ("vn_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_request_parcels_request_idx" ON "delivery_request_parcels" USING btree ("request_id","parcel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_request_parcels_active_idx" ON "delivery_request_parcels" USING btree ("parcel_id") WHERE "delivery_request_parcels"."active";--> statement-breakpoint
CREATE INDEX "delivery_request_parcels_parcel_idx" ON "delivery_request_parcels" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "delivery_request_parcels_scanned_by_idx" ON "delivery_request_parcels" USING btree ("scanned_out_by");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_request_payments_order_idx" ON "delivery_request_payments" USING btree ("request_id","order_type","order_id");--> statement-breakpoint
CREATE INDEX "delivery_request_payments_subject_idx" ON "delivery_request_payments" USING btree ("order_type","order_id");--> statement-breakpoint
CREATE INDEX "delivery_requests_user_idx" ON "delivery_requests" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "delivery_requests_queue_idx" ON "delivery_requests" USING btree ("vn_warehouse_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "delivery_requests_status_idx" ON "delivery_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "delivery_requests_address_idx" ON "delivery_requests" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "delivery_requests_created_by_idx" ON "delivery_requests" USING btree ("created_by");