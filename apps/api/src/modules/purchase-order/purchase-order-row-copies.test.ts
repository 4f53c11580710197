/**
 * The order row's copies (decision 0076, migration 0019) stay equal to what they copy after each
 * operation that changes the source: placing (the lines' counts and first line), every status change
 * (the latest status event's time and actor), and cancelling (the wallet line of the
 * `order-refund:{id}` entry). The lists read only the copies, so the lists are checked too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { creditWallet, makeCustomer, makeStaff } from '../../test/factories.ts';
import { type Auth, deposit, placeOrder, query, recordPurchase, setStatus } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

/** The copies on the row beside the same facts read from their sources, as the lists read them before 0019. */
async function copiesAndSources(orderId: number) {
  const [row] = await query(
    ctx,
    `select o.last_change_at as "lastChangeAt", o.last_change_by as "lastChangeBy", o.refunded_vnd as "refundedVnd",
            o.line_count as "lineCount", o.item_count as "itemCount",
            o.first_image_url as "firstImageUrl", o.first_line_title as "firstLineTitle",
            e.created_at as "eventAt", e.actor_name as "eventBy",
            case when o.status = 'cancelled' then coalesce((select max(jl.amount_vnd) from journal_entries je
              join journal_lines jl on jl.entry_id = je.id where je.idempotency_key = 'order-refund:' || o.id), 0)
              else 0 end as "ledgerRefundVnd",
            (select count(*)::int from purchase_order_lines l where l.order_id = o.id) as "lines",
            (select coalesce(sum(l.quantity), 0)::int from purchase_order_lines l where l.order_id = o.id) as "units",
            f.image_url as "firstImage", f.title as "firstTitle"
       from purchase_orders o
       left join lateral (select created_at, actor_name from status_events
                           where subject_type = 'purchase_order' and subject_id = o.id order by id desc limit 1) e on true
       left join lateral (select image_url, title from purchase_order_lines
                           where order_id = o.id order by id limit 1) f on true
      where o.id = $1`,
    [orderId],
  );
  return row!;
}

/** Every copy equals its source; returns the row for further checks. */
async function expectCopiesEqual(orderId: number) {
  const r = await copiesAndSources(orderId);
  expect({
    at: r.lastChangeAt,
    by: r.lastChangeBy,
    refund: r.refundedVnd,
    lines: r.lineCount,
    units: r.itemCount,
    image: r.firstImageUrl,
    title: r.firstLineTitle,
  }).toEqual({
    at: r.eventAt,
    by: r.eventBy,
    refund: r.ledgerRefundVnd,
    lines: r.lines,
    units: r.units,
    image: r.firstImage,
    title: r.firstTitle,
  });
  return r;
}

async function staffRow(id: number) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Admin/OrderOrdering?pageSize=100', headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: number }[]).find((o) => o.id === id) as Record<string, unknown> | undefined;
}

describe('the order row keeps its copies equal to their sources', () => {
  it('after placing, paying the deposit, a recorded purchase and a staff cancellation with a refund', async () => {
    const customer = await makeCustomer(ctx, { fullName: 'Phạm Thu Hà' });
    const purchaser = await makeStaff(ctx, 'purchaser', { fullName: 'Vũ Minh Khoa' });
    const [order] = await placeOrder(ctx.app, customer.auth, [
      { title: 'Áo len cổ lọ', quantity: 3, imageUrl: 'https://img.alicdn.com/imgextra/aolen.jpg' },
      { title: 'Khăn quàng', quantity: 2, imageUrl: null },
    ]);
    const placed = await expectCopiesEqual(order!.id);
    expect(placed).toMatchObject({
      lineCount: 2,
      itemCount: 5,
      firstLineTitle: 'Áo len cổ lọ',
      lastChangeBy: 'Phạm Thu Hà',
    });
    expect(await staffRow(order!.id)).toMatchObject({
      lineCount: 2,
      itemCount: 5,
      imageUrl: 'https://img.alicdn.com/imgextra/aolen.jpg',
      firstLineTitle: 'Áo len cổ lọ',
      refundedVnd: 0,
      lastChange: { actorName: 'Phạm Thu Hà', createdAt: (placed.eventAt as Date).toISOString() },
    });

    await creditWallet(ctx, customer.id, order!.totals.depositDueVnd);
    const paid = await deposit(ctx.app, customer.auth, order!.id);
    expect(paid.statusCode, paid.body).toBe(200);
    await expectCopiesEqual(order!.id);

    // One of the two lines recorded as bought: the order is purchasing (decision 0050).
    const moved = await recordPurchase(ctx.app, purchaser.auth, order!.id);
    expect(moved.statusCode, moved.body).toBe(200);
    const purchasing = await expectCopiesEqual(order!.id);
    expect(purchasing).toMatchObject({ lastChangeBy: 'Vũ Minh Khoa', refundedVnd: 0 });

    const cancelled = await setStatus(ctx.app, admin, order!.id, 'cancelled', 'Shop hết hàng');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await expectCopiesEqual(order!.id);
    expect(after.refundedVnd).toBe(order!.totals.depositDueVnd);
    expect(cancelled.json().totals).toMatchObject({ paidVnd: 0, refundedVnd: order!.totals.depositDueVnd });
    expect(await staffRow(order!.id)).toMatchObject({
      status: 'cancelled',
      paidVnd: 0,
      refundedVnd: order!.totals.depositDueVnd,
      lastChange: { createdAt: (after.eventAt as Date).toISOString() },
    });
  });

  it('after the customer cancels an unpaid order: the latest change is hers, nothing refunded', async () => {
    const customer = await makeCustomer(ctx, { fullName: 'Lê Thị Hoa' });
    const [order] = await placeOrder(ctx.app, customer.auth);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/OrderOrdering/${order!.id}/Cancel`,
      headers: customer.auth,
      payload: { reason: 'Đặt nhầm' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await expectCopiesEqual(order!.id)).toMatchObject({ lastChangeBy: 'Lê Thị Hoa', refundedVnd: 0 });
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/OrderOrdering', headers: customer.auth });
    expect(mine.json().items.find((o: { id: number }) => o.id === order!.id)).toMatchObject({
      status: 'cancelled',
      refundedVnd: 0,
      lineCount: 1,
      itemCount: order!.lines[0]!.quantity,
    });
  });
});
