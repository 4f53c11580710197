/**
 * The factories build what the product would have built: a customer whose token the app accepts,
 * staff with their roles, an address and cart items the customer sees, and orders at each status
 * with the events and postings the HTTP path would have written (the ledger still balances).
 */
import { type PurchaseOrderStatus, purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { describe, expect, it } from 'vitest';
import {
  makeAddress,
  makeCartItems,
  makeCustomer,
  makePurchaseOrder,
  makeStaff,
  purchaseOrderPath,
  seededAdmin,
} from './factories.ts';
import { countRows, expectError, expectLedgerBalanced, getCart, type OrderJson, walletBalance } from './fixtures.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();

async function getOrder(auth: { authorization: string }, id: number): Promise<OrderJson> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/OrderOrdering/${id}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function transactionTypes(auth: { authorization: string }) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Transaction?pageSize=100', headers: auth });
  expect(res.statusCode).toBe(200);
  return (res.json().items as { type: string; amountVnd: number }[]).map((t) => [t.type, t.amountVnd]);
}

describe('customers and staff', () => {
  it('makes a customer whose token the app accepts, with the wallet funded by a recharge', async () => {
    const user = await makeCustomer(ctx, { walletVnd: 500_000 });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: user.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, fullName: user.fullName, walletBalanceVnd: 500_000 });
    expect(await transactionTypes(user.auth)).toEqual([['recharge', 500_000]]);
    expect(await countRows(ctx, 'recharges', "user_id = $1 and status = 'approved'", [user.id])).toBe(1);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(await walletBalance(ctx.app, (await makeCustomer(ctx)).auth)).toBe(0);
  });

  it('makes staff of a role: the role opens its screens, a customer is refused', async () => {
    const purchaser = await makeStaff(ctx, 'purchaser');
    const customer = await makeCustomer(ctx);
    const url = '/api/Admin/OrderOrdering';
    expect((await ctx.app.inject({ method: 'GET', url, headers: purchaser.auth })).statusCode).toBe(200);
    expectError(await ctx.app.inject({ method: 'GET', url, headers: customer.auth }), 403, 'forbidden');
  });

  it('makes addresses (the first is the default) and cart items the customer sees', async () => {
    const user = await makeCustomer(ctx);
    const first = await makeAddress(ctx, user.id);
    const second = await makeAddress(ctx, user.id, { receiverName: 'Lê Văn Nam' });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/Address', headers: user.auth })).json() as {
      id: number;
      isDefault: boolean;
      fullAddress: string;
    }[];
    expect(list.map((a) => [a.id, a.isDefault]).sort()).toEqual(
      [
        [first.id, true],
        [second.id, false],
      ].sort(),
    );
    expect(first.fullAddress).toBe(list.find((a) => a.id === first.id)!.fullAddress);
    const items = await makeCartItems(ctx, user.id, [{ shopName: 'Shop A' }, { shopName: 'Shop B', quantity: 5 }]);
    const cart = await getCart(ctx.app, user.auth);
    expect(cart.itemCount).toBe(2);
    expect(cart.shops.flatMap((s) => s.items.map((i) => [i.id, i.quantity])).sort()).toEqual(
      items.map((i) => [i.id, i.quantity]).sort(),
    );
  });
});

describe('purchase orders', () => {
  it('finds the way through the machine to each status, and refuses one placing cannot reach', () => {
    expect(purchaseOrderPath('awaiting_deposit')).toEqual(['awaiting_deposit']);
    expect(purchaseOrderPath('awaiting_customer_confirmation')).toEqual([
      'awaiting_deposit',
      'deposited',
      'purchasing',
      'awaiting_customer_confirmation',
    ]);
    expect(purchaseOrderPath('at_vn_warehouse')).toEqual([
      'awaiting_deposit',
      'deposited',
      'purchasing',
      'purchased',
      'seller_shipped',
      'at_cn_warehouse',
      'in_transit',
      'at_vn_warehouse',
    ]);
    expect(purchaseOrderPath('cancelled')).toEqual(['awaiting_deposit', 'cancelled']);
    expect(() => purchaseOrderPath('awaiting_quote')).toThrow(/cannot be reached/);
  });

  const reachable = purchaseOrderMachine.statuses.filter(
    (s): s is PurchaseOrderStatus => !['awaiting_quote', 'delivering', 'delivered', 'completed'].includes(s),
  );
  it.each(reachable)('builds an order at %s with its events and postings', async (status) => {
    const user = await makeCustomer(ctx);
    const admin = await seededAdmin(ctx);
    const row = await makePurchaseOrder(ctx, { customer: user, status, items: [{ unitPriceFen: 20_000 }] });
    const order = await getOrder(user.auth, row.id);
    const path = purchaseOrderPath(status);
    expect(order.status).toBe(status);
    expect(order.code).toMatch(/^MH\d{4}-\d{6}$/);
    expect(order.events.map((e) => e.toStatus)).toEqual(path);
    expect(order.events.map((e) => e.fromStatus)).toEqual([null, ...path.slice(0, -1)]);
    const byCustomer = order.events.filter((e) => e.actorName === user.fullName).map((e) => e.toStatus);
    expect(byCustomer).toEqual(path.filter((s) => s === 'awaiting_deposit' || s === 'deposited'));
    for (const e of order.events.filter((x) => !byCustomer.includes(x.toStatus)))
      expect(e.actorName).toBe(admin.fullName);
    const paid = path.includes('deposited') && status !== 'cancelled';
    expect(order.totals.paidVnd).toBe(paid ? order.totals.depositDueVnd : 0);
    expect(order.totals.depositDueVnd).toBeGreaterThan(0);
    expect(await walletBalance(ctx.app, user.auth)).toBe(0);
    expect(await transactionTypes(user.auth)).toEqual(
      paid
        ? [
            ['order_deposit', -order.totals.depositDueVnd],
            ['recharge', order.totals.depositDueVnd],
          ]
        : [],
    );
    await expectLedgerBalanced(ctx);
  });

  it('refunds the deposit when the steps cancel a deposited order; takes a deposit from the wallet when asked', async () => {
    const user = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const cancelled = await makePurchaseOrder(ctx, {
      customer: user,
      steps: ['deposited', 'cancelled'],
      depositFrom: 'wallet',
      note: 'Hết hàng',
    });
    const order = await getOrder(user.auth, cancelled.id);
    expect(order.status).toBe('cancelled');
    expect(order.events.at(-1)).toMatchObject({ fromStatus: 'deposited', toStatus: 'cancelled', note: 'Hết hàng' });
    const due = order.totals.depositDueVnd;
    expect((await transactionTypes(user.auth)).slice(0, 2)).toEqual([
      ['order_refund', due],
      ['order_deposit', -due],
    ]);
    expect(await walletBalance(ctx.app, user.auth)).toBe(1_000_000);

    const fromWallet = await makePurchaseOrder(ctx, { customer: user, status: 'purchasing', depositFrom: 'wallet' });
    expect(await walletBalance(ctx.app, user.auth)).toBe(1_000_000 - fromWallet.depositDueVnd);
    const poor = await makeCustomer(ctx);
    await expect(
      makePurchaseOrder(ctx, { customer: poor, status: 'deposited', depositFrom: 'wallet' }),
    ).rejects.toMatchObject({ code: 'insufficient-balance' });
    expect(await countRows(ctx, 'purchase_orders', 'user_id = $1', [poor.id])).toBe(0);
    await expect(makePurchaseOrder(ctx, { customer: user, status: 'delivering' })).rejects.toThrow(/full payment/);
    await expectLedgerBalanced(ctx);
  });
});
