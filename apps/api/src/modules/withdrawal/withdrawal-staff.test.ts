/**
 * The staff's side of withdrawals (DESIGN.md §3.8): the queue (pending oldest first, overdue after
 * 24 h, search), approve, pay with reference and proof, reject with a reason, the payout VietQR;
 * separation of duties, money limits, permissions and the audit rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/audit-rows.ts';
import { creditWallet, makeCustomer, makeStaff } from '../../test/factories.ts';
import { type Auth, countRows, expectError, expectLedgerBalanced, query } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { decodeVietQr } from '../wallet/vietqr.ts';
import {
  money,
  pendingWithdrawal,
  staffPost,
  uploadProof,
  usableAccount,
  type WithdrawalJson,
} from './withdrawal.test-support.ts';

const ctx = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

async function requested(amountVnd = 500_000, walletVnd = 1_000_000) {
  const customer = await makeCustomer(ctx, { walletVnd });
  const account = await usableAccount(ctx, customer.auth);
  const w = await pendingWithdrawal(ctx.app, customer.auth, account, amountVnd);
  return { customer, w };
}

describe('the queue', () => {
  it('shows pending requests oldest first with the customer, flags those waiting over 24 h, and searches by code', async () => {
    const older = await requested();
    const newer = await requested();
    await query(ctx, `update withdrawals set created_at = now() - interval '25 hours' where id = $1`, [older.w.id]);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/Withdraw?status=pending&pageSize=100',
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as WithdrawalJson[];
    const ids = items.map((w) => w.id);
    expect(ids.indexOf(older.w.id)).toBeLessThan(ids.indexOf(newer.w.id));
    expect(items.find((w) => w.id === older.w.id)).toMatchObject({
      overdue: true,
      customer: { id: older.customer.id },
    });
    expect(items.find((w) => w.id === newer.w.id)?.overdue).toBe(false);
    const found = await ctx.app.inject({ method: 'GET', url: `/api/Admin/Withdraw?q=${newer.w.code}`, headers: admin });
    expect(found.json().items.map((w: WithdrawalJson) => w.id)).toEqual([newer.w.id]);
    const byPhone = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/Withdraw?q=${older.customer.phone}`,
      headers: admin,
    });
    expect(byPhone.json().items.map((w: WithdrawalJson) => w.id)).toEqual([older.w.id]);
  });

  it('is closed to roles without view:withdrawal (403) and to customers (403)', async () => {
    const sales = await makeStaff(ctx, 'sales');
    const customer = await makeCustomer(ctx);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/Withdraw', headers: sales.auth }), 403);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/Withdraw', headers: customer.auth }), 403);
    const { w } = await requested();
    expectError(await staffPost(ctx.app, sales.auth, w.id, 'Approve'), 403);
    expectError(await staffPost(ctx.app, sales.auth, w.id, 'Reject', { reason: 'x' }), 403);
    expectError(
      await staffPost(ctx.app, customer.auth, w.id, 'Pay', { bankReference: 'FT1', proofPhotoIds: [1] }),
      403,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/Admin/Withdraw/${w.id}`, headers: admin })).json().status,
    ).toBe('pending');
  });
});

describe('approve and pay', () => {
  it('an accountant approves, another pays with the reference and proof: the hold goes to the bank, the customer sees it paid', async () => {
    const { customer, w } = await requested(500_000);
    const approver = await makeStaff(ctx, 'accountant');
    const payer = await makeStaff(ctx, 'accountant');
    const approved = await staffPost(ctx.app, approver.auth, w.id, 'Approve');
    expect(approved.json()).toMatchObject({ status: 'approved', approvedBy: { id: approver.id } });
    expect((await staffPost(ctx.app, approver.auth, w.id, 'Approve')).json().status).toBe('approved');

    const proof = await uploadProof(ctx.app, payer.auth);
    const paid = await staffPost(ctx.app, payer.auth, w.id, 'Pay', {
      bankReference: ' FT2633012345 ',
      proofPhotoIds: [proof],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', bankReference: 'FT2633012345', paidBy: { id: payer.id } });
    expect(paid.json().proofPhotos).toEqual([{ id: proof, url: expect.any(String) }]);
    const replay = await staffPost(ctx.app, payer.auth, w.id, 'Pay', {
      bankReference: 'OTHER',
      proofPhotoIds: [proof],
    });
    expect(replay.json()).toMatchObject({ status: 'paid', bankReference: 'FT2633012345' });

    const seen = await ctx.app.inject({ method: 'GET', url: `/api/Wallet/Withdraw/${w.id}`, headers: customer.auth });
    expect(seen.json()).toMatchObject({ status: 'paid', bankReference: 'FT2633012345' });
    expect(await money(ctx.app, customer.auth)).toEqual({ available: 500_000, held: 0, wallet: 500_000 });
    expect(await countRows(ctx, 'journal_entries', 'idempotency_key = $1', [`withdrawal-paid:${w.id}`])).toBe(1);
    const audit = await auditRows(ctx, 'withdrawal.%', w.id);
    expect(audit.map((r) => [r.actorId, r.after?.status])).toEqual([
      [approver.id, 'approved'],
      [payer.id, 'paid'],
    ]);
    await expectLedgerBalanced(ctx);
  });

  it('lets the approver pay too within their withdrawal limit, and refuses above it (approver-cannot-pay)', async () => {
    const member = await makeStaff(ctx, 'accountant');
    const small = await requested(300_000);
    await staffPost(ctx.app, member.auth, small.w.id, 'Approve');
    const proof = await uploadProof(ctx.app, member.auth);
    expect(
      (
        await staffPost(ctx.app, member.auth, small.w.id, 'Pay', { bankReference: 'FT1', proofPhotoIds: [proof] })
      ).json().status,
    ).toBe('paid');

    const big = await requested(25_000_000, 30_000_000);
    await staffPost(ctx.app, member.auth, big.w.id, 'Approve');
    expectError(
      await staffPost(ctx.app, member.auth, big.w.id, 'Pay', { bankReference: 'FT2', proofPhotoIds: [proof] }),
      403,
      'approver-cannot-pay',
    );
    const other = await makeStaff(ctx, 'accountant');
    const otherProof = await uploadProof(ctx.app, other.auth);
    expect(
      (
        await staffPost(ctx.app, other.auth, big.w.id, 'Pay', { bankReference: 'FT2', proofPhotoIds: [otherProof] })
      ).json().status,
    ).toBe('paid');
  });

  it('refuses to pay a pending request, with images of someone else, or without a reference, writing nothing', async () => {
    const { w } = await requested();
    const member = await makeStaff(ctx, 'accountant');
    const proof = await uploadProof(ctx.app, member.auth);
    expectError(
      await staffPost(ctx.app, member.auth, w.id, 'Pay', { bankReference: 'FT1', proofPhotoIds: [proof] }),
      409,
      'withdrawal-not-approved',
    );
    await staffPost(ctx.app, admin, w.id, 'Approve');
    const theirs = await uploadProof(ctx.app, admin);
    expectError(
      await staffPost(ctx.app, member.auth, w.id, 'Pay', { bankReference: 'FT1', proofPhotoIds: [theirs] }),
      400,
      'validation-error',
    );
    expectError(
      await staffPost(ctx.app, member.auth, w.id, 'Pay', { bankReference: '  ', proofPhotoIds: [proof] }),
      400,
    );
    expectError(await staffPost(ctx.app, member.auth, w.id, 'Pay', { bankReference: 'FT1', proofPhotoIds: [] }), 400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/Admin/Withdraw/${w.id}`, headers: admin })).json().status,
    ).toBe('approved');
    expect(await countRows(ctx, 'journal_entries', 'idempotency_key = $1', [`withdrawal-paid:${w.id}`])).toBe(0);
  });

  it('no member acts on their own request (403 own-withdrawal-action); an unknown one answers 404', async () => {
    const member = await makeStaff(ctx, 'accountant');
    await creditWallet(ctx, member.id, 1_000_000);
    const account = await usableAccount(ctx, member.auth);
    const own = await pendingWithdrawal(ctx.app, member.auth, account, 200_000);
    expectError(await staffPost(ctx.app, member.auth, own.id, 'Approve'), 403, 'own-withdrawal-action');
    expectError(
      await staffPost(ctx.app, member.auth, own.id, 'Reject', { reason: 'tự từ chối' }),
      403,
      'own-withdrawal-action',
    );
    await staffPost(ctx.app, admin, own.id, 'Approve');
    const proof = await uploadProof(ctx.app, member.auth);
    expectError(
      await staffPost(ctx.app, member.auth, own.id, 'Pay', { bankReference: 'FT', proofPhotoIds: [proof] }),
      403,
      'own-withdrawal-action',
    );
    expectError(await staffPost(ctx.app, admin, 2_000_000_000, 'Approve'), 404, 'withdrawal-not-found');
    expectError(await ctx.app.inject({ method: 'POST', url: '/api/Admin/Withdraw/abc/Approve', headers: admin }), 400);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/Withdraw?status=done', headers: admin }), 400);
  });
});

describe('reject', () => {
  it('releases the hold with the reason the customer sees; a replay answers it unchanged; paid ones cannot be rejected', async () => {
    const { customer, w } = await requested(400_000);
    expectError(await staffPost(ctx.app, admin, w.id, 'Reject', { reason: '   ' }), 400);
    const res = await staffPost(ctx.app, admin, w.id, 'Reject', { reason: 'Tên chủ tài khoản không khớp' });
    expect(res.json()).toMatchObject({ status: 'rejected', rejectReason: 'Tên chủ tài khoản không khớp' });
    expect((await staffPost(ctx.app, admin, w.id, 'Reject', { reason: 'khác' })).json().rejectReason).toBe(
      'Tên chủ tài khoản không khớp',
    );
    expect(await money(ctx.app, customer.auth)).toMatchObject({ available: 1_000_000, held: 0 });
    const seen = await ctx.app.inject({ method: 'GET', url: `/api/Wallet/Withdraw/${w.id}`, headers: customer.auth });
    expect(seen.json()).toMatchObject({ status: 'rejected', rejectReason: 'Tên chủ tài khoản không khớp' });
    expect(await auditRows(ctx, 'withdrawal.%', w.id)).toHaveLength(1);

    const paid = await requested(100_000);
    await staffPost(ctx.app, admin, paid.w.id, 'Approve');
    const member = await makeStaff(ctx, 'accountant');
    const proof = await uploadProof(ctx.app, member.auth);
    await staffPost(ctx.app, member.auth, paid.w.id, 'Pay', { bankReference: 'FT', proofPhotoIds: [proof] });
    expectError(await staffPost(ctx.app, admin, paid.w.id, 'Reject', { reason: 'muộn' }), 409, 'withdrawal-closed');
    await expectLedgerBalanced(ctx);
  });
});

describe('the payout QR', () => {
  it("is a valid VietQR for the customer's account with the amount and the memo RUT {code}", async () => {
    const { w } = await requested(350_000);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/Admin/Withdraw/${w.id}/PayoutQr`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const qr = res.json();
    expect(qr).toMatchObject({
      amountVnd: 350_000,
      memo: `RUT ${w.code}`,
      bankBin: '970436',
      accountName: 'NGUYEN VAN DUC',
    });
    expect(decodeVietQr(qr.payload)).toMatchObject({
      isValid: true,
      bankBin: '970436',
      accountNumber: qr.accountNumber,
      amount: '350000',
      memo: `RUT ${w.code}`,
    });
    const sales = await makeStaff(ctx, 'sales');
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/Admin/Withdraw/${w.id}/PayoutQr`, headers: sales.auth }),
      403,
    );
  });
});

describe('the customer’s held money', () => {
  it('leaves GET /CurrentUser’s heldVnd once the withdrawal is paid, though the wallet did not move', async () => {
    const { customer, w } = await requested(300_000, 1_000_000);
    const me = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: customer.auth })).json() as {
        walletBalanceVnd: number;
        heldVnd: number;
      };
    // Read once, so the profile is cached with the hold.
    expect(await me()).toMatchObject({ walletBalanceVnd: 700_000, heldVnd: 300_000 });
    expect((await staffPost(ctx.app, admin, w.id, 'Approve')).statusCode).toBe(200);
    const paid = await staffPost(ctx.app, admin, w.id, 'Pay', {
      bankReference: 'FT-HELD-1',
      proofPhotoIds: [await uploadProof(ctx.app, admin)],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // Paying moves the hold to the bank, not the wallet: the withdrawal's own change must reach the cache.
    await expect.poll(async () => (await me()).heldVnd, { timeout: 3_000 }).toBe(0);
    expect((await me()).walletBalanceVnd).toBe(700_000);
  });
});
