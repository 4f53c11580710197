DROP INDEX "delivery_request_payments_order_idx";--> statement-breakpoint
ALTER TABLE "delivery_request_payments" ADD COLUMN "kind" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_request_payments" ADD COLUMN "refunded_vnd" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Decision 0084: payments a cancellation closed before this migration were refunded in full.
UPDATE "delivery_request_payments" SET "refunded_vnd" = "amount_vnd" WHERE "refunded_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_request_payments" ADD COLUMN "moved_to_request_id" integer;--> statement-breakpoint
ALTER TABLE "delivery_request_payments" ADD COLUMN "moved_from_request_id" integer;--> statement-breakpoint
ALTER TABLE "delivery_request_payments" ADD CONSTRAINT "delivery_request_payments_moved_to_request_id_delivery_requests_id_fk" FOREIGN KEY ("moved_to_request_id") REFERENCES "public"."delivery_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_request_payments" ADD CONSTRAINT "delivery_request_payments_moved_from_request_id_delivery_requests_id_fk" FOREIGN KEY ("moved_from_request_id") REFERENCES "public"."delivery_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_request_payments_moved_to_idx" ON "delivery_request_payments" USING btree ("moved_to_request_id");--> statement-breakpoint
CREATE INDEX "delivery_request_payments_moved_from_idx" ON "delivery_request_payments" USING btree ("moved_from_request_id");--> statement-breakpoint
CREATE INDEX "delivery_request_payments_order_idx" ON "delivery_request_payments" USING btree ("request_id","order_type","order_id");--> statement-breakpoint
ALTER TABLE "delivery_request_payments" ADD CONSTRAINT "delivery_request_payments_kind_check" CHECK ("delivery_request_payments"."kind" in ('request', 'shipping', 'moved'));--> statement-breakpoint
ALTER TABLE "delivery_request_payments" ADD CONSTRAINT "delivery_request_payments_refunded_check" CHECK ("delivery_request_payments"."refunded_vnd" >= 0 and "delivery_request_payments"."refunded_vnd" <= "delivery_request_payments"."amount_vnd");