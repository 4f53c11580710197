/**
 * The two notification services' webhooks end to end through inject(): a transfer carrying a pending
 * recharge's memo for its amount credits the wallet at once; anything else waits in the review
 * queue with its reason; forged and malformed notifications write nothing; a notification delivered
 * ten times at once credits once; an outgoing `RUT {code}` pays an approved withdrawal.
 */
import { formatVnd } from '@app/shared/money';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeCustomer, type TestUser } from '../../test/factories.ts';
import { type Auth, countRows, expectError, expectLedgerBalanced, query, walletBalance } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import {
  cassoBody,
  makeApprovedWithdrawal,
  sendCasso,
  sendSepay,
  sepayBody,
  webhookEnv,
} from './bank-transfer.test-support.ts';

const ctx = useTestApp(webhookEnv);
const unconfigured = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

type RechargeJson = {
  id: number;
  code: string;
  memo: string;
  amountVnd: number;
  receivedVnd: number | null;
  status: string;
  note: string;
};

async function pendingRecharge(customer: TestUser, amountVnd: number): Promise<RechargeJson> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Wallet/Recharge',
    headers: customer.auth,
    payload: { amountVnd },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function rechargeOf(customer: TestUser, id: number): Promise<RechargeJson> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Wallet/Recharge', headers: customer.auth });
  return (res.json().items as RechargeJson[]).find((r) => r.id === id)!;
}

async function transferRow(providerTransactionId: number | string) {
  const [row] = await query<{
    status: string;
    unmatched_reason: string;
    recharge_id: number | null;
    withdrawal_id: number | null;
  }>(
    ctx,
    'select status, unmatched_reason, recharge_id, withdrawal_id from bank_transfers where provider_transaction_id = $1',
    [String(providerTransactionId)],
  );
  return row;
}

describe('a transfer carrying a pending recharge memo for its amount', () => {
  it('SePay (HMAC): the wallet is credited at once and the recharge shows Đã duyệt', async () => {
    const customer = await makeCustomer(ctx);
    const r = await pendingRecharge(customer, 250_000);
    const body = sepayBody({
      transferAmount: 250_000,
      content: `MBVCB.1234567.NAP${r.code}.CT tu 0987654321 TRAN THI MAI`,
    });
    const res = await sendSepay(ctx.app, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect(await walletBalance(ctx.app, customer.auth)).toBe(250_000);
    expect(await rechargeOf(customer, r.id)).toMatchObject({ status: 'approved', receivedVnd: 250_000 });
    expect(await transferRow(body.id)).toMatchObject({ status: 'matched', recharge_id: r.id, unmatched_reason: '' });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/Admin/BankTransfer?status=matched', headers: admin });
    const item = (list.json().items as { providerTransactionId: string }[]).find(
      (t) => t.providerTransactionId === String(body.id),
    );
    expect(item).toMatchObject({
      status: 'matched',
      recharge: { id: r.id, code: r.code },
      customer: { id: customer.id, fullName: customer.fullName },
      amountVnd: 250_000,
    });
    await expectLedgerBalanced(ctx);
  });

  it('SePay with the API key and a lower-case memo with words after it', async () => {
    const customer = await makeCustomer(ctx);
    const r = await pendingRecharge(customer, 120_000);
    const res = await sendSepay(
      ctx.app,
      sepayBody({ transferAmount: 120_000, content: `nap ${r.code.toLowerCase()} chuyen tien` }),
      'apikey',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(120_000);
  });

  it('Casso v2 (X-Casso-Signature): credited at once', async () => {
    const customer = await makeCustomer(ctx);
    const r = await pendingRecharge(customer, 300_000);
    const body = cassoBody({ amount: 300_000, description: `IBFT ${r.memo} FT24332` });
    const res = await sendCasso(ctx.app, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await walletBalance(ctx.app, customer.auth)).toBe(300_000);
    expect(await transferRow(body.data.id)).toMatchObject({ status: 'matched', recharge_id: r.id });
  });

  it('the same notification ten times at once credits once and answers success each time', async () => {
    const customer = await makeCustomer(ctx);
    const r = await pendingRecharge(customer, 500_000);
    const body = sepayBody({ transferAmount: 500_000, content: `NAP ${r.code}` });
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendSepay(ctx.app, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await walletBalance(ctx.app, customer.auth)).toBe(500_000);
    expect(await countRows(ctx, 'bank_transfers', 'provider_transaction_id = $1', [String(body.id)])).toBe(1);
    expect(await countRows(ctx, 'journal_entries', 'idempotency_key = $1', [`recharge:${r.id}`])).toBe(1);

    const casso = cassoBody({ amount: 10_000, description: 'không có mã' });
    const again = await Promise.all(Array.from({ length: 10 }, () => sendCasso(ctx.app, casso)));
    expect(again.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(
      await countRows(ctx, 'bank_transfers', "provider = 'casso' and provider_transaction_id = $1", [
        String(casso.data.id),
      ]),
    ).toBe(1);
    await expectLedgerBalanced(ctx);
  });
});

describe('what waits in the review queue, with its reason', () => {
  it('a different amount: nothing credited, the recharge stays pending', async () => {
    const customer = await makeCustomer(ctx);
    const r = await pendingRecharge(customer, 200_000);
    const body = sepayBody({ transferAmount: 190_000, content: `NAP ${r.code}` });
    expect((await sendSepay(ctx.app, body)).statusCode).toBe(200);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);
    expect((await rechargeOf(customer, r.id)).status).toBe('pending');
    const row = await transferRow(body.id);
    expect(row).toMatchObject({ status: 'unmatched', recharge_id: null });
    expect(row!.unmatched_reason).toBe(
      `Số tiền chuyển ${formatVnd(190_000)} khác số tiền yêu cầu ${formatVnd(200_000)} của ${r.code}`,
    );
  });

  it('an unknown memo, no memo, or a recharge no longer pending', async () => {
    const a = sepayBody({ content: 'NAP ZZZZZZ' });
    const b = sepayBody({ content: 'tra tien an trua' });
    for (const body of [a, b]) expect((await sendSepay(ctx.app, body)).statusCode).toBe(200);
    expect((await transferRow(a.id))!.unmatched_reason).toBe('Không có yêu cầu nạp tiền mã ZZZZZZ');
    expect((await transferRow(b.id))!.unmatched_reason).toBe('Nội dung chuyển khoản không có mã nạp tiền (NAP …)');

    const customer = await makeCustomer(ctx);
    const r = await pendingRecharge(customer, 100_000);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/Recharge/${r.id}/Cancel`,
      headers: admin,
      payload: { note: 'Khách hủy' },
    });
    const c = sepayBody({ transferAmount: 100_000, content: `NAP ${r.code}` });
    await sendSepay(ctx.app, c);
    expect((await transferRow(c.id))!.unmatched_reason).toBe(`Yêu cầu nạp tiền ${r.code} không còn chờ duyệt (Đã hủy)`);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);
  });

  it('money into another account than the active one', async () => {
    const customer = await makeCustomer(ctx);
    const r = await pendingRecharge(customer, 100_000);
    const body = sepayBody({ transferAmount: 100_000, content: `NAP ${r.code}`, accountNumber: '9999999999' });
    await sendSepay(ctx.app, body);
    expect((await transferRow(body.id))!.unmatched_reason).toBe(
      'Tiền vào tài khoản 9999999999, không phải tài khoản đang nhận nạp tiền',
    );
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);
  });
});

describe('refused notifications write nothing', () => {
  it('forged SePay and Casso notifications: 401', async () => {
    const customer = await makeCustomer(ctx);
    const r = await pendingRecharge(customer, 100_000);
    const before = await countRows(ctx, 'bank_transfers');
    const forgedSepay = sepayBody({ transferAmount: 100_000, content: `NAP ${r.code}` });
    expectError(await sendSepay(ctx.app, forgedSepay, 'forged'), 401, 'bank-webhook-unauthorized');
    expectError(await sendSepay(ctx.app, forgedSepay, 'none'), 401, 'bank-webhook-unauthorized');
    expectError(
      await sendCasso(ctx.app, cassoBody({ amount: 100_000, description: r.memo }), 'forged'),
      401,
      'bank-webhook-unauthorized',
    );
    expect(await countRows(ctx, 'bank_transfers')).toBe(before);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);
  });

  it("a refused notification is logged with the sender's address", async () => {
    // With the logger off (tests), every request's logger is the app's own: a spy on it sees the line.
    const warn = vi.spyOn(ctx.app.log, 'warn');
    try {
      await sendSepay(ctx.app, sepayBody(), 'forged');
      expect(warn).toHaveBeenCalledWith(
        { provider: 'sepay', remoteAddress: '127.0.0.1' },
        'bank notification refused: bad key or signature',
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('a body that is not a notification: 400, nothing written', async () => {
    const before = await countRows(ctx, 'bank_transfers');
    expectError(await sendSepay(ctx.app, '{"hello":"world"}'), 400, 'validation-error');
    expectError(await sendSepay(ctx.app, 'not json'), 400, 'validation-error');
    expectError(await sendCasso(ctx.app, { error: 0, data: [] }), 400, 'validation-error');
    expect(await countRows(ctx, 'bank_transfers')).toBe(before);
  });

  it('a provider not configured: 404', async () => {
    expectError(await sendSepay(unconfigured.app, sepayBody()), 404, 'not-found');
    expectError(await sendCasso(unconfigured.app, cassoBody()), 404, 'not-found');
  });
});

describe('an outgoing transfer carrying RUT {code}', () => {
  it('marks the approved withdrawal paid with the bank reference', async () => {
    const customer = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const w = await makeApprovedWithdrawal(ctx, customer.id, 400_000);
    const held = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: customer.auth })).json().heldVnd;
    // Read once, so the customer's profile is cached with the hold.
    expect(await held()).toBe(400_000);
    const body = sepayBody({
      transferType: 'out',
      transferAmount: 400_000,
      content: `RUT ${w.code} chuyen tien`,
      referenceCode: 'FT24RUT001',
    });
    expect((await sendSepay(ctx.app, body)).statusCode).toBe(200);
    // The wallet does not move when a hold is paid out: the withdrawal's own change reaches the cache.
    await expect.poll(held, { timeout: 3_000 }).toBe(0);
    const [row] = await query<{ status: string; bank_reference: string; paid_at: Date | null }>(
      ctx,
      'select status, bank_reference, paid_at from withdrawals where id = $1',
      [w.id],
    );
    expect(row).toMatchObject({ status: 'paid', bank_reference: 'FT24RUT001' });
    expect(row!.paid_at).not.toBeNull();
    expect(await transferRow(body.id)).toMatchObject({ status: 'matched', withdrawal_id: w.id });
    expect(await countRows(ctx, 'journal_entries', 'idempotency_key = $1', [`withdrawal-paid:${w.id}`])).toBe(1);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(600_000);
    await expectLedgerBalanced(ctx);
  });

  it('Casso (negative amount) the same way; a pending withdrawal or another amount waits in the queue', async () => {
    const customer = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const paid = await makeApprovedWithdrawal(ctx, customer.id, 100_000);
    const a = cassoBody({ amount: -100_000, description: `RUT${paid.code}` });
    expect((await sendCasso(ctx.app, a)).statusCode).toBe(200);
    expect(await transferRow(a.data.id)).toMatchObject({ status: 'matched', withdrawal_id: paid.id });

    const pending = await makeApprovedWithdrawal(ctx, customer.id, 200_000, 'pending');
    const b = sepayBody({ transferType: 'out', transferAmount: 200_000, content: `RUT ${pending.code}` });
    await sendSepay(ctx.app, b);
    expect((await transferRow(b.id))!.unmatched_reason).toBe(
      `Yêu cầu rút tiền ${pending.code} đang ở trạng thái "Chờ duyệt", không phải "Đã duyệt"`,
    );
    const other = await makeApprovedWithdrawal(ctx, customer.id, 300_000);
    const c = sepayBody({ transferType: 'out', transferAmount: 299_000, content: `RUT ${other.code}` });
    await sendSepay(ctx.app, c);
    expect((await transferRow(c.id))!.unmatched_reason).toBe(`Số tiền chuyển khác số tiền yêu cầu rút ${other.code}`);
    const [row] = await query<{ status: string }>(ctx, 'select status from withdrawals where id = $1', [other.id]);
    expect(row!.status).toBe('approved');
  });
});
