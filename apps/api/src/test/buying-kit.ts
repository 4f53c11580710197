/**
 * What the buying test files share: the staff and customer calls of decision 0050 through inject(), the
 * order as the customer and as staff read it, and the money an amount of fen comes to at the order's rate.
 */
import type { PurchaseInput, QuoteInput } from '@app/shared/contracts/buying';
import type { AdminPurchaseOrder, PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { expect } from 'vitest';
import { type Auth, countRows, newKey } from './fixtures.ts';
import type { TestContext } from './helpers.ts';

export function buyingKit(ctx: TestContext) {
  const post = (auth: Auth, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...auth, ...headers }, payload: payload as object });

  return {
    purchase: (auth: Auth, id: number, body: PurchaseInput | Record<string, unknown>) =>
      post(auth, `/api/Admin/OrderOrdering/${id}/Purchase`, body),
    quote: (auth: Auth, id: number, body: QuoteInput | Record<string, unknown>) =>
      post(auth, `/api/Admin/OrderOrdering/${id}/Quote`, body),
    assign: (auth: Auth, id: number, assigneeId: number | null) =>
      post(auth, `/api/Admin/OrderOrdering/${id}/Assign`, { assigneeId }),
    confirm: (auth: Auth, id: number, body: unknown, key: string | null = newKey()) =>
      post(auth, `/api/OrderOrdering/${id}/ConfirmPriceChange`, body, key ? { 'idempotency-key': key } : {}),

    async customerOrder(auth: Auth, id: number): Promise<PurchaseOrder> {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/OrderOrdering/${id}`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },

    async staffOrder(auth: Auth, id: number): Promise<AdminPurchaseOrder> {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/Admin/OrderOrdering/${id}`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },

    /** Rows buying writes besides the order: shop orders and domain events of buying. */
    async buyingRows() {
      return {
        shopOrders: await countRows(ctx, 'purchase_order_shop_orders'),
        events: await countRows(ctx, 'domain_events', "type like 'purchase_order.%'"),
      };
    },
  };
}

/** Amount in the 200 answer's body, typed. */
export function json<T = AdminPurchaseOrder>(res: { statusCode: number; body: string; json: () => unknown }): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
