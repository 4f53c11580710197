/**
 * Decision 0084: goods never leave while an order owes money. Two requests over one order's parcels
 * (twins): the first pays the order's remainder, the second nothing; cancelling the first hands its
 * payment to the second instead of refunding it; shipping charges what an order still owes (or
 * refuses, 409 `order-not-paid`); a parcel in a live request is not re-weighed; an unweighed parcel
 * is not delivered; an order paid beyond its total after a re-weighing gets the excess back. At each
 * step `paid_vnd` equals what the ledger holds on the order.
 */
import { describe, expect, it } from 'vitest';
import { creditWallet, makeCustomer, makeStaff } from '../../test/factories.ts';
import { expectError, expectLedgerBalanced, query, walletBalance } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { deliveryKit } from './delivery.test-support.ts';

const ctx = useTestApp();
const kit = deliveryKit(ctx);

/** A customer whose purchase order has two parcels (P1, P2) at Kho Hà Nội, `walletVnd` in the wallet. */
async function twins(walletVnd: number) {
  const customer = await makeCustomer(ctx);
  const vnStaff = await makeStaff(ctx, 'warehouse_vn');
  const { order, parcels } = await kit.purchaseOrderAtVn(customer, { parcels: [{}, {}] });
  const address = await kit.address(customer);
  if (walletVnd > 0) await creditWallet(ctx, customer.id, walletVnd);
  const due = order.totalVnd - order.paidVnd;
  const body = (ids: number[]) => ({ parcelIds: ids, addressId: address.id, method: 'pickup' });
  return { customer, vnStaff, order, p1: parcels[0]!, p2: parcels[1]!, due, body };
}

async function expectOrderMoney(orderId: number, paidVnd: number) {
  const row = await kit.purchaseOrderRow(orderId);
  expect(row.paidVnd).toBe(paidVnd);
  expect(await kit.postedOnOrder('purchase_order', orderId)).toBe(paidVnd);
  return row;
}

describe('two requests over one order (twins)', () => {
  it('the paying twin is cancelled: its payment stays on the order for the other, which ships fully paid', async () => {
    const s = await twins(5_000_000);
    const first = await kit.createOk(s.customer.auth, s.body([s.p1.id]));
    expect(first.paidVnd).toBe(s.due);
    const second = await kit.createOk(s.customer.auth, s.body([s.p2.id]));
    expect(second.paidVnd).toBe(0);
    expect(second.payments).toEqual([]);

    const cancelled = await kit.cancel(s.customer.auth, first.id, 'Đổi ý');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Nothing went back to the wallet: the second request needs the order paid.
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(5_000_000 - s.due);
    await expectOrderMoney(s.order.id, s.order.totalVnd);
    const c = cancelled.json();
    expect(c.payments).toEqual([
      expect.objectContaining({ amountVnd: s.due, refunded: false, refundedVnd: 0, movedTo: second.code }),
    ]);
    expect(c.events.at(-1).note).toContain(second.code);
    const now = (await kit.get(s.customer.auth, `/api/Delivery/${second.id}`)).json();
    expect(now.payments).toEqual([
      expect.objectContaining({ orderId: s.order.id, amountVnd: s.due, kind: 'moved', movedFrom: first.code }),
    ]);

    // The second twin ships and is delivered with the order fully paid; no money moves.
    await kit.processAndScan(s.vnStaff.auth, second.id);
    await kit.setStatusOk(s.vnStaff.auth, second.id, { status: 'shipped' });
    await kit.setStatusOk(s.vnStaff.auth, second.id, { status: 'delivered' });
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(5_000_000 - s.due);
    const row = await expectOrderMoney(s.order.id, s.order.totalVnd);
    expect(row.paidVnd).toBe(row.totalVnd);
    await expectLedgerBalanced(ctx);
  });

  it('the unpaid twin is cancelled: nothing moves; then the paying one is cancelled and refunds in full', async () => {
    const s = await twins(5_000_000);
    const first = await kit.createOk(s.customer.auth, s.body([s.p1.id]));
    const second = await kit.createOk(s.customer.auth, s.body([s.p2.id]));
    expect((await kit.cancel(s.customer.auth, second.id)).statusCode).toBe(200);
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(5_000_000 - s.due);
    await expectOrderMoney(s.order.id, s.order.totalVnd);
    const res = await kit.cancel(s.customer.auth, first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payments).toEqual([
      expect.objectContaining({ amountVnd: s.due, refunded: true, refundedVnd: s.due, movedTo: null }),
    ]);
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(5_000_000);
    await expectOrderMoney(s.order.id, s.order.paidVnd);
    await expectLedgerBalanced(ctx);
  });

  it('both twins cancelled, paying one first: the handed-over payment is refunded with the second', async () => {
    const s = await twins(5_000_000);
    const first = await kit.createOk(s.customer.auth, s.body([s.p1.id]));
    const second = await kit.createOk(s.customer.auth, s.body([s.p2.id]));
    expect((await kit.cancel(s.customer.auth, first.id)).statusCode).toBe(200);
    const res = await kit.cancel(s.customer.auth, second.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payments).toEqual([expect.objectContaining({ amountVnd: s.due, refunded: true, kind: 'moved' })]);
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(5_000_000);
    await expectOrderMoney(s.order.id, s.order.paidVnd);
    // A new request over both parcels pays the remainder again.
    const again = await kit.createOk(s.customer.auth, s.body([s.p1.id, s.p2.id]));
    expect(again.paidVnd).toBe(s.due);
    await expectOrderMoney(s.order.id, s.order.totalVnd);
    await expectLedgerBalanced(ctx);
  });

  it('the paying twin is cancelled after the other shipped: the money stays on the order', async () => {
    const s = await twins(5_000_000);
    const first = await kit.createOk(s.customer.auth, s.body([s.p1.id]));
    const second = await kit.createOk(s.customer.auth, s.body([s.p2.id]));
    await kit.processAndScan(s.vnStaff.auth, second.id);
    await kit.setStatusOk(s.vnStaff.auth, second.id, { status: 'shipped' });
    expect((await kit.cancel(s.customer.auth, first.id)).statusCode).toBe(200);
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(5_000_000 - s.due);
    await expectOrderMoney(s.order.id, s.order.totalVnd);
    await expectLedgerBalanced(ctx);
  });
});

describe('shipping needs every order fully paid', () => {
  it('an order that grew after the request was made is charged at shipping, or refused while the wallet is short', async () => {
    const s = await twins(0);
    await creditWallet(ctx, s.customer.id, s.due);
    const first = await kit.createOk(s.customer.auth, s.body([s.p1.id]));
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(0);
    // P2, in no request, is weighed heavier: the order's total grows by 140.000 − 84.000.
    const weighed = await kit.measure(s.vnStaff.auth, s.p2.id, {
      weightGrams: 5_000,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    const grown = await kit.purchaseOrderRow(s.order.id);
    const more = grown.totalVnd - grown.paidVnd;
    expect(more).toBe(56_000);

    await kit.processAndScan(s.vnStaff.auth, first.id);
    const refused = expectError(
      await kit.setStatus(s.vnStaff.auth, first.id, { status: 'shipped' }),
      409,
      'order-not-paid',
    );
    expect(refused.Message).toContain(s.order.code);
    expect(refused.Message).toContain('56.000');
    expect((await kit.purchaseOrderRow(s.order.id)).status).toBe('at_vn_warehouse');
    expect((await kit.get(s.vnStaff.auth, `/api/Admin/Delivery/${first.id}`)).json().status).toBe('processing');

    await creditWallet(ctx, s.customer.id, 60_000);
    const shipped = await kit.setStatusOk(s.vnStaff.auth, first.id, { status: 'shipped' });
    expect(shipped.paidVnd).toBe(s.due + more);
    expect(shipped.payments).toEqual(
      expect.arrayContaining([expect.objectContaining({ amountVnd: more, kind: 'shipping', refunded: false })]),
    );
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(4_000);
    await expectOrderMoney(s.order.id, grown.totalVnd);
    await expectLedgerBalanced(ctx);
  });

  it('an order left underpaid some other way is charged at shipping, once', async () => {
    const s = await twins(5_000_000);
    const request = await kit.createOk(s.customer.auth, s.body([s.p1.id, s.p2.id]));
    // Staff raise the order's total by hand (a fee line added after the request was made).
    await query(
      ctx,
      'update purchase_orders set total_vnd = total_vnd + 10000, fees_vnd = fees_vnd + 10000 where id = $1',
      [s.order.id],
    );
    await kit.processAndScan(s.vnStaff.auth, request.id);
    await kit.setStatusOk(s.vnStaff.auth, request.id, { status: 'shipped' });
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(5_000_000 - s.due - 10_000);
    await expectOrderMoney(s.order.id, s.order.totalVnd + 10_000);
    const tx = await query<{ n: number }>(
      ctx,
      `select count(*)::int as n from journal_entries where idempotency_key like $1`,
      [`order-payment:${s.order.id}:delivery-request:${request.id}%`],
    );
    expect(tx[0]!.n).toBe(2);
  });
});

describe('weights are fixed once in a live request', () => {
  it('re-weighing a parcel in a live request is refused (409 parcel-in-delivery); after cancelling it is allowed', async () => {
    const s = await twins(5_000_000);
    const request = await kit.createOk(s.customer.auth, s.body([s.p1.id]));
    const m = { weightGrams: 500, lengthCm: 10, widthCm: 10, heightCm: 10 };
    const before = await kit.purchaseOrderRow(s.order.id);
    const refused = expectError(await kit.measure(s.vnStaff.auth, s.p1.id, m), 409, 'parcel-in-delivery');
    expect(refused.Message).toContain(request.code);
    const after = await kit.purchaseOrderRow(s.order.id);
    expect(after.totalVnd).toBe(before.totalVnd);
    expect((await query(ctx, 'select weight_grams from parcels where id = $1', [s.p1.id]))[0]).toEqual({
      weight_grams: 1500,
    });
    await kit.processAndScan(s.vnStaff.auth, request.id);
    expectError(await kit.measure(s.vnStaff.auth, s.p1.id, m), 409, 'parcel-in-delivery');
    expect((await kit.cancel(s.customer.auth, request.id)).statusCode).toBe(200);
    const ok = await kit.measure(s.vnStaff.auth, s.p1.id, m);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('an order paid beyond its total after a lighter re-weighing gets the excess back with a posting', async () => {
    const s = await twins(5_000_000);
    await kit.createOk(s.customer.auth, s.body([s.p1.id]));
    await expectOrderMoney(s.order.id, s.order.totalVnd);
    // P2 is in no request: weighed at 1 kg its line is 28.000, the order's total drops by 56.000.
    const res = await kit.measure(s.vnStaff.auth, s.p2.id, {
      weightGrams: 1_000,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await expectOrderMoney(s.order.id, s.order.totalVnd - 56_000);
    expect(row.totalVnd).toBe(s.order.totalVnd - 56_000);
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(5_000_000 - s.due + 56_000);
    const refunds = await query<{ description: string }>(
      ctx,
      `select description from journal_entries where idempotency_key like $1`,
      [`order-refund:${s.order.id}:%`],
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.description).toContain(s.order.code);
    await expectLedgerBalanced(ctx);
  });
});

describe('unweighed parcels are not delivered', () => {
  it('a request with a parcel never weighed is refused (409 parcel-not-measured), writing nothing', async () => {
    const customer = await makeCustomer(ctx);
    const { parcels } = await kit.consignmentOrderAtVn(customer, { parcels: [{}, { measured: false }] });
    const address = await kit.address(customer);
    await creditWallet(ctx, customer.id, 1_000_000);
    const res = expectError(
      await kit.create(customer.auth, { parcelIds: parcels.map((p) => p.id), addressId: address.id, method: 'pickup' }),
      409,
      'parcel-not-measured',
    );
    expect(res.Message).toContain(parcels[1]!.code);
    expect(await walletBalance(ctx.app, customer.auth)).toBe(1_000_000);
    // The weighed one alone goes.
    await kit.createOk(customer.auth, { parcelIds: [parcels[0]!.id], addressId: address.id, method: 'pickup' });
  });

  it('shipping a request whose parcel lost its weight is refused', async () => {
    const s = await twins(5_000_000);
    const request = await kit.createOk(s.customer.auth, s.body([s.p1.id]));
    await kit.processAndScan(s.vnStaff.auth, request.id);
    await query(ctx, 'update parcels set measured_at = null, weight_grams = null where id = $1', [s.p1.id]);
    expectError(await kit.setStatus(s.vnStaff.auth, request.id, { status: 'shipped' }), 409, 'parcel-not-measured');
  });
});
