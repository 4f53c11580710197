/**
 * Purchase orders under concurrency: deposits racing on one wallet, placements racing for the same
 * cart items, and requests racing with one idempotency key.
 */
import { describe, expect, it } from 'vitest';
import { creditWallet, makeAddress, makeCustomer } from '../../test/factories.ts';
import {
  countRows,
  deposit,
  expectError,
  expectLedgerBalanced,
  getCart,
  listWarehouses,
  newKey,
  walletBalance,
} from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { purchaseOrderKit } from '../../test/purchase-order-kit.ts';

const ctx = useTestApp();
const { getOrder, transactions, placeOrder, cartItem } = purchaseOrderKit(ctx);

describe('concurrency', () => {
  it('50 concurrent deposits on one wallet holding K deposits: exactly K succeed, never overdrawn, ledger balanced', async () => {
    const user = await makeCustomer(ctx);
    const N = 50;
    const K = 7;
    const items = Array.from({ length: N }, (_, i) => ({
      shopName: `Shop đồng thời ${i + 1}`,
      unitPriceFen: 10_000,
      quantity: 1,
    }));
    const orders = await placeOrder(user, items);
    expect(orders).toHaveLength(N);
    const due = orders[0]!.totals.depositDueVnd;
    for (const o of orders) expect(o.totals.depositDueVnd).toBe(due);
    // Enough for K deposits and most of one more.
    const recharge = K * due + (due - 1);
    await creditWallet(ctx, user.id, recharge);

    const results = await Promise.all(orders.map((o) => deposit(ctx.app, user.auth, o.id)));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(K);
    for (const r of refused) expectError(r, 409, 'insufficient-balance');

    const balance = await walletBalance(ctx.app, user.auth);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(recharge - K * due);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/OrderOrdering?status=deposited&pageSize=100',
      headers: user.auth,
    });
    expect(list.json().total).toBe(K);
    const deposits = (await transactions(user.auth)).items.filter((t) => t.type === 'order_deposit');
    expect(deposits).toHaveLength(K);
    // Each entry's balance-after is one step of the serialised sequence.
    expect(deposits.map((t) => t.balanceAfterVnd).sort((a, b) => b - a)).toEqual(
      Array.from({ length: K }, (_, i) => recharge - (i + 1) * due),
    );
    await expectLedgerBalanced(ctx);
  });

  it('10 concurrent placements of the same cart items create one order; the rest find the items gone (404)', async () => {
    const user = await makeCustomer(ctx);
    const a = await cartItem(user, { shopName: 'Shop Đua' });
    const b = await cartItem(user, { shopName: 'Shop Đua', title: 'Món thứ hai' });
    const address = await makeAddress(ctx, user.id);
    const { hanoi } = await listWarehouses(ctx.app, user.auth);
    const payload = { cartItemIds: [a.id, b.id], addressId: address.id, vnWarehouseId: hanoi.id };
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({ method: 'POST', url: '/api/OrderOrdering', headers: user.auth, payload }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expectError(r, 404, 'cart-item-not-found');
    expect(await countRows(ctx, 'purchase_orders', 'user_id = $1', [user.id])).toBe(1);
    expect(ok[0]!.json()[0].lines).toHaveLength(2);
    expect((await getCart(ctx.app, user.auth)).itemCount).toBe(0);
  });

  it('20 concurrent requests with the same key post once and all get the same answer', async () => {
    const user = await makeCustomer(ctx);
    const [order] = await placeOrder(user);
    const due = order!.totals.depositDueVnd;
    await creditWallet(ctx, user.id, 3 * due);
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => deposit(ctx.app, user.auth, order!.id, key)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    for (const r of results) expect(r.body).toBe(results[0]!.body);
    expect(results[0]!.json().status).toBe('deposited');
    expect(await walletBalance(ctx.app, user.auth)).toBe(2 * due);
    expect((await transactions(user.auth)).items.filter((t) => t.type === 'order_deposit')).toHaveLength(1);
    expect((await getOrder(user.auth, order!.id)).events.filter((e) => e.toStatus === 'deposited')).toHaveLength(1);
    await expectLedgerBalanced(ctx);
  });
});
