CREATE TABLE "tariff_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tariff_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"effective_from" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consignment_orders" ADD COLUMN "tariff_version_id" integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "tariff_version_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "tariff_version_id" integer;--> statement-breakpoint
ALTER TABLE "shipping_routes" ADD COLUMN "transit_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_routes" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "address_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "recipient_template" text DEFAULT '{customerCode} {orderCode}' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tariff_versions" ADD CONSTRAINT "tariff_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tariff_versions_effective_idx" ON "tariff_versions" USING btree ("effective_from","id");--> statement-breakpoint
ALTER TABLE "consignment_orders" ADD CONSTRAINT "consignment_orders_tariff_version_id_tariff_versions_id_fk" FOREIGN KEY ("tariff_version_id") REFERENCES "public"."tariff_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_tariff_version_id_tariff_versions_id_fk" FOREIGN KEY ("tariff_version_id") REFERENCES "public"."tariff_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_tariff_version_id_tariff_versions_id_fk" FOREIGN KEY ("tariff_version_id") REFERENCES "public"."tariff_versions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Version 1 (decision 0099) for installs that already hold reference data, known by their warehouses
-- (every order refers to two; a fresh database gets version 1 from the seed): the `tariffs` rows
-- over the DESIGN.md §4 defaults (shared/fees.ts, consignment-fees.ts, pay-on-behalf-fees.ts as of
-- this migration), each route's `tariff`, and the exchange rates in force, so every number stays
-- what it was.
INSERT INTO "tariff_versions" ("effective_from", "body")
SELECT now(), jsonb_build_object(
  'exchangeRates', jsonb_build_object('purchase', p.rate, 'consignment', coalesce(c.rate, p.rate)),
  'purchase', '{"serviceFeeTiers":[{"belowVnd":1000000,"basisPoints":300},{"belowVnd":5000000,"basisPoints":250},{"belowVnd":50000000,"basisPoints":200},{"belowVnd":300000000,"basisPoints":150},{"belowVnd":null,"basisPoints":100}],"serviceFeeMinVnd":10000,"countingFeeTiers":[{"maxItems":5,"perItemVnd":5000},{"maxItems":20,"perItemVnd":3500},{"maxItems":100,"perItemVnd":2000},{"maxItems":500,"perItemVnd":1500},{"maxItems":null,"perItemVnd":1000}],"insuranceBasisPoints":300,"depositBasisPoints":7000,"quotedDepositBasisPoints":10000,"woodenCrate":{"firstKgFen":2000,"nextKgFen":100}}'::jsonb || coalesce((SELECT "value" FROM "tariffs" WHERE "key" = 'purchase_fees'), '{}'::jsonb),
  'consignment', '{"fastSurchargePerKgVnd":10000,"insuranceBasisPoints":300,"woodenCrate":{"firstKgFen":2000,"nextKgFen":100}}'::jsonb || coalesce((SELECT "value" FROM "tariffs" WHERE "key" = 'consignment_fees'), '{}'::jsonb),
  'payOnBehalf', '{"rateTiers":[{"belowFen":100000,"rate":3700},{"belowFen":1000000,"rate":3680},{"belowFen":null,"rate":3660}],"feeBasisPoints":100,"feeMinVnd":5000}'::jsonb,
  'routeTariffs', coalesce(
    (SELECT jsonb_agg(jsonb_build_object('routeId', r."id", 'tariff', '{"perKgTiers":[{"belowKg10":100,"perKgVnd":28000},{"belowKg10":300,"perKgVnd":26000},{"belowKg10":1000,"perKgVnd":24000},{"belowKg10":null,"perKgVnd":22000}],"perCubicMeterVnd":2600000,"volumetricDivisor":6000}'::jsonb || r."tariff") ORDER BY r."id") FROM "shipping_routes" r),
    '[]'::jsonb))
FROM (SELECT coalesce(
        (SELECT "rate" FROM "exchange_rates" WHERE "kind" = 'purchase' AND "effective_from" <= now() ORDER BY "effective_from" DESC, "id" DESC LIMIT 1),
        3650) AS rate) p,
     (SELECT (SELECT "rate" FROM "exchange_rates" WHERE "kind" = 'consignment' AND "effective_from" <= now() ORDER BY "effective_from" DESC, "id" DESC LIMIT 1) AS rate) c
WHERE EXISTS (SELECT 1 FROM "warehouses");
--> statement-breakpoint
UPDATE "purchase_orders" SET "tariff_version_id" = (SELECT min("id") FROM "tariff_versions");--> statement-breakpoint
UPDATE "consignment_orders" SET "tariff_version_id" = (SELECT min("id") FROM "tariff_versions");--> statement-breakpoint
UPDATE "parcels" SET "tariff_version_id" = (SELECT min("id") FROM "tariff_versions") WHERE "measured_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "tariff_version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "consignment_orders" ALTER COLUMN "tariff_version_id" SET NOT NULL;
