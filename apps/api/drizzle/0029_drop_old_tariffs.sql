-- The tariffs now live in tariff_versions (migration 0028 copied them into version 1, decision 0099).
DROP TABLE "tariffs" CASCADE;--> statement-breakpoint
ALTER TABLE "shipping_routes" DROP COLUMN "tariff";