/**
 * Migration 0003 on a database holding data from before it: the purchase-order events move into
 * status_events with their ids, order and times (the identity continues after them), recharges get
 * the events their rows imply, and purchase_order_events is gone. Runs on a database of its own.
 */
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../test/migration-db.ts';

const db = useDatabaseBefore('0003');
const rows = db.rows;

describe('migration 0003 (status_events and the outbox)', () => {
  it('moves purchase-order events and derives recharge events, keeping ids, order and times', async () => {
    const [customer, staff] = await rows(
      `insert into users (full_name, email, phone, password_hash, roles) values
         ('Trần Thị Mai', 'mai@example.vn', '0900000001', 'x', '{customer}'),
         ('Lê Văn Kế', 'ke@example.vn', '0900000002', 'x', '{accountant}') returning id`,
    );
    const [cn, vn] = await rows(
      "insert into warehouses (name, country) values ('Kho Quảng Châu', 'CN'), ('Kho Hà Nội', 'VN') returning id",
    );
    const orderIds: number[] = [];
    for (const code of ['MH2611-000001', 'MH2611-000002']) {
      const [o] = await rows(
        `insert into purchase_orders (code, user_id, status, site, shop_name, exchange_rate, options, receiver,
           cn_warehouse_id, vn_warehouse_id, fee_lines, goods_fen, goods_vnd, fees_vnd, total_vnd, deposit_due_vnd)
         values ($1, $2, 'deposited', 'taobao', 'Shop', 3650, '{}', '{}', $3, $4, '[]', 100, 365, 0, 365, 256)
         returning id`,
        [code, customer.id, cn.id, vn.id],
      );
      orderIds.push(o.id);
    }
    const [o1, o2] = orderIds;
    const old = [
      [5, o1, null, 'awaiting_deposit', customer.id, 'Trần Thị Mai', 'Khách hàng đặt đơn', '2026-11-01T01:00:00Z'],
      [6, o2, null, 'awaiting_deposit', customer.id, 'Trần Thị Mai', 'Khách hàng đặt đơn', '2026-11-01T01:00:00Z'],
      [
        9,
        o1,
        'awaiting_deposit',
        'deposited',
        customer.id,
        'Trần Thị Mai',
        'Khách hàng đặt cọc từ ví',
        '2026-11-02T02:30:00Z',
      ],
      [12, o2, 'awaiting_deposit', 'deposited', null, 'Hệ thống', '', '2026-11-03T03:45:00.123Z'],
    ] as const;
    for (const e of old) {
      await rows(
        `insert into purchase_order_events (id, order_id, from_status, to_status, actor_id, actor_name, note, created_at)
         overriding system value values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [...e],
      );
    }
    const [bank] = await rows(
      `insert into company_bank_accounts (bank_bin, bank_short_name, bank_name, account_number, account_name)
       values ('970436', 'VCB', 'Vietcombank', '0011', 'CONG TY') returning id`,
    );
    const recharges = await rows(
      `insert into recharges (code, user_id, amount_vnd, status, bank_account_id, note, decided_by, decided_at, created_at) values
         ('AAAAAA', $1, 100000, 'pending', $3, '', null, null, '2026-11-04T00:00:00Z'),
         ('BBBBBB', $1, 200000, 'approved', $3, '', $2, '2026-11-05T08:00:00Z', '2026-11-05T00:00:00Z'),
         ('CCCCCC', $1, 300000, 'cancelled', $3, 'Không thấy tiền', $2, '2026-11-06T09:00:00Z', '2026-11-06T00:00:00Z')
       returning id`,
      [customer.id, staff.id, bank.id],
    );

    await db.migrateRest();

    const moved = await rows(
      `select id, subject_id, from_status, to_status, actor_id, actor_name, note, created_at
         from status_events where subject_type = 'purchase_order' order by id`,
    );
    expect(moved.map((r) => Object.values(r).map((v) => (v instanceof Date ? v.toISOString() : v)))).toEqual(
      old.map((e) => [...e.slice(0, 7), new Date(e[7]).toISOString()]),
    );
    const derived = await rows(
      `select subject_id, from_status, to_status, actor_id, actor_name, note, created_at
         from status_events where subject_type = 'recharge' order by subject_id, id`,
    );
    const [pending, approved, cancelled] = recharges.map((r) => r.id);
    const created = 'Khách hàng tạo yêu cầu nạp tiền';
    expect(derived.map((r) => [...Object.values(r).slice(0, 6), (r.created_at as Date).toISOString()])).toEqual([
      [pending, null, 'pending', customer.id, 'Trần Thị Mai', created, '2026-11-04T00:00:00.000Z'],
      [approved, null, 'pending', customer.id, 'Trần Thị Mai', created, '2026-11-05T00:00:00.000Z'],
      [approved, 'pending', 'approved', staff.id, 'Lê Văn Kế', '', '2026-11-05T08:00:00.000Z'],
      [cancelled, null, 'pending', customer.id, 'Trần Thị Mai', created, '2026-11-06T00:00:00.000Z'],
      [cancelled, 'pending', 'cancelled', staff.id, 'Lê Văn Kế', 'Không thấy tiền', '2026-11-06T09:00:00.000Z'],
    ]);
    // The identity continues after the moved ids.
    expect(
      Math.min(...(await rows("select id from status_events where subject_type = 'recharge'")).map((r) => r.id)),
    ).toBe(13);
    expect(await rows("select to_regclass('purchase_order_events') as t")).toEqual([{ t: null }]);
    expect(await rows('select count(*)::int as n from domain_events')).toEqual([{ n: 0 }]);
  });
});
