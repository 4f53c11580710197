/**
 * /api/OrderOrdering and /api/Admin/OrderOrdering lists page by page (decision 0024: a page's ids
 * are sought in an index, then joined): newest first, the exact total, only the customer's own
 * orders, the status filter, and a page past the end empty.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makePurchaseOrder, type TestUser } from '../../test/factories.ts';
import type { Auth } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let customer: TestUser;
let admin: Auth;
/** The customer's order ids, newest first. */
let newest: number[];

interface Page {
  items: { id: number; status: string; itemCount: number; customer?: { id: number } }[];
  page: number;
  pageSize: number;
  total: number;
}

const list = async (url: string, headers: Auth): Promise<Page> => {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  customer = await makeCustomer(ctx);
  const other = await makeCustomer(ctx);
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) {
    const order = await makePurchaseOrder(ctx, {
      customer,
      status: i === 2 ? 'deposited' : 'awaiting_deposit',
      items: [{ quantity: i + 1 }],
    });
    ids.push(order.id);
  }
  await makePurchaseOrder(ctx, { customer: other });
  newest = ids.reverse();
});

describe('order lists page by page', () => {
  it("pages a customer's own orders newest first with the total and each order's item count", async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((p) => list(`/api/OrderOrdering?page=${p}&pageSize=2`, customer.auth)),
    );
    expect(pages.map((p) => p.items.map((o) => o.id))).toEqual([
      newest.slice(0, 2),
      newest.slice(2, 4),
      [newest[4]],
      [],
    ]);
    expect(pages.map((p) => [p.page, p.pageSize, p.total])).toEqual([
      [1, 2, 5],
      [2, 2, 5],
      [3, 2, 5],
      [4, 2, 5],
    ]);
    expect(pages[0]!.items.map((o) => o.itemCount)).toEqual([5, 4]);
  });

  it("names each order's first product and counts products (lines) apart from units", async () => {
    const buyer = await makeCustomer(ctx);
    const three = await makePurchaseOrder(ctx, {
      customer: buyer,
      items: [
        { title: 'Áo len nữ dáng rộng', quantity: 2, imageUrl: 'https://img.alicdn.com/imgextra/ao.jpg' },
        { title: 'Khăn quàng cổ', quantity: 1 },
        { title: 'Mũ len', quantity: 3 },
      ],
    });
    const one = await makePurchaseOrder(ctx, { customer: buyer, items: [{ title: 'Bàn học gỗ', quantity: 2 }] });
    const page = (await list('/api/OrderOrdering', buyer.auth)) as Page & {
      items: { lineCount: number; firstLineTitle: string | null; imageUrl: string | null }[];
    };
    const byId = new Map(page.items.map((o) => [o.id, o]));
    expect(byId.get(three.id)).toMatchObject({
      lineCount: 3,
      itemCount: 6,
      firstLineTitle: 'Áo len nữ dáng rộng',
      imageUrl: 'https://img.alicdn.com/imgextra/ao.jpg',
    });
    // One product × 2 is one product (two units).
    expect(byId.get(one.id)).toMatchObject({ lineCount: 1, itemCount: 2, firstLineTitle: 'Bàn học gỗ' });
  });

  it('filters by status, paging within the filter', async () => {
    const waiting = await list('/api/OrderOrdering?status=awaiting_deposit&page=2&pageSize=3', customer.auth);
    expect(waiting.total).toBe(4);
    expect(waiting.items.map((o) => o.id)).toEqual([newest[4]]);
    const deposited = await list('/api/OrderOrdering?status=deposited', customer.auth);
    expect(deposited.items.map((o) => o.id)).toEqual([newest[2]]);
  });

  it("pages every customer's orders for staff, each naming its customer", async () => {
    const all = await list('/api/Admin/OrderOrdering?pageSize=100', admin);
    const first = await list('/api/Admin/OrderOrdering?page=1&pageSize=3', admin);
    const second = await list('/api/Admin/OrderOrdering?page=2&pageSize=3', admin);
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect([...first.items, ...second.items].map((o) => o.id)).toEqual(all.items.slice(0, 6).map((o) => o.id));
    expect(first.total).toBe(all.total);
    expect(all.items.find((o) => o.id === newest[0])?.customer?.id).toBe(customer.id);
    const deposited = await list('/api/Admin/OrderOrdering?status=deposited&pageSize=100', admin);
    expect(deposited.items.every((o) => o.status === 'deposited')).toBe(true);
    expect(deposited.items.map((o) => o.id)).toContain(newest[2]);
  });
});
