/**
 * Migration 0024 on a database holding parcels from before it (decision 0089): a purchase order's
 * parcel gets `order_type = 'purchase_order'` with its `order_id` kept, a consignment order's parcel
 * `order_type = 'consignment_order'` with the order's id moved into `order_id`, a parcel of no order
 * keeps both null; afterwards a half reference (type without id) is refused.
 */
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../test/migration-db.ts';

const db = useDatabaseBefore('0024');
const rows = db.rows;

describe('migration 0024 (one order reference on parcels)', () => {
  it('moves both kinds of order reference into order_type + order_id', async () => {
    const [customer] = await rows(
      `insert into users (full_name, email, phone, password_hash, roles) values
         ('Trần Thị Mai', 'mai@example.vn', '0900000001', 'x', '{customer}') returning id`,
    );
    const [cn, vn] = await rows(
      "insert into warehouses (name, country) values ('Kho Quảng Châu', 'CN'), ('Kho Hà Nội', 'VN') returning id",
    );
    const [purchase] = await rows(
      `insert into purchase_orders (code, user_id, status, site, shop_name, exchange_rate, options, receiver,
         cn_warehouse_id, vn_warehouse_id, fee_lines, goods_fen, goods_vnd, fees_vnd, total_vnd, deposit_due_vnd)
       values ('MH2611-000001', $1, 'purchased', 'taobao', 'Shop', 3650, '{}', '{}', $2, $3, '[]', 100, 365, 0, 365, 256)
       returning id`,
      [customer!.id, cn!.id, vn!.id],
    );
    // A second purchase order so the two orders' ids differ (a swapped id would show).
    await rows(
      `insert into purchase_orders (code, user_id, status, site, shop_name, exchange_rate, options, receiver,
         cn_warehouse_id, vn_warehouse_id, fee_lines, goods_fen, goods_vnd, fees_vnd, total_vnd, deposit_due_vnd)
       values ('MH2611-000002', $1, 'purchased', 'taobao', 'Shop', 3650, '{}', '{}', $2, $3, '[]', 100, 365, 0, 365, 256)`,
      [customer!.id, cn!.id, vn!.id],
    );
    const [, consignment] = await rows(
      `insert into consignment_orders (code, user_id, status, shipping_type, options, receiver, cn_warehouse_id,
         vn_warehouse_id, exchange_rate)
       values ('KG2611-000001', $1, 'created', 'normal', '{"woodenCrate":false,"insurance":false}', '{}', $2, $3, 3700),
              ('KG2611-000002', $1, 'created', 'normal', '{"woodenCrate":false,"insurance":false}', '{}', $2, $3, 3700)
       returning id`,
      [customer!.id, cn!.id, vn!.id],
    );
    const parcel = async (code: string, orderId: number | null, consignmentOrderId: number | null) =>
      (
        await rows(
          `insert into parcels (code, tracking_code, order_id, consignment_order_id, user_id, status)
           values ($1, $1, $2, $3, $4, 'expected') returning id`,
          [code, orderId, consignmentOrderId, orderId || consignmentOrderId ? customer!.id : null],
        )
      )[0]!.id as number;
    const bought = await parcel('PK00000001', purchase!.id, null);
    const consigned = await parcel('PK00000002', null, consignment!.id);
    const lone = await parcel('PK00000003', null, null);

    await db.migrateRest();

    const after = await rows('select id, order_type, order_id from parcels order by id');
    expect(after).toEqual([
      { id: bought, order_type: 'purchase_order', order_id: purchase!.id },
      { id: consigned, order_type: 'consignment_order', order_id: consignment!.id },
      { id: lone, order_type: null, order_id: null },
    ]);
    const columns = await rows(
      "select column_name from information_schema.columns where table_name = 'parcels' and column_name = 'consignment_order_id'",
    );
    expect(columns).toEqual([]);
    await expect(rows("update parcels set order_type = 'purchase_order' where id = $1", [lone])).rejects.toThrow(
      /parcels_order_ref_whole/,
    );
    await expect(rows("update parcels set order_type = 'taobao_global' where id = $1", [bought])).rejects.toThrow(
      /parcels_order_type_check/,
    );
  });
});
