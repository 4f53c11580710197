/**
 * What the purchase-order test files share: reading an order and the wallet's transactions as the
 * customer sees them, the money state a refused request must leave as it was, and orders built by
 * the factories at any status of DESIGN.md §3.1's table (instead of replaying the steps over HTTP).
 */
import type { PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { expect } from 'vitest';
import {
  type CartItemSpec,
  makeAddress,
  makeCartItems,
  makeCustomer,
  makePurchaseOrder,
  type TestUser,
} from './factories.ts';
import { type Auth, countRows, listWarehouses, type OrderJson, walletBalance } from './fixtures.ts';
import type { TestContext } from './helpers.ts';

export const happyPath: PurchaseOrderStatus[] = [
  'awaiting_deposit',
  'deposited',
  'purchasing',
  'purchased',
  'seller_shipped',
  'at_cn_warehouse',
  'in_transit',
  'at_vn_warehouse',
];

/** The helpers bound to the file's app and database. */
export function purchaseOrderKit(ctx: TestContext) {
  async function getOrder(auth: Auth, id: number): Promise<OrderJson> {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/OrderOrdering/${id}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function transactions(auth: Auth) {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Transaction?pageSize=100', headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      total: number;
      items: { code: string; type: string; description: string; amountVnd: number; balanceAfterVnd: number }[];
    };
  }

  /** Everything a refused money request must leave as it was: balance, ledger, order, events, stored keys. */
  async function moneyState(user: { id: number; auth: Auth }, orderId: number) {
    const [order, tx] = await Promise.all([getOrder(user.auth, orderId), transactions(user.auth)]);
    return {
      balance: await walletBalance(ctx.app, user.auth),
      transactions: tx,
      order: { status: order.status, totals: order.totals, events: order.events },
      journalEntries: await countRows(ctx, 'journal_entries'),
      idempotencyKeys: await countRows(ctx, 'idempotency_keys', 'user_id = $1', [user.id]),
    };
  }

  /**
   * A fresh customer's order brought to `status` by the factories: placed, its deposit paid from a
   * recharge of exactly the deposit when it is past `awaiting_deposit`, then moved by the seeded admin.
   */
  async function orderAt(
    status: PurchaseOrderStatus,
    customer?: TestUser,
    items?: CartItemSpec[],
  ): Promise<{ user: TestUser; order: OrderJson }> {
    const user = customer ?? (await makeCustomer(ctx));
    const row = await makePurchaseOrder(ctx, { customer: user, status, items });
    return { user, order: await getOrder(user.auth, row.id) };
  }

  /**
   * Places orders over HTTP from cart items and an address the factories wrote (Kho Hà Nội), as
   * `fixtures.placeOrder` does without its requests for the cart and the address.
   */
  async function placeOrder(
    user: TestUser,
    items: CartItemSpec[] = [{}],
    options: Record<string, unknown> = { counting: false, woodenCrate: false, insurance: false },
  ): Promise<OrderJson[]> {
    const rows = await makeCartItems(ctx, user.id, items);
    const address = await makeAddress(ctx, user.id);
    const { hanoi } = await listWarehouses(ctx.app, user.auth);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/OrderOrdering',
      headers: user.auth,
      payload: { cartItemIds: rows.map((r) => r.id), addressId: address.id, vnWarehouseId: hanoi.id, options },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OrderJson[];
  }

  /** One cart item of the user, written by the factory. */
  async function cartItem(user: { id: number }, item: CartItemSpec = {}) {
    return (await makeCartItems(ctx, user.id, [item]))[0]!;
  }

  return { getOrder, transactions, moneyState, orderAt, placeOrder, cartItem };
}
