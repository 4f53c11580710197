/**
 * /api/Admin/OrderOrdering/:id/Status: every transition DESIGN.md §3.1's table allows from each
 * status of the path, on its own fresh order built by the factories at the `from` status; what the
 * customer then sees, and the refund when it is a cancellation.
 */
import { type PurchaseOrderStatus, purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Auth, expectError, setStatus, walletBalance } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { happyPath, purchaseOrderKit } from '../../test/purchase-order-kit.ts';

const ctx = useTestApp();
const { getOrder, transactions, moneyState, orderAt } = purchaseOrderKit(ctx);
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

describe('staff moving orders', () => {
  // Every transition the table allows from each status of the path, on its own fresh order.
  const branches = (
    [
      'awaiting_deposit',
      'deposited',
      'purchasing',
      'awaiting_customer_confirmation',
      ...happyPath.slice(3),
    ] as PurchaseOrderStatus[]
  ).flatMap((from) => purchaseOrderMachine.transitions[from].map((to) => ({ from, to })));
  it.each(branches)('$from → $to', async ({ from, to }) => {
    const { user, order } = await orderAt(from);
    expect(order.status).toBe(from);
    const before = await moneyState(user, order.id);
    const res = await setStatus(ctx.app, admin, order.id, to, 'Nhân viên xử lý');
    if (to === 'deposited') {
      // Only the customer's payment makes an order deposited.
      expectError(res, 409, 'invalid-status-transition');
      expect(await moneyState(user, order.id)).toEqual(before);
      return;
    }
    if (
      (from === 'purchasing' && to === 'awaiting_customer_confirmation') ||
      (from === 'awaiting_customer_confirmation' && to === 'purchasing')
    ) {
      // A price change comes only from a recorded purchase, and only the customer accepts it.
      expectError(res, 409, 'invalid-status-transition');
      expect(await moneyState(user, order.id)).toEqual(before);
      return;
    }
    if (to === 'delivering') {
      expectError(res, 409, 'order-not-paid');
      expect(await moneyState(user, order.id)).toEqual(before);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const seen = await getOrder(user.auth, order.id);
    expect(seen.status).toBe(to);
    expect(seen.events.at(-1)).toMatchObject({
      fromStatus: from,
      toStatus: to,
      note: 'Nhân viên xử lý',
      actorName: 'Quản trị viên Demo',
    });
    if (to === 'cancelled') {
      // Whatever was paid comes back to the wallet.
      expect(seen.totals.paidVnd).toBe(0);
      expect(await walletBalance(ctx.app, user.auth)).toBe(before.balance + before.order.totals.paidVnd);
      if (before.order.totals.paidVnd > 0)
        expect((await transactions(user.auth)).items[0]).toMatchObject({
          type: 'order_refund',
          amountVnd: before.order.totals.paidVnd,
        });
    } else {
      expect(await walletBalance(ctx.app, user.auth)).toBe(before.balance);
    }
  });
});
