/**
 * Customer levels (decision 0100): the set staff read and an admin replaces, the nightly recompute
 * from the last 12 months' completed orders (pinned customers left alone), and a level's deposit
 * share and service-fee discount on a new order, frozen on it.
 */
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrders } from '../../db/schema/purchase-order.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { runDueJobs } from '../../lib/events/job-queue.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { transition } from '../../lib/status/transition.ts';
import { makeCustomer, makePurchaseOrder, makeStaff, payPurchaseOrder, type TestUser } from '../../test/factories.ts';
import {
  type Auth,
  countRows,
  deposit,
  expectError,
  fundWallet,
  placeOrder,
  query,
  recordPurchase,
} from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { recomputeCustomerLevels } from '../customer/customer-levels.service.ts';
import { appTasks } from '../jobs/jobs.service.ts';

const ctx = useTestApp();
let admin: Auth;
let sales: TestUser;
const db = () => ctx.database.db;

interface Level {
  id?: number;
  name: string;
  depositPercent: number;
  serviceFeeDiscountPercent: number;
  thresholdVnd: number;
}

async function levels(auth: Auth = sales.auth): Promise<Level[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Admin/CustomerLevel', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().levels;
}

function putLevels(body: unknown, auth: Auth = admin) {
  return ctx.app.inject({ method: 'PUT', url: '/api/Admin/CustomerLevel', headers: auth, payload: body as object });
}

async function me(user: TestUser) {
  return (await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: user.auth })).json();
}

/** A purchase order of `user` completed `monthsAgo` months ago (paid in full on the way); its total. */
async function completedOrder(user: TestUser, monthsAgo: number): Promise<number> {
  const row = await makePurchaseOrder(ctx, { customer: user, status: 'at_vn_warehouse' });
  await payPurchaseOrder(ctx, row.id);
  const staff: Actor = { userId: sales.id, name: sales.fullName, roles: ['admin'], scope: 'staff' };
  for (const to of ['delivering', 'delivered', 'completed'] as const) {
    await transaction(db(), async (tx) => {
      const [order] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, row.id)).for('update');
      await transition(tx, purchaseOrderMachine, order!, to, staff);
    });
  }
  await query(ctx, `update purchase_orders set last_change_at = now() - make_interval(months => $2) where id = $1`, [
    row.id,
    monthsAgo,
  ]);
  return row.totalVnd;
}

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  sales = await makeStaff(ctx, 'sales');
});

describe('the level set', () => {
  it('starts with the seeded levels, readable by staff who see customers only', async () => {
    expect(
      (await levels()).map((l) => [l.name, l.thresholdVnd, l.depositPercent, l.serviceFeeDiscountPercent]),
    ).toEqual([
      ['Thường', 0, 70, 0],
      ['Bạc', 50_000_000, 70, 5],
      ['Vàng', 200_000_000, 60, 10],
      ['Kim cương', 1_000_000_000, 50, 15],
    ]);
    const customer = await makeCustomer(ctx);
    const clerk = await makeStaff(ctx, 'warehouse_vn');
    for (const auth of [customer.auth, clerk.auth]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/Admin/CustomerLevel', headers: auth });
      expectError(res, 403, 'forbidden');
    }
    expect(await me(customer)).toMatchObject({
      level: { name: 'Thường', depositPercent: 70, serviceFeeDiscountPercent: 0 },
    });
  });

  it('refuses a bad set with a Vietnamese 400 and writes nothing; sales may not change it', async () => {
    const before = await levels();
    const audits = await countRows(ctx, 'audit_log');
    const good = before.map(({ id, name, depositPercent, serviceFeeDiscountPercent, thresholdVnd }) => ({
      id,
      name,
      depositPercent,
      serviceFeeDiscountPercent,
      thresholdVnd,
    }));
    const bad = [
      { levels: [] },
      { levels: [{ ...good[0], thresholdVnd: 1 }] },
      { levels: [good[0], { ...good[1], thresholdVnd: 0 }] },
      { levels: [good[0], good[2], good[1]] },
      { levels: [{ ...good[0], name: '  ' }] },
      { levels: [{ ...good[0], name: 'x'.repeat(51) }] },
      { levels: [{ ...good[0], depositPercent: 7.55 }] },
      { levels: [{ ...good[0], depositPercent: 5 }] },
      { levels: [{ ...good[0], serviceFeeDiscountPercent: 101 }] },
      { levels: [{ ...good[0], thresholdVnd: 0.5 }] },
      { levels: [good[0], { ...good[1], id: good[0]!.id }] },
      { levels: [{ ...good[0], id: 999_999 }] },
    ];
    for (const body of bad) expectError(await putLevels(body), 400);
    expectError(await putLevels({ levels: good }, sales.auth), 403, 'forbidden');
    expect(await levels()).toEqual(before);
    expect(await countRows(ctx, 'audit_log')).toBe(audits);
  });
});

describe('recomputing levels (nightly job)', () => {
  it('places customers by the last 12 months of completed orders, skips pinned ones, and is idempotent', async () => {
    const recent = await makeCustomer(ctx);
    const old = await makeCustomer(ctx);
    const pinned = await makeCustomer(ctx);
    const recentTotal = await completedOrder(recent, 11);
    await completedOrder(old, 13);
    // Thresholds around one order's total, so the orders the factories build reach them.
    const set = (await levels()).map(({ id, name, depositPercent, serviceFeeDiscountPercent }, i) => ({
      id,
      name,
      depositPercent,
      serviceFeeDiscountPercent,
      thresholdVnd: [0, recentTotal, recentTotal * 10, recentTotal * 100][i]!,
    }));
    const put = await putLevels({ levels: set });
    expect(put.statusCode, put.body).toBe(200);
    const [, silver, gold] = put.json().levels as Level[];
    const pin = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Admin/Customer/${pinned.id}/Level`,
      headers: admin,
      payload: { levelId: gold!.id, pinned: true },
    });
    expect(pin.statusCode, pin.body).toBe(200);
    expect(pin.json().level).toMatchObject({ name: 'Vàng', pinned: true });

    // Saving the set enqueued the recompute: the job runner places everyone.
    await runDueJobs(db(), appTasks({ db: db(), mailer: ctx.mailer, log: () => {} }));
    expect((await me(recent)).level.name).toBe('Bạc');
    expect((await me(old)).level.name).toBe('Thường');
    expect((await me(pinned)).level.name).toBe('Vàng');
    expect(await recomputeCustomerLevels(db())).toBe(0);
    expect(await countRows(ctx, 'audit_log', `action = 'customer_level.update'`)).toBe(1);

    // Unpinning computes the level again at once.
    const unpin = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Admin/Customer/${pinned.id}/Level`,
      headers: admin,
      payload: { levelId: null, pinned: false },
    });
    expect(unpin.json().level).toMatchObject({ name: 'Thường', pinned: false });
    expect(silver!.name).toBe('Bạc');
  });
});

describe('a level on new orders', () => {
  it('sets the deposit share and the service-fee discount of a new order and freezes them', async () => {
    const set = (await levels()).map((l, i) => ({ ...l, thresholdVnd: [0, 1, 2, 3][i]! }));
    const put = await putLevels({ levels: set });
    const gold = (put.json().levels as Level[])[2]!;
    const customer = await makeCustomer(ctx);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/Admin/Customer/${customer.id}/Level`,
      headers: admin,
      payload: { levelId: gold.id, pinned: true },
    });
    const [order] = await placeOrder(ctx.app, customer.auth, [{ unitPriceFen: 100_000, quantity: 1 }]);
    const service = order!.fees.find((f) => f.kind === 'service')!;
    const goods = order!.totals.goodsVnd;
    const full = Math.round(goods * 0.025);
    expect(service.amountVnd).toBe(full - Math.round(full * 0.1));
    expect(service.note).toContain('Giảm 10% (hạng Vàng)');
    expect(order!.totals.depositDueVnd).toBe(Math.round((goods + service.amountVnd!) * 0.6));
    const [frozen] = await query(
      ctx,
      'select deposit_basis_points, service_fee_discount_basis_points from purchase_orders where id = $1',
      [order!.id],
    );
    expect(frozen).toEqual({ deposit_basis_points: 6_000, service_fee_discount_basis_points: 1_000 });

    // A later change of the level leaves the placed order as it was priced.
    await putLevels({ levels: set.map((l) => (l.id === gold.id ? { ...l, depositPercent: 90 } : l)) });
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/OrderOrdering/${order!.id}`,
      headers: customer.auth,
    });
    expect(again.json().totals.depositDueVnd).toBe(order!.totals.depositDueVnd);
    // Repricing when the purchase is recorded keeps the frozen 60 % and the discounted fee.
    await fundWallet(ctx.app, customer.auth, admin, order!.totals.depositDueVnd);
    expect((await deposit(ctx.app, customer.auth, order!.id)).statusCode).toBe(200);
    expect((await recordPurchase(ctx.app, admin, order!.id)).statusCode).toBe(200);
    const bought = (
      await ctx.app.inject({ method: 'GET', url: `/api/OrderOrdering/${order!.id}`, headers: customer.auth })
    ).json();
    expect(bought.status).toBe('purchased');
    expect(bought.totals.depositDueVnd).toBe(order!.totals.depositDueVnd);
    expect(bought.fees.find((f: { kind: string }) => f.kind === 'service').amountVnd).toBe(service.amountVnd);

    // Removing the level a customer was pinned to unpins them (the recompute places them again).
    expect((await putLevels({ levels: set.filter((l) => l.id !== gold.id) })).statusCode).toBe(200);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/Admin/Customer/${customer.id}`, headers: admin });
    expect(detail.json().level).toMatchObject({ name: 'Thường', pinned: false });
  });
});
