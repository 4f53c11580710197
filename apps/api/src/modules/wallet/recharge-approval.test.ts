/**
 * Approving a recharge for the amount the bank actually received (decision 0046): the wallet gets
 * the received amount once, the recharge keeps both amounts and the staff's required note, the
 * customer sees both, and staff lists name who approved or cancelled each request.
 */
import { formatVnd } from '@app/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeStaff, seededAdmin, type TestUser } from '../../test/factories.ts';
import { type Auth, countRows, expectError, expectLedgerBalanced, query, walletBalance } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let admin: Auth;
let adminName: string;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  adminName = (await seededAdmin(ctx)).fullName;
});

type RechargeJson = {
  id: number;
  memo: string;
  amountVnd: number;
  receivedVnd: number | null;
  note: string;
  status: string;
  decidedBy?: { id: number; fullName: string } | null;
};

async function request(customer: TestUser, amountVnd: number): Promise<RechargeJson> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Wallet/Recharge',
    headers: customer.auth,
    payload: { amountVnd },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function approve(id: number, payload?: unknown, auth: Auth = admin) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/Admin/Recharge/${id}/Approve`,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function ownList(customer: TestUser): Promise<RechargeJson[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Wallet/Recharge', headers: customer.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

async function staffRow(id: number, auth: Auth = admin): Promise<RechargeJson | undefined> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Admin/Recharge?pageSize=100', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as RechargeJson[]).find((r) => r.id === id);
}

async function ledger(customer: TestUser) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Transaction', headers: customer.auth });
  return res.json().items as { type: string; amountVnd: number; description: string }[];
}

describe('approving the amount actually received', () => {
  it('credits 450.000 ₫ of a 500.000 ₫ request with a note; the recharge and the customer keep both amounts', async () => {
    const customer = await makeCustomer(ctx);
    const r = await request(customer, 500_000);
    expect(r).toMatchObject({ receivedVnd: null, note: '' });

    const res = await approve(r.id, { receivedVnd: 450_000, note: '  Khách chuyển thiếu 50.000 ₫  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      amountVnd: 500_000,
      receivedVnd: 450_000,
      note: 'Khách chuyển thiếu 50.000 ₫',
      decidedBy: { fullName: adminName },
    });
    expect(await walletBalance(ctx.app, customer.auth)).toBe(450_000);
    const [entry] = await ledger(customer);
    expect(entry).toMatchObject({ type: 'recharge', amountVnd: 450_000 });
    expect(entry!.description).toBe(`Nạp tiền ${formatVnd(450_000)} (${r.memo}, yêu cầu ${formatVnd(500_000)})`);

    // The customer's own list: both amounts and the note, not who approved.
    const [mine] = await ownList(customer);
    expect(mine).toMatchObject({
      id: r.id,
      amountVnd: 500_000,
      receivedVnd: 450_000,
      note: 'Khách chuyển thiếu 50.000 ₫',
    });
    expect(mine).not.toHaveProperty('decidedBy');
    // The timeline carries the note and the staff member.
    const [event] = await query<{ actor_name: string; note: string }>(
      ctx,
      "select actor_name, note from status_events where subject_type = 'recharge' and subject_id = $1 and to_status = 'approved'",
      [r.id],
    );
    expect(event).toEqual({ actor_name: adminName, note: 'Khách chuyển thiếu 50.000 ₫' });
    await expectLedgerBalanced(ctx);
  });

  it('credits more than requested when more arrived', async () => {
    const customer = await makeCustomer(ctx);
    const r = await request(customer, 100_000);
    const res = await approve(r.id, { receivedVnd: 1_000_000, note: 'Khách chuyển nhầm 1.000.000 ₫' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(1_000_000);
  });

  it('refuses a different amount without a note, in Vietnamese, writing nothing', async () => {
    const customer = await makeCustomer(ctx);
    const r = await request(customer, 500_000);
    const entries = await countRows(ctx, 'journal_entries');
    for (const payload of [{ receivedVnd: 450_000 }, { receivedVnd: 450_000, note: '   ' }]) {
      const body = expectError(await approve(r.id, payload), 400, 'validation-error');
      expect(body.Message).toBe('Vui lòng ghi chú lý do khi số tiền đã nhận khác số tiền yêu cầu');
    }
    expect((await staffRow(r.id))?.status).toBe('pending');
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);
    expect(await countRows(ctx, 'journal_entries')).toBe(entries);
  });

  it('needs no note when the received amount is the requested one, nor without a body', async () => {
    const customer = await makeCustomer(ctx);
    const a = await request(customer, 200_000);
    const b = await request(customer, 300_000);
    expect((await approve(a.id, { receivedVnd: 200_000 })).json()).toMatchObject({ receivedVnd: 200_000, note: '' });
    expect((await approve(b.id)).json()).toMatchObject({ receivedVnd: 300_000, note: '' });
    expect(await walletBalance(ctx.app, customer.auth)).toBe(500_000);
  });

  it('bounds the received amount: a positive integer of đồng up to 500.000.000 ₫', async () => {
    const customer = await makeCustomer(ctx);
    const r = await request(customer, 500_000);
    const cases: [unknown, string][] = [
      [0, 'Số tiền đã nhận: Số tiền đã nhận phải lớn hơn 0 ₫'],
      [-450_000, 'Số tiền đã nhận: Số tiền đã nhận phải lớn hơn 0 ₫'],
      [450_000.5, 'Số tiền đã nhận: Số tiền phải là số nguyên đồng'],
      [500_000_001, 'Số tiền đã nhận: Số tiền đã nhận tối đa 500.000.000 ₫'],
      [1e300, 'Số tiền đã nhận: Số tiền phải là số nguyên đồng'],
      ['450000', 'Số tiền đã nhận: Vui lòng nhập số tiền đã nhận'],
    ];
    for (const [receivedVnd, message] of cases) {
      const body = expectError(await approve(r.id, { receivedVnd, note: 'Ghi chú' }), 400, 'validation-error');
      expect(body.Message, String(receivedVnd)).toBe(message);
    }
    expectError(await approve(r.id, { receivedVnd: 450_000, note: 'x'.repeat(501) }), 400, 'validation-error');
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);
    expect((await approve(r.id, { receivedVnd: 500_000_000, note: 'Khách chuyển dư' })).statusCode).toBe(200);
  });

  it('credits once: approving again, with another amount, answers the recharge unchanged', async () => {
    const customer = await makeCustomer(ctx);
    const r = await request(customer, 500_000);
    const first = await approve(r.id, { receivedVnd: 450_000, note: 'Thiếu 50.000 ₫' });
    expect(first.statusCode, first.body).toBe(200);
    const entries = await countRows(ctx, 'journal_entries');
    for (const again of [{ receivedVnd: 400_000, note: 'Lần nữa' }, undefined]) {
      const res = await approve(r.id, again);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(first.json());
    }
    expect(await walletBalance(ctx.app, customer.auth)).toBe(450_000);
    expect(await countRows(ctx, 'journal_entries')).toBe(entries);
  });

  it('concurrent approvals with different amounts credit exactly one of them', async () => {
    const customer = await makeCustomer(ctx);
    const r = await request(customer, 500_000);
    const amounts = [450_000, 460_000, 470_000, 480_000, 500_000];
    const results = await Promise.all(amounts.map((receivedVnd) => approve(r.id, { receivedVnd, note: 'Đối chiếu' })));
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const [row] = await query<{ received_vnd: string }>(ctx, 'select received_vnd from recharges where id = $1', [
      r.id,
    ]);
    const received = Number(row!.received_vnd);
    expect(amounts).toContain(received);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(received);
    expect((await ledger(customer)).filter((e) => e.type === 'recharge')).toHaveLength(1);
    await expectLedgerBalanced(ctx);
  });

  it("still refuses a staff member's own recharge (403), whatever the amount", async () => {
    const accountant = await makeStaff(ctx, 'accountant');
    const own = await request(accountant, 500_000);
    const body = expectError(
      await approve(own.id, { receivedVnd: 450_000, note: 'Tự duyệt' }, accountant.auth),
      403,
      'own-recharge-approval',
    );
    expect(body.Message).toBe('Bạn không thể tự duyệt yêu cầu nạp tiền vào ví của chính mình');
    expect(await walletBalance(ctx.app, accountant.auth)).toBe(0);
  });

  it('is 403 for staff roles that do not approve recharges and for customers; 404 for an unknown one', async () => {
    const customer = await makeCustomer(ctx);
    const r = await request(customer, 500_000);
    const purchaser = await makeStaff(ctx, 'purchaser');
    const payload = { receivedVnd: 450_000, note: 'Thiếu' };
    expectError(await approve(r.id, payload, purchaser.auth), 403, 'forbidden');
    expectError(await approve(r.id, payload, customer.auth), 403, 'forbidden');
    expectError(await approve(999_999_999, payload), 404, 'not-found');
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);
  });

  it("never shows a customer another customer's received amounts", async () => {
    const a = await makeCustomer(ctx);
    const b = await makeCustomer(ctx);
    const r = await request(a, 500_000);
    await approve(r.id, { receivedVnd: 450_000, note: 'Thiếu' });
    expect((await ownList(b)).map((x) => x.id)).not.toContain(r.id);
  });
});

describe('who decided each recharge', () => {
  it('names the staff member who approved or cancelled a recharge in the staff list; none while pending', async () => {
    const customer = await makeCustomer(ctx);
    const accountant = await makeStaff(ctx, 'accountant', { fullName: 'Phạm Thu Hà' });
    const approved = await request(customer, 100_000);
    const cancelled = await request(customer, 200_000);
    const pending = await request(customer, 300_000);
    expect((await approve(approved.id, undefined, accountant.auth)).statusCode).toBe(200);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/Recharge/${cancelled.id}/Cancel`,
      headers: admin,
      payload: { note: 'Không thấy tiền về' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    expect(await staffRow(approved.id)).toMatchObject({ decidedBy: { id: accountant.id, fullName: 'Phạm Thu Hà' } });
    expect(await staffRow(cancelled.id)).toMatchObject({
      decidedBy: { fullName: adminName },
      note: 'Không thấy tiền về',
    });
    expect(await staffRow(pending.id)).toMatchObject({ decidedBy: null, receivedVnd: null });
    // The customer sees the reason of the cancellation.
    const mine = await ownList(customer);
    expect(mine.find((x) => x.id === cancelled.id)).toMatchObject({ status: 'cancelled', note: 'Không thấy tiền về' });
  });
});
