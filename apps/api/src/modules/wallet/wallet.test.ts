/**
 * Wallet: recharge requests with a VietQR payload (/api/Wallet/Recharge), staff approval or
 * cancellation (/api/Admin/Recharge), and the customer's ledger entries (/api/Transaction).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { creditWallet } from '../../test/factories.ts';
import {
  type Auth,
  countRows,
  expectError,
  expectLedgerBalanced,
  fundWallet,
  query,
  walletBalance,
} from '../../test/fixtures.ts';
import { loginAdmin, registerCustomer, useTestApp } from '../../test/helpers.ts';
import { decodeVietQr } from './vietqr.ts';

const ctx = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), as EMVCo tag 63 uses. */
function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** EMVCo TLV: two-digit tag, two-digit length, value. */
function tlv(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < payload.length) {
    const tag = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    expect(Number.isInteger(len)).toBe(true);
    out.set(tag, payload.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  expect(i).toBe(payload.length);
  return out;
}

async function createRecharge(auth: Auth, amountVnd: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/api/Wallet/Recharge', headers: auth, payload: { amountVnd } });
}

async function approve(id: number, auth: Auth = admin) {
  return ctx.app.inject({ method: 'POST', url: `/api/Admin/Recharge/${id}/Approve`, headers: auth });
}

async function cancel(id: number, note?: string, auth: Auth = admin) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/Admin/Recharge/${id}/Cancel`,
    headers: auth,
    payload: note === undefined ? {} : { note },
  });
}

async function transactions(auth: Auth, qs = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/Transaction${qs}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    total: number;
    page: number;
    pageSize: number;
    items: {
      type: string;
      amountVnd: number;
      balanceAfterVnd: number;
      description: string;
      code: string;
      createdAt: string;
    }[];
  };
}

describe('recharge request', () => {
  it('answers the company account, a unique memo and a VietQR payload that decodes to them', async () => {
    const user = await registerCustomer(ctx.app);
    const res = await createRecharge(user.auth, 1_250_000);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({
      amountVnd: 1_250_000,
      status: 'pending',
      decidedAt: null,
      bankAccount: {
        bankBin: '970436',
        bankShortName: 'Vietcombank',
        accountNumber: '0011004567890',
        accountName: 'CONG TY TNHH DAT HANG TRUNG QUOC',
      },
    });
    expect(r).not.toHaveProperty('customer');
    expect(r.code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    expect(r.memo).toBe(`NAP ${r.code}`);

    // The library's decoder.
    const decoded = decodeVietQr(r.vietQrPayload);
    expect(decoded).toMatchObject({
      isValid: true,
      bankBin: '970436',
      accountNumber: '0011004567890',
      amount: '1250000',
      memo: r.memo,
    });

    // And by hand: the CRC over everything up to and including '6304', and the EMVCo fields.
    const payload = r.vietQrPayload as string;
    expect(crc16ccitt('123456789')).toBe('29B1'); // the CRC-16/CCITT-FALSE check value
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16ccitt(payload.slice(0, -4)));
    const fields = tlv(payload);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12'); // dynamic QR: carries an amount
    expect(fields.get('53')).toBe('704'); // VND
    expect(fields.get('54')).toBe('1250000');
    expect(fields.get('58')).toBe('VN');
    const merchant = tlv(fields.get('38')!);
    expect(merchant.get('00')).toBe('A000000727'); // NAPAS
    expect(merchant.get('02')).toBe('QRIBFTTA'); // transfer to an account
    const beneficiary = tlv(merchant.get('01')!);
    expect(beneficiary.get('00')).toBe('970436');
    expect(beneficiary.get('01')).toBe('0011004567890');
    expect(tlv(fields.get('62')!).get('08')).toBe(r.memo);

    // A corrupted payload fails the check.
    const tampered = payload.replace('1250000', '9250000');
    expect(tampered.slice(-4)).not.toBe(crc16ccitt(tampered.slice(0, -4)));
    expect(decodeVietQr(tampered).isValid).toBe(false);
  });

  it('gives every recharge its own memo', async () => {
    // Three customers, five each: one customer may have at most five pending (decision 0022).
    const users = [await registerCustomer(ctx.app), await registerCustomer(ctx.app), await registerCustomer(ctx.app)];
    const memos: string[] = [];
    for (let i = 0; i < 15; i++) memos.push((await createRecharge(users[i % 3]!.auth, 10_000 + i)).json().memo);
    expect(new Set(memos).size).toBe(memos.length);
    const [dupes] = await query<{ n: number }>(
      ctx,
      'select count(*)::int as n from (select code from recharges group by code having count(*) > 1) d',
    );
    expect(dupes!.n).toBe(0);
  });

  it('refuses an amount below 10.000 ₫ (and other bad amounts) with 400 in Vietnamese, writing nothing', async () => {
    const user = await registerCustomer(ctx.app);
    const cases: [unknown, string][] = [
      [9_999, 'Số tiền: Số tiền nạp tối thiểu 10.000 ₫'],
      [0, 'Số tiền: Số tiền nạp tối thiểu 10.000 ₫'],
      [-50_000, 'Số tiền: Số tiền nạp tối thiểu 10.000 ₫'],
      [10_000.5, 'Số tiền: Số tiền phải là số nguyên đồng'],
      [500_000_001, 'Số tiền: Số tiền nạp tối đa 500.000.000 ₫'],
      [undefined, 'Số tiền: Vui lòng nhập số tiền'],
      ['50000', 'Số tiền: Vui lòng nhập số tiền'],
    ];
    for (const [amount, message] of cases) {
      const res = await createRecharge(user.auth, amount);
      expect(expectError(res, 400, 'validation-error').Message, String(amount)).toBe(message);
    }
    expect(await countRows(ctx, 'recharges', 'user_id = $1', [user.id])).toBe(0);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/Wallet/Recharge', headers: user.auth })).json().total,
    ).toBe(0);
    // The boundary itself is fine.
    expect((await createRecharge(user.auth, 10_000)).statusCode).toBe(200);
  });

  it("lists the customer's own recharges only, with a status filter", async () => {
    const other = await registerCustomer(ctx.app);
    await createRecharge(other.auth, 20_000);
    const user = await registerCustomer(ctx.app);
    const a = (await createRecharge(user.auth, 30_000)).json();
    const b = (await createRecharge(user.auth, 40_000)).json();
    await approve(a.id);
    const all = await ctx.app.inject({ method: 'GET', url: '/api/Wallet/Recharge', headers: user.auth });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    expect(all.json().items.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    const pending = await ctx.app.inject({
      method: 'GET',
      url: '/api/Wallet/Recharge?status=pending',
      headers: user.auth,
    });
    expect(pending.json().items.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Wallet/Recharge?status=xong', headers: user.auth }),
      400,
      'validation-error',
    );
  });

  it('is 401 without a token', async () => {
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/Wallet/Recharge', payload: { amountVnd: 100_000 } }),
      401,
      'unauthenticated',
    );
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Wallet/Recharge' }), 401, 'unauthenticated');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Transaction' }), 401, 'unauthenticated');
  });
});

describe('staff approval', () => {
  it('lists recharges for staff with the customer, filterable by status', async () => {
    const user = await registerCustomer(ctx.app);
    const r = (await createRecharge(user.auth, 77_000)).json();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/Recharge?status=pending&pageSize=100',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const row = res.json().items.find((x: { id: number }) => x.id === r.id);
    expect(row).toMatchObject({
      memo: r.memo,
      amountVnd: 77_000,
      customer: { id: user.id, fullName: user.fullName, phone: user.phone, email: user.email },
    });
    for (const x of res.json().items) expect(x.status).toBe('pending');
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Admin/Recharge?page=0', headers: admin }),
      400,
      'validation-error',
    );
  });

  it('credits the wallet once on approval; a second approval changes nothing', async () => {
    const user = await registerCustomer(ctx.app);
    const r = (await createRecharge(user.auth, 500_000)).json();
    const first = await approve(r.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: r.id, status: 'approved', customer: { id: user.id } });
    expect(first.json().decidedAt).not.toBeNull();
    expect(await walletBalance(ctx.app, user.auth)).toBe(500_000);
    const tx = await transactions(user.auth);
    expect(tx.total).toBe(1);
    expect(tx.items[0]).toMatchObject({ type: 'recharge', amountVnd: 500_000, balanceAfterVnd: 500_000 });
    expect(tx.items[0]!.description).toContain(r.memo);

    const entries = await countRows(ctx, 'journal_entries');
    const second = await approve(r.id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await walletBalance(ctx.app, user.auth)).toBe(500_000);
    expect((await transactions(user.auth)).total).toBe(1);
    expect(await countRows(ctx, 'journal_entries')).toBe(entries);
  });

  it('10 concurrent approvals of one recharge credit once', async () => {
    const user = await registerCustomer(ctx.app);
    const r = (await createRecharge(user.auth, 2_000_000)).json();
    const results = await Promise.all(Array.from({ length: 10 }, () => approve(r.id)));
    for (const res of results) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('approved');
    }
    expect(await walletBalance(ctx.app, user.auth)).toBe(2_000_000);
    expect((await transactions(user.auth)).items.filter((t) => t.type === 'recharge')).toHaveLength(1);
    await expectLedgerBalanced(ctx);
  });

  it('cancels a pending recharge; it can no longer be approved', async () => {
    const user = await registerCustomer(ctx.app);
    const r = (await createRecharge(user.auth, 60_000)).json();
    const res = await cancel(r.id, 'Không thấy tiền về');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('cancelled');
    const [row] = await query<{ note: string }>(ctx, 'select note from recharges where id = $1', [r.id]);
    expect(row!.note).toBe('Không thấy tiền về');
    const refused = expectError(await approve(r.id), 409, 'recharge-not-pending');
    expect(refused.Message).toBe('Yêu cầu nạp tiền không còn ở trạng thái chờ duyệt');
    expect(await walletBalance(ctx.app, user.auth)).toBe(0);
    expect((await transactions(user.auth)).total).toBe(0);
  });

  it('refuses to cancel an approved recharge with 409 and changes nothing', async () => {
    const user = await registerCustomer(ctx.app);
    const r = await fundWallet(ctx.app, user.auth, admin, 90_000);
    const [before] = await query(ctx, 'select * from recharges where id = $1', [r.id]);
    expectError(await cancel(r.id), 409, 'recharge-not-pending');
    const [after] = await query(ctx, 'select * from recharges where id = $1', [r.id]);
    expect(after).toEqual(before);
    expect(await walletBalance(ctx.app, user.auth)).toBe(90_000);
  });

  it('answers 404 for an unknown recharge and 400 for bad input, writing nothing', async () => {
    const user = await registerCustomer(ctx.app);
    const r = (await createRecharge(user.auth, 60_000)).json();
    expect(expectError(await approve(999_999_999), 404, 'not-found').Message).toBe('Không tìm thấy yêu cầu nạp tiền');
    expectError(await cancel(999_999_999), 404, 'not-found');
    expectError(await approve('abc' as unknown as number), 400, 'validation-error');
    expectError(await cancel(r.id, 'x'.repeat(501)), 400, 'validation-error');
    const [row] = await query<{ status: string }>(ctx, 'select status from recharges where id = $1', [r.id]);
    expect(row!.status).toBe('pending');
  });

  it('lets an accountant approve, and refuses other staff roles and customers with 403', async () => {
    const makeStaff = async (role: string) => {
      const staff = await registerCustomer(ctx.app);
      await query(ctx, `update users set roles = $2 where id = $1`, [staff.id, [role]]);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName: staff.email, password: staff.password },
      });
      return { authorization: `Bearer ${login.json().token}` };
    };
    const user = await registerCustomer(ctx.app);
    const r = (await createRecharge(user.auth, 45_000)).json();
    const purchaser = await makeStaff('purchaser');
    expectError(await approve(r.id, purchaser), 403, 'forbidden');
    expectError(await approve(r.id, user.auth), 403, 'forbidden');
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Admin/Recharge', headers: purchaser }),
      403,
      'forbidden',
    );
    expect(await walletBalance(ctx.app, user.auth)).toBe(0);
    const accountant = await makeStaff('accountant');
    expect((await approve(r.id, accountant)).statusCode).toBe(200);
    expect(await walletBalance(ctx.app, user.auth)).toBe(45_000);
  });
});

describe('Transaction', () => {
  it('lists ledger entries newest first with balance after, paginated', async () => {
    const user = await registerCustomer(ctx.app);
    for (const amount of [10_000, 20_000, 30_000]) await fundWallet(ctx.app, user.auth, admin, amount);
    const all = await transactions(user.auth);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.items.map((t) => [t.type, t.amountVnd, t.balanceAfterVnd])).toEqual([
      ['recharge', 30_000, 60_000],
      ['recharge', 20_000, 30_000],
      ['recharge', 10_000, 10_000],
    ]);
    for (const t of all.items) expect(Number.isNaN(Date.parse(t.createdAt))).toBe(false);
    const page2 = await transactions(user.auth, '?page=2&pageSize=2');
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((t) => t.amountVnd)).toEqual([10_000]);
    // Nobody else's entries.
    const other = await registerCustomer(ctx.app);
    expect((await transactions(other.auth)).total).toBe(0);
  });

  it('pages a long wallet by position: every line once, newest first, the total on every page', async () => {
    const user = await registerCustomer(ctx.app);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: user.auth })).json();
    for (let i = 1; i <= 45; i += 1) await creditWallet(ctx, me.id, i * 1_000);
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const p = await transactions(user.auth, `?page=${page}&pageSize=20`);
      expect(p.total).toBe(45);
      seen.push(...p.items.map((t) => t.amountVnd));
      for (const [i, t] of p.items.entries()) {
        // Line n (oldest first) credits n × 1.000 ₫; its balance after is 1.000 × n(n+1)/2.
        const n = t.amountVnd / 1_000;
        expect(t.balanceAfterVnd, `page ${page} item ${i}`).toBe((1_000 * n * (n + 1)) / 2);
      }
    }
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => (45 - i) * 1_000));
    const past = await transactions(user.auth, '?page=4&pageSize=20');
    expect(past).toMatchObject({ total: 45, page: 4, items: [] });
    const empty = await registerCustomer(ctx.app);
    expect(await transactions(empty.auth, '?page=3')).toMatchObject({ total: 0, items: [] });
  });

  it('refuses bad paging with 400 in Vietnamese', async () => {
    const user = await registerCustomer(ctx.app);
    const big = expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Transaction?pageSize=1000', headers: user.auth }),
      400,
      'validation-error',
    );
    expect(big.Message).toBe('Số dòng mỗi trang: Tối đa 100 dòng mỗi trang');
    const zero = expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Transaction?page=0', headers: user.auth }),
      400,
      'validation-error',
    );
    expect(zero.Message).toBe('Trang: Trang phải từ 1 trở lên');
  });
});
