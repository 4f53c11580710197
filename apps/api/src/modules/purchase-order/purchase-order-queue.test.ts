/**
 * The "Mua hàng" queue (GET /api/Admin/OrderOrdering/PurchaseQueue), purchasers and assignment
 * (decision 0051): deposited orders oldest first, overdue after 24 h, filters by site,
 * shop, age and purchaser, search by order code, customer phone or shop order number; who may see it.
 */
import type { PurchaseQueue } from '@app/shared/contracts/buying';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyingKit, json } from '../../test/buying-kit.ts';
import { makeCustomer, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, countRows, expectError, query } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { purchaseOrderKit } from '../../test/purchase-order-kit.ts';

const ctx = useTestApp();
const { orderAt } = purchaseOrderKit(ctx);
const { assign, purchase, customerOrder } = buyingKit(ctx);
let purchaser: TestUser;
let colleague: TestUser;

beforeAll(async () => {
  purchaser = await makeStaff(ctx, 'purchaser', { fullName: 'Đỗ Thu Mua' });
  colleague = await makeStaff(ctx, 'purchaser', { fullName: 'Lý Văn Đặt' });
});

async function queue(auth: Auth, params: Record<string, string> = {}) {
  const qs = new URLSearchParams({ pageSize: '100', ...params });
  return ctx.app.inject({ method: 'GET', url: `/api/Admin/OrderOrdering/PurchaseQueue?${qs}`, headers: auth });
}
async function codes(auth: Auth, params: Record<string, string> = {}) {
  return json<PurchaseQueue>(await queue(auth, params)).items.map((i) => i.code);
}

/** A deposited order whose deposit was `hoursAgo` hours ago. */
async function waiting(hoursAgo: number, items?: Parameters<typeof orderAt>[2], customer?: TestUser) {
  const { user, order } = await orderAt('deposited', customer, items);
  await query(ctx, `update purchase_orders set deposited_at = now() - make_interval(hours => $1) where id = $2`, [
    hoursAgo,
    order.id,
  ]);
  return { user, order };
}

describe('the buying queue', () => {
  it('lists deposited and purchasing orders, the longest waiting first, overdue past 24 h', async () => {
    const fresh = await waiting(1);
    const old = await waiting(30);
    const older = await waiting(50);
    const quoteOrder = await orderAt('awaiting_deposit');
    const done = await orderAt('purchased');
    const page = json<PurchaseQueue>(await queue(purchaser.auth));
    const mine = page.items.filter((i) => [fresh, old, older].some((o) => o.order.id === i.id));
    expect(mine.map((i) => i.code)).toEqual([older.order.code, old.order.code, fresh.order.code]);
    expect(mine.map((i) => i.overdue)).toEqual([true, true, false]);
    expect(page.items.map((i) => i.code)).not.toContain(quoteOrder.order.code);
    expect(page.items.map((i) => i.code)).not.toContain(done.order.code);
    for (const status of page.items.map((i) => i.status)) expect(['deposited', 'purchasing']).toContain(status);
    // Waiting time never goes backwards down the list.
    const times = page.items.map((i) => Date.parse(i.waitingSince));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(mine[0]).toMatchObject({
      customer: { id: older.user.id, fullName: older.user.fullName, phone: older.user.phone },
      lineCount: 1,
      itemCount: 2,
      boughtLineCount: 0,
      assignee: null,
      shopOrderNumbers: [],
      totalVnd: older.order.totals.totalVnd,
      paidVnd: older.order.totals.paidVnd,
    });
    expect(page.counts.buying).toBe(page.total);
    expect(page.counts.quote).toBe(await countRows(ctx, 'purchase_orders', "status = 'awaiting_quote'"));
    // Older than 24 h only.
    const aged = await codes(purchaser.auth, { minAgeHours: '24' });
    expect(aged).toContain(old.order.code);
    expect(aged).not.toContain(fresh.order.code);
  });

  it('filters by site and shop, and finds an order by code, customer phone or shop order number', async () => {
    const shoes = await waiting(2, [{ site: '1688', shopName: 'Xưởng Giày Quảng Châu', title: 'Giày da' }]);
    const books = await waiting(3, [{ shopName: 'Nhà sách Bắc Kinh', title: 'Sách tranh' }]);
    expect(await codes(purchaser.auth, { site: '1688' })).toEqual(expect.arrayContaining([shoes.order.code]));
    expect(await codes(purchaser.auth, { site: '1688' })).not.toContain(books.order.code);
    expect(await codes(purchaser.auth, { shop: 'giày quảng' })).toEqual([shoes.order.code]);

    expect(await codes(purchaser.auth, { q: books.order.code })).toEqual([books.order.code]);
    expect(await codes(purchaser.auth, { q: books.order.code.toLowerCase() })).toEqual([books.order.code]);
    expect(await codes(purchaser.auth, { q: books.order.code.split('-')[1]! })).toEqual([books.order.code]);
    const phone = books.user.phone;
    expect(await codes(purchaser.auth, { q: phone })).toEqual([books.order.code]);
    expect(await codes(purchaser.auth, { q: `+84 ${phone.slice(1, 4)} ${phone.slice(4)}` })).toEqual([
      books.order.code,
    ]);

    // A shop order recorded for part of it: the order is purchasing and found by that number.
    const partial = await waiting(4, [{ title: 'Tất' }, { title: 'Mũ' }]);
    const lines = (await customerOrder(partial.user.auth, partial.order.id)).lines;
    json(
      await purchase(purchaser.auth, partial.order.id, {
        shopOrderNumber: '3390012877',
        domesticShippingFen: 0,
        lines: [{ lineId: lines[0]!.id, boughtQuantity: 2, unitPriceFen: lines[0]!.unitPriceFen }],
      }),
    );
    const found = json<PurchaseQueue>(await queue(purchaser.auth, { q: '3390012' })).items;
    expect(found.map((i) => [i.code, i.status, i.boughtLineCount, i.shopOrderNumbers])).toEqual([
      [partial.order.code, 'purchasing', 1, ['3390012877']],
    ]);
    // Nothing found: an empty page, not an error; LIKE wildcards are taken literally.
    expect(await codes(purchaser.auth, { q: '%' })).toEqual([]);
    expect(await codes(purchaser.auth, { q: 'không-có-đơn-này' })).toEqual([]);
  });

  it('shows orders to quote and orders waiting for the customer in their own tabs', async () => {
    const user = await makeCustomer(ctx);
    const [quoted] = await purchaseOrderKit(ctx).placeOrder(user, [{ needsQuote: true, title: 'Hỏi giá' }]);
    const confirming = await orderAt('awaiting_customer_confirmation');
    expect(await codes(purchaser.auth, { tab: 'quote' })).toContain(quoted!.code);
    expect(await codes(purchaser.auth, { tab: 'confirmation' })).toContain(confirming.order.code);
    expect(await codes(purchaser.auth, { tab: 'buying' })).not.toContain(quoted!.code);
  });
});

describe('assigning orders', () => {
  it('names the purchaser in charge; the queue filters mine, nobody’s or someone’s', async () => {
    const a = await waiting(5);
    const b = await waiting(6);
    const assigned = json(await assign(purchaser.auth, a.order.id, colleague.id));
    expect(assigned.assignee).toEqual({ id: colleague.id, fullName: 'Lý Văn Đặt' });
    const event = await query<{ payload: { assigneeId: number; actorId: number } }>(
      ctx,
      `select payload from domain_events where type = 'purchase_order.assigned' and subject_id = $1`,
      [a.order.id],
    );
    expect(event.map((e) => [e.payload.assigneeId, e.payload.actorId])).toEqual([[colleague.id, purchaser.id]]);

    expect(await codes(colleague.auth, { assignee: 'me' })).toEqual([a.order.code]);
    expect(await codes(purchaser.auth, { assignee: 'any', assigneeId: String(colleague.id) })).toEqual([a.order.code]);
    const nobodys = await codes(purchaser.auth, { assignee: 'none' });
    expect(nobodys).toContain(b.order.code);
    expect(nobodys).not.toContain(a.order.code);
    const row = json<PurchaseQueue>(await queue(purchaser.auth, { q: a.order.code })).items[0]!;
    expect(row.assignee).toEqual({ id: colleague.id, fullName: 'Lý Văn Đặt' });

    // Released: nobody's again. Assigning the same twice writes one event.
    expect(json(await assign(colleague.auth, a.order.id, null)).assignee).toBeNull();
    expect(json(await assign(colleague.auth, a.order.id, null)).assignee).toBeNull();
    expect(
      await countRows(ctx, 'domain_events', "type = 'purchase_order.assigned' and subject_id = $1", [a.order.id]),
    ).toBe(2);
  });

  it('lists who may buy: purchasers and admins, not other staff or customers', async () => {
    const warehouse = await makeStaff(ctx, 'warehouse_vn', { fullName: 'Kho Hà Nội Thử' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/OrderOrdering/Purchasers',
      headers: purchaser.auth,
    });
    const ids = json<{ id: number; fullName: string }[]>(res).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([purchaser.id, colleague.id]));
    expect(ids).not.toContain(warehouse.id);
  });

  it('refuses a non-purchaser assignee (400), an order past buying (409) and other roles (403), writing nothing', async () => {
    const { order } = await waiting(7);
    const warehouse = await makeStaff(ctx, 'warehouse_vn');
    const customer = await makeCustomer(ctx);
    const events = await countRows(ctx, 'domain_events', "type = 'purchase_order.assigned'");
    expect(expectError(await assign(purchaser.auth, order.id, warehouse.id), 400, 'validation-error').Message).toBe(
      'Người được giao phải là nhân viên mua hàng',
    );
    expectError(await assign(purchaser.auth, order.id, customer.id), 400, 'validation-error');
    expectError(await assign(purchaser.auth, order.id, 999_999_999), 400, 'validation-error');
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/Admin/OrderOrdering/${order.id}/Assign`,
        headers: purchaser.auth,
        payload: { assigneeId: 'an' },
      }),
      400,
      'validation-error',
    );
    const done = await orderAt('purchased');
    expectError(await assign(purchaser.auth, done.order.id, purchaser.id), 409, 'invalid-status-transition');
    expectError(await assign(purchaser.auth, 999_999_999, purchaser.id), 404, 'not-found');
    expectError(await assign(warehouse.auth, order.id, purchaser.id), 403, 'forbidden');
    expectError(await assign(customer.auth, order.id, purchaser.id), 403, 'forbidden');
    expect(await countRows(ctx, 'domain_events', "type = 'purchase_order.assigned'")).toBe(events);
    expect((await query(ctx, 'select assignee_id from purchase_orders where id = $1', [order.id]))[0]).toEqual({
      assignee_id: null,
    });
  });

  it('keeps the queue from warehouse staff and customers (403) and refuses bad filters (400)', async () => {
    for (const auth of [(await makeStaff(ctx, 'warehouse_vn')).auth, (await makeCustomer(ctx)).auth]) {
      expectError(await queue(auth), 403, 'forbidden');
      expectError(
        await ctx.app.inject({ method: 'GET', url: '/api/Admin/OrderOrdering/Purchasers', headers: auth }),
        403,
        'forbidden',
      );
    }
    expectError(await queue(purchaser.auth, { tab: 'tat-ca' }), 400, 'validation-error');
    expectError(await queue(purchaser.auth, { site: 'amazon' }), 400, 'validation-error');
    expectError(await queue(purchaser.auth, { minAgeHours: '-1' }), 400, 'validation-error');
    expectError(await queue(purchaser.auth, { assignee: 'ai-do' }), 400, 'validation-error');
    expectError(await queue(purchaser.auth, { q: 'x'.repeat(101) }), 400, 'validation-error');
  });
});
