/**
 * /api/Admin/OrderOrdering/:id/Status: every transition DESIGN.md §3.1's table allows from each
 * status of the path, on its own fresh order built by the factories at the `from` status: a move with
 * its own action is 409 and writes nothing (decision 0085); a cancellation is what the customer then
 * sees, with its refund.
 */
import { type PurchaseOrderStatus, purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Auth, setStatus, walletBalance } from '../../test/fixtures.ts';
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
    if (to !== 'cancelled') {
      // Every other move has its own action (decision 0085): quote, the customer's payment, recorded
      // purchases, price changes, tracking codes, parcel scans, delivery requests, receipt.
      expect(res.statusCode, res.body).toBe(409);
      expect(['status-needs-action', 'invalid-status-transition']).toContain(res.json().code);
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
    // Whatever was paid comes back to the wallet.
    expect(seen.totals.paidVnd).toBe(0);
    expect(await walletBalance(ctx.app, user.auth)).toBe(before.balance + before.order.totals.paidVnd);
    if (before.order.totals.paidVnd > 0)
      expect((await transactions(user.auth)).items[0]).toMatchObject({
        type: 'order_refund',
        amountVnd: before.order.totals.paidVnd,
      });
  });
});
