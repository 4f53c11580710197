/**
 * Decision 0084: a posting whose idempotency key was already posted moves no money, so a business
 * flow must not go on to count it (raise or lower an order's `paid_vnd`) as if it had. `postNew`
 * stops the flow with 409 `posting-replayed` and the caller's transaction writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { transaction } from '../../lib/db/transaction.ts';
import { creditWallet, makeCustomer } from '../../test/factories.ts';
import { deposit, expectError, expectLedgerBalanced, newKey, query, walletBalance } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { purchaseOrderKit } from '../../test/purchase-order-kit.ts';
import { post, postings, postNew } from './ledger.service.ts';

const ctx = useTestApp();
const { placeOrder } = purchaseOrderKit(ctx);

async function paidOf(orderId: number): Promise<number> {
  const [row] = await query<{ paid: string }>(ctx, 'select paid_vnd::text as paid from purchase_orders where id = $1', [
    orderId,
  ]);
  return Number(row!.paid);
}

describe('a replayed posting stops the business flow', () => {
  it('a second deposit whose posting replays (same ledger key) counts paid_vnd once', async () => {
    const user = await makeCustomer(ctx);
    const [order] = await placeOrder(user);
    const due = order!.totals.depositDueVnd;
    await creditWallet(ctx, user.id, due * 2);
    const first = await deposit(ctx.app, user.auth, order!.id, newKey());
    expect(first.statusCode, first.body).toBe(200);
    expect(await paidOf(order!.id)).toBe(due);
    // The order is put back to awaiting a deposit (as a faulty step or a restored row would): paying
    // again under a new request key posts `order-deposit:{id}` again, which the ledger replays.
    await query(ctx, `update purchase_orders set status = 'awaiting_deposit' where id = $1`, [order!.id]);
    expectError(await deposit(ctx.app, user.auth, order!.id, newKey()), 409, 'posting-replayed');
    expect(await paidOf(order!.id)).toBe(due);
    expect(await walletBalance(ctx.app, user.auth)).toBe(due);
    const [status] = await query<{ status: string }>(ctx, 'select status from purchase_orders where id = $1', [
      order!.id,
    ]);
    expect(status!.status).toBe('awaiting_deposit');
    await expectLedgerBalanced(ctx);
  });

  it('postNew answers a fresh posting and refuses its replay; post() still answers the replay', async () => {
    const user = await makeCustomer(ctx);
    await creditWallet(ctx, user.id, 100_000);
    const posting = postings.adjustment({
      userId: user.id,
      amountVnd: -1_000,
      reason: 'Kiểm tra',
      requestKey: newKey(),
      actor: { userId: user.id },
    });
    const entryId = await transaction(ctx.database.db, (tx) => postNew(tx, posting));
    expect(entryId).toBeGreaterThan(0);
    await expect(transaction(ctx.database.db, (tx) => postNew(tx, posting))).rejects.toMatchObject({
      code: 'posting-replayed',
    });
    const replay = await transaction(ctx.database.db, (tx) => post(tx, posting));
    expect(replay).toEqual({ entryId, replayed: true });
    expect(await walletBalance(ctx.app, user.auth)).toBe(99_000);
  });
});
