ALTER TABLE "warehouses" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "province_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "city_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "district_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "street_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Installs seeded before this migration: the seeded China warehouse (its seeded name, country and
-- address, so a warehouse staff have changed is left alone) gets the values seed.ts gives a new one.
UPDATE "warehouses" SET "phone" = '13826047315', "province_zh" = '广东省', "city_zh" = '广州市', "district_zh" = '白云区', "street_zh" = '石井街道庆丰兴隆路18号鹏程物流园B区3号仓'
WHERE "name" = 'Kho Quảng Châu' AND "country" = 'CN' AND "address" = 'Bạch Vân, Quảng Châu, Quảng Đông, Trung Quốc' AND "street_zh" = '';
