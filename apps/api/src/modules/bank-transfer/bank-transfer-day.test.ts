/**
 * The review queue filtered as the day's reconciliation links to it: the incoming transfers of one
 * status and the outgoing transfers of every status, of one calendar day in Vietnam on the bank's
 * transaction time. The list behind each figure counts and sums what the figure says.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, expectError } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { makeApprovedWithdrawal, sendSepay, sepayBody, webhookEnv } from './bank-transfer.test-support.ts';

const ctx = useTestApp(webhookEnv);
let accountant: TestUser;

// A past day nobody else's transfers fall on (this file's database is its own).
const date = `20${10 + Math.floor(Math.random() * 9)}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
const shift = (days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayBefore = shift(-1);
const dayAfter = shift(1);

type Figure = { count: number; amountVnd: number; link: string };
type Item = { id: number; direction: string; status: string; amountVnd: number; occurredAt: string };
type Page = { items: Item[]; total: number };

const get = (url: string, auth: Auth = accountant.auth) => ctx.app.inject({ method: 'GET', url, headers: auth });

/** Sends a SePay notification of `amountVnd` at Vietnam time `when`; returns its 200. */
async function transfer(direction: 'in' | 'out', amountVnd: number, when: string, content = 'chuyen tien') {
  const res = await sendSepay(
    ctx.app,
    sepayBody({ transferType: direction, transferAmount: amountVnd, transactionDate: when, content }),
  );
  expect(res.statusCode, res.body).toBe(200);
}

async function pendingRechargeCode(customer: TestUser, amountVnd: number): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Wallet/Recharge',
    headers: customer.auth,
    payload: { amountVnd },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().code;
}

/** The page the console shows for a figure's link (`/bankTransfer?…`), every row on one page. */
async function rowsOf(link: string): Promise<Page> {
  const res = await get(`${link.replace('/bankTransfer?', '/api/Admin/BankTransfer?')}&pageSize=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const sum = (items: Item[]) => items.reduce((n, i) => n + i.amountVnd, 0);

beforeAll(async () => {
  accountant = await makeStaff(ctx, 'accountant');
  const customer = await makeCustomer(ctx, { walletVnd: 2_000_000 });

  // Money in, matched: at the day's first second, and a second either side of the day.
  await transfer('in', 250_000, `${date} 00:00:00`, `NAP ${await pendingRechargeCode(customer, 250_000)}`);
  await transfer('in', 120_000, `${dayBefore} 23:59:59`, `NAP ${await pendingRechargeCode(customer, 120_000)}`);
  await transfer('in', 130_000, `${dayAfter} 00:00:00`, `NAP ${await pendingRechargeCode(customer, 130_000)}`);
  // Money in, unmatched, at noon.
  await transfer('in', 40_000, `${date} 12:00:00`, 'khong ghi ma');
  // Money out: a withdrawal paid in the morning, an unknown payment at the day's last second, one the day before.
  const w = await makeApprovedWithdrawal(ctx, customer.id, 400_000);
  await transfer('out', 400_000, `${date} 10:00:00`, `RUT ${w.code}`);
  await transfer('out', 299_000, `${date} 23:59:59`, 'chi tien khong ma');
  await transfer('out', 77_000, `${dayBefore} 23:00:00`, 'chi tien khong ma');
});

describe("the rows behind the day's bank figures", () => {
  it('list exactly what the reconciliation counts: matched in, unmatched in, every outgoing', async () => {
    const res = await get(`/api/Admin/Reconciliation?date=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    const { recharges, withdrawals } = res.json() as {
      recharges: { bankMatched: Figure; bankUnmatched: Figure };
      withdrawals: { bankOutgoing: Figure };
    };
    expect(recharges.bankMatched).toMatchObject({ count: 1, amountVnd: 250_000 });
    expect(recharges.bankUnmatched).toMatchObject({ count: 1, amountVnd: 40_000 });
    expect(withdrawals.bankOutgoing).toMatchObject({ count: 2, amountVnd: 699_000 });

    for (const figure of [recharges.bankMatched, recharges.bankUnmatched, withdrawals.bankOutgoing]) {
      const page = await rowsOf(figure.link);
      expect(page.total, figure.link).toBe(figure.count);
      expect(page.items).toHaveLength(figure.count);
      expect(sum(page.items), figure.link).toBe(figure.amountVnd);
    }
    const outgoing = await rowsOf(withdrawals.bankOutgoing.link);
    expect(outgoing.items.map((i) => [i.direction, i.status, i.amountVnd])).toEqual([
      ['out', 'unmatched', 299_000],
      ['out', 'matched', 400_000],
    ]);
  });

  it('a day runs from 00:00 to 24:00 in Vietnam, on the bank transaction time', async () => {
    const before = await rowsOf(`/bankTransfer?direction=in&status=matched&date=${dayBefore}`);
    expect(before.items.map((i) => i.amountVnd)).toEqual([120_000]);
    expect(before.items[0]!.occurredAt).toBe(new Date(`${dayBefore}T23:59:59+07:00`).toISOString());
    const after = await rowsOf(`/bankTransfer?direction=in&status=matched&date=${dayAfter}`);
    expect(after.items.map((i) => i.amountVnd)).toEqual([130_000]);
  });

  it('without filters the queue still opens on the unmatched transfers of every day and direction', async () => {
    const res = await get('/api/Admin/BankTransfer?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    expect(page.items.every((i) => i.status === 'unmatched')).toBe(true);
    expect(page.items.map((i) => i.amountVnd).sort((a, b) => a - b)).toEqual([40_000, 77_000, 299_000]);
    const incoming = (await get('/api/Admin/BankTransfer?direction=in&pageSize=100')).json() as Page;
    expect(incoming.items.map((i) => i.amountVnd).sort((a, b) => a - b)).toEqual([40_000, 120_000, 130_000, 250_000]);
  });

  it('a malformed day or direction: 400 in Vietnamese', async () => {
    for (const bad of ['27-11-2026', '2026-02-30', '2026-11-27T00:00', '']) {
      const body = expectError(await get(`/api/Admin/BankTransfer?date=${encodeURIComponent(bad)}`), 400);
      expect(body.Message, bad).toContain('Ngày không hợp lệ');
    }
    const body = expectError(await get('/api/Admin/BankTransfer?direction=sideways'), 400);
    expect(body.Message).toContain('Chiều giao dịch không hợp lệ');
  });

  it('is for the bank queue staff: 403 for sales and customers', async () => {
    const sales = await makeStaff(ctx, 'sales');
    const customer = await makeCustomer(ctx);
    expectError(await get(`/api/Admin/BankTransfer?date=${date}&direction=out`, sales.auth), 403);
    expectError(await get(`/api/Admin/BankTransfer?date=${date}&direction=out`, customer.auth), 403);
  });
});
