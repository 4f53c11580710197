/**
 * Migration 0032 on a database seeded before it (decision 0099): version 1 holds the numbers the old
 * rows held (the `tariffs` rows over the defaults, each route's tariff, the rates in force), existing
 * orders and weighed parcels point at it, and the old `tariffs` table and `shipping_routes.tariff` go.
 */
import { defaultConsignmentTariff } from '@app/shared/consignment-fees';
import { defaultPurchaseFeeTariff } from '@app/shared/fees';
import { defaultPayOnBehalfTariff } from '@app/shared/pay-on-behalf-fees';
import { defaultShippingTariffs } from '@app/shared/shipping';
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../test/migration-db.ts';

const db = useDatabaseBefore('0032');
const rows = db.rows;

describe('migration 0032 (tariff versions)', () => {
  it('makes version 1 from the old rows and points existing orders at it', async () => {
    const [customer] = await rows(
      `insert into users (full_name, email, phone, password_hash, roles) values
         ('Trần Thị Mai', 'mai@example.vn', '0900000001', 'x', '{customer}') returning id`,
    );
    const [cn, hn, hcm] = await rows(
      "insert into warehouses (name, country) values ('Kho Quảng Châu', 'CN'), ('Kho Hà Nội', 'VN'), ('Kho TP.HCM', 'VN') returning id",
    );
    const cheaperHn = { ...defaultShippingTariffs.hanoi, perCubicMeterVnd: 2_500_000 };
    const [toHn, toHcm] = await rows(
      `insert into shipping_routes (cn_warehouse_id, vn_warehouse_id, tariff) values ($1, $2, $4), ($1, $3, $5) returning id`,
      [cn!.id, hn!.id, hcm!.id, JSON.stringify(cheaperHn), JSON.stringify(defaultShippingTariffs.hcm)],
    );
    const purchase = { ...defaultPurchaseFeeTariff, serviceFeeMinVnd: 12_000 };
    await rows(
      "insert into tariffs (key, value) values ('purchase_fees', $1), ('consignment_fees', '{\"fastSurchargePerKgVnd\": 12000}')",
      [JSON.stringify(purchase)],
    );
    await rows(
      `insert into exchange_rates (kind, rate, effective_from) values ('purchase', 3600, now() - interval '2 days'),
         ('purchase', 3650, now() - interval '1 day'), ('consignment', 3640, now() - interval '1 day')`,
    );
    const [order] = await rows(
      `insert into purchase_orders (code, user_id, status, site, shop_name, exchange_rate, options, receiver,
         cn_warehouse_id, vn_warehouse_id, fee_lines, goods_fen, goods_vnd, fees_vnd, total_vnd, deposit_due_vnd)
       values ('MH2611-000001', $1, 'purchased', 'taobao', 'Shop', 3650, '{}', '{}', $2, $3, '[]', 100, 365, 0, 365, 256)
       returning id`,
      [customer!.id, cn!.id, hn!.id],
    );

    await db.migrateRest();

    const versions = await rows('select id, body, created_by from tariff_versions');
    expect(versions).toHaveLength(1);
    expect(versions[0]!.created_by).toBeNull();
    expect(versions[0]!.body).toEqual({
      exchangeRates: { purchase: 3650, consignment: 3640 },
      purchase,
      consignment: { ...defaultConsignmentTariff, fastSurchargePerKgVnd: 12_000 },
      payOnBehalf: defaultPayOnBehalfTariff,
      routeTariffs: [
        { routeId: toHn!.id, tariff: cheaperHn },
        { routeId: toHcm!.id, tariff: defaultShippingTariffs.hcm },
      ],
    });
    expect(await rows('select tariff_version_id from purchase_orders where id = $1', [order!.id])).toEqual([
      { tariff_version_id: versions[0]!.id },
    ]);
    expect(await rows("select 1 from information_schema.tables where table_name = 'tariffs'")).toEqual([]);
    expect(
      await rows(
        "select 1 from information_schema.columns where table_name = 'shipping_routes' and column_name = 'tariff'",
      ),
    ).toEqual([]);
  });
});
