/**
 * The back office's staff actions each write one audit row with who, from where, before and after
 * (decision 0096): the exchange rate, the settings, company bank accounts, a recharge's approval and
 * cancellation, and the exports of customer data; a refused or rolled-back action writes none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, auditRows } from '../../test/audit-rows.ts';
import { makeCustomer, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { onSettingsSaved } from '../setting/setting.service.ts';

const ctx = useTestApp();
let admin: Auth;
let adminId: number;
let accountant: TestUser;
const ip = '127.0.0.1';

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  adminId = (await query<{ id: number }>(ctx, "select id from users where email = 'admin@demo.vn'"))[0]!.id;
  accountant = await makeStaff(ctx, 'accountant', { fullName: 'Lê Văn Kế' });
});

afterAll(async () => {
  await send('PUT', '/api/Admin/Settings', admin, {
    deliveredCompleteDays: 15,
    unpaidCancelDays: 7,
    confirmationReminderDays: 3,
  });
  await send('POST', '/api/Admin/ExchangeRate', admin, { rate: 3650 });
});

function send(method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: object) {
  return ctx.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
}

describe('back-office actions in the audit log', () => {
  it('setting the exchange rate: the rate before and after', async () => {
    const res = await send('POST', '/api/Admin/ExchangeRate', accountant.auth, { rate: 3712 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditRows(ctx, 'exchange_rate.set', res.json().id)).toEqual([
      {
        actorId: accountant.id,
        actorName: 'Lê Văn Kế',
        ip,
        action: 'exchange_rate.set',
        subjectType: 'exchange_rate',
        subjectId: String(res.json().id),
        before: { rate: 3650 },
        after: { rate: 3712 },
      },
    ]);
    const count = await auditCount(ctx);
    expectError(await send('POST', '/api/Admin/ExchangeRate', accountant.auth, { rate: -1 }), 400);
    expect(await auditCount(ctx)).toBe(count);
  });

  it('saving settings: only the settings that changed; rolled back with the save', async () => {
    const res = await send('PUT', '/api/Admin/Settings', admin, {
      deliveredCompleteDays: 20,
      unpaidCancelDays: 7,
      confirmationReminderDays: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditRows(ctx, 'setting.save')).toEqual([
      expect.objectContaining({
        actorId: adminId,
        ip,
        before: { deliveredCompleteDays: 15 },
        after: { deliveredCompleteDays: 20 },
      }),
    ]);
    onSettingsSaved('audit-test', async () => {
      throw new Error('the sweep failed');
    });
    const count = await auditCount(ctx);
    const failed = await send('PUT', '/api/Admin/Settings', admin, {
      deliveredCompleteDays: 30,
      unpaidCancelDays: 7,
      confirmationReminderDays: 3,
    });
    onSettingsSaved('audit-test', async () => {});
    expect(failed.statusCode).toBe(500);
    expect(await auditCount(ctx)).toBe(count);
  });

  it('company bank accounts: the new account, then the switch of the active one; a duplicate writes none', async () => {
    const body = { bankBin: '970436', accountNumber: '8800112233', accountName: 'CONG TY TNHH AUDIT' };
    const created = await send('POST', '/api/Admin/BankAccount', admin, body);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const count = await auditCount(ctx);
    expectError(await send('POST', '/api/Admin/BankAccount', admin, body), 409);
    expect(await auditCount(ctx)).toBe(count);
    const previous = (await query<{ id: number }>(ctx, 'select id from company_bank_accounts where active'))[0]!.id;
    expect((await send('POST', `/api/Admin/BankAccount/${id}/Activate`, admin)).statusCode).toBe(200);
    const rows = await auditRows(ctx, 'bank_account.%', id);
    expect(rows.map((r) => [r.action, r.actorId, r.ip, r.before, r.after])).toEqual([
      [
        'bank_account.create',
        adminId,
        ip,
        null,
        expect.objectContaining({ accountNumber: '8800112233', active: false }),
      ],
      ['bank_account.activate', adminId, ip, { activeAccountId: previous }, { activeAccountId: id }],
    ]);
  });

  it("a recharge's approval and cancellation: the status before and after", async () => {
    const customer = await makeCustomer(ctx);
    const ids: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await send('POST', '/api/Wallet/Recharge', customer.auth, { amountVnd: 200_000 });
      ids.push(res.json().id);
    }
    expect((await send('POST', `/api/Admin/Recharge/${ids[0]}/Approve`, accountant.auth)).statusCode).toBe(200);
    const cancelled = await send('POST', `/api/Admin/Recharge/${ids[1]}/Cancel`, accountant.auth, {
      note: 'Sai số tiền',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [approval] = await auditRows(ctx, 'recharge.%', ids[0]);
    const [cancel] = await auditRows(ctx, 'recharge.%', ids[1]);
    expect(approval).toMatchObject({
      actorId: accountant.id,
      ip,
      action: 'recharge.status',
      before: { status: 'pending' },
    });
    expect(approval!.after).toMatchObject({ status: 'approved' });
    expect(cancel).toMatchObject({ action: 'recharge.status', after: { status: 'cancelled' } });
    expect(await auditRows(ctx, 'recharge.%', ids[0])).toHaveLength(1);
  });

  it('exports of customer data: who, which filters, how many rows', async () => {
    const customer = await makeCustomer(ctx);
    for (const url of [
      '/api/Admin/Recharge/Export?status=pending',
      '/api/Admin/Customer/Export?q=Mai',
      `/api/Admin/Customer/${customer.id}/Transaction/Export`,
      `/api/Admin/Customer/${customer.id}/Address/Export`,
    ]) {
      const res = await send('GET', url, accountant.auth);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    const rows = await auditRows(ctx, '%.export%');
    expect(rows.map((r) => [r.action, r.actorId, r.subjectType, r.subjectId, r.after])).toEqual([
      [
        'recharge.export',
        accountant.id,
        'recharge',
        '*',
        expect.objectContaining({ status: 'pending', rows: expect.any(Number) }),
      ],
      ['customer.export', accountant.id, 'user', '*', { q: 'Mai', rows: expect.any(Number) }],
      ['customer.export_transactions', accountant.id, 'user', String(customer.id), { rows: 0 }],
      ['customer.export_addresses', accountant.id, 'user', String(customer.id), { rows: 0 }],
    ]);
    const count = await auditCount(ctx);
    expectError(await send('GET', '/api/Admin/Customer/999999/Address/Export', accountant.auth), 404);
    expect(await auditCount(ctx)).toBe(count);
  });
});
