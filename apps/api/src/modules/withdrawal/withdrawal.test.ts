/**
 * The customer's withdrawals (DESIGN.md §3.8): saved bank accounts and their waiting period, the
 * request that holds money at once within the settings' bounds, the list, and cancelling.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.ts';
import { type Auth, countRows, expectError, expectLedgerBalanced, newKey, query } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import {
  accountBody,
  addAccount,
  money,
  pendingWithdrawal,
  saveSettings,
  usableAccount,
  type WithdrawalJson,
  withdraw,
} from './withdrawal.test-support.ts';

const ctx = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

describe('saved bank accounts', () => {
  it('turns the holder name into capitals without accents and says when the account becomes usable', async () => {
    const c = await makeCustomer(ctx);
    const res = await addAccount(
      ctx.app,
      c.auth,
      accountBody({ accountNumber: '0123 456 789', accountName: ' trần thị  Đào ' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({
      bankBin: '970436',
      bankShortName: 'Vietcombank',
      accountNumber: '0123456789',
      accountName: 'TRAN THI DAO',
      usable: false,
    });
    expect(new Date(a.usableFrom).getTime() - new Date(a.createdAt).getTime()).toBe(24 * 3_600_000);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/Wallet/BankAccount', headers: c.auth });
    expect(list.json()).toEqual([a]);
  });

  it('refuses a bank off the VietQR list, a bad number or a name with other characters, writing nothing', async () => {
    const c = await makeCustomer(ctx);
    for (const bad of [
      accountBody({ bankBin: '999999' }),
      accountBody({ accountNumber: '12345' }),
      accountBody({ accountNumber: '12345678901234567890' }),
      accountBody({ accountNumber: '1234abcd' }),
      accountBody({ accountName: 'Nguyễn @ Văn' }),
      accountBody({ accountName: '' }),
      { bankBin: '970436' },
    ]) {
      const body = expectError(await addAccount(ctx.app, c.auth, bad), 400);
      expect(body.Message).not.toMatch(/Expected|Invalid/);
    }
    expect(await countRows(ctx, 'customer_bank_accounts', 'user_id = $1', [c.id])).toBe(0);
  });

  it('refuses the same account twice, and deleting one makes it unusable and lets it be added again', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const body = accountBody();
    const first = await addAccount(ctx.app, c.auth, body);
    expect(first.statusCode).toBe(200);
    expectError(await addAccount(ctx.app, c.auth, body), 409, 'withdraw-account-exists');
    const id = first.json().id as number;
    await query(ctx, `update customer_bank_accounts set created_at = now() - interval '25 hours' where id = $1`, [id]);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/Wallet/BankAccount/${id}`, headers: c.auth });
    expect(del.json()).toEqual({ ok: true });
    expectError(
      await withdraw(ctx.app, c.auth, { bankAccountId: id, amountVnd: 100_000 }),
      404,
      'withdraw-account-not-found',
    );
    expectError(await ctx.app.inject({ method: 'DELETE', url: `/api/Wallet/BankAccount/${id}`, headers: c.auth }), 404);
    expect((await addAccount(ctx.app, c.auth, body)).statusCode).toBe(200);
  });

  it("hides another customer's account: delete and withdraw answer 404", async () => {
    const owner = await makeCustomer(ctx);
    const other = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const id = await usableAccount(ctx, owner.auth);
    expectError(
      await ctx.app.inject({ method: 'DELETE', url: `/api/Wallet/BankAccount/${id}`, headers: other.auth }),
      404,
    );
    expectError(
      await withdraw(ctx.app, other.auth, { bankAccountId: id, amountVnd: 100_000 }),
      404,
      'withdraw-account-not-found',
    );
    expect(await countRows(ctx, 'withdrawals', 'user_id = $1', [other.id])).toBe(0);
  });
});

describe('asking to withdraw', () => {
  it('holds the amount at once: available drops, held rises, the ledger shows the hold', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const account = await usableAccount(ctx, c.auth);
    const w = await pendingWithdrawal(ctx.app, c.auth, account, 300_000);
    expect(w).toMatchObject({ status: 'pending', amountVnd: 300_000, memo: `RUT ${w.code}`, overdue: false });
    expect(w.code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    expect(await money(ctx.app, c.auth)).toEqual({ available: 700_000, held: 300_000, wallet: 700_000 });
    const tx = await ctx.app.inject({ method: 'GET', url: '/api/Transaction', headers: c.auth });
    expect(tx.json().items[0]).toMatchObject({ type: 'withdrawal', amountVnd: -300_000, balanceAfterVnd: 700_000 });
    await expectLedgerBalanced(ctx);
  });

  it('creates one request for a replay with the same Idempotency-Key, also when sent at once', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const account = await usableAccount(ctx, c.auth);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => withdraw(ctx.app, c.auth, { bankAccountId: account, amountVnd: 200_000 }, key)),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await countRows(ctx, 'withdrawals', 'user_id = $1', [c.id])).toBe(1);
    expect(await money(ctx.app, c.auth)).toMatchObject({ available: 800_000, held: 200_000 });
    expectError(
      await withdraw(ctx.app, c.auth, { bankAccountId: account, amountVnd: 100_000 }, key),
      422,
      'idempotency-key-reused',
    );
  });

  it('refuses more than the available money with the missing amount, writing nothing', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 150_000 });
    const account = await usableAccount(ctx, c.auth);
    const res = await withdraw(ctx.app, c.auth, { bankAccountId: account, amountVnd: 200_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'insufficient-balance', missingVnd: 50_000 });
    expect(res.json().Message).toContain('50.000');
    expect(await countRows(ctx, 'withdrawals', 'user_id = $1', [c.id])).toBe(0);
    expect(await money(ctx.app, c.auth)).toMatchObject({ available: 150_000, held: 0 });
  });

  it('refuses an account still in its waiting period, saying when it becomes usable; a setting of 0 hours lifts it', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const res = await addAccount(ctx.app, c.auth);
    const account = res.json();
    const refused = expectError(
      await withdraw(ctx.app, c.auth, { bankAccountId: account.id, amountVnd: 100_000 }),
      409,
      'withdraw-account-waiting',
    );
    expect(refused.Message).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    await saveSettings(ctx.app, admin, { withdrawAccountWaitHours: 0 });
    try {
      const list = await ctx.app.inject({ method: 'GET', url: '/api/Wallet/BankAccount', headers: c.auth });
      expect(list.json()[0]).toMatchObject({ id: account.id, usable: true });
      expect((await withdraw(ctx.app, c.auth, { bankAccountId: account.id, amountVnd: 100_000 })).statusCode).toBe(200);
    } finally {
      await saveSettings(ctx.app, admin, { withdrawAccountWaitHours: 24 });
    }
  });

  it('keeps each request within the minimum and maximum of the settings', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 200_000_000 });
    const account = await usableAccount(ctx, c.auth);
    const low = expectError(
      await withdraw(ctx.app, c.auth, { bankAccountId: account, amountVnd: 49_999 }),
      400,
      'withdraw-amount-below-min',
    );
    expect(low.Message).toContain('50.000');
    const high = expectError(
      await withdraw(ctx.app, c.auth, { bankAccountId: account, amountVnd: 100_000_001 }),
      400,
      'withdraw-amount-above-max',
    );
    expect(high.Message).toContain('100.000.000');
    await saveSettings(ctx.app, admin, { withdrawMinVnd: 20_000 });
    try {
      expect((await withdraw(ctx.app, c.auth, { bankAccountId: account, amountVnd: 20_000 })).statusCode).toBe(200);
    } finally {
      await saveSettings(ctx.app, admin, { withdrawMinVnd: 50_000 });
    }
  });

  it("keeps the day's total within the daily maximum; a cancelled request frees its share", async () => {
    const c = await makeCustomer(ctx, { walletVnd: 2_000_000 });
    const account = await usableAccount(ctx, c.auth);
    await saveSettings(ctx.app, admin, { withdrawDailyMaxVnd: 1_000_000 });
    try {
      const first = await pendingWithdrawal(ctx.app, c.auth, account, 700_000);
      const over = expectError(
        await withdraw(ctx.app, c.auth, { bankAccountId: account, amountVnd: 400_000 }),
        409,
        'withdraw-daily-limit-exceeded',
      );
      expect(over.Message).toContain('300.000');
      await pendingWithdrawal(ctx.app, c.auth, account, 300_000);
      const cancel = await ctx.app.inject({
        method: 'POST',
        url: `/api/Wallet/Withdraw/${first.id}/Cancel`,
        headers: c.auth,
      });
      expect(cancel.statusCode).toBe(200);
      await pendingWithdrawal(ctx.app, c.auth, account, 700_000);
      // Yesterday's requests (Vietnam's day) do not count.
      await query(ctx, `update withdrawals set created_at = now() - interval '2 days' where user_id = $1`, [c.id]);
      await pendingWithdrawal(ctx.app, c.auth, account, 100_000);
    } finally {
      await saveSettings(ctx.app, admin, { withdrawDailyMaxVnd: 200_000_000 });
    }
  });

  it('answers 400 in Vietnamese for malformed input and a missing key, writing nothing', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const account = await usableAccount(ctx, c.auth);
    for (const bad of [
      { bankAccountId: account },
      { bankAccountId: account, amountVnd: 100_000.5 },
      { bankAccountId: account, amountVnd: -5 },
      { bankAccountId: 'x', amountVnd: 100_000 },
      { bankAccountId: account, amountVnd: 100_000, note: 'x'.repeat(501) },
    ]) {
      expectError(await withdraw(ctx.app, c.auth, bad as never), 400);
    }
    const noKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/Wallet/Withdraw',
      headers: c.auth,
      payload: { bankAccountId: account, amountVnd: 100_000 },
    });
    expectError(noKey, 400, 'idempotency-key-required');
    expect(await countRows(ctx, 'withdrawals', 'user_id = $1', [c.id])).toBe(0);
  });
});

describe('the list, one request, cancelling', () => {
  it("lists the customer's own requests only; another customer's answers 404", async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const other = await makeCustomer(ctx);
    const account = await usableAccount(ctx, c.auth);
    const a = await pendingWithdrawal(ctx.app, c.auth, account, 100_000);
    const b = await pendingWithdrawal(ctx.app, c.auth, account, 200_000);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/Wallet/Withdraw?pageSize=10', headers: c.auth });
    expect(list.json()).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(
      list
        .json()
        .items.map((w: WithdrawalJson) => w.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect(list.json().items[0].customer).toBeUndefined();
    const one = await ctx.app.inject({ method: 'GET', url: `/api/Wallet/Withdraw/${a.id}`, headers: c.auth });
    expect(one.json()).toMatchObject({ id: a.id, status: 'pending' });
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/Wallet/Withdraw/${a.id}`, headers: other.auth }),
      404,
      'withdrawal-not-found',
    );
    expectError(
      await ctx.app.inject({ method: 'POST', url: `/api/Wallet/Withdraw/${a.id}/Cancel`, headers: other.auth }),
      404,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/Wallet/Withdraw', headers: other.auth })).json().total,
    ).toBe(0);
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Wallet/Withdraw?status=paid2', headers: c.auth }),
      400,
    );
  });

  it('cancelling a pending request gives the money back once; a second cancel answers it unchanged', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const account = await usableAccount(ctx, c.auth);
    const w = await pendingWithdrawal(ctx.app, c.auth, account, 400_000);
    const cancel = () =>
      ctx.app.inject({ method: 'POST', url: `/api/Wallet/Withdraw/${w.id}/Cancel`, headers: c.auth });
    expect((await cancel()).json()).toMatchObject({ status: 'cancelled' });
    expect((await cancel()).json()).toMatchObject({ status: 'cancelled' });
    expect(await money(ctx.app, c.auth)).toMatchObject({ available: 1_000_000, held: 0 });
    expect(await countRows(ctx, 'journal_entries', 'idempotency_key = $1', [`withdrawal-cancelled:${w.id}`])).toBe(1);
    await expectLedgerBalanced(ctx);
  });

  it('cannot cancel once staff approved it', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const account = await usableAccount(ctx, c.auth);
    const w = await pendingWithdrawal(ctx.app, c.auth, account, 400_000);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/Admin/Withdraw/${w.id}/Approve`, headers: admin })).statusCode,
    ).toBe(200);
    expectError(
      await ctx.app.inject({ method: 'POST', url: `/api/Wallet/Withdraw/${w.id}/Cancel`, headers: c.auth }),
      409,
      'withdrawal-not-pending',
    );
    expect(await money(ctx.app, c.auth)).toMatchObject({ available: 600_000, held: 400_000 });
  });
});
