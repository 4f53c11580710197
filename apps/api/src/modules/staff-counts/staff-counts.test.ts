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
import { type Auth, expectError, query, recordPurchase } from '../../test/fixtures.ts';
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
      // The money queues an accountant acts on (see 'the money queues' below).
      pendingWithdrawals: expect.any(Number),
      unmatchedBankTransfers: expect.any(Number),
      complaintsAwaitingStaff: expect.any(Number),
      pendingAdjustments: expect.any(Number),
      pendingPayOnBehalf: expect.any(Number),
      pendingPobRefunds: expect.any(Number),
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

describe('the money queues', () => {
  type Queues = Pick<
    StaffCounts,
    'pendingWithdrawals' | 'unmatchedBankTransfers' | 'complaintsAwaitingStaff' | 'pendingAdjustments'
  >;
  const queues = async (auth: Auth): Promise<Queues> => {
    const c = await counts(auth);
    return {
      pendingWithdrawals: c.pendingWithdrawals,
      unmatchedBankTransfers: c.unmatchedBankTransfers,
      complaintsAwaitingStaff: c.complaintsAwaitingStaff,
      pendingAdjustments: c.pendingAdjustments,
    };
  };
  /** `base` moved by `delta` on each queue the member counts (a null stays null). */
  const plus = (base: Queues, delta: Partial<Record<keyof Queues, number>>): Queues =>
    Object.fromEntries(
      Object.entries(base).map(([k, v]) => [k, v === null ? null : v + (delta[k as keyof Queues] ?? 0)]),
    ) as Queues;
  // Written by SQL: the badge follows whoever writes the tables (the tables' notifications).
  const within = (auth: Auth) => expect.poll(() => queues(auth), { timeout: 1_000, interval: 20 });

  let seq = 0;
  const code = () => `SC${String(++seq).padStart(4, '0')}`;

  async function withdrawal(status: string): Promise<number> {
    const [account] = await query<{ id: number }>(
      ctx,
      `insert into customer_bank_accounts (user_id, bank_bin, bank_short_name, bank_name, account_number, account_name)
       values ($1, '970436', 'Vietcombank', 'Ngân hàng Ngoại thương', $2, 'NGUYEN VAN A') returning id`,
      [customer.id, `01234${++seq}`],
    );
    const [row] = await query<{ id: number }>(
      ctx,
      `insert into withdrawals (code, user_id, bank_account_id, bank_bin, bank_short_name, account_number, account_name, amount_vnd, status)
       values ($1, $2, $3, '970436', 'Vietcombank', '0123', 'NGUYEN VAN A', 100000, $4) returning id`,
      [code(), customer.id, account!.id, status],
    );
    return row!.id;
  }

  async function bankTransfer(status: string): Promise<number> {
    const [row] = await query<{ id: number }>(
      ctx,
      `insert into bank_transfers (provider, provider_transaction_id, direction, amount_vnd, content, account_number, occurred_at, status, payload)
       values ('sepay', $1, 'in', 50000, 'chuyen tien', '0011', now(), $2, '{}') returning id`,
      [code(), status],
    );
    return row!.id;
  }

  async function complaint(status: string, offer?: { by: number; awaiting: boolean }): Promise<number> {
    const [row] = await query<{ id: number }>(
      ctx,
      `insert into complaints (code, user_id, order_type, order_id, reason, requested_vnd, status, due_at, offer_vnd, offered_by, offer_awaiting_approval)
       values ($1, $2, 'purchase', 1, 'damaged', 10000, $3, now(), $4, $5, $6) returning id`,
      [code(), customer.id, status, offer ? 10000 : null, offer?.by ?? null, offer?.awaiting ?? false],
    );
    return row!.id;
  }

  async function adjustment(status: string, proposedBy: number): Promise<number> {
    const [row] = await query<{ id: number }>(
      ctx,
      `insert into adjustments (code, user_id, amount_vnd, reason, status, proposed_by)
       values ($1, $2, 5000, 'Sửa sai sót', $3, $4) returning id`,
      [code(), customer.id, status, proposedBy],
    );
    return row!.id;
  }

  it('counts each queue for the members who act on it, rising and falling with it; never the own offer or proposal', async () => {
    const proposer = await makeStaff(ctx, 'accountant');
    const accountant = await makeStaff(ctx, 'accountant');
    const sales = await makeStaff(ctx, 'sales');
    const warehouse = await makeStaff(ctx, 'warehouse_vn');
    const adminBefore = await queues(admin);
    const proposerBefore = await queues(proposer.auth);
    const accountantBefore = await queues(accountant.auth);
    const salesBefore = await queues(sales.auth);

    // Sales handle complaints only; the accountants approve offers but do not handle complaints.
    expect(salesBefore).toMatchObject({
      pendingWithdrawals: null,
      unmatchedBankTransfers: null,
      pendingAdjustments: null,
    });
    expect(salesBefore.complaintsAwaitingStaff).toEqual(expect.any(Number));
    expect(Object.values(accountantBefore)).toEqual([
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
    ]);
    expect(await queues(warehouse.auth)).toEqual({
      pendingWithdrawals: null,
      unmatchedBankTransfers: null,
      complaintsAwaitingStaff: null,
      pendingAdjustments: null,
    });

    const waiting = {
      withdrawals: [await withdrawal('pending'), await withdrawal('approved')],
      transfer: await bankTransfer('unmatched'),
      pending: await complaint('pending'),
      processing: await complaint('processing'),
      offerAwaiting: await complaint('processing', { by: proposer.id, awaiting: true }),
      adjustment: await adjustment('pending', proposer.id),
    };
    // Not waiting for staff: paid, matched, offered to the customer, decided.
    await withdrawal('paid');
    await bankTransfer('matched');
    await complaint('offered', { by: sales.id, awaiting: false });
    await adjustment('approved', accountant.id);

    await within(admin).toEqual(
      plus(adminBefore, {
        pendingWithdrawals: 2,
        unmatchedBankTransfers: 1,
        complaintsAwaitingStaff: 3,
        pendingAdjustments: 1,
      }),
    );
    // The proposer's own offer and adjustment wait for someone else.
    await within(proposer.auth).toEqual(plus(proposerBefore, { pendingWithdrawals: 2, unmatchedBankTransfers: 1 }));
    await within(accountant.auth).toEqual(
      plus(accountantBefore, {
        pendingWithdrawals: 2,
        unmatchedBankTransfers: 1,
        complaintsAwaitingStaff: 1,
        pendingAdjustments: 1,
      }),
    );
    // A handler waits on the pending and the processing complaint, not on the offer waiting for approval.
    await within(sales.auth).toEqual(plus(salesBefore, { complaintsAwaitingStaff: 2 }));

    await query(ctx, `update withdrawals set status = 'paid' where id = $1`, [waiting.withdrawals[0]]);
    await query(ctx, `update withdrawals set status = 'rejected' where id = $1`, [waiting.withdrawals[1]]);
    await query(ctx, `update bank_transfers set status = 'ignored' where id = $1`, [waiting.transfer]);
    await query(ctx, `update complaints set status = 'rejected' where id = $1`, [waiting.pending]);
    await query(ctx, `update complaints set status = 'offered' where id = $1`, [waiting.processing]);
    await query(ctx, `update complaints set status = 'offered', offer_awaiting_approval = false where id = $1`, [
      waiting.offerAwaiting,
    ]);
    await query(ctx, `update adjustments set status = 'approved', decided_by = $2 where id = $1`, [
      waiting.adjustment,
      accountant.id,
    ]);
    await within(admin).toEqual(adminBefore);
    await within(proposer.auth).toEqual(proposerBefore);
    await within(accountant.auth).toEqual(accountantBefore);
    await within(sales.auth).toEqual(salesBefore);
  });
});
