CREATE SEQUENCE "public"."bag_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."parcel_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"from_warehouse_id" integer NOT NULL,
	"to_warehouse_id" integer NOT NULL,
	"status" text NOT NULL,
	"weight_grams" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bags_code_unique" UNIQUE("code"),
	CONSTRAINT "bags_status_check" CHECK ("bags"."status" in ('open', 'closed', 'shipped', 'received'))
);
--> statement-breakpoint
CREATE TABLE "parcel_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parcel_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_claims_status_check" CHECK ("parcel_claims"."status" in ('pending', 'confirmed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "parcel_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parcel_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_photos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"tracking_code" text NOT NULL,
	"order_id" integer,
	"user_id" integer,
	"status" text NOT NULL,
	"cn_warehouse_id" integer,
	"vn_warehouse_id" integer,
	"warehouse_id" integer,
	"bag_id" integer,
	"weight_grams" integer,
	"length_cm" integer,
	"width_cm" integer,
	"height_cm" integer,
	"volumetric_kg10" integer,
	"chargeable_kg10" integer,
	"fee_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fee_vnd" bigint,
	"measured_at" timestamp with time zone,
	"measured_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcels_code_unique" UNIQUE("code"),
	CONSTRAINT "parcels_status_check" CHECK ("parcels"."status" in ('expected', 'at_cn_warehouse', 'in_transit', 'at_vn_warehouse', 'delivering', 'delivered', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "warehouse_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"code" text NOT NULL,
	"outcome" text NOT NULL,
	"message" text NOT NULL,
	"parcel_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_from_warehouse_id_warehouses_id_fk" FOREIGN KEY ("from_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_claims" ADD CONSTRAINT "parcel_claims_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_claims" ADD CONSTRAINT "parcel_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_claims" ADD CONSTRAINT "parcel_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_photos" ADD CONSTRAINT "parcel_photos_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_photos" ADD CONSTRAINT "parcel_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_cn_warehouse_id_warehouses_id_fk" FOREIGN KEY ("cn_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_vn_warehouse_id_warehouses_id_fk" FOREIGN KEY ("vn_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_measured_by_users_id_fk" FOREIGN KEY ("measured_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_scans" ADD CONSTRAINT "warehouse_scans_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_scans" ADD CONSTRAINT "warehouse_scans_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_scans" ADD CONSTRAINT "warehouse_scans_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bags_from_status_idx" ON "bags" USING btree ("from_warehouse_id","status","id");--> statement-breakpoint
CREATE INDEX "bags_to_status_idx" ON "bags" USING btree ("to_warehouse_id","status","id");--> statement-breakpoint
CREATE INDEX "bags_created_by_idx" ON "bags" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_claims_parcel_user_idx" ON "parcel_claims" USING btree ("parcel_id","user_id");--> statement-breakpoint
CREATE INDEX "parcel_claims_user_idx" ON "parcel_claims" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "parcel_claims_decided_by_idx" ON "parcel_claims" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "parcel_photos_parcel_idx" ON "parcel_photos" USING btree ("parcel_id","id");--> statement-breakpoint
CREATE INDEX "parcel_photos_uploaded_by_idx" ON "parcel_photos" USING btree ("uploaded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_tracking_code_idx" ON "parcels" USING btree ("tracking_code");--> statement-breakpoint
CREATE INDEX "parcels_order_idx" ON "parcels" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "parcels_user_idx" ON "parcels" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "parcels_bag_idx" ON "parcels" USING btree ("bag_id","id");--> statement-breakpoint
CREATE INDEX "parcels_warehouse_idx" ON "parcels" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE INDEX "parcels_unclaimed_idx" ON "parcels" USING btree ("created_at","id") WHERE "parcels"."user_id" is null;--> statement-breakpoint
CREATE INDEX "parcels_cn_warehouse_idx" ON "parcels" USING btree ("cn_warehouse_id");--> statement-breakpoint
CREATE INDEX "parcels_vn_warehouse_idx" ON "parcels" USING btree ("vn_warehouse_id");--> statement-breakpoint
CREATE INDEX "parcels_measured_by_idx" ON "parcels" USING btree ("measured_by");--> statement-breakpoint
CREATE INDEX "warehouse_scans_staff_idx" ON "warehouse_scans" USING btree ("staff_id","warehouse_id","id");--> statement-breakpoint
CREATE INDEX "warehouse_scans_warehouse_idx" ON "warehouse_scans" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "warehouse_scans_parcel_idx" ON "warehouse_scans" USING btree ("parcel_id");