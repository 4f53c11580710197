-- What each row of the order lists read through per-row lookups, kept on the order (decision 0076):
-- the latest status change (its newest status event, by id), what cancelling refunded (the wallet
-- line of the `order-refund:{id}` entry), and the lines' counts and first line (lines are added
-- only when the order is placed). Written from now on by lib/transition.ts (status events), by
-- cancelLockedOrder (the refund) and by placing (the lines); existing rows are backfilled here.
ALTER TABLE "purchase_orders" ADD COLUMN "last_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "last_change_by" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "refunded_vnd" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "first_image_url" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "first_line_title" text;--> statement-breakpoint
UPDATE "purchase_orders" o SET "last_change_at" = e.created_at, "last_change_by" = e.actor_name
  FROM (SELECT DISTINCT ON (subject_id) subject_id, created_at, actor_name
          FROM "status_events" WHERE subject_type = 'purchase_order'
         ORDER BY subject_id, id DESC) e
 WHERE e.subject_id = o.id;--> statement-breakpoint
UPDATE "purchase_orders" o SET "refunded_vnd" = r.amount
  FROM (SELECT je.idempotency_key AS key, max(jl.amount_vnd) AS amount
          FROM "journal_entries" je JOIN "journal_lines" jl ON jl.entry_id = je.id
         WHERE je.idempotency_key LIKE 'order-refund:%'
         GROUP BY je.idempotency_key) r
 WHERE o.status = 'cancelled' AND r.key = 'order-refund:' || o.id;--> statement-breakpoint
UPDATE "purchase_orders" o SET "line_count" = l.line_count, "item_count" = l.item_count,
       "first_image_url" = l.image_url, "first_line_title" = l.title
  FROM (SELECT order_id, count(*)::int AS line_count, sum(quantity)::int AS item_count,
               (array_agg(image_url ORDER BY id))[1] AS image_url, (array_agg(title ORDER BY id))[1] AS title
          FROM "purchase_order_lines" GROUP BY order_id) l
 WHERE l.order_id = o.id;
