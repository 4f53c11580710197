/**
 * Wallet adjustments under two people's control (decision 0107): one member proposes, another
 * approves within their money limit, never the proposer; the wallet moves once, never below zero.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditCount, auditRows } from '../../test/audit-rows.ts';
import { makeCustomer, makeStaff, type TestUser } from '../../test/factories.ts';
import {
  type Auth,
  countRows,
  deposit,
  expectError,
  expectLedgerBalanced,
  newKey,
  placeOrder,
  walletBalance,
} from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp({ UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'adjustment-images-')) });
let admin: Auth;
let proposer: TestUser;
let approver: TestUser;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  proposer = await makeStaff(ctx, 'accountant', { fullName: 'Kế Toán Đề Xuất' });
  approver = await makeStaff(ctx, 'accountant', { fullName: 'Kế Toán Duyệt' });
});

type AdjustmentJson = {
  id: number;
  code: string;
  status: string;
  amountVnd: number;
  reason: string;
  customer: { id: number };
  proposedBy: { id: number; fullName: string };
  decidedBy: { id: number; fullName: string } | null;
  evidencePhotos: { id: number; url: string }[];
  entryCode: string | null;
  rejectReason: string;
};

const propose = (payload: object, auth: Auth = proposer.auth, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Admin/Adjustment',
    headers: { ...auth, 'idempotency-key': newKey(), ...headers },
    payload,
  });
const approve = (id: number, auth: Auth = approver.auth) =>
  ctx.app.inject({ method: 'POST', url: `/api/Admin/Adjustment/${id}/Approve`, headers: auth });
const reject = (id: number, reason: unknown, auth: Auth = approver.auth) =>
  ctx.app.inject({ method: 'POST', url: `/api/Admin/Adjustment/${id}/Reject`, headers: auth, payload: { reason } });

async function proposed(customer: TestUser, amountVnd: number, reason = 'Bù tiền hàng thiếu đơn cũ') {
  const res = await propose({ customerId: customer.id, amountVnd, reason });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdjustmentJson;
}

async function ledger(customer: TestUser) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Transaction', headers: customer.auth });
  return res.json().items as { type: string; amountVnd: number; description: string }[];
}

describe('proposing', () => {
  it('creates a pending adjustment with evidence that moves no money', async () => {
    const customer = await makeCustomer(ctx, { walletVnd: 100_000 });
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/Upload/Image',
      headers: { ...proposer.auth, 'content-type': 'image/png' },
      payload: png,
    });
    expect(up.statusCode, up.body).toBe(200);
    const res = await propose({
      customerId: customer.id,
      amountVnd: 250_000,
      reason: '  Hoàn phí vận chuyển tính nhầm  ',
      evidencePhotoIds: [up.json().id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as AdjustmentJson;
    expect(a).toMatchObject({
      status: 'pending',
      amountVnd: 250_000,
      reason: 'Hoàn phí vận chuyển tính nhầm',
      customer: { id: customer.id },
      proposedBy: { id: proposer.id, fullName: 'Kế Toán Đề Xuất' },
      decidedBy: null,
      entryCode: null,
    });
    expect(a.code).toMatch(/^DC[2-9A-HJ-NP-Z]{6}$/);
    expect(a.evidencePhotos).toEqual([{ id: up.json().id, url: expect.stringMatching(/^\/api\/Image\//) }]);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(100_000);
    expect(await auditRows(ctx, 'adjustment.create', a.id)).toHaveLength(1);

    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/Adjustment?status=pending&customerId=${customer.id}`,
      headers: approver.auth,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: a.id, status: 'pending' }] });
  });

  it('needs an Idempotency-Key and answers a retry with the same key with the first proposal', async () => {
    const customer = await makeCustomer(ctx);
    const key = newKey();
    const body = { customerId: customer.id, amountVnd: 50_000, reason: 'Khuyến mãi tháng 11' };
    const [first, second] = await Promise.all([
      propose(body, proposer.auth, { 'idempotency-key': key }),
      propose(body, proposer.auth, { 'idempotency-key': key }),
    ]);
    expect(first!.statusCode, first!.body).toBe(200);
    expect(second!.statusCode, second!.body).toBe(200);
    expect(second!.json().id).toBe(first!.json().id);
    expect(await countRows(ctx, 'adjustments', 'user_id = $1', [customer.id])).toBe(1);
  });

  it('refuses bad input with 400 in Vietnamese and writes nothing', async () => {
    const customer = await makeCustomer(ctx);
    const other = await makeStaff(ctx, 'accountant');
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/Upload/Image',
      headers: { ...other.auth, 'content-type': 'image/png' },
      payload: png,
    });
    const rows = await countRows(ctx, 'adjustments');
    const audits = await auditCount(ctx);
    const ok = { customerId: customer.id, amountVnd: 10_000, reason: 'Lý do hợp lệ' };
    for (const bad of [
      { ...ok, amountVnd: 0 },
      { ...ok, amountVnd: 1.5 },
      { ...ok, amountVnd: '10000' },
      { ...ok, amountVnd: 2_000_000_001 },
      { ...ok, amountVnd: -2_000_000_001 },
      { ...ok, reason: 'x' },
      { ...ok, reason: '   ' },
      { ...ok, reason: 'a'.repeat(501) },
      { ...ok, customerId: 0 },
      { ...ok, evidencePhotoIds: Array.from({ length: 11 }, (_, i) => i + 1) },
      { ...ok, evidencePhotoIds: [up.json().id] },
    ]) {
      const res = await propose(bad);
      expectError(res, 400, 'validation-error');
    }
    expectError(await propose({ ...ok, customerId: 2_000_000_000 }), 404, 'not-found');
    expectError(await propose({ ...ok, customerId: proposer.id }), 403, 'own-adjustment');
    expectError(await propose(ok, proposer.auth, { 'idempotency-key': 'short' }), 400, 'idempotency-key-required');
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/Admin/Adjustment', headers: proposer.auth, payload: ok }),
      400,
      'idempotency-key-required',
    );
    expect(await countRows(ctx, 'adjustments')).toBe(rows);
    expect(await auditCount(ctx)).toBe(audits);
  });

  it('is for admins and accountants only', async () => {
    const customer = await makeCustomer(ctx);
    const a = await proposed(customer, 10_000);
    for (const role of ['sales', 'warehouse_vn', 'purchaser'] as const) {
      const member = await makeStaff(ctx, role);
      expectError(await propose({ customerId: customer.id, amountVnd: 1000, reason: 'Thử quyền' }, member.auth), 403);
      expectError(await approve(a.id, member.auth), 403);
      expectError(await reject(a.id, 'Không', member.auth), 403);
      const list = await ctx.app.inject({ method: 'GET', url: '/api/Admin/Adjustment', headers: member.auth });
      expectError(list, 403);
    }
    expectError(await approve(a.id, customer.auth), 403);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);
  });
});

describe('approving', () => {
  it('credits the wallet once, by another member; the customer sees the reason', async () => {
    const customer = await makeCustomer(ctx, { walletVnd: 100_000 });
    const a = await proposed(customer, 200_000);
    const res = await approve(a.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      decidedBy: { id: approver.id, fullName: 'Kế Toán Duyệt' },
      entryCode: expect.stringMatching(/^GD/),
    });
    expect(await walletBalance(ctx.app, customer.auth)).toBe(300_000);
    const [line] = await ledger(customer);
    expect(line).toMatchObject({
      type: 'adjustment',
      amountVnd: 200_000,
      description: 'Điều chỉnh số dư: Bù tiền hàng thiếu đơn cũ',
    });
    // Again: answered as it is, nothing more moves.
    const again = await approve(a.id, admin);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().decidedBy.id).toBe(approver.id);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(300_000);
    expect(await auditRows(ctx, 'adjustment.status', a.id)).toMatchObject([{ actorId: approver.id }]);
    expectError(await reject(a.id, 'Muộn rồi'), 409, 'adjustment-not-pending');
    await expectLedgerBalanced(ctx);
  });

  it('is never done by the proposer (409 own-proposal), nor on the approver’s own wallet', async () => {
    const customer = await makeCustomer(ctx);
    const a = await proposed(customer, 200_000);
    expectError(await approve(a.id, proposer.auth), 409, 'own-proposal');
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);

    const forApprover = await proposed(approver, 200_000);
    expectError(await approve(forApprover.id, approver.auth), 403, 'own-adjustment');
    expect(
      await countRows(
        ctx,
        'journal_entries',
        "idempotency_key like 'adjustment:proposal:%' and idempotency_key in ($1, $2)",
        [`adjustment:proposal:${a.id}`, `adjustment:proposal:${forApprover.id}`],
      ),
    ).toBe(0);
  });

  it('needs an approver whose adjustment limit covers the amount', async () => {
    const customer = await makeCustomer(ctx);
    const small = await makeStaff(ctx, 'accountant');
    const set = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Admin/Staff/${small.id}/MoneyLimits`,
      headers: admin,
      payload: { adjustment: 1_000_000 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const a = await proposed(customer, 3_000_000);
    expectError(await approve(a.id, small.auth), 403, 'money-limit-exceeded');
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);
    const res = await approve(a.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(3_000_000);
  });

  it('never takes a wallet below zero: 409 and nothing written', async () => {
    const customer = await makeCustomer(ctx, { walletVnd: 100_000 });
    const a = await proposed(customer, -300_000, 'Thu hồi tiền nạp nhầm');
    const entries = await countRows(ctx, 'journal_entries');
    const body = expectError(await approve(a.id), 409, 'adjustment-exceeds-balance');
    expect(body.Message).toMatch(/không được âm/);
    expect(await countRows(ctx, 'journal_entries')).toBe(entries);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(100_000);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/Adjustment?customerId=${customer.id}`,
      headers: admin,
    });
    expect(list.json().items[0]).toMatchObject({ id: a.id, status: 'pending' });

    const fits = await proposed(customer, -100_000, 'Thu hồi tiền nạp nhầm');
    expect((await approve(fits.id)).statusCode).toBe(200);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);
  });

  it('with a concurrent spend: the debit or the spend, never both past the balance', async () => {
    const customer = await makeCustomer(ctx);
    const [order] = await placeOrder(ctx.app, customer.auth);
    const due = order!.totals.depositDueVnd;
    for (let round = 0; round < 3; round++) {
      // Fresh order and wallet each round: the wallet holds 2 × due, the debit takes 1.5 × due.
      const [o] = round === 0 ? [order!] : await placeOrder(ctx.app, customer.auth);
      const balance = await walletBalance(ctx.app, customer.auth);
      const top = 2 * due - balance;
      if (top > 0) {
        const up = await proposed(customer, top, 'Nạp bù để thử chi tiêu đồng thời');
        expect((await approve(up.id)).statusCode).toBe(200);
      }
      const debit = await proposed(customer, -Math.round(1.5 * due), 'Thu hồi khoản cộng nhầm');
      const [spent, adjusted] = await Promise.all([deposit(ctx.app, customer.auth, o!.id), approve(debit.id)]);
      const ok = [spent!.statusCode, adjusted!.statusCode].filter((s) => s === 200);
      expect(ok, `${spent!.body} ${adjusted!.body}`).toHaveLength(1);
      expect(await walletBalance(ctx.app, customer.auth)).toBeGreaterThanOrEqual(0);
      if (adjusted!.statusCode !== 200) {
        expectError(adjusted!, 409, 'adjustment-exceeds-balance');
        expect((await reject(debit.id, 'Ví không đủ')).statusCode).toBe(200);
      }
    }
    await expectLedgerBalanced(ctx);
  });

  it('racing approvals by two members post once', async () => {
    const third = await makeStaff(ctx, 'admin');
    for (let round = 0; round < 5; round++) {
      const customer = await makeCustomer(ctx);
      const a = await proposed(customer, 70_000);
      const answers = await Promise.all([
        approve(a.id, approver.auth),
        approve(a.id, third.auth),
        approve(a.id, admin),
      ]);
      for (const r of answers) expect(r.statusCode, r.body).toBe(200);
      expect(await walletBalance(ctx.app, customer.auth)).toBe(70_000);
      expect(await countRows(ctx, 'journal_entries', 'idempotency_key = $1', [`adjustment:proposal:${a.id}`])).toBe(1);
    }
  });
});

describe('rejecting', () => {
  it('needs a reason, moves nothing, and may be the proposer withdrawing it', async () => {
    const customer = await makeCustomer(ctx);
    const a = await proposed(customer, 40_000);
    expectError(await reject(a.id, ''), 400, 'validation-error');
    expectError(await reject(a.id, 'x'.repeat(501)), 400, 'validation-error');
    const res = await reject(a.id, 'Không đủ chứng từ', proposer.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', rejectReason: 'Không đủ chứng từ' });
    expect((await reject(a.id, 'Lần nữa')).json().rejectReason).toBe('Không đủ chứng từ');
    expectError(await approve(a.id), 409, 'adjustment-not-pending');
    expectError(await approve(2_000_000_000), 404, 'not-found');
    for (const bad of ['abc', '0', '2147483648']) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/Admin/Adjustment/${bad}/Approve`, headers: admin });
      expectError(res, 400, 'validation-error');
    }
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Admin/Adjustment?status=done', headers: admin }),
      400,
      'validation-error',
    );
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);
  });
});
