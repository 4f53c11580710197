CREATE TABLE "consignment_declarations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consignment_declarations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consignment_order_id" integer NOT NULL,
	"parcel_id" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"declared_value_vnd" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignment_declarations_parcel_id_unique" UNIQUE("parcel_id"),
	CONSTRAINT "consignment_declarations_quantity_pos" CHECK ("consignment_declarations"."quantity" > 0),
	CONSTRAINT "consignment_declarations_value_nonneg" CHECK ("consignment_declarations"."declared_value_vnd" >= 0)
);
--> statement-breakpoint
ALTER TABLE "consignment_declarations" ADD CONSTRAINT "consignment_declarations_consignment_order_id_consignment_orders_id_fk" FOREIGN KEY ("consignment_order_id") REFERENCES "public"."consignment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_declarations" ADD CONSTRAINT "consignment_declarations_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consignment_declarations_order_idx" ON "consignment_declarations" USING btree ("consignment_order_id","id");