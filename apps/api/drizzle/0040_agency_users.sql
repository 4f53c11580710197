ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agent_user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agent_linked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_unique" ON "users" USING btree ("referral_code") WHERE "users"."referral_code" is not null;--> statement-breakpoint
CREATE INDEX "users_agent_idx" ON "users" USING btree ("agent_user_id","id");