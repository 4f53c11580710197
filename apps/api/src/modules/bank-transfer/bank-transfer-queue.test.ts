/**
 * The review queue "Đối soát ngân hàng": accountants list transfers by status, assign an unmatched
 * one to a pending recharge (credited with the transfer's amount) or to a customer (a recharge
 * created and approved at once), or ignore it with a reason. Once settled a transfer cannot be
 * settled again, racing assigns credit once, and every decision is audited.
 */
import { formatVnd } from '@app/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditCount, auditRows } from '../../test/audit-rows.ts';
import { makeCustomer, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, countRows, expectError, expectLedgerBalanced, query, walletBalance } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { sendSepay, sepayBody, webhookEnv } from './bank-transfer.test-support.ts';

const ctx = useTestApp(webhookEnv);
let admin: Auth;
let accountant: TestUser;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  accountant = await makeStaff(ctx, 'accountant');
});

type TransferJson = {
  id: number;
  status: string;
  amountVnd: number;
  unmatchedReason: string;
  ignoreReason: string;
  recharge: { id: number; code: string } | null;
  customer: { id: number } | null;
  decidedBy: { id: number; fullName: string } | null;
};

/** An unmatched incoming transfer of `amountVnd` with `content`, as the queue lists it. */
async function unmatched(amountVnd: number, content = 'chuyen khoan khong ghi ma'): Promise<TransferJson> {
  const body = sepayBody({ transferAmount: amountVnd, content });
  expect((await sendSepay(ctx.app, body)).statusCode).toBe(200);
  const [row] = await query<{ id: number }>(ctx, 'select id from bank_transfers where provider_transaction_id = $1', [
    String(body.id),
  ]);
  return { id: row!.id } as TransferJson;
}

async function pendingRecharge(customer: TestUser, amountVnd: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Wallet/Recharge',
    headers: customer.auth,
    payload: { amountVnd },
  });
  return res.json() as { id: number; code: string };
}

const assign = (id: number, payload: object, auth: Auth = accountant.auth) =>
  ctx.app.inject({ method: 'POST', url: `/api/Admin/BankTransfer/${id}/Assign`, headers: auth, payload });
const ignore = (id: number, payload: object, auth: Auth = accountant.auth) =>
  ctx.app.inject({ method: 'POST', url: `/api/Admin/BankTransfer/${id}/Ignore`, headers: auth, payload });

describe('the list', () => {
  it('shows unmatched transfers newest first with their reason', async () => {
    const older = await unmatched(11_000);
    const newer = await unmatched(12_000, 'NAP ZZZZZZ');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/BankTransfer?status=unmatched',
      headers: accountant.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as TransferJson[];
    const ids = items.map((t) => t.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(items.find((t) => t.id === newer.id)).toMatchObject({
      status: 'unmatched',
      amountVnd: 12_000,
      unmatchedReason: 'Không có yêu cầu nạp tiền mã ZZZZZZ',
      recharge: null,
      customer: null,
    });
  });

  it('is for admins and accountants: 403 for sales and for a customer; 400 for an unknown status', async () => {
    const sales = await makeStaff(ctx, 'sales');
    const customer = await makeCustomer(ctx);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/BankTransfer', headers: sales.auth }), 403);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/BankTransfer', headers: customer.auth }), 403);
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Admin/BankTransfer?status=done', headers: admin }),
      400,
    );
  });
});

describe('assigning to a pending recharge', () => {
  it('credits the transfer amount as the received amount, with a note naming the transfer', async () => {
    const customer = await makeCustomer(ctx);
    const r = await pendingRecharge(customer, 200_000);
    const t = await unmatched(190_000, `NAP ${r.code}`);
    const res = await assign(t.id, { rechargeId: r.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'matched',
      recharge: { id: r.id, code: r.code },
      customer: { id: customer.id },
      decidedBy: { id: accountant.id },
    });
    expect(await walletBalance(ctx.app, customer.auth)).toBe(190_000);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/Wallet/Recharge', headers: customer.auth });
    expect(mine.json().items[0]).toMatchObject({
      id: r.id,
      status: 'approved',
      amountVnd: 200_000,
      receivedVnd: 190_000,
      note: expect.stringContaining(`Gán giao dịch ngân hàng #${t.id}`),
    });
    const [row] = await auditRows(ctx, 'bank_transfer.assign', t.id);
    expect(row).toMatchObject({
      actorId: accountant.id,
      subjectType: 'bank_transfer',
      after: { status: 'matched', rechargeId: r.id, amountVnd: 190_000 },
    });
    await expectLedgerBalanced(ctx);
  });

  it('a settled transfer cannot be assigned or ignored again (409), and credits nothing more', async () => {
    const customer = await makeCustomer(ctx);
    const r1 = await pendingRecharge(customer, 50_000);
    const r2 = await pendingRecharge(customer, 50_000);
    const t = await unmatched(50_000);
    expect((await assign(t.id, { rechargeId: r1.id })).statusCode).toBe(200);
    expectError(await assign(t.id, { rechargeId: r2.id }), 409, 'bank-transfer-settled');
    expectError(await ignore(t.id, { reason: 'Nhầm' }), 409, 'bank-transfer-settled');
    expect(await walletBalance(ctx.app, customer.auth)).toBe(50_000);
  });

  it('racing assigns of one transfer to two recharges credit once', async () => {
    const customer = await makeCustomer(ctx);
    const recharges = await Promise.all([1, 2, 3, 4, 5].map(() => pendingRecharge(customer, 70_000)));
    const t = await unmatched(70_000);
    const answers = await Promise.all(recharges.map((r) => assign(t.id, { rechargeId: r.id })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(70_000);
    expect(await countRows(ctx, 'recharges', "user_id = $1 and status = 'approved'", [customer.id])).toBe(1);
  });

  it('refuses a recharge that is not pending (409) or unknown (404), writing nothing', async () => {
    const customer = await makeCustomer(ctx);
    const r = await pendingRecharge(customer, 80_000);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/Recharge/${r.id}/Cancel`,
      headers: admin,
      payload: { note: 'Hủy' },
    });
    const t = await unmatched(80_000);
    const audits = await auditCount(ctx);
    expectError(await assign(t.id, { rechargeId: r.id }), 409, 'recharge-not-pending');
    expectError(await assign(t.id, { rechargeId: 2_000_000_000 }), 404, 'not-found');
    expectError(await assign(2_000_000_000, { rechargeId: r.id }), 404, 'not-found');
    expect(await auditCount(ctx)).toBe(audits);
    const [row] = await query<{ status: string }>(ctx, 'select status from bank_transfers where id = $1', [t.id]);
    expect(row!.status).toBe('unmatched');
  });

  it("a member's own recharge: 403", async () => {
    const r = await pendingRecharge(accountant, 60_000);
    const t = await unmatched(60_000);
    expectError(await assign(t.id, { rechargeId: r.id }), 403, 'own-recharge-approval');
  });

  it("an amount beyond the member's limit on a different request: 403 money-limit-exceeded", async () => {
    const customer = await makeCustomer(ctx);
    const r = await pendingRecharge(customer, 100_000);
    const t = await unmatched(9_000_000);
    expectError(await assign(t.id, { rechargeId: r.id }), 403, 'money-limit-exceeded');
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);
  });
});

describe('assigning to a customer', () => {
  it('creates a recharge for the amount and approves it: the customer sees it in their history', async () => {
    const customer = await makeCustomer(ctx);
    const t = await unmatched(345_000);
    const res = await assign(t.id, { customerId: customer.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'matched', customer: { id: customer.id } });
    expect(await walletBalance(ctx.app, customer.auth)).toBe(345_000);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/Wallet/Recharge', headers: customer.auth });
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        status: 'approved',
        amountVnd: 345_000,
        receivedVnd: 345_000,
        note: expect.stringContaining(formatVnd(345_000)),
      }),
    ]);
    await expectLedgerBalanced(ctx);
  });

  it('an unknown customer: 404; both or neither of rechargeId and customerId: 400', async () => {
    const t = await unmatched(20_000);
    expectError(await assign(t.id, { customerId: 2_000_000_000 }), 404, 'not-found');
    expectError(await assign(t.id, {}), 400, 'validation-error');
    expectError(await assign(t.id, { rechargeId: 1, customerId: 1 }), 400, 'validation-error');
    expectError(await assign(t.id, { customerId: 'abc' }), 400, 'validation-error');
  });

  it('sales may not assign: 403, nothing credited', async () => {
    const sales = await makeStaff(ctx, 'sales');
    const customer = await makeCustomer(ctx);
    const t = await unmatched(20_000);
    expectError(await assign(t.id, { customerId: customer.id }, sales.auth), 403);
    expectError(await assign(t.id, { customerId: customer.id }, customer.auth), 403);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);
  });
});

describe('ignoring', () => {
  it('sets the transfer aside with its reason, audited; it then leaves the unmatched list', async () => {
    const t = await unmatched(30_000);
    const res = await ignore(t.id, { reason: '  Tiền công ty tự chuyển giữa hai tài khoản  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ignored', ignoreReason: 'Tiền công ty tự chuyển giữa hai tài khoản' });
    const [row] = await auditRows(ctx, 'bank_transfer.ignore', t.id);
    expect(row).toMatchObject({ actorId: accountant.id, after: { status: 'ignored' } });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/BankTransfer?status=unmatched&pageSize=100',
      headers: admin,
    });
    expect((list.json().items as TransferJson[]).map((i) => i.id)).not.toContain(t.id);
    const ignored = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/BankTransfer?status=ignored',
      headers: admin,
    });
    expect((ignored.json().items as TransferJson[]).map((i) => i.id)).toContain(t.id);
    expectError(await assign(t.id, { customerId: accountant.id }), 409, 'bank-transfer-settled');
  });

  it('needs a reason: 400 in Vietnamese, nothing written', async () => {
    const t = await unmatched(30_000);
    const audits = await auditCount(ctx);
    const body = expectError(await ignore(t.id, { reason: ' ' }), 400, 'validation-error');
    expect(body.Message).toContain('lý do');
    expect(await auditCount(ctx)).toBe(audits);
    expectError(await ignore(2_000_000_000, { reason: 'Không rõ' }), 404, 'not-found');
  });
});
