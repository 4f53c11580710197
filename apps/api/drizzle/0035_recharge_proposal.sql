ALTER TABLE "recharges" ADD COLUMN "proposed_received_vnd" bigint;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "proposed_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "proposed_by" integer;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recharges_proposed_by_idx" ON "recharges" USING btree ("proposed_by");