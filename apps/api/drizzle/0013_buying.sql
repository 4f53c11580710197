CREATE TABLE "purchase_order_shop_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_shop_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"shop_order_number" text NOT NULL,
	"domestic_shipping_fen" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_shop_orders_shipping_check" CHECK ("purchase_order_shop_orders"."domestic_shipping_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "needs_quote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "needs_quote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "bought_quantity" integer;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "bought_unit_price_fen" bigint;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "shop_order_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "needs_quote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "deposited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "price_change" jsonb;--> statement-breakpoint
ALTER TABLE "purchase_order_shop_orders" ADD CONSTRAINT "purchase_order_shop_orders_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_shop_orders" ADD CONSTRAINT "purchase_order_shop_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_shop_orders_number_idx" ON "purchase_order_shop_orders" USING btree ("order_id","shop_order_number");--> statement-breakpoint
CREATE INDEX "purchase_order_shop_orders_search_idx" ON "purchase_order_shop_orders" USING btree ("shop_order_number" text_pattern_ops);--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_shop_order_id_purchase_order_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."purchase_order_shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_lines_shop_order_idx" ON "purchase_order_lines" USING btree ("shop_order_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_queue_idx" ON "purchase_orders" USING btree ("status","deposited_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_assignee_idx" ON "purchase_orders" USING btree ("assignee_id","status");--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_bought_check" CHECK (("purchase_order_lines"."bought_quantity" is null) = ("purchase_order_lines"."bought_unit_price_fen" is null) and ("purchase_order_lines"."bought_quantity" is null or ("purchase_order_lines"."bought_quantity" between 0 and "purchase_order_lines"."quantity" and "purchase_order_lines"."bought_unit_price_fen" between 0 and 100000000)));--> statement-breakpoint
-- Orders deposited before this migration wait in the buying queue from their deposit's status event.
UPDATE "purchase_orders" AS o SET "deposited_at" = e.at
  FROM (SELECT subject_id, max(created_at) AS at FROM "status_events"
         WHERE subject_type = 'purchase_order' AND to_status = 'deposited' GROUP BY subject_id) AS e
 WHERE e.subject_id = o.id;
