/**
 * The staff status form (POST /api/Admin/OrderOrdering/:id/Status) makes only the moves that have no
 * action of their own (decision 0085): quoting, recording a purchase, entering tracking codes, the
 * parcels' scans, delivery requests and the customer's receipt are refused with 409 naming the
 * action, and nothing is written; cancelling still works and refunds; the order's
 * `allowedNextStatuses` (what the console's form offers) leaves the refused moves out.
 */
import type { PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePurchaseOrder } from '../../test/factories.ts';
import { type Auth, expectError, query, setStatus } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { purchaseOrderKit } from '../../test/purchase-order-kit.ts';

const ctx = useTestApp();
const { getOrder, moneyState, orderAt, placeOrder } = purchaseOrderKit(ctx);
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

/** Each move of DESIGN.md §3.1's table that has its own action, with the error the form answers. */
const refused: { from: PurchaseOrderStatus; to: PurchaseOrderStatus; id: string; code: string; says: RegExp }[] = [
  { from: 'deposited', to: 'purchasing', id: 'purchase', code: 'status-needs-action', says: /Ghi nhận mua hàng/ },
  { from: 'purchasing', to: 'purchased', id: 'purchase', code: 'status-needs-action', says: /Ghi nhận mua hàng/ },
  { from: 'purchased', to: 'seller_shipped', id: 'tracking', code: 'status-needs-action', says: /mã vận đơn/ },
  { from: 'seller_shipped', to: 'at_cn_warehouse', id: 'scan', code: 'status-needs-action', says: /quét kiện/ },
  { from: 'at_cn_warehouse', to: 'in_transit', id: 'scan', code: 'status-needs-action', says: /quét kiện/ },
  { from: 'in_transit', to: 'at_vn_warehouse', id: 'scan', code: 'status-needs-action', says: /quét kiện/ },
  { from: 'at_vn_warehouse', to: 'delivering', id: 'delivery', code: 'status-needs-action', says: /Yêu cầu giao/ },
  {
    from: 'purchasing',
    to: 'awaiting_customer_confirmation',
    id: 'price',
    code: 'invalid-status-transition',
    says: /ghi nhận mua hàng với giá cao hơn/,
  },
  {
    from: 'awaiting_customer_confirmation',
    to: 'purchasing',
    id: 'price',
    code: 'invalid-status-transition',
    says: /Chỉ khách hàng/,
  },
  { from: 'awaiting_deposit', to: 'deposited', id: 'wallet', code: 'invalid-status-transition', says: /đặt cọc từ ví/ },
];

describe('the status form refuses the moves that have their own action', () => {
  it.each(refused)('$from → $to: 409 $code, nothing written', async ({ from, to, code, says }) => {
    const { user, order } = await orderAt(from);
    const before = await moneyState(user, order.id);
    const body = expectError(await setStatus(ctx.app, admin, order.id, to, 'thử'), 409, code);
    expect(body.Message).toMatch(says);
    expect(await moneyState(user, order.id)).toEqual(before);
  });

  it('awaiting_quote → awaiting_deposit only by a quote', async () => {
    const user = (await orderAt('awaiting_deposit')).user;
    const [order] = await placeOrder(user, [{ needsQuote: true }]);
    expect(order!.status).toBe('awaiting_quote');
    const body = expectError(
      await setStatus(ctx.app, admin, order!.id, 'awaiting_deposit'),
      409,
      'status-needs-action',
    );
    expect(body.Message).toMatch(/Báo giá/);
    expect((await getOrder(user.auth, order!.id)).status).toBe('awaiting_quote');
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/Admin/OrderOrdering/${order!.id}`, headers: admin });
    expect(shown.json().allowedNextStatuses).toEqual(['cancelled']);
  });

  it.each([
    ['delivering', 'delivered'],
    ['delivered', 'completed'],
  ] as const)('%s → %s: 409 naming the delivery request or the receipt', async (from, to) => {
    // The factories cannot pay an order in full; the status alone is what the form looks at.
    const { user, order } = await orderAt('at_vn_warehouse');
    await query(ctx, 'update purchase_orders set status = $1 where id = $2', [from, order.id]);
    const before = await moneyState(user, order.id);
    const body = expectError(await setStatus(ctx.app, admin, order.id, to), 409, 'status-needs-action');
    expect(body.Message).toMatch(to === 'delivered' ? /Yêu cầu giao/ : /khách xác nhận đã nhận hàng/);
    expect(await moneyState(user, order.id)).toEqual(before);
    await query(ctx, 'update purchase_orders set status = $1 where id = $2', ['at_vn_warehouse', order.id]);
  });

  it('offers only cancelling, where the table has it, in allowedNextStatuses', async () => {
    const shownAt = async (status: PurchaseOrderStatus) => {
      const row = await makePurchaseOrder(ctx, { customer: (await orderAt('awaiting_deposit')).user, status });
      const res = await ctx.app.inject({ method: 'GET', url: `/api/Admin/OrderOrdering/${row.id}`, headers: admin });
      return res.json().allowedNextStatuses;
    };
    expect(await shownAt('awaiting_deposit')).toEqual(['cancelled']);
    expect(await shownAt('deposited')).toEqual(['cancelled']);
    expect(await shownAt('purchasing')).toEqual(['cancelled']);
    expect(await shownAt('awaiting_customer_confirmation')).toEqual(['cancelled']);
    for (const status of ['purchased', 'seller_shipped', 'at_cn_warehouse', 'in_transit', 'at_vn_warehouse'] as const) {
      expect(await shownAt(status)).toEqual([]);
    }
  });

  it('still cancels by hand, refunding what was paid', async () => {
    const { user, order } = await orderAt('purchasing');
    const res = await setStatus(ctx.app, admin, order.id, 'cancelled', 'Shop hết hàng');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', totals: { paidVnd: 0 } });
    expect((await getOrder(user.auth, order.id)).totals.refundedVnd).toBe(order.totals.depositDueVnd);
  });
});
