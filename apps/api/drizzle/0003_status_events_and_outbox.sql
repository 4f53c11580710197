CREATE TABLE "domain_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "status_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_events_subject_type_check" CHECK ("status_events"."subject_type" in ('purchase_order', 'pay_on_behalf_order', 'refund_request', 'taobao_global_order', 'taobao_token', 'consignment_order', 'parcel', 'bag', 'delivery_request', 'recharge', 'withdrawal', 'complaint', 'agent'))
);
--> statement-breakpoint
-- Hand-written: the purchase-order events move into status_events with their ids, order and times;
-- the identity continues after them. Recharges get the events their rows imply (created; approved
-- or cancelled), so every subject's timeline starts at its creation.
INSERT INTO "status_events" ("id", "subject_type", "subject_id", "from_status", "to_status", "actor_id", "actor_name", "note", "created_at")
OVERRIDING SYSTEM VALUE
SELECT "id", 'purchase_order', "order_id", "from_status", "to_status", "actor_id", "actor_name", "note", "created_at"
  FROM "purchase_order_events" ORDER BY "id";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('status_events', 'id'), coalesce((SELECT max("id") FROM "status_events"), 0) + 1, false);
--> statement-breakpoint
INSERT INTO "status_events" ("subject_type", "subject_id", "from_status", "to_status", "actor_id", "actor_name", "note", "created_at")
SELECT 'recharge', r."id", NULL, 'pending', r."user_id", u."full_name", 'Khách hàng tạo yêu cầu nạp tiền', r."created_at"
  FROM "recharges" r JOIN "users" u ON u."id" = r."user_id" ORDER BY r."id";
--> statement-breakpoint
INSERT INTO "status_events" ("subject_type", "subject_id", "from_status", "to_status", "actor_id", "actor_name", "note", "created_at")
SELECT 'recharge', r."id", 'pending', r."status", r."decided_by", coalesce(u."full_name", 'Hệ thống'), r."note", coalesce(r."decided_at", r."created_at")
  FROM "recharges" r LEFT JOIN "users" u ON u."id" = r."decided_by"
 WHERE r."status" <> 'pending' ORDER BY coalesce(r."decided_at", r."created_at"), r."id";
--> statement-breakpoint
DROP TABLE "purchase_order_events" CASCADE;--> statement-breakpoint
ALTER TABLE "recharges" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "status_events" ADD CONSTRAINT "status_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_undelivered_idx" ON "domain_events" USING btree ("id") WHERE "domain_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "domain_events_created_idx" ON "domain_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "status_events_subject_idx" ON "status_events" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('awaiting_quote', 'awaiting_deposit', 'deposited', 'purchasing', 'awaiting_customer_confirmation', 'purchased', 'seller_shipped', 'at_cn_warehouse', 'in_transit', 'at_vn_warehouse', 'delivering', 'delivered', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_status_check" CHECK ("recharges"."status" in ('pending', 'approved', 'cancelled'));--> statement-breakpoint
-- Hand-written: the outbox's wake-up call (decision 0015). pg_notify is transactional: every
-- listening instance hears of an event when its transaction commits, never for a rolled-back one.
CREATE FUNCTION notify_domain_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('domain_event', NEW.id::text);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER domain_events_notify AFTER INSERT ON domain_events
  FOR EACH ROW EXECUTE FUNCTION notify_domain_event();
