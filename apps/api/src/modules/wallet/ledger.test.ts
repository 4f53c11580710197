/**
 * The ledger's posting (ledger.service.ts) on the real database: only customer wallets are locked
 * and updated; system accounts keep no balance on their row and are summed from their lines; two
 * customers' deposits do not wait for each other; posting outside lib/db/transaction.ts is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../lib/db/transaction.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import {
  type Auth,
  deposit,
  expectLedgerBalanced,
  fundWallet,
  placeOrder,
  query,
  walletBalance,
} from '../../test/fixtures.ts';
import { loginAdmin, registerCustomer, useTestApp } from '../../test/helpers.ts';
import { post, postings, systemBalances } from './ledger.service.ts';

const ctx = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

/** A customer with one order awaiting its deposit and exactly that deposit in the wallet. */
async function customerWithOrder() {
  const user = await registerCustomer(ctx.app);
  const [order] = await placeOrder(ctx.app, user.auth);
  await fundWallet(ctx.app, user.auth, admin, order!.totals.depositDueVnd);
  return { user, order: { ...order!, userId: user.id } };
}

async function systemRows() {
  return query<{ code: string; balance: string | null; version: string }>(
    ctx,
    `select code, balance_vnd::text as balance, xmin::text as version from ledger_accounts
      where kind <> 'customer_wallet' order by code`,
  );
}

describe('system accounts', () => {
  it('are never updated by a posting: no balance on their row or their lines; the sums say it', async () => {
    const before = await systemRows();
    const balancesBefore = await systemBalances(ctx.database.db);
    const { user, order } = await customerWithOrder();
    expect((await deposit(ctx.app, user.auth, order.id)).statusCode).toBe(200);

    // Same row versions: no UPDATE (hence no row lock) on a system account.
    expect(await systemRows()).toEqual(before);
    for (const row of before) expect(row.balance).toBeNull();
    const systemLines = await query(
      ctx,
      `select l.id from journal_lines l join ledger_accounts a on a.id = l.account_id
        where a.kind <> 'customer_wallet' and l.balance_after_vnd is not null`,
    );
    expect(systemLines).toEqual([]);

    const due = order.totals.depositDueVnd;
    const balancesAfter = await systemBalances(ctx.database.db);
    expect(balancesAfter.bankClearing - balancesBefore.bankClearing).toBe(-due);
    expect(balancesAfter.orderPrepayments - balancesBefore.orderPrepayments).toBe(due);
    const [sum] = await query<{ s: string }>(
      ctx,
      `select coalesce(sum(l.amount_vnd), 0)::text as s from journal_lines l
         join ledger_accounts a on a.id = l.account_id where a.code = 'SYS_ORDER_PREPAYMENTS'`,
    );
    expect(balancesAfter.orderPrepayments).toBe(Number(sum!.s));
    await expectLedgerBalanced(ctx);
  });

  it('a wallet row refuses a missing balance, a system row refuses one (CHECK)', async () => {
    await expect(
      query(ctx, `update ledger_accounts set balance_vnd = 0 where code = 'SYS_ORDER_PREPAYMENTS'`),
    ).rejects.toThrow(/balance_on_wallets_only/);
    const user = await registerCustomer(ctx.app);
    await expect(
      query(ctx, 'update ledger_accounts set balance_vnd = null where user_id = $1', [user.id]),
    ).rejects.toThrow(/balance_on_wallets_only/);
    await expect(
      query(ctx, 'update ledger_accounts set balance_vnd = -1 where user_id = $1', [user.id]),
    ).rejects.toThrow(/wallet_never_negative/);
  });
});

describe('parallel deposits', () => {
  it("a deposit held open does not hold up another customer's deposit", async () => {
    const a = await customerWithOrder();
    const b = await customerWithOrder();
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let posted!: () => void;
    const holding = new Promise<void>((r) => {
      posted = r;
    });
    // A's deposit posted and its transaction left open (then rolled back).
    const held = transaction(ctx.database.db, async (tx) => {
      await post(
        tx,
        postings.orderDeposit({
          order: a.order,
          amountVnd: a.order.totals.depositDueVnd,
          actor: { userId: a.user.id },
        }),
      );
      posted();
      await gate;
      throw new Error('rolled back on purpose');
    });
    try {
      await holding;
      const outcome = await Promise.race([
        deposit(ctx.app, b.user.auth, b.order.id),
        new Promise<'blocked'>((r) => setTimeout(() => r('blocked'), 5_000)),
      ]);
      expect(outcome === 'blocked' ? outcome : outcome.statusCode).toBe(200);
    } finally {
      release();
      await expect(held).rejects.toThrow('rolled back on purpose');
    }
    expect(await walletBalance(ctx.app, a.user.auth)).toBe(a.order.totals.depositDueVnd);
    expect(await walletBalance(ctx.app, b.user.auth)).toBe(0);
    await expectLedgerBalanced(ctx);
  });
});

/**
 * What the deposit service writes beside its posting: the order's `paid_vnd` (the ledger check,
 * decision 0085, compares the two). These tests post by hand to test `post()` itself.
 */
async function paidOnOrder(orderId: number, amountVnd: number) {
  await query(ctx, 'update purchase_orders set paid_vnd = paid_vnd + $2 where id = $1', [orderId, amountVnd]);
}

describe('post()', () => {
  it('replays a posted key without writing, and refuses an overdraft with nothing written', async () => {
    const { user, order } = await customerWithOrder();
    const due = order.totals.depositDueVnd;
    const posting = postings.orderDeposit({ order, amountVnd: due, actor: { userId: user.id } });
    const first = await transaction(ctx.database.db, (tx) => post(tx, posting));
    const again = await transaction(ctx.database.db, (tx) => post(tx, posting));
    await paidOnOrder(order.id, due);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ entryId: first.entryId, replayed: true });
    expect(await walletBalance(ctx.app, user.auth)).toBe(0);

    // The wallet is empty now: any debit overdraws it.
    const overdraft = postings.adjustment({
      userId: user.id,
      amountVnd: -1,
      reason: 'Thử',
      requestKey: `od-${user.id}`,
      actor: { userId: user.id },
    });
    const error = await transaction(ctx.database.db, (tx) => post(tx, overdraft)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('insufficient-balance');
    expect(
      await query(ctx, 'select id from journal_entries where idempotency_key = $1', [overdraft.idempotencyKey]),
    ).toEqual([]);
    await expectLedgerBalanced(ctx);
  });

  it('records one journal_entry.posted domain event per wallet in the same transaction, none on a replay', async () => {
    const { user, order } = await customerWithOrder();
    const posting = postings.orderDeposit({ order, amountVnd: order.totals.depositDueVnd, actor: { userId: user.id } });
    const { entryId } = await transaction(ctx.database.db, (tx) => post(tx, posting));
    await transaction(ctx.database.db, (tx) => post(tx, posting));
    await paidOnOrder(order.id, order.totals.depositDueVnd);
    const events = await query<{ type: string; user_id: number; payload: Record<string, unknown> }>(
      ctx,
      `select type, user_id, payload from domain_events where subject_type = 'journal_entry' and subject_id = $1`,
      [entryId],
    );
    expect(events).toEqual([
      {
        type: 'journal_entry.posted',
        user_id: user.id,
        payload: {
          entryType: 'order_deposit',
          amountVnd: order.totals.depositDueVnd,
          idempotencyKey: posting.idempotencyKey,
        },
      },
    ]);
  });

  it('must run inside transaction(): a raw transaction handle is refused before anything is written', async () => {
    const user = await registerCustomer(ctx.app);
    const posting = postings.adjustment({
      userId: user.id,
      amountVnd: 5,
      reason: 'Thử',
      requestKey: `raw-${user.id}`,
      actor: { userId: user.id },
    });
    await expect(ctx.database.db.transaction((tx) => post(tx, posting))).rejects.toThrow(/transaction\(\)/);
    expect(
      await query(ctx, 'select id from journal_entries where idempotency_key = $1', [posting.idempotencyKey]),
    ).toEqual([]);
  });
});
