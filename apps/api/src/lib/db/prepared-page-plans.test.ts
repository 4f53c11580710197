/**
 * Prepared page statements are planned once per connection (lib/db/prepared.ts `preparedPageIds`,
 * decision 0081): after PostgreSQL's five trial executions a named page statement runs on its cached
 * generic plan, for a customer's list, the staff list and a deep staff page (from an anchor), of
 * orders and of recharges. Before, `LIMIT $n` made every generic plan look costlier than a custom one
 * and each call was planned afresh. The pages also stay right: the same rows as a plain offset query.
 */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database, type Db } from '../../db/client.ts';
import { listOrders } from '../../modules/purchase-order/purchase-order.service.ts';
import { listRecharges } from '../../modules/wallet/recharge.service.ts';
import { makeCustomer } from '../../test/factories.ts';
import { query } from '../../test/fixtures.ts';
import { testDatabaseUrl, useTestApp } from '../../test/helpers.ts';
import type { Actor } from '../platform/actor.ts';
import { ANCHOR_STEP } from './total-cache.ts';

const ctx = useTestApp();
/** One connection: PostgreSQL counts a statement's plans per connection. */
let single: Database;
let customer: Actor;
const staff: Actor = { userId: 1, name: 'Nhân viên', roles: ['admin'], scope: 'staff' };

/** Inserts `perUser` orders and as many recharges for each of the users `ids`, a minute apart. */
async function insertRows(ids: number[], perUser: number) {
  await query(
    ctx,
    `insert into purchase_orders (code, user_id, status, site, shop_name, exchange_rate, options, receiver,
       cn_warehouse_id, vn_warehouse_id, fee_lines, goods_fen, goods_vnd, fees_vnd, total_vnd,
       deposit_due_vnd, paid_vnd, created_at)
     select 'PLAN-' || u || '-' || g, u, 'awaiting_deposit', 'taobao', 'Cửa hàng', 3500,
       '{"counting":false,"woodenCrate":false,"insurance":false}',
       '{"name":"Nguyễn Văn A","phone":"0987654321","address":"Số 1, Phường Phúc Xá, Hà Nội"}',
       (select id from warehouses where country = 'CN' order by id limit 1),
       (select id from warehouses where country = 'VN' order by id limit 1),
       '[]', 100, 350000, 0, 350000, 245000, 0, now() - g * interval '1 minute'
     from unnest($1::int[]) u, generate_series(1, $2::int) g`,
    [ids, perUser],
  );
  await query(
    ctx,
    `insert into recharges (code, user_id, amount_vnd, status, bank_account_id, created_at)
     select 'PLAN-' || u || '-' || g, u, 100000, 'pending', (select id from company_bank_accounts order by id limit 1),
       now() - g * interval '1 minute'
     from unnest($1::int[]) u, generate_series(1, $2::int) g`,
    [ids, perUser],
  );
}

// As in a real installation: many customers with a few dozen orders each (the bench has 10,000 with
// 20), so that a plan is judged on the numbers a customer's page really has.
beforeAll(async () => {
  const own = await makeCustomer(ctx);
  customer = { userId: own.id, name: 'Khách', roles: ['customer'], scope: 'own' };
  const others = await query<{ id: number }>(
    ctx,
    `insert into users (full_name, email, phone, password_hash)
     select 'Khách số ' || g, 'plan.' || g || '@example.vn', '07' || lpad(g::text, 8, '0'), 'x'
     from generate_series(1, 1000) g returning id`,
  );
  await insertRows(
    others.map((u) => u.id),
    30,
  );
  await insertRows([own.id], 300);
  await query(ctx, 'analyze users');
  await query(ctx, 'analyze purchase_orders');
  await query(ctx, 'analyze recharges');
  single = connect(await testDatabaseUrl(), 1);
});

afterAll(() => single?.close());

/**
 * How each page statement whose name starts with `prefix` was planned on this connection, and the
 * tables its generic plan reads whole (`Seq Scan`; PostgreSQL 16+, which can show a generic plan).
 */
async function plans(db: Db, prefix: string) {
  const { rows } = await db.execute<{ name: string; statement: string; generic_plans: string; custom_plans: string }>(
    sql`select name, statement, generic_plans, custom_plans from pg_prepared_statements where name like ${`${prefix}%`}`,
  );
  const [{ v }] = (await db.execute<{ v: string }>(sql`select current_setting('server_version_num') as v`)).rows as [
    { v: string },
  ];
  const planned: Record<string, { generic: number; custom: number; seqScans: string[] | null }> = {};
  for (const r of rows) {
    let seqScans: string[] | null = null;
    if (Number(v) >= 160000) {
      const { rows: plan } = await db.execute(sql.raw(`explain (generic_plan, format json) ${r.statement}`));
      seqScans = [...JSON.stringify(plan).matchAll(/"Node Type":"Seq Scan"[^}]*?"Relation Name":"(\w+)"/g)].map(
        (m) => m[1]!,
      );
    }
    planned[r.name] = { generic: Number(r.generic_plans), custom: Number(r.custom_plans), seqScans };
  }
  return planned;
}

/** The statement was planned at most 5 times (PostgreSQL's trials), then ran on a generic plan that reads `table` by index. */
function expectPlannedOnce(planned: Awaited<ReturnType<typeof plans>>, name: string, table: string) {
  expect(planned[name]?.custom, name).toBeLessThanOrEqual(5);
  expect(planned[name]?.generic, name).toBeGreaterThanOrEqual(3);
  if (planned[name]?.seqScans) expect(planned[name]?.seqScans, name).not.toContain(table);
}

describe('prepared page statements', () => {
  it('run on a generic plan after five calls: own, staff and deep staff pages of orders', async () => {
    for (let i = 0; i < 8; i++) {
      await listOrders(single.db, customer, { page: 1 + (i % 3), pageSize: 20 });
      await listOrders(single.db, staff, { page: 1 + (i % 3), pageSize: 20 });
      await listOrders(single.db, staff, { page: ANCHOR_STEP / 20 + 2 + i, pageSize: 20 });
    }
    const planned = await plans(single.db, 'purchase_orders_page_');
    for (const name of [
      'purchase_orders_page_own_any_rows',
      'purchase_orders_page_all_any_rows',
      'purchase_orders_page_all_any_anchored',
    ]) {
      expectPlannedOnce(planned, name, 'purchase_orders');
    }
  });

  it('run on a generic plan after five calls: own and staff pages of recharges', async () => {
    for (let i = 0; i < 8; i++) {
      await listRecharges(single.db, customer, { page: 1 + (i % 3), pageSize: 20 });
      await listRecharges(single.db, staff, { page: 1 + (i % 3), pageSize: 20 });
    }
    const planned = await plans(single.db, 'recharges_page_');
    for (const name of ['recharges_page_own_any_rows', 'recharges_page_all_any_rows']) {
      expectPlannedOnce(planned, name, 'recharges');
    }
  });

  it('answers the rows a plain offset query gives, at every depth and page size', async () => {
    const ids = async (sql: string, values: unknown[]) =>
      (await query<{ id: number }>(ctx, sql, values)).map((r) => r.id);
    for (const [page, pageSize] of [
      [1, 20],
      [3, 7],
      [52, 20],
      [30, 100],
      [151, 20],
    ] as const) {
      const staffPage = await listOrders(ctx.database.db, staff, { page, pageSize });
      expect(staffPage.items.map((o) => o.id)).toEqual(
        await ids('select id from purchase_orders order by created_at desc, id desc limit $1 offset $2', [
          pageSize,
          (page - 1) * pageSize,
        ]),
      );
      const ownPage = await listOrders(ctx.database.db, customer, { page, pageSize });
      expect(ownPage.items.map((o) => o.id)).toEqual(
        await ids(
          'select id from purchase_orders where user_id = $3 order by created_at desc, id desc limit $1 offset $2',
          [pageSize, (page - 1) * pageSize, customer.userId],
        ),
      );
    }
  });
});
