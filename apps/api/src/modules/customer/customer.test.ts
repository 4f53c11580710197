/**
 * /api/Admin/Customer (decision 0040): staff with `view:customer` (admin, sales, accountant) look a
 * customer up by name (without accents), phone or email, then see their contact details, wallet
 * balance and ledger, counts and addresses. Customers and other staff get 403, an unknown id 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  creditWallet,
  makeAddress,
  makeCustomer,
  makePurchaseOrder,
  makeStaff,
  type TestUser,
} from '../../test/factories.ts';
import { type Auth, expectError } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let admin: Auth;
let sales: TestUser;
let hoa: TestUser;

async function get(url: string, auth: Auth = sales.auth) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  sales = await makeStaff(ctx, 'sales');
  hoa = await makeCustomer(ctx, { fullName: 'Đỗ Thị Hoà', phone: '0351112233', email: 'hoa.do@example.vn' });
  await creditWallet(ctx, hoa.id, 300_000);
  await makeAddress(ctx, hoa.id, { receiverName: 'Đỗ Thị Hoà', street: '12 Hàng Bông' });
  // Its deposit is credited by a second approved recharge first, then paid from the wallet.
  await makePurchaseOrder(ctx, { customer: hoa, status: 'deposited' });
});

describe('customer lookup', () => {
  it('finds a customer by name without accents, by phone or email prefix, with the wallet balance', async () => {
    for (const q of ['hoa', 'HOÀ', 'do thi hoa', '0351112', '+84351112233', 'hoa.do@', 'HOA.DO']) {
      const page = await get(`/api/Admin/Customer?q=${encodeURIComponent(q)}`);
      expect(
        page.items.map((c: { id: number }) => c.id),
        q,
      ).toContain(hoa.id);
    }
    const page = await get(`/api/Admin/Customer?q=${encodeURIComponent('đỗ thị hoà')}`);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: hoa.id,
      fullName: 'Đỗ Thị Hoà',
      phone: '0351112233',
      email: 'hoa.do@example.vn',
      roles: ['customer'],
      walletBalanceVnd: 300_000,
      disabled: false,
    });
    expect((await get('/api/Admin/Customer?q=khong-co-ai-ten-nay')).total).toBe(0);
    // Without a search: everyone, newest first, paged with a total.
    const all = await get('/api/Admin/Customer?pageSize=2');
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items[0].id).toBeGreaterThan(all.items[1].id);
  });

  it("shows a customer's contact details, balance, counts, addresses and wallet ledger", async () => {
    const detail = await get(`/api/Admin/Customer/${hoa.id}`);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: hoa.auth });
    expect(detail).toMatchObject({
      id: hoa.id,
      fullName: 'Đỗ Thị Hoà',
      walletBalanceVnd: 300_000,
      orderCount: 1,
      rechargeCount: 2,
    });
    expect(detail.addresses.map((a: { street: string }) => a.street)).toContain('12 Hàng Bông');
    const ledger = await get(`/api/Admin/Customer/${hoa.id}/Transaction?pageSize=10`);
    const own = await ctx.app.inject({ method: 'GET', url: '/api/Transaction?pageSize=10', headers: hoa.auth });
    expect(ledger).toEqual(own.json());
    expect(me.json().walletBalanceVnd).toBe(300_000);
    expect(ledger.total).toBe(3);
    expect(ledger.items[0].balanceAfterVnd).toBe(detail.walletBalanceVnd);
  });

  it('answers 404 for an unknown customer and 400 for a malformed id or search', async () => {
    for (const url of [
      '/api/Admin/Customer/999999999',
      '/api/Admin/Customer/999999999/Transaction',
      '/api/Admin/Customer/999999999/Transaction/Export',
      '/api/Admin/Customer/999999999/Address/Export',
    ]) {
      expectError(await ctx.app.inject({ method: 'GET', url, headers: sales.auth }), 404, 'not-found');
    }
    for (const url of [
      '/api/Admin/Customer/abc',
      '/api/Admin/Customer/3000000000',
      '/api/Admin/Customer/-1/Transaction',
      `/api/Admin/Customer?q=${'a'.repeat(101)}`,
      '/api/Admin/Customer?q=%00',
      '/api/Admin/Customer?pageSize=1000',
    ]) {
      expectError(await ctx.app.inject({ method: 'GET', url, headers: sales.auth }), 400);
    }
  });

  it('is for admin, sales and accountants: a customer or a warehouse clerk gets 403, nobody signed in 401', async () => {
    const clerk = await makeStaff(ctx, 'warehouse_cn');
    const accountant = await makeStaff(ctx, 'accountant');
    const urls = [
      '/api/Admin/Customer?q=hoa',
      '/api/Admin/Customer/Export',
      `/api/Admin/Customer/${hoa.id}`,
      `/api/Admin/Customer/${hoa.id}/Transaction`,
      `/api/Admin/Customer/${hoa.id}/Transaction/Export`,
      `/api/Admin/Customer/${hoa.id}/Address/Export`,
    ];
    for (const url of urls) {
      expectError(await ctx.app.inject({ method: 'GET', url, headers: hoa.auth }), 403, 'forbidden');
      expectError(await ctx.app.inject({ method: 'GET', url, headers: clerk.auth }), 403, 'forbidden');
      expectError(await ctx.app.inject({ method: 'GET', url }), 401);
      for (const auth of [admin, accountant.auth]) {
        expect((await ctx.app.inject({ method: 'GET', url, headers: auth })).statusCode, url).toBe(200);
      }
    }
  });
});
