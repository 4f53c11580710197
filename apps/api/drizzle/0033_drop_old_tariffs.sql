-- The tariffs now live in tariff_versions (migration 0032 copied them into version 1, decision 0099).
DROP TABLE "tariffs" CASCADE;--> statement-breakpoint
ALTER TABLE "shipping_routes" DROP COLUMN "tariff";--> statement-breakpoint
-- The tariff version in force now (decision 0099): the default of an order's tariff_version_id, so
-- an insert that names none (a hand-written test row, a path that forgets) is priced by the version
-- in force at its time, as the services record explicitly. Null (refused by NOT NULL) before the
-- first version exists.
CREATE OR REPLACE FUNCTION tariff_version_in_force() RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT "id" FROM "tariff_versions" WHERE "effective_from" <= now() ORDER BY "effective_from" DESC, "id" DESC LIMIT 1
$$;--> statement-breakpoint
ALTER TABLE "consignment_orders" ALTER COLUMN "tariff_version_id" SET DEFAULT tariff_version_in_force();--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "tariff_version_id" SET DEFAULT tariff_version_in_force();