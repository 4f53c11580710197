ALTER TABLE "recharges" ADD COLUMN "received_vnd" bigint;--> statement-breakpoint
-- Recharges approved before this migration credited exactly what was asked (decision 0046).
UPDATE "recharges" SET "received_vnd" = "amount_vnd" WHERE "status" = 'approved';--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_received_when_approved" CHECK (("recharges"."status" = 'approved') = ("recharges"."received_vnd" IS NOT NULL) AND ("recharges"."received_vnd" IS NULL OR "recharges"."received_vnd" > 0));