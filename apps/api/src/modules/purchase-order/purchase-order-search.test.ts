/**
 * The staff search box on /api/Admin/OrderOrdering and /api/Admin/Recharge (decision 0040):
 * order code and recharge code or memo by prefix, customer phone by prefix, customer name contains
 * without accents or case; `customerId` cuts to one customer; the plain list is unchanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/platform/actor.ts';
import { makeCustomer, makePurchaseOrder, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { orderBatches } from './purchase-order.repository.ts';

const ctx = useTestApp();
let admin: Auth;
let lan: TestUser;
let binh: TestUser;
const lanOrders: { id: number; code: string }[] = [];
let binhOrder: { id: number; code: string };

async function orders(query: string, auth: Auth = admin) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/Admin/OrderOrdering?${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number; code: string; customer: { id: number } }[]; total: number };
}

async function rechargeOf(user: TestUser, amountVnd: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Wallet/Recharge',
    headers: user.auth,
    payload: { amountVnd },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; code: string; memo: string };
}

async function recharges(query: string, auth: Auth = admin) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/Admin/Recharge?${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number; code: string }[]; total: number };
}

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  lan = await makeCustomer(ctx, { fullName: 'Nguyễn Thị Lân', phone: '0381234567' });
  binh = await makeCustomer(ctx, { fullName: 'Trần Văn Bình', phone: '0389876543' });
  for (let i = 0; i < 3; i++) lanOrders.push(await makePurchaseOrder(ctx, { customer: lan }));
  binhOrder = await makePurchaseOrder(ctx, { customer: binh, status: 'deposited' });
});

const ids = (page: { items: { id: number }[] }) => page.items.map((o) => o.id).sort((a, b) => a - b);
const lanIds = () => lanOrders.map((o) => o.id).sort((a, b) => a - b);

describe('staff order search', () => {
  it('finds a customer by name without accents or case, in any part of the name', async () => {
    for (const q of ['lân', 'LAN', 'nguyen thi lan', 'Nguyễn Thị Lân', ' thị   lân ']) {
      const page = await orders(`q=${encodeURIComponent(q)}&pageSize=100`);
      expect(ids(page), q).toEqual(lanIds());
      expect(page.total, q).toBe(3);
    }
    expect(ids(await orders(`q=${encodeURIComponent('bình')}`))).toEqual([binhOrder.id]);
  });

  it('finds by phone prefix (spaces, dots and +84 allowed) and by order code prefix in any case', async () => {
    for (const q of ['0381234', '038 123 4567', '+84381234567', '0381.234.567']) {
      expect(ids(await orders(`q=${encodeURIComponent(q)}`)), q).toEqual(lanIds());
    }
    // The middle of a phone number is not a prefix.
    expect((await orders('q=1234567')).total).toBe(0);
    const code = binhOrder.code;
    expect(ids(await orders(`q=${code}`))).toEqual([binhOrder.id]);
    expect(ids(await orders(`q=${code.toLowerCase()}`))).toEqual([binhOrder.id]);
    // A shared prefix finds every order that starts with it, the plain list's order kept (newest first).
    const prefix = code.slice(0, 7);
    const page = await orders(`q=${prefix}&pageSize=100`);
    expect(page.items.length).toBeGreaterThanOrEqual(4);
    for (const o of page.items) expect(o.code.startsWith(prefix)).toBe(true);
    const all = await orders('pageSize=100');
    expect(page.items.map((o) => o.id)).toEqual(all.items.filter((o) => o.code.startsWith(prefix)).map((o) => o.id));
  });

  it('finds an order by the shop order number the purchaser recorded, or its beginning', async () => {
    await query(ctx, 'insert into purchase_order_shop_orders (order_id, shop_order_number) values ($1, $2)', [
      binhOrder.id,
      '3390012877465',
    ]);
    for (const q of ['3390012877465', '33900128', ' 3390 0128 ']) {
      expect(ids(await orders(`q=${encodeURIComponent(q)}`)), q).toEqual([binhOrder.id]);
    }
    expect((await orders('q=0012877')).total).toBe(0);
  });

  it('matches % and _ literally, combines with status and customer, and pages with a total', async () => {
    expect((await orders(`q=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await orders(`q=${encodeURIComponent('L_n')}`)).total).toBe(0);
    expect(ids(await orders(`q=lan&status=awaiting_deposit`))).toEqual(lanIds());
    expect((await orders(`q=lan&status=deposited`)).total).toBe(0);
    expect(ids(await orders(`customerId=${lan.id}&pageSize=100`))).toEqual(lanIds());
    expect((await orders(`customerId=${lan.id}&q=binh`)).total).toBe(0);
    const first = await orders(`q=lan&pageSize=2&page=1`);
    const second = await orders(`q=lan&pageSize=2&page=2`);
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(2);
    expect([...first.items, ...second.items].map((o) => o.id).sort((a, b) => a - b)).toEqual(lanIds());
    expect((await orders('q=')).total).toBe((await orders('')).total);
  });

  it('refuses a search text past 100 characters or with a NUL, and a bad customer id, with 400', async () => {
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/Admin/OrderOrdering?q=${'a'.repeat(101)}`, headers: admin }),
      400,
      'validation-error',
    );
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/OrderOrdering?q=a%00b', headers: admin }), 400);
    for (const bad of ['abc', '0', '3000000000']) {
      expectError(
        await ctx.app.inject({ method: 'GET', url: `/api/Admin/OrderOrdering?customerId=${bad}`, headers: admin }),
        400,
        'validation-error',
      );
    }
  });

  it('is staff-only: a customer gets 403 and their own list takes no search', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/OrderOrdering?q=lan', headers: lan.auth }), 403);
    // The customer's own list keeps its contract: `q` and `customerId` are not part of it.
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/OrderOrdering?customerId=${binh.id}`,
      headers: lan.auth,
    });
    expect(own.statusCode).toBe(200);
    expect(
      own
        .json()
        .items.map((o: { id: number }) => o.id)
        .sort(),
    ).toEqual(lanIds());
  });
});

describe('CSV export batches', () => {
  it('streams in batches that seek past the last row: no row twice, none missed, list order', async () => {
    const staff: Actor = { userId: 1, name: 'Quản trị', roles: ['admin'], scope: 'staff' };
    const all: number[] = [];
    for await (const batch of orderBatches(ctx.database.db, staff, {}, 10_000, 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      all.push(...batch.map((r) => r.id));
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/Admin/OrderOrdering?pageSize=100', headers: admin });
    expect(all).toEqual(list.json().items.map((o: { id: number }) => o.id));
    const capped: number[] = [];
    for await (const batch of orderBatches(ctx.database.db, staff, {}, 3, 2)) capped.push(...batch.map((r) => r.id));
    expect(capped).toEqual(all.slice(0, 3));
  });
});

describe('staff recharge search', () => {
  it('finds by code, by the transfer memo as typed, by customer name or phone, and per customer', async () => {
    const mine = await rechargeOf(lan, 150_000);
    const his = await rechargeOf(binh, 250_000);
    expect(ids(await recharges(`q=${mine.code}&status=pending`))).toEqual([mine.id]);
    for (const q of [mine.memo, mine.memo.toLowerCase(), mine.memo.replace(' ', ''), mine.code.slice(0, 4)]) {
      expect(ids(await recharges(`q=${encodeURIComponent(q)}`)).includes(mine.id), q).toBe(true);
    }
    expect(ids(await recharges(`q=${encodeURIComponent(mine.memo)}`))).toEqual([mine.id]);
    const byName = await recharges(`q=${encodeURIComponent('tran van binh')}&status=pending`);
    expect(ids(byName)).toEqual([his.id]);
    expect(ids(await recharges('q=038987&status=pending'))).toEqual([his.id]);
    expect(ids(await recharges(`customerId=${lan.id}&status=pending`))).toEqual([mine.id]);
    expect((await recharges(`customerId=${lan.id}&status=approved`)).total).toBe(0);
  });

  it('refuses bad input with 400 and customers with 403', async () => {
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/Admin/Recharge?q=${'x'.repeat(101)}`, headers: admin }),
      400,
      'validation-error',
    );
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/Recharge?q=lan', headers: lan.auth }), 403);
    const sales = await makeStaff(ctx, 'sales');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/Recharge?q=lan', headers: sales.auth }), 403);
  });
});
