/**
 * /api/OrderOrdering/:id/Cancel: the customer cancels before `purchasing`; a paid deposit comes back
 * in the same transaction. Orders at each status come from the factories.
 */
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.ts';
import { expectError, expectLedgerBalanced, walletBalance } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { purchaseOrderKit } from './purchase-order.test-support.ts';

const ctx = useTestApp();
const { getOrder, transactions, moneyState, orderAt } = purchaseOrderKit(ctx);

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
    expect(res.json().totals.paidVnd).toBe(0);
    expect(await walletBalance(ctx.app, user.auth)).toBe(due);
    const tx = await transactions(user.auth);
    expect(tx.items[0]).toMatchObject({ type: 'order_refund', amountVnd: due, balanceAfterVnd: due });
    expect(tx.items[0]!.description).toContain(order.code);
    expect(tx.items.map((t) => t.type)).toEqual(['order_refund', 'order_deposit', 'recharge']);
    await expectLedgerBalanced(ctx);
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
