/**
 * Migration 0019 on a database holding orders from before it: each order row gets its newest status
 * event's time and actor, a cancelled order the amount of its `order-refund:{id}` wallet line (not a
 * short-line refund's), and the counts and first line of its lines; an order with no event or line
 * keeps null and 0. Runs on a database of its own.
 */
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../test/migration-db.ts';

const db = useDatabaseBefore('0019');
const rows = db.rows;

describe('migration 0019 (the order row keeps what its list row shows)', () => {
  it('backfills the latest change, the cancellation refund and the lines summary', async () => {
    const [customer] = await rows(
      `insert into users (full_name, email, phone, password_hash, roles) values
         ('Trần Thị Mai', 'mai@example.vn', '0900000001', 'x', '{customer}') returning id`,
    );
    const [cn, vn] = await rows(
      "insert into warehouses (name, country) values ('Kho Quảng Châu', 'CN'), ('Kho Hà Nội', 'VN') returning id",
    );
    const order = async (code: string, status: string) =>
      (
        await rows(
          `insert into purchase_orders (code, user_id, status, site, shop_name, exchange_rate, options, receiver,
             cn_warehouse_id, vn_warehouse_id, fee_lines, goods_fen, goods_vnd, fees_vnd, total_vnd, deposit_due_vnd)
           values ($1, $2, $3, 'taobao', 'Shop', 3650, '{}', '{}', $4, $5, '[]', 100, 365, 0, 365, 256)
           returning id`,
          [code, customer!.id, status, cn!.id, vn!.id],
        )
      )[0]!.id as number;
    const cancelled = await order('MH2611-000001', 'cancelled');
    const bare = await order('MH2611-000002', 'awaiting_deposit');
    const line = (orderId: number, title: string, quantity: number, image: string | null) =>
      rows(
        `insert into purchase_order_lines (order_id, site, url, title, sku_properties, image_url, unit_price_fen, quantity)
         values ($1, 'taobao', 'https://item.taobao.com/item.htm?id=1', $2, '{}', $3, 100, $4)`,
        [orderId, title, image, quantity],
      );
    await line(cancelled, 'Áo len', 2, 'https://img.alicdn.com/a.jpg');
    await line(cancelled, 'Khăn', 3, null);
    const event = (to: string, actor: string, at: string) =>
      rows(
        `insert into status_events (subject_type, subject_id, to_status, actor_name, note, created_at)
         values ('purchase_order', $1, $2, $3, '', $4)`,
        [cancelled, to, actor, at],
      );
    await event('awaiting_deposit', 'Trần Thị Mai', '2026-11-01T01:00:00.123456Z');
    await event('deposited', 'Trần Thị Mai', '2026-11-02T01:00:00Z');
    await event('cancelled', 'Lê Văn Kế', '2026-11-03T04:05:06.789Z');
    const [wallet] = await rows(
      `insert into ledger_accounts (code, kind, user_id, balance_vnd) values ('W1', 'customer_wallet', $1, 0) returning id`,
      [customer!.id],
    );
    const [clearing] = await rows(
      `insert into ledger_accounts (code, kind, balance_vnd) values ('SYS_X', 'bank_clearing', null) returning id`,
    );
    let seq = 0;
    const posting = async (key: string, amount: number) => {
      seq += 1;
      const [entry] = await rows(
        `insert into journal_entries (code, type, description, idempotency_key) values ($1, 'refund', '', $1) returning id`,
        [key],
      );
      await rows(
        `insert into journal_lines (entry_id, account_id, amount_vnd, balance_after_vnd, seq) values
           ($1, $2, $4, 0, $5), ($1, $3, -$4::int8, null, null)`,
        [entry!.id, wallet!.id, clearing!.id, amount, seq],
      );
    };
    await posting(`order-refund:${cancelled}`, 256);
    await posting(`order-refund:${cancelled}:line:1:bought-short:1`, 50);

    await db.migrateRest();

    const after = await rows(
      `select id, last_change_at, last_change_by, refunded_vnd, line_count, item_count, first_image_url, first_line_title
         from purchase_orders order by id`,
    );
    expect(after).toEqual([
      {
        id: cancelled,
        last_change_at: new Date('2026-11-03T04:05:06.789Z'),
        last_change_by: 'Lê Văn Kế',
        refunded_vnd: 256,
        line_count: 2,
        item_count: 5,
        first_image_url: 'https://img.alicdn.com/a.jpg',
        first_line_title: 'Áo len',
      },
      {
        id: bare,
        last_change_at: null,
        last_change_by: null,
        refunded_vnd: 0,
        line_count: 0,
        item_count: 0,
        first_image_url: null,
        first_line_title: null,
      },
    ]);
  });
});
