/**
 * /api/OrderOrdering/:id/Deposit: paying the deposit from the wallet (idempotent on the key, never
 * overdrawn, nothing written when refused). Customers, orders and recharges come from the factories.
 */
import { describe, expect, it } from 'vitest';
import { creditWallet, makeCustomer } from '../../test/factories.ts';
import {
  countRows,
  deposit,
  expectError,
  expectLedgerBalanced,
  newKey,
  type OrderJson,
  walletBalance,
} from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { purchaseOrderKit } from '../../test/purchase-order-kit.ts';

const ctx = useTestApp();
const { getOrder, transactions, moneyState, placeOrder } = purchaseOrderKit(ctx);

describe('deposit', () => {
  it('requires an Idempotency-Key (400) and writes nothing without one', async () => {
    const user = await makeCustomer(ctx);
    const [order] = await placeOrder(user);
    await creditWallet(ctx, user.id, order!.totals.depositDueVnd);
    const before = await moneyState(user, order!.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/OrderOrdering/${order!.id}/Deposit`,
      headers: user.auth,
    });
    expect(expectError(res, 400, 'idempotency-key-required').Message).toBe(
      'Thiếu khóa chống trùng lặp (Idempotency-Key)',
    );
    expectError(await deposit(ctx.app, user.auth, order!.id, 'short'), 400, 'idempotency-key-required');
    expect(await moneyState(user, order!.id)).toEqual(before);
  });

  it('refuses with 409 insufficient-balance and writes nothing; the same key works once the wallet is topped up', async () => {
    const user = await makeCustomer(ctx);
    const [order] = await placeOrder(user);
    const due = order!.totals.depositDueVnd;
    await creditWallet(ctx, user.id, due - 1);
    const before = await moneyState(user, order!.id);
    const key = newKey();

    const res = expectError(await deposit(ctx.app, user.auth, order!.id, key), 409, 'insufficient-balance');
    expect(res.Message).toBe('Số dư ví không đủ, vui lòng nạp thêm tiền');
    expect(await moneyState(user, order!.id)).toEqual(before);
    expect(before.balance).toBe(due - 1);
    expect(before.order.status).toBe('awaiting_deposit');

    await creditWallet(ctx, user.id, 10_000);
    const ok = await deposit(ctx.app, user.auth, order!.id, key);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await walletBalance(ctx.app, user.auth)).toBe(9_999);
  });

  it('pays from the wallet after an approved recharge: deposited, debited, an order_deposit entry', async () => {
    const user = await makeCustomer(ctx);
    const [order] = await placeOrder(user);
    const due = order!.totals.depositDueVnd;
    const topUp = due + 123_456;
    await creditWallet(ctx, user.id, topUp);
    expect(await walletBalance(ctx.app, user.auth)).toBe(topUp);

    const res = await deposit(ctx.app, user.auth, order!.id);
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json() as OrderJson;
    expect(paid.status).toBe('deposited');
    expect(paid.totals).toMatchObject({ paidVnd: due, remainingVnd: paid.totals.totalVnd - due, depositDueVnd: due });
    expect(paid).toMatchObject({ canDeposit: false, canCancel: true });
    expect(paid.events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'awaiting_deposit'],
      ['awaiting_deposit', 'deposited'],
    ]);
    expect(await walletBalance(ctx.app, user.auth)).toBe(123_456);

    const tx = await transactions(user.auth);
    expect(tx.total).toBe(2);
    expect(tx.items[0]).toMatchObject({ type: 'order_deposit', amountVnd: -due, balanceAfterVnd: 123_456 });
    expect(tx.items[0]!.description).toContain(order!.code);
    expect(tx.items[0]!.code).toMatch(/^GD[0-9A-Z]{8}$/);
    expect(tx.items[1]).toMatchObject({ type: 'recharge', amountVnd: topUp, balanceAfterVnd: topUp });

    // A second deposit on the paid order (new key) is refused and changes nothing.
    const before = await moneyState(user, order!.id);
    expectError(await deposit(ctx.app, user.auth, order!.id), 409, 'invalid-status-transition');
    expect(await moneyState(user, order!.id)).toEqual(before);
    await expectLedgerBalanced(ctx);
  });

  it('answers a replayed key with the first answer and debits once; the key on another order is 422', async () => {
    const user = await makeCustomer(ctx);
    const orders = await placeOrder(user, [{ shopName: 'Shop Một' }, { shopName: 'Shop Hai' }]);
    const [first, second] = orders as [OrderJson, OrderJson];
    await creditWallet(ctx, user.id, first.totals.depositDueVnd + second.totals.depositDueVnd);
    const key = newKey();

    const a = await deposit(ctx.app, user.auth, first.id, key);
    expect(a.statusCode).toBe(200);
    const b = await deposit(ctx.app, user.auth, first.id, key);
    expect(b.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(await walletBalance(ctx.app, user.auth)).toBe(second.totals.depositDueVnd);
    expect((await transactions(user.auth)).items.filter((t) => t.type === 'order_deposit')).toHaveLength(1);

    const before = await moneyState(user, second.id);
    const reused = expectError(await deposit(ctx.app, user.auth, second.id, key), 422, 'idempotency-key-reused');
    expect(reused.Message).toBe('Khóa chống trùng lặp đã được dùng cho một yêu cầu khác');
    expect(await moneyState(user, second.id)).toEqual(before);
    expect((await getOrder(user.auth, second.id)).status).toBe('awaiting_deposit');

    // Keys belong to their customer: another customer may use the same string.
    const other = await makeCustomer(ctx);
    const [otherOrder] = await placeOrder(other);
    await creditWallet(ctx, other.id, otherOrder!.totals.depositDueVnd);
    expect((await deposit(ctx.app, other.auth, otherOrder!.id, key)).statusCode).toBe(200);
  });

  it("answers 404 for another customer's order and writes nothing", async () => {
    const owner = await makeCustomer(ctx);
    const [order] = await placeOrder(owner);
    const intruder = await makeCustomer(ctx);
    await creditWallet(ctx, intruder.id, order!.totals.depositDueVnd);
    const before = await moneyState(intruder, (await placeOrder(intruder))[0]!.id);
    expectError(await deposit(ctx.app, intruder.auth, order!.id), 404, 'not-found');
    expect(await walletBalance(ctx.app, intruder.auth)).toBe(before.balance);
    expect(await countRows(ctx, 'idempotency_keys', 'user_id = $1', [intruder.id])).toBe(before.idempotencyKeys);
    expect((await getOrder(owner.auth, order!.id)).status).toBe('awaiting_deposit');
  });
});
