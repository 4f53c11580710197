/**
 * GET /api/Admin/Counts (decision 0045): recharges waiting for approval and orders waiting for the
 * member's next step, per role; cached per instance and dropped by status changes, on this instance
 * at once and on another one through the domain events' notifications.
 */
import type { StaffCounts } from '@app/shared/contracts/staff-counts';
import type { PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makePurchaseOrder, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { ordersByStatusQuery, pendingRechargesQuery } from './staff-counts.repository.ts';
import { createStaffCounts } from './staff-counts.service.ts';

const ctx = useTestApp();
const other = useTestApp(); // a second API instance on the same database
let admin: Auth;
let customer: TestUser;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  customer = await makeCustomer(ctx);
});

async function counts(auth: Auth, on = ctx): Promise<StaffCounts> {
  const res = await on.app.inject({ method: 'GET', url: '/api/Admin/Counts', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const inStatus = (c: StaffCounts, status: PurchaseOrderStatus) =>
  c.ordersAwaitingStaffByStatus.find((s) => s.status === status)?.count;

async function requestRecharge(amountVnd = 100_000): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Wallet/Recharge',
    headers: customer.auth,
    payload: { amountVnd },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

describe('what waits for the staff', () => {
  it("counts each role's queue: the admin's every status, a warehouse's its own, an accountant's recharges only", async () => {
    const before = await counts(admin);
    for (const status of [
      'deposited',
      'at_vn_warehouse',
      'at_vn_warehouse',
      'awaiting_deposit',
      'cancelled',
    ] as const) {
      await makePurchaseOrder(ctx, { customer, status });
    }
    await makePurchaseOrder(ctx, { customer, status: 'awaiting_customer_confirmation' });
    const after = await counts(admin);
    // awaiting_deposit, awaiting_customer_confirmation (the customer's step) and cancelled do not count.
    expect(after.ordersAwaitingStaff - before.ordersAwaitingStaff).toBe(3);
    expect(inStatus(after, 'deposited')! - inStatus(before, 'deposited')!).toBe(1);
    expect(inStatus(after, 'at_vn_warehouse')! - inStatus(before, 'at_vn_warehouse')!).toBe(2);
    expect(after.ordersAwaitingStaffByStatus.map((s) => s.status)).toEqual([
      'awaiting_quote',
      'deposited',
      'purchasing',
      'purchased',
      'seller_shipped',
      'at_cn_warehouse',
      'in_transit',
      'at_vn_warehouse',
      'delivering',
    ]);
    expect(after.pendingRecharges).toEqual(expect.any(Number));

    const vn = await counts((await makeStaff(ctx, 'warehouse_vn')).auth);
    expect(vn.ordersAwaitingStaffByStatus.map((s) => s.status)).toEqual([
      'in_transit',
      'at_vn_warehouse',
      'delivering',
    ]);
    expect(vn.ordersAwaitingStaff).toBe(vn.ordersAwaitingStaffByStatus.reduce((n, s) => n + s.count, 0));
    expect(inStatus(vn, 'at_vn_warehouse')).toBe(inStatus(after, 'at_vn_warehouse'));
    expect(vn.pendingRecharges).toBeNull(); // warehouses do not review recharges

    const accountant = await counts((await makeStaff(ctx, 'accountant')).auth);
    expect(accountant).toEqual({
      pendingRecharges: after.pendingRecharges,
      ordersAwaitingStaff: 0,
      ordersAwaitingStaffByStatus: [],
    });
  });

  it('follows recharges and status changes on this instance at once, though it is cached', async () => {
    const start = await counts(admin);
    expect(await counts(admin)).toEqual(start); // served from the cache now
    const id = await requestRecharge();
    expect((await counts(admin)).pendingRecharges).toBe(start.pendingRecharges! + 1);
    const approved = await ctx.app.inject({ method: 'POST', url: `/api/Admin/Recharge/${id}/Approve`, headers: admin });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await counts(admin)).pendingRecharges).toBe(start.pendingRecharges);

    const order = await makePurchaseOrder(ctx, { customer, status: 'deposited' });
    const withOrder = await counts(admin);
    expect(inStatus(withOrder, 'deposited')).toBe(inStatus(start, 'deposited')! + 1);
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/OrderOrdering/${order.id}/Status`,
      headers: admin,
      payload: { status: 'purchasing' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const now = await counts(admin);
    expect(inStatus(now, 'deposited')).toBe(inStatus(start, 'deposited'));
    expect(inStatus(now, 'purchasing')).toBe(inStatus(start, 'purchasing')! + 1);
    expect(now.ordersAwaitingStaff).toBe(withOrder.ordersAwaitingStaff);
  });

  it('drops its cache right after a commit on this instance, before any notification could arrive', async () => {
    // A service wired to no change feed: only the after-commit signal of lib/transition.ts reaches it.
    const service = createStaffCounts(ctx.database.db, () => true);
    const staff = { userId: 1, name: 'Quản trị', roles: ['admin'], scope: 'staff' } as const;
    try {
      const before = await service.forActor(staff);
      await requestRecharge();
      expect((await service.forActor(staff)).pendingRecharges).toBe(before.pendingRecharges! + 1);
    } finally {
      service.close();
    }
  });

  it("follows another instance's changes within a second (domain-event notifications)", async () => {
    const otherAdmin = await loginAdmin(other.app);
    const before = await counts(otherAdmin, other);
    expect(await counts(otherAdmin, other)).toEqual(before); // cached on the other instance
    await requestRecharge();
    await expect
      .poll(async () => (await counts(otherAdmin, other)).pendingRecharges, { timeout: 1_000, interval: 20 })
      .toBe(before.pendingRecharges! + 1);
  });

  it('is 403 for a customer and 401 without a token', async () => {
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Admin/Counts', headers: customer.auth }),
      403,
      'forbidden',
    );
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/Counts' }), 401, 'unauthenticated');
  });
});

describe('at scale', () => {
  // STAFF_COUNTS_ORDERS=200000 measures decision 0045's figure; the default keeps the tier quick.
  const orders = Number(process.env.STAFF_COUNTS_ORDERS ?? 20_000);

  it(`counts from the status indexes alone, never reading the table (${orders} orders and recharges, 1 in 10 and 1 in 50 waiting)`, async () => {
    const model = await makePurchaseOrder(ctx, { customer, status: 'deposited' });
    await query(
      ctx,
      `insert into purchase_orders (code, user_id, status, site, shop_name, exchange_rate, options, receiver,
         cn_warehouse_id, vn_warehouse_id, fee_lines, goods_fen, goods_vnd, fees_vnd, total_vnd, deposit_due_vnd,
         created_at)
       select 'SCALE-' || g, user_id, case when g % 10 = 0 then 'in_transit' else 'completed' end, site, shop_name,
         exchange_rate, options, receiver, cn_warehouse_id, vn_warehouse_id, fee_lines, goods_fen, goods_vnd,
         fees_vnd, total_vnd, deposit_due_vnd, now() - make_interval(mins => g)
         from purchase_orders, generate_series(1, $2::int) g where id = $1`,
      [model.id, orders],
    );
    await query(
      ctx,
      `insert into recharges (code, user_id, amount_vnd, received_vnd, status, bank_account_id, created_at)
       select 'SCALE-' || g, $1, 100000, case when g % 50 = 0 then null else 100000 end,
         case when g % 50 = 0 then 'pending' else 'approved' end,
         (select id from company_bank_accounts order by id limit 1), now() - make_interval(mins => g)
         from generate_series(1, $2::int) g`,
      [customer.id, orders],
    );
    await query(ctx, 'vacuum analyze purchase_orders');
    await query(ctx, 'vacuum analyze recharges');
    const staff = { userId: 1, name: 'Quản trị', roles: ['admin'], scope: 'staff' } as const;
    for (const q of [ordersByStatusQuery(ctx.database.db, staff), pendingRechargesQuery(ctx.database.db, staff)]) {
      const { sql, params } = q.toSQL();
      const plan = (await query<{ 'QUERY PLAN': string }>(ctx, `explain (analyze, buffers) ${sql}`, params))
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/Index Only Scan using (purchase_orders|recharges)_status_idx/);
      expect(plan).not.toMatch(/Seq Scan/);
      const ms = Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1]);
      if (process.env.STAFF_COUNTS_ORDERS) console.log(`${sql.slice(0, 60)}…: ${ms} ms`);
    }
    const admin = await counts(await loginAdmin(ctx.app));
    expect(inStatus(admin, 'in_transit')).toBeGreaterThanOrEqual(orders / 10);
  });
});
