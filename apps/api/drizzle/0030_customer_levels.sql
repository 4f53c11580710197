CREATE TABLE "customer_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"deposit_basis_points" integer NOT NULL,
	"service_fee_discount_basis_points" integer NOT NULL,
	"threshold_vnd" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_levels_deposit_range" CHECK ("customer_levels"."deposit_basis_points" between 1000 and 10000),
	CONSTRAINT "customer_levels_discount_range" CHECK ("customer_levels"."service_fee_discount_basis_points" between 0 and 10000),
	CONSTRAINT "customer_levels_threshold_nonneg" CHECK ("customer_levels"."threshold_vnd" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "level_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "level_pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sales_staff_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "deposit_basis_points" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "service_fee_discount_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_level_id_customer_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."customer_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sales_staff_id_users_id_fk" FOREIGN KEY ("sales_staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_level_idx" ON "users" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "users_sales_staff_idx" ON "users" USING btree ("sales_staff_id","id");--> statement-breakpoint
-- Reference data (decision 0100): the levels every installation starts with; admins change them.
INSERT INTO "customer_levels" ("name", "deposit_basis_points", "service_fee_discount_basis_points", "threshold_vnd") VALUES
  ('Thường', 7000, 0, 0),
  ('Bạc', 7000, 500, 50000000),
  ('Vàng', 6000, 1000, 200000000),
  ('Kim cương', 5000, 1500, 1000000000);
