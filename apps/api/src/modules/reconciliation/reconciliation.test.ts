/**
 * The day's reconciliation (decision 0107): a day in the past built from known postings and bank
 * notifications; its figures add up, the CSV says the same, each figure's rows can be listed, and
 * the nightly ledger check's last run shows on it.
 */

import { vnDayBounds as dayBounds } from '@app/shared/vn-day';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../lib/db/transaction.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { creditWallet, makeCustomer, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, countRows, expectError, newKey, query } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { appTasks, LEDGER_CHECK_TASK } from '../jobs/jobs.service.ts';
import { post, postings } from '../wallet/ledger.service.ts';

const ctx = useTestApp();
let admin: Auth;
let accountant: TestUser;
let customer: TestUser;

// A past day nobody else posts on: this file's database is its own, its entries are all "today".
const date = `20${10 + Math.floor(Math.random() * 9)}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
const previous = new Date(dayBounds(date).from.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
const { from, to } = dayBounds(date);
const at = (minutes: number) => new Date(from.getTime() + minutes * 60_000);

const get = (url: string, auth: Auth = accountant.auth) => ctx.app.inject({ method: 'GET', url, headers: auth });

async function backdate(entryIds: number[], when: Date) {
  await query(ctx, 'update journal_entries set created_at = $2 where id = any($1::int[])', [entryIds, when]);
}

async function entryIdsSince(before: number): Promise<number[]> {
  return (await query<{ id: number }>(ctx, 'select id from journal_entries where id > $1 order by id', [before])).map(
    (r) => r.id,
  );
}

async function lastEntryId(): Promise<number> {
  return (await query<{ id: number }>(ctx, 'select coalesce(max(id), 0)::int as id from journal_entries'))[0]!.id;
}

let rechargeId: number;
let pendingId: number;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  accountant = await makeStaff(ctx, 'accountant');
  customer = await makeCustomer(ctx);
  const other = await makeCustomer(ctx);

  // The evening before: 500.000 ₫ to another customer (in the opening balance, not the day's moves).
  let mark = await lastEntryId();
  await creditWallet(ctx, other.id, 500_000);
  await backdate(await entryIdsSince(mark), new Date(from.getTime() - 60_000));

  // The day: a 1.000.000 ₫ recharge, +200.000 ₫ and −50.000 ₫ adjustments, a 300.000 ₫ withdrawal held
  // and paid, a 70.000 ₫ complaint refund.
  mark = await lastEntryId();
  rechargeId = (await creditWallet(ctx, customer.id, 1_000_000)).rechargeId;
  for (const amountVnd of [200_000, -50_000]) {
    const proposed = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/Adjustment',
      headers: { ...admin, 'idempotency-key': newKey() },
      payload: { customerId: customer.id, amountVnd, reason: 'Điều chỉnh thử đối soát' },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/Adjustment/${proposed.json().id}/Approve`,
      headers: accountant.auth,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  const withdrawal = { id: 900_001, code: 'RTEST1', userId: customer.id, amountVnd: 300_000 };
  await transaction(ctx.database.db, async (tx) => {
    await post(tx, postings.withdrawal({ withdrawal, actor: { userId: null } }));
    await post(tx, postings.withdrawalPaid({ withdrawal, actor: { userId: null } }));
    await post(
      tx,
      postings.complaintRefund({
        complaint: { id: 900_002, code: 'KN-TEST', userId: customer.id, orderCode: 'MH-TEST' },
        amountVnd: 70_000,
        actor: { userId: null },
      }),
    );
  });
  const day = await entryIdsSince(mark);
  expect(day).toHaveLength(6);
  for (const [i, id] of day.entries()) await backdate([id], at(60 + i));

  // A proposal of the day still waiting.
  const pending = await ctx.app.inject({
    method: 'POST',
    url: '/api/Admin/Adjustment',
    headers: { ...admin, 'idempotency-key': newKey() },
    payload: { customerId: customer.id, amountVnd: -30_000, reason: 'Chờ duyệt cuối ngày' },
  });
  expect(pending.statusCode, pending.body).toBe(200);
  pendingId = pending.json().id;
  await query(ctx, 'update adjustments set created_at = $2 where id = $1', [pendingId, at(600)]);

  // The bank's notifications: the recharge matched, a stray 55.000 ₫ unmatched, the payout out; one the next day.
  const transfer = (id: string, direction: string, amountVnd: number, status: string, when: Date, extra = {}) => ({
    provider: 'sepay',
    providerTransactionId: id,
    direction,
    amountVnd,
    content: `TEST ${id}`,
    accountNumber: '0123456789',
    occurredAt: when,
    status,
    payload: {},
    ...extra,
  });
  const rows = [
    transfer(`${date}-1`, 'in', 1_000_000, 'matched', at(59), { rechargeId }),
    transfer(`${date}-2`, 'in', 55_000, 'unmatched', at(120)),
    transfer(`${date}-3`, 'out', 300_000, 'matched', at(200)),
    transfer(`${date}-4`, 'in', 9_999_000, 'unmatched', to),
  ];
  for (const r of rows) {
    await ctx.database.db.execute(
      sql`insert into bank_transfers (provider, provider_transaction_id, direction, amount_vnd, content, account_number, occurred_at, status, recharge_id, payload)
          values (${r.provider}, ${r.providerTransactionId}, ${r.direction}, ${r.amountVnd}, ${r.content}, ${r.accountNumber}, ${r.occurredAt}, ${r.status}, ${(r as { rechargeId?: number }).rechargeId ?? null}, '{}'::jsonb)`,
    );
  }
});

const figure = (count: number, amountVnd: number) => ({ count, amountVnd, link: expect.stringMatching(/^\//) });

describe('GET /Admin/Reconciliation', () => {
  it('adds up a day of known postings and notifications', async () => {
    const res = await get(`/api/Admin/Reconciliation?date=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ date, from: from.toISOString(), to: to.toISOString() });

    const change = Object.fromEntries(
      r.balances.map((b: { kind: string; changeVnd: number }) => [b.kind, b.changeVnd]),
    );
    expect(change).toMatchObject({
      customer_wallet: 1_000_000 + 200_000 - 50_000 - 300_000 + 70_000,
      bank_clearing: -1_000_000 + 300_000,
      withdrawals_payable: 0,
      adjustments: -150_000,
      complaint_refunds: -70_000,
      order_prepayments: 0,
    });
    const sum = (k: 'openingVnd' | 'closingVnd') =>
      r.balances.reduce((n: number, b: Record<string, number>) => n + b[k]!, 0);
    expect([sum('openingVnd'), sum('closingVnd')]).toEqual([0, 0]);
    const wallets = r.balances.find((b: { kind: string }) => b.kind === 'customer_wallet');
    expect(wallets).toMatchObject({ label: 'Ví khách hàng (tổng)', openingVnd: 500_000, closingVnd: 1_420_000 });

    // The evening before is the previous day's move; its closing is this day's opening.
    const before = (await get(`/api/Admin/Reconciliation?date=${previous}`)).json();
    expect(before.balances.find((b: { kind: string }) => b.kind === 'customer_wallet')).toMatchObject({
      openingVnd: 0,
      closingVnd: 500_000,
    });

    expect(r.entryTotals).toEqual([
      { type: 'recharge', label: 'Nạp tiền', walletNetVnd: 1_000_000, ...figure(1, 1_000_000) },
      { type: 'withdrawal', label: 'Rút tiền', walletNetVnd: -300_000, ...figure(2, 600_000) },
      { type: 'complaint_refund', label: 'Hoàn tiền khiếu nại', walletNetVnd: 70_000, ...figure(1, 70_000) },
      { type: 'adjustment', label: 'Điều chỉnh', walletNetVnd: 150_000, ...figure(2, 250_000) },
    ]);
    expect(r.recharges).toEqual({
      credited: figure(1, 1_000_000),
      bankMatched: figure(1, 1_000_000),
      bankUnmatched: figure(1, 55_000),
      differenceVnd: 0,
    });
    expect(r.withdrawals).toEqual({ paid: figure(1, 300_000), bankOutgoing: figure(1, 300_000), differenceVnd: 0 });
    expect(r.refunds.find((f: { type: string }) => f.type === 'complaint_refund')).toMatchObject(figure(1, 70_000));
    expect(r.adjustments).toEqual({
      credits: figure(1, 200_000),
      debits: figure(1, 50_000),
      pending: figure(1, 30_000),
    });
    expect(r.recharges.credited.link).toBe(`/reconciliation?date=${date}&type=recharge`);
    expect(r.adjustments.pending.link).toBe('/adjustment?status=pending');
  });

  it('lists the rows behind a figure', async () => {
    const adjustments = await get(`/api/Admin/Reconciliation/Entries?date=${date}&type=adjustment`);
    expect(adjustments.statusCode, adjustments.body).toBe(200);
    expect(adjustments.json()).toMatchObject({ total: 2 });
    expect(
      adjustments
        .json()
        .items.map((e: { walletVnd: number }) => e.walletVnd)
        .sort(),
    ).toEqual([-50_000, 200_000]);
    expect(adjustments.json().items[0].customer).toMatchObject({ id: customer.id, fullName: customer.fullName });
    const paid = await get(`/api/Admin/Reconciliation/Entries?date=${date}&movement=withdrawal-paid`);
    expect(paid.json()).toMatchObject({
      total: 1,
      items: [{ type: 'withdrawal', amountVnd: 300_000, walletVnd: null, customer: null }],
    });
  });

  it('answers the same figures as CSV, audited', async () => {
    const res = await get(`/api/Admin/Reconciliation/Export?date=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`doi-soat-${date}`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Mục,Khoản,Số giao dịch,Số tiền (₫),Đầu ngày (₫),Cuối ngày (₫)');
    expect(lines).toContain('Số dư tài khoản,Ví khách hàng (tổng),,920000,500000,1420000');
    expect(lines).toContain('Nạp tiền,Đã cộng vào ví,1,1000000,,');
    expect(lines).toContain('Nạp tiền,Báo có ngân hàng đã khớp,1,1000000,,');
    expect(lines).toContain('Rút tiền,Đã chuyển cho khách,1,300000,,');
    expect(lines).toContain('Hoàn tiền,Hoàn tiền khiếu nại,1,70000,,');
    expect(lines).toContain('Điều chỉnh số dư,Trừ khỏi ví,1,50000,,');
    expect(await auditRows(ctx, 'reconciliation.export', date)).toMatchObject([{ actorId: accountant.id }]);
  });

  it('refuses a bad date with 400 in Vietnamese, and other roles with 403', async () => {
    for (const q of [
      '',
      '?date=',
      '?date=2026-02-30',
      '?date=26-11-27',
      '?date=2026-11-27T00:00',
      `?date=${date}&type=nope`,
    ]) {
      expectError(
        await get(`/api/Admin/Reconciliation${q.includes('type') ? '/Entries' : ''}${q}`),
        400,
        'validation-error',
      );
    }
    const audits = await countRows(ctx, 'audit_log');
    expectError(await get('/api/Admin/Reconciliation/Export?date=2026-02-30'), 400, 'validation-error');
    expect(await countRows(ctx, 'audit_log')).toBe(audits);
    for (const role of ['sales', 'warehouse_vn', 'purchaser'] as const) {
      const member = await makeStaff(ctx, role);
      for (const path of ['', '/Export', '/Entries']) {
        expectError(await get(`/api/Admin/Reconciliation${path}?date=${date}`, member.auth), 403);
      }
    }
    expectError(await get(`/api/Admin/Reconciliation?date=${date}`, customer.auth), 403);
  });
});

describe('the nightly ledger check', () => {
  it('stores each run; the page shows the last one, ok or its failed rules', async () => {
    await query(
      ctx,
      `insert into ledger_check_runs (ok, problems, created_at) values (false, $1::jsonb, now() - interval '1 day')`,
      [
        JSON.stringify([
          {
            kind: 'wallet-balance-mismatch',
            subject: { type: 'ledger_account', id: 7, code: 'W7' },
            expected: '10',
            actual: '12',
          },
        ]),
      ],
    );
    const failed = (await get(`/api/Admin/Reconciliation?date=${date}`)).json().ledgerCheck;
    expect(failed).toMatchObject({
      ok: false,
      problems: [{ kind: 'wallet-balance-mismatch', subject: 'ledger_account #7 W7', expected: '10', actual: '12' }],
    });

    const runs = await countRows(ctx, 'ledger_check_runs');
    const tasks = appTasks({ db: ctx.database.db, mailer: ctx.mailer, log: () => {} });
    await (tasks[LEDGER_CHECK_TASK] as () => Promise<void>)();
    expect(await countRows(ctx, 'ledger_check_runs')).toBe(runs + 1);
    const last = (await get(`/api/Admin/Reconciliation?date=${date}`)).json().ledgerCheck;
    expect(last).toMatchObject({ ok: true, problems: [] });
    expect(Date.now() - Date.parse(last.at)).toBeLessThan(60_000);
  });
});
