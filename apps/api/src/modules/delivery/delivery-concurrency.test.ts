/**
 * One live request per parcel (decision 0065):
 * 20 concurrent delivery requests over the same parcels create one, pay once, and the
 * other 19 are refused with 409 `parcel-in-delivery` (row locks, and the partial unique index as the
 * last word). Also 20 concurrent replays of one key answer the same request. Decision 0084: racing
 * ships and cancels of one request, replayed cancels, and twin requests over one order cancelled or
 * shipped at once end with the wallet and each order's `paid_vnd` equal to the sum of its postings.
 * Run on real PostgreSQL too (TEST_DATABASE_URL), where races show.
 */
import { describe, expect, it } from 'vitest';
import { creditWallet, makeCustomer, makeStaff } from '../../test/factories.ts';
import { countRows, expectLedgerBalanced, newKey, query, walletBalance } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { deliveryKit } from './delivery.test-support.ts';

const ctx = useTestApp();
const kit = deliveryKit(ctx);

async function setup() {
  const customer = await makeCustomer(ctx);
  const purchase = await kit.purchaseOrderAtVn(customer, { parcels: [{}, {}] });
  const consignment = await kit.consignmentOrderAtVn(customer, { totalVnd: 70_000 });
  const address = await kit.address(customer);
  await creditWallet(ctx, customer.id, 20_000_000);
  const due = purchase.order.totalVnd - purchase.order.paidVnd + 70_000;
  const parcelIds = [...purchase.parcels, ...consignment.parcels].map((p) => p.id);
  return { customer, address, due, parcelIds };
}

describe('concurrent delivery requests', () => {
  it('20 requests over the same parcels with different keys create one and pay once', async () => {
    const s = await setup();
    const body = { parcelIds: s.parcelIds, addressId: s.address.id, method: 'carrier' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => kit.create(s.customer.auth, body, newKey())));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().code).toBe('parcel-in-delivery');
    expect(await countRows(ctx, 'delivery_requests', 'user_id = $1', [s.customer.id])).toBe(1);
    expect(
      await countRows(
        ctx,
        'delivery_request_parcels dp join delivery_requests d on d.id = dp.request_id',
        'd.user_id = $1',
        [s.customer.id],
      ),
    ).toBe(3);
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(20_000_000 - s.due);
    await expectLedgerBalanced(ctx);
  });

  it('20 replays of one key answer the same request', async () => {
    const s = await setup();
    const key = newKey();
    const body = { parcelIds: s.parcelIds, addressId: s.address.id, method: 'pickup' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => kit.create(s.customer.auth, body, key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await countRows(ctx, 'delivery_requests', 'user_id = $1', [s.customer.id])).toBe(1);
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(20_000_000 - s.due);
  });

  it('overlapping requests (different parcel sets sharing one) create one', async () => {
    const s = await setup();
    const [a, b, c] = s.parcelIds as [number, number, number];
    const answers = await Promise.all([
      kit.create(s.customer.auth, { parcelIds: [a, b], addressId: s.address.id, method: 'pickup' }),
      kit.create(s.customer.auth, { parcelIds: [b, c], addressId: s.address.id, method: 'pickup' }),
      kit.create(s.customer.auth, { parcelIds: [c, a], addressId: s.address.id, method: 'pickup' }),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(2);
    await expectLedgerBalanced(ctx);
  });
});

/** A customer's purchase order with two parcels, a request over each (the first pays, the second not). */
async function twinRequests(walletVnd = 5_000_000) {
  const customer = await makeCustomer(ctx);
  const staff = await makeStaff(ctx, 'warehouse_vn');
  const { order, parcels } = await kit.purchaseOrderAtVn(customer, { parcels: [{}, {}] });
  const address = await kit.address(customer);
  await creditWallet(ctx, customer.id, walletVnd);
  const due = order.totalVnd - order.paidVnd;
  const body = (id: number) => ({ parcelIds: [id], addressId: address.id, method: 'pickup' });
  const first = await kit.createOk(customer.auth, body(parcels[0]!.id));
  const second = await kit.createOk(customer.auth, body(parcels[1]!.id));
  return { customer, staff, order, due, first, second, walletVnd };
}

/** `paid_vnd` of the order equals what its postings hold, and the ledger balances. */
async function expectOrderPaid(orderId: number, paidVnd: number) {
  expect((await kit.purchaseOrderRow(orderId)).paidVnd).toBe(paidVnd);
  expect(await kit.postedOnOrder('purchase_order', orderId)).toBe(paidVnd);
  await expectLedgerBalanced(ctx);
}

describe('racing ships and cancels (decision 0084)', () => {
  it('two ships of one request charging a remainder: one ships, the remainder is charged once', async () => {
    const t = await twinRequests();
    await query(
      ctx,
      'update purchase_orders set total_vnd = total_vnd + 30000, fees_vnd = fees_vnd + 30000 where id = $1',
      [t.order.id],
    );
    await kit.processAndScan(t.staff.auth, t.first.id);
    const answers = await Promise.all([
      kit.setStatus(t.staff.auth, t.first.id, { status: 'shipped' }),
      kit.setStatus(t.staff.auth, t.first.id, { status: 'shipped' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await walletBalance(ctx.app, t.customer.auth)).toBe(t.walletVnd - t.due - 30_000);
    await expectOrderPaid(t.order.id, t.order.totalVnd + 30_000);
  });

  it('a ship and a cancel of one request at once: one wins, the money matches it', async () => {
    const t = await twinRequests();
    // The second request is gone, so a cancel of the first refunds.
    expect((await kit.cancel(t.customer.auth, t.second.id)).statusCode).toBe(200);
    await kit.processAndScan(t.staff.auth, t.first.id);
    const [ship, cancel] = await Promise.all([
      kit.setStatus(t.staff.auth, t.first.id, { status: 'shipped' }),
      kit.cancel(t.customer.auth, t.first.id),
    ]);
    expect([ship.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    const shipped = ship.statusCode === 200;
    expect(await walletBalance(ctx.app, t.customer.auth)).toBe(shipped ? t.walletVnd - t.due : t.walletVnd);
    await expectOrderPaid(t.order.id, shipped ? t.order.totalVnd : t.order.paidVnd);
  });

  it('two cancels of one request at once, then a replayed cancel: refunded once', async () => {
    const t = await twinRequests();
    expect((await kit.cancel(t.customer.auth, t.second.id)).statusCode).toBe(200);
    const answers = await Promise.all([
      kit.cancel(t.customer.auth, t.first.id),
      kit.cancel(t.customer.auth, t.first.id),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await kit.cancel(t.customer.auth, t.first.id)).statusCode).toBe(409);
    expect(await walletBalance(ctx.app, t.customer.auth)).toBe(t.walletVnd);
    await expectOrderPaid(t.order.id, t.order.paidVnd);
  });

  it('both twins cancelled at once: every đồng comes back, once', async () => {
    const t = await twinRequests();
    const answers = await Promise.all([
      kit.cancel(t.customer.auth, t.first.id),
      kit.cancel(t.customer.auth, t.second.id),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await walletBalance(ctx.app, t.customer.auth)).toBe(t.walletVnd);
    await expectOrderPaid(t.order.id, t.order.paidVnd);
    const open = await query<{ n: number }>(
      ctx,
      'select count(*)::int as n from delivery_request_payments where request_id = any($1) and refunded_at is null',
      [[t.first.id, t.second.id]],
    );
    expect(open[0]!.n).toBe(0);
  });

  it('the paying twin cancelled while the other ships: the order stays paid, nothing refunded', async () => {
    const t = await twinRequests();
    await kit.processAndScan(t.staff.auth, t.second.id);
    const [cancel, ship] = await Promise.all([
      kit.cancel(t.customer.auth, t.first.id),
      kit.setStatus(t.staff.auth, t.second.id, { status: 'shipped' }),
    ]);
    expect([cancel.statusCode, ship.statusCode]).toEqual([200, 200]);
    expect(await walletBalance(ctx.app, t.customer.auth)).toBe(t.walletVnd - t.due);
    await expectOrderPaid(t.order.id, t.order.totalVnd);
  });
});
