/**
 * GET /api/Admin/Counts (decision 0045): recharges waiting for approval and orders waiting for the
 * member's next step, per role; cached in the instance's count cache (lib/db/total-cache.ts) and dropped
 * by status changes, on this instance at once and on another one through the tables' notifications.
 */
import type { StaffCounts } from '@app/shared/contracts/staff-counts';
import type { PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { beforeAll, describe, expect, it } from 'vitest';
import { TotalCache } from '../../lib/db/total-cache.ts';
import { makeCustomer, makePurchaseOrder, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, expectError, recordPurchase } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
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

    const order = await makePurchaseOrder(ctx, { customer, status: 'deposited', items: [{}, { title: 'Ghế gỗ' }] });
    const withOrder = await counts(admin);
    expect(inStatus(withOrder, 'deposited')).toBe(inStatus(start, 'deposited')! + 1);
    // One of two lines recorded: the order is purchasing (decision 0050).
    const moved = await recordPurchase(ctx.app, admin, order.id);
    expect(moved.statusCode, moved.body).toBe(200);
    const now = await counts(admin);
    expect(inStatus(now, 'deposited')).toBe(inStatus(start, 'deposited'));
    expect(inStatus(now, 'purchasing')).toBe(inStatus(start, 'purchasing')! + 1);
    expect(now.ordersAwaitingStaff).toBe(withOrder.ordersAwaitingStaff);
  });

  it('drops its cache right after a commit on this instance, before any notification could arrive', async () => {
    // A cache wired to no change feed: only the after-commit signal of lib/status/transition.ts reaches it.
    const totals = new TotalCache();
    totals.follow(ctx.database.db, { listening: true });
    const service = createStaffCounts(ctx.database.db, totals);
    const staff = { userId: 1, name: 'Quản trị', roles: ['admin'], scope: 'staff' } as const;
    try {
      const before = await service.forActor(staff);
      await requestRecharge();
      expect((await service.forActor(staff)).pendingRecharges).toBe(before.pendingRecharges! + 1);
    } finally {
      totals.close();
    }
  });

  it("follows another instance's changes within a second (the tables' notifications)", async () => {
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
