/**
 * /api/OrderOrdering/:id/Cancel: the customer cancels before `purchasing`; a paid deposit comes back
 * in the same transaction. Orders at each status come from the factories.
 */
import { describe, expect, it } from 'vitest';
import { makeCustomer, makePurchaseOrder } from '../../test/factories.ts';
import { type Auth, expectError, expectLedgerBalanced, walletBalance } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { purchaseOrderKit } from '../../test/purchase-order-kit.ts';

const ctx = useTestApp();
const { getOrder, transactions, moneyState, orderAt } = purchaseOrderKit(ctx);

/** The order as its card in the customer's list shows it. */
async function listed(auth: Auth, id: number) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/OrderOrdering?pageSize=100', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { id: number }[] }).items.find((o) => o.id === id);
}

describe('cancel', () => {
  it('cancels an order awaiting deposit without touching the wallet', async () => {
    const { user, order } = await orderAt('awaiting_deposit');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/OrderOrdering/${order.id}/Cancel`,
      headers: user.auth,
      payload: { reason: 'Đặt nhầm' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', canCancel: false, canDeposit: false });
    // A cancelled order owes nothing; nothing was paid, so nothing was refunded.
    expect(res.json().totals).toMatchObject({ paidVnd: 0, remainingVnd: 0, refundedVnd: 0 });
    expect(await listed(user.auth, order.id)).toMatchObject({ refundedVnd: 0 });
    expect(res.json().events.at(-1)).toMatchObject({
      fromStatus: 'awaiting_deposit',
      toStatus: 'cancelled',
      note: 'Khách hàng hủy đơn: Đặt nhầm',
    });
    expect((await transactions(user.auth)).total).toBe(0);
    // Cancelled is final.
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/OrderOrdering/${order.id}/Cancel`,
        headers: user.auth,
        payload: {},
      }),
      409,
      'invalid-status-transition',
    );
  });

  it('refunds the deposit in the same transaction when a deposited order is cancelled', async () => {
    const { user, order } = await orderAt('deposited');
    const due = order.totals.depositDueVnd;
    expect(await walletBalance(ctx.app, user.auth)).toBe(0);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/OrderOrdering/${order.id}/Cancel`,
      headers: user.auth,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('cancelled');
    // Nothing is owed any more, and the deposit is shown as refunded.
    expect(res.json().totals).toMatchObject({ paidVnd: 0, remainingVnd: 0, refundedVnd: due });
    expect((await getOrder(user.auth, order.id)).totals).toMatchObject({ remainingVnd: 0, refundedVnd: due });
    expect(await listed(user.auth, order.id)).toMatchObject({ status: 'cancelled', refundedVnd: due, paidVnd: 0 });
    expect(await walletBalance(ctx.app, user.auth)).toBe(due);
    const tx = await transactions(user.auth);
    expect(tx.items[0]).toMatchObject({ type: 'order_refund', amountVnd: due, balanceAfterVnd: due });
    expect(tx.items[0]!.description).toContain(order.code);
    expect(tx.items.map((t) => t.type)).toEqual(['order_refund', 'order_deposit', 'recharge']);
    await expectLedgerBalanced(ctx);
  });

  it('shows the refund of an order staff cancelled after its deposit, in the detail and the list', async () => {
    const user = await makeCustomer(ctx);
    const row = await makePurchaseOrder(ctx, { customer: user, steps: ['deposited', 'cancelled'] });
    const order = await getOrder(user.auth, row.id);
    expect(order.totals).toMatchObject({
      paidVnd: 0,
      remainingVnd: 0,
      refundedVnd: order.totals.depositDueVnd,
    });
    expect(order.totals.refundedVnd).toBeGreaterThan(0);
    expect(await listed(user.auth, row.id)).toMatchObject({ refundedVnd: order.totals.depositDueVnd });
    // A deposited order not cancelled shows no refund.
    const { order: kept } = await orderAt('deposited', user);
    expect(kept.totals).toMatchObject({ refundedVnd: 0, remainingVnd: kept.totals.totalVnd - kept.totals.paidVnd });
    expect(await listed(user.auth, kept.id)).toMatchObject({ refundedVnd: 0 });
  });

  it('refuses to cancel once staff moved the order to purchasing (409), writing nothing', async () => {
    const { user, order } = await orderAt('purchasing');
    const before = await moneyState(user, order.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/OrderOrdering/${order.id}/Cancel`,
      headers: user.auth,
      payload: { reason: 'Đổi ý' },
    });
    expect(expectError(res, 409, 'invalid-status-transition').Message).toBe('Đơn hàng đã được mua, không thể hủy');
    expect(await moneyState(user, order.id)).toEqual(before);
    expect(before.order.status).toBe('purchasing');
  });

  it("answers 404 for another customer's order and 400 for a too long reason, writing nothing", async () => {
    const { user, order } = await orderAt('awaiting_deposit');
    const intruder = await makeCustomer(ctx);
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/OrderOrdering/${order.id}/Cancel`,
        headers: intruder.auth,
        payload: {},
      }),
      404,
      'not-found',
    );
    const long = await ctx.app.inject({
      method: 'POST',
      url: `/api/OrderOrdering/${order.id}/Cancel`,
      headers: user.auth,
      payload: { reason: 'x'.repeat(501) },
    });
    expectError(long, 400, 'validation-error');
    const after = await getOrder(user.auth, order.id);
    expect(after.status).toBe('awaiting_deposit');
    expect(after.events).toHaveLength(1);
  });
});
