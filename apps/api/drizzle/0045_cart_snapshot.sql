CREATE TABLE "cart_shop_shipping" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_shop_shipping_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"site" text NOT NULL,
	"shop_key" text NOT NULL,
	"domestic_shipping_fen" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_shop_shipping_fen_check" CHECK ("cart_shop_shipping"."domestic_shipping_fen" between 0 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "sku_id" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "property_ids" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "weight_category" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "domestic_shipping_fen" integer;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "sku_id" text;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "property_ids" text;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "cart_shop_shipping" ADD CONSTRAINT "cart_shop_shipping_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_shop_shipping_user_shop_idx" ON "cart_shop_shipping" USING btree ("user_id","site","shop_key");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_weight_check" CHECK ("cart_items"."weight_grams" between 1 and 1000000);--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_domestic_shipping_check" CHECK ("cart_items"."domestic_shipping_fen" between 0 and 10000000);