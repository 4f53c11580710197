/**
 * Withdrawals under concurrency (DESIGN.md §3.8): requests over one balance are checked one after
 * another under the customer's row lock, so holds never exceed the balance nor the day's maximum; a
 * cancel racing a reject releases the hold once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.ts';
import { type Auth, countRows, expectLedgerBalanced } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import {
  money,
  pendingWithdrawal,
  saveSettings,
  staffPost,
  usableAccount,
  withdraw,
} from './withdrawal.test-support.ts';

const ctx = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

describe('concurrent requests', () => {
  it('20 at once over one balance never hold more than the balance', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const account = await usableAccount(ctx, c.auth);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(ctx.app, c.auth, { bankAccountId: account, amountVnd: 150_000 })),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((x) => x === 'ok')).toHaveLength(6);
    expect(codes.filter((x) => x !== 'ok').every((x) => x === 'insufficient-balance')).toBe(true);
    expect(await money(ctx.app, c.auth)).toEqual({ available: 100_000, held: 900_000, wallet: 100_000 });
    await expectLedgerBalanced(ctx);
  });

  it("20 at once never pass the day's maximum", async () => {
    const c = await makeCustomer(ctx, { walletVnd: 5_000_000 });
    const account = await usableAccount(ctx, c.auth);
    await saveSettings(ctx.app, admin, { withdrawDailyMaxVnd: 1_000_000 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => withdraw(ctx.app, c.auth, { bankAccountId: account, amountVnd: 300_000 })),
      );
      const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
      expect(codes.filter((x) => x === 'ok')).toHaveLength(3);
      expect(codes.filter((x) => x !== 'ok').every((x) => x === 'withdraw-daily-limit-exceeded')).toBe(true);
      expect((await money(ctx.app, c.auth)).held).toBe(900_000);
    } finally {
      await saveSettings(ctx.app, admin, { withdrawDailyMaxVnd: 200_000_000 });
    }
  });
});

describe('cancel and reject at once', () => {
  it('release the hold exactly once, whichever wins, every time', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 2_000_000 });
    const account = await usableAccount(ctx, c.auth);
    for (let i = 0; i < 15; i++) {
      const w = await pendingWithdrawal(ctx.app, c.auth, account, 100_000);
      const [cancel, reject] = await Promise.all([
        ctx.app.inject({ method: 'POST', url: `/api/Wallet/Withdraw/${w.id}/Cancel`, headers: c.auth }),
        staffPost(ctx.app, admin, w.id, 'Reject', { reason: 'Thông tin tài khoản sai' }),
      ]);
      const ok = [cancel, reject].filter((r) => r.statusCode === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const r of [cancel, reject]) if (r.statusCode !== 200) expect(r.statusCode).toBe(409);
      expect(await countRows(ctx, 'journal_entries', 'idempotency_key = $1', [`withdrawal-cancelled:${w.id}`])).toBe(1);
    }
    expect(await money(ctx.app, c.auth)).toEqual({ available: 2_000_000, held: 0, wallet: 2_000_000 });
    await expectLedgerBalanced(ctx);
  });
});
