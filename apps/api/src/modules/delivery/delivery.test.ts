/**
 * Delivery requests (decision 0065) through the API on a real database. One request pays the
 * remainders of a purchase order and a consignment order in one step; staff export (slip, scan-out),
 * ship and deliver; the customer confirms receipt; wallet, transactions and order totals are exact at
 * each step. Insufficient balance, idempotent replay, cancellation, scopes and bad input.
 */
import { describe, expect, it } from 'vitest';
import { creditWallet, makeCustomer, makeStaff } from '../../test/factories.ts';
import { countRows, expectError, expectLedgerBalanced, newKey, query, walletBalance } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { type DeliveryJson, deliveryKit } from './delivery.test-support.ts';

const ctx = useTestApp();
const kit = deliveryKit(ctx);

async function orderTotals(auth: { authorization: string }, id: number) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/OrderOrdering/${id}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { status: string; totals: { totalVnd: number; paidVnd: number; remainingVnd: number } };
}

async function transactions(auth: { authorization: string }) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Transaction?pageSize=50', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { type: string; description: string; amountVnd: number; balanceAfterVnd: number }[];
}

/** A customer with a purchase order and a consignment order at Kho Hà Nội, and an address. */
async function setup(walletVnd: number) {
  const customer = await makeCustomer(ctx);
  const purchase = await kit.purchaseOrderAtVn(customer, { parcels: [{ weightGrams: 1200 }, { weightGrams: 800 }] });
  const consignment = await kit.consignmentOrderAtVn(customer, { totalVnd: 56_000, parcels: [{ weightGrams: 2000 }] });
  const address = await kit.address(customer);
  if (walletVnd > 0) await creditWallet(ctx, customer.id, walletVnd);
  const purchaseDue = purchase.order.totalVnd - purchase.order.paidVnd;
  const parcelIds = [...purchase.parcels, ...consignment.parcels].map((p) => p.id);
  return { customer, purchase, consignment, address, purchaseDue, parcelIds };
}

describe('delivery journey (decision 0065)', () => {
  it('pays both remainders in one step, exports, ships, delivers; the customer confirms; Còn lại = 0 throughout', async () => {
    const admin = await loginAdmin(ctx.app);
    const vnStaff = await makeStaff(ctx, 'warehouse_vn', { fullName: 'Phạm Kho Việt' });
    const s = await setup(0);
    const due = s.purchaseDue + 56_000;
    await creditWallet(ctx, s.customer.id, due + 10_000);
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(due + 10_000);

    // Available: one warehouse, two orders with what each still owes.
    const availRes = await kit.get(s.customer.auth, '/api/Delivery/Available');
    expect(availRes.statusCode, availRes.body).toBe(200);
    const avail = availRes.json();
    expect(avail.warehouses).toHaveLength(1);
    expect(avail.warehouses[0].name).toBe('Kho Hà Nội');
    expect(avail.warehouses[0].weightGrams).toBe(4000);
    expect(avail.remainingVnd).toBe(due);
    expect(avail.balanceVnd).toBe(due + 10_000);
    const orders = avail.warehouses[0].orders as {
      type: string;
      id: number;
      remainingVnd: number;
      parcels: unknown[];
    }[];
    expect(orders.find((o) => o.type === 'purchase_order')).toMatchObject({
      id: s.purchase.order.id,
      remainingVnd: s.purchaseDue,
    });
    expect(orders.find((o) => o.type === 'consignment_order')).toMatchObject({
      id: s.consignment.order.id,
      remainingVnd: 56_000,
    });

    // Create: both orders paid in one transaction.
    const request = await kit.createOk(s.customer.auth, {
      parcelIds: s.parcelIds,
      addressId: s.address.id,
      method: 'carrier',
      note: 'Gọi trước khi giao',
    });
    expect(request.code).toMatch(/^GH\d{4}-\d{6}$/);
    expect(request.status).toBe('requested');
    expect(request.paidVnd).toBe(due);
    expect(request.parcels).toHaveLength(3);
    expect(request.payments).toEqual(
      expect.arrayContaining([
        {
          type: 'purchase_order',
          orderId: s.purchase.order.id,
          orderCode: s.purchase.order.code,
          amountVnd: s.purchaseDue,
          kind: 'request',
          refunded: false,
          refundedVnd: 0,
          movedTo: null,
          movedFrom: null,
        },
        {
          type: 'consignment_order',
          orderId: s.consignment.order.id,
          orderCode: s.consignment.order.code,
          amountVnd: 56_000,
          kind: 'request',
          refunded: false,
          refundedVnd: 0,
          movedTo: null,
          movedFrom: null,
        },
      ]),
    );
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(10_000);
    const tx = await transactions(s.customer.auth);
    const payments = tx.filter((t) => t.type === 'order_payment');
    expect(payments.map((t) => t.amountVnd).sort((a, b) => a - b)).toEqual(
      [-56_000, -s.purchaseDue].sort((a, b) => a - b),
    );
    expect(payments.map((t) => t.description)).toEqual(
      expect.arrayContaining([`Thanh toán đơn ${s.purchase.order.code}`, `Thanh toán đơn ${s.consignment.order.code}`]),
    );
    expect(tx[0]!.balanceAfterVnd).toBe(10_000);
    const po = await orderTotals(s.customer.auth, s.purchase.order.id);
    expect(po.totals.paidVnd).toBe(po.totals.totalVnd);
    expect(po.totals.remainingVnd).toBe(0);
    const ko = await kit.consignmentOrderRow(s.consignment.order.id);
    expect(ko.paidVnd).toBe(ko.totalVnd);

    // Nothing left to ask for.
    const after = (await kit.get(s.customer.auth, '/api/Delivery/Available')).json();
    expect(after.warehouses).toEqual([]);
    expect(after.inRequestCount).toBe(3);

    // Staff: queue, processing (slip), scan out, shipped, delivered.
    const queue = (await kit.get(vnStaff.auth, '/api/Admin/Delivery')).json();
    expect(queue.items.map((r: { id: number }) => r.id)).toContain(request.id);
    const processing = await kit.setStatusOk(vnStaff.auth, request.id, { status: 'processing' });
    expect(processing.exportSlipCode).toBe(request.code.replace('GH', 'PX'));
    const slipRes = await kit.get(vnStaff.auth, `/api/Admin/Delivery/${request.id}/ExportSlip`);
    expect(slipRes.statusCode, slipRes.body).toBe(200);
    const slip = slipRes.json();
    expect(slip).toMatchObject({ code: processing.exportSlipCode, codVnd: 0, weightGrams: 4000, scannedOutCount: 0 });
    expect(slip.receiver.phone).toBe(s.address.phone);
    expect(slip.parcels).toHaveLength(3);

    // Shipping before every parcel is scanned out is refused.
    expectError(
      await kit.setStatus(vnStaff.auth, request.id, { status: 'shipped', carrier: 'GHTK', trackingCode: 'S123456' }),
      409,
      'delivery-not-scanned-out',
    );
    // A parcel of another customer's request is not on this slip.
    const other = await setup(0);
    const otherParcel = other.purchase.parcels[0]!;
    expectError(await kit.scanOut(vnStaff.auth, request.id, otherParcel.code), 409, 'parcel-not-on-slip');
    for (const [i, p] of request.parcels.entries()) {
      const res = await kit.scanOut(vnStaff.auth, request.id, i === 0 ? p.trackingCode : p.code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().first).toBe(true);
    }
    const again = await kit.scanOut(vnStaff.auth, request.id, request.parcels[0]!.code);
    expect(again.json()).toMatchObject({ first: false, slip: { scannedOutCount: 3 } });
    // Carrier and tracking code are needed to ship by carrier.
    expectError(await kit.setStatus(vnStaff.auth, request.id, { status: 'shipped' }), 400, 'validation-error');
    const shipped = await kit.setStatusOk(vnStaff.auth, request.id, {
      status: 'shipped',
      carrier: 'Giao Hàng Tiết Kiệm',
      trackingCode: 'S123456789',
    });
    expect(shipped).toMatchObject({
      status: 'shipped',
      carrier: 'Giao Hàng Tiết Kiệm',
      trackingCode: 'S123456789',
      canCancel: false,
    });
    expect(shipped.parcels.every((p) => p.status === 'delivering')).toBe(true);
    expect((await orderTotals(s.customer.auth, s.purchase.order.id)).status).toBe('delivering');
    expect((await kit.consignmentOrderRow(s.consignment.order.id)).status).toBe('delivering');
    // Too late to cancel.
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/Delivery/${request.id}/Cancel`,
        headers: s.customer.auth,
        payload: {},
      }),
      409,
      'invalid-status-transition',
    );

    const delivered = await kit.setStatusOk(vnStaff.auth, request.id, { status: 'delivered' });
    expect(delivered.parcels.every((p) => p.status === 'delivered')).toBe(true);
    expect((await orderTotals(s.customer.auth, s.purchase.order.id)).status).toBe('delivered');
    expect((await kit.consignmentOrderRow(s.consignment.order.id)).status).toBe('delivered');

    // The customer's view: events in order, payments, parcels.
    const mine = (await kit.get(s.customer.auth, `/api/Delivery/${request.id}`)).json() as DeliveryJson;
    expect(mine.events.map((e) => e.toStatus)).toEqual(['requested', 'processing', 'shipped', 'delivered']);
    expect(mine.events[2]!.note).toContain('Giao Hàng Tiết Kiệm');

    // Confirm receipt → completed; money unchanged, Còn lại = 0.
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: `/api/OrderOrdering/${s.purchase.order.id}/ConfirmReceived`,
      headers: s.customer.auth,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toMatchObject({ id: s.purchase.order.id, status: 'completed' });
    const confirmK = await ctx.app.inject({
      method: 'POST',
      url: `/api/OrderShipping/${s.consignment.order.id}/ConfirmReceived`,
      headers: s.customer.auth,
    });
    expect(confirmK.statusCode, confirmK.body).toBe(200);
    expect(confirmK.json().status).toBe('completed');
    const done = await orderTotals(s.customer.auth, s.purchase.order.id);
    expect(done.status).toBe('completed');
    expect(done.totals.remainingVnd).toBe(0);
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(10_000);
    // A second confirmation is refused.
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/OrderOrdering/${s.purchase.order.id}/ConfirmReceived`,
        headers: s.customer.auth,
      }),
      409,
      'invalid-status-transition',
    );
    void admin;
    await expectLedgerBalanced(ctx);
  });

  it('pick-up at the warehouse ships without carrier; sales may mark delivered', async () => {
    const vnStaff = await makeStaff(ctx, 'warehouse_vn');
    const sales = await makeStaff(ctx, 'sales');
    const s = await setup(10_000_000);
    const request = await kit.createOk(s.customer.auth, {
      parcelIds: [s.consignment.parcels[0]!.id],
      addressId: s.address.id,
      method: 'pickup',
    });
    // Only the consignment order was paid.
    expect(request.payments).toHaveLength(1);
    expect(request.paidVnd).toBe(56_000);
    expectError(await kit.setStatus(sales.auth, request.id, { status: 'processing' }), 403, 'forbidden');
    await kit.setStatusOk(vnStaff.auth, request.id, { status: 'processing' });
    expectError(await kit.scanOut(sales.auth, request.id, s.consignment.parcels[0]!.code), 403, 'forbidden');
    await kit.scanOut(vnStaff.auth, request.id, s.consignment.parcels[0]!.code);
    const shipped = await kit.setStatusOk(vnStaff.auth, request.id, { status: 'shipped' });
    expect(shipped.carrier).toBeNull();
    const delivered = await kit.setStatusOk(sales.auth, request.id, {
      status: 'delivered',
      note: 'Khách đã nhận tại kho',
    });
    expect(delivered.status).toBe('delivered');
    // The purchase order's parcels were not in it: it stays at the warehouse.
    expect((await kit.purchaseOrderRow(s.purchase.order.id)).status).toBe('at_vn_warehouse');
  });
});

describe('money rules', () => {
  it('too little balance: 409 insufficient-balance with the missing amount and a recharge link; nothing written', async () => {
    const s = await setup(0);
    const due = s.purchaseDue + 56_000;
    await creditWallet(ctx, s.customer.id, due - 1_000);
    const before = {
      requests: await countRows(ctx, 'delivery_requests'),
      links: await countRows(ctx, 'delivery_request_parcels'),
      entries: await countRows(ctx, 'journal_entries'),
      events: await countRows(ctx, 'status_events'),
      keys: await countRows(ctx, 'idempotency_keys'),
    };
    const key = newKey();
    const res = await kit.create(
      s.customer.auth,
      { parcelIds: s.parcelIds, addressId: s.address.id, method: 'coach' },
      key,
    );
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json();
    expect(body.code).toBe('insufficient-balance');
    expect(body.missingVnd).toBe(1_000);
    expect(body.rechargeUrl).toBe('/wallet/recharge?amount=10000'); // the smallest recharge
    expect(body.Message).toContain('còn thiếu 1.000');
    expect({
      requests: await countRows(ctx, 'delivery_requests'),
      links: await countRows(ctx, 'delivery_request_parcels'),
      entries: await countRows(ctx, 'journal_entries'),
      events: await countRows(ctx, 'status_events'),
      keys: await countRows(ctx, 'idempotency_keys'),
    }).toEqual(before);
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(due - 1_000);
    expect((await kit.purchaseOrderRow(s.purchase.order.id)).paidVnd).toBe(s.purchase.order.paidVnd);

    // After a recharge the same key goes through (a refusal stored nothing).
    await creditWallet(ctx, s.customer.id, 1_000);
    const ok = await kit.createOk(
      s.customer.auth,
      { parcelIds: s.parcelIds, addressId: s.address.id, method: 'coach' },
      key,
    );
    expect(ok.paidVnd).toBe(due);
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(0);
  });

  it('the same Idempotency-Key answers the first request and pays once', async () => {
    const s = await setup(5_000_000);
    const key = newKey();
    const body = { parcelIds: s.parcelIds, addressId: s.address.id, method: 'company_courier' };
    const first = await kit.createOk(s.customer.auth, body, key);
    const second = await kit.createOk(s.customer.auth, body, key);
    expect(second.id).toBe(first.id);
    expect(await countRows(ctx, 'delivery_requests', 'user_id = $1', [s.customer.id])).toBe(1);
    const due = s.purchaseDue + 56_000;
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(5_000_000 - due);
    // A different request under the same key is refused.
    expectError(await kit.create(s.customer.auth, { ...body, method: 'pickup' }, key), 422, 'idempotency-key-reused');
    // A new key over the same parcels: already in a request.
    expectError(await kit.create(s.customer.auth, body), 409, 'parcel-in-delivery');
  });

  it('a cancelled request reverses its payments in the same transaction and frees its parcels', async () => {
    const vnStaff = await makeStaff(ctx, 'warehouse_vn');
    const s = await setup(5_000_000);
    const due = s.purchaseDue + 56_000;
    const request = await kit.createOk(s.customer.auth, {
      parcelIds: s.parcelIds,
      addressId: s.address.id,
      method: 'carrier',
    });
    await kit.setStatusOk(vnStaff.auth, request.id, { status: 'processing' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/Delivery/${request.id}/Cancel`,
      headers: s.customer.auth,
      payload: { reason: 'Đổi địa chỉ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json() as DeliveryJson;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payments.every((p) => p.refunded)).toBe(true);
    expect(cancelled.events.at(-1)!.note).toBe('Khách hàng hủy yêu cầu: Đổi địa chỉ');
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(5_000_000);
    const refunds = (await transactions(s.customer.auth)).filter((t) => t.type === 'order_refund');
    expect(refunds.map((t) => t.amountVnd).sort((a, b) => a - b)).toEqual(
      [56_000, s.purchaseDue].sort((a, b) => a - b),
    );
    expect((await kit.purchaseOrderRow(s.purchase.order.id)).paidVnd).toBe(s.purchase.order.paidVnd);
    expect((await kit.consignmentOrderRow(s.consignment.order.id)).paidVnd).toBe(0);
    expect((await orderTotals(s.customer.auth, s.purchase.order.id)).totals.remainingVnd).toBe(s.purchaseDue);
    // The parcels may go into a new request, which pays again.
    const again = await kit.createOk(s.customer.auth, {
      parcelIds: s.parcelIds,
      addressId: s.address.id,
      method: 'carrier',
    });
    expect(again.paidVnd).toBe(due);
    // Staff cancel too (sales), with the refund.
    const sales = await makeStaff(ctx, 'sales');
    const byStaff = await kit.setStatusOk(sales.auth, again.id, { status: 'cancelled', note: 'Khách gọi hủy' });
    expect(byStaff.status).toBe('cancelled');
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(5_000_000);
    await expectLedgerBalanced(ctx);
  });

  it('staff create a request for a customer who called in, with COD on the slip', async () => {
    const sales = await makeStaff(ctx, 'sales');
    const vnStaff = await makeStaff(ctx, 'warehouse_vn');
    const s = await setup(5_000_000);
    const code = `KH${String(s.customer.id).padStart(5, '0')}`;
    for (const who of [code, s.customer.phone, String(s.customer.id)]) {
      const avail = await kit.get(sales.auth, `/api/Admin/Delivery/Available?customer=${encodeURIComponent(who)}`);
      expect(avail.statusCode, avail.body).toBe(200);
      expect(avail.json()).toMatchObject({
        remainingVnd: s.purchaseDue + 56_000,
        customer: { id: s.customer.id, code },
      });
      expect(avail.json().addresses.map((a: { id: number }) => a.id)).toContain(s.address.id);
    }
    expectError(await kit.get(sales.auth, '/api/Admin/Delivery/Available?customer=KH99999999'), 404, 'not-found');
    expectError(await kit.get(sales.auth, '/api/Admin/Delivery/Available?customer=0999999999'), 404, 'not-found');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/Delivery',
      headers: { ...sales.auth, 'idempotency-key': newKey() },
      payload: {
        customerId: s.customer.id,
        parcelIds: s.parcelIds,
        addressId: s.address.id,
        method: 'coach',
        codVnd: 30_000,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const request = res.json();
    expect(request).toMatchObject({ codVnd: 30_000, customer: { id: s.customer.id }, status: 'requested' });
    expect(request.events[0].note).toContain('Nhân viên tạo yêu cầu giao');
    expect(await walletBalance(ctx.app, s.customer.auth)).toBe(5_000_000 - s.purchaseDue - 56_000);
    await kit.setStatusOk(vnStaff.auth, request.id, { status: 'processing' });
    const slip = (await kit.get(vnStaff.auth, `/api/Admin/Delivery/${request.id}/ExportSlip`)).json();
    expect(slip.codVnd).toBe(30_000);
    // The customer sees it as their own.
    expect((await kit.get(s.customer.auth, `/api/Delivery/${request.id}`)).statusCode).toBe(200);
  });
});

describe('scopes and bad input', () => {
  it("another customer's request, parcels and orders are 404", async () => {
    const a = await setup(5_000_000);
    const b = await setup(5_000_000);
    const request = await kit.createOk(a.customer.auth, {
      parcelIds: a.parcelIds,
      addressId: a.address.id,
      method: 'pickup',
    });
    expectError(await kit.get(b.customer.auth, `/api/Delivery/${request.id}`), 404, 'not-found');
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/Delivery/${request.id}/Cancel`,
        headers: b.customer.auth,
        payload: {},
      }),
      404,
      'not-found',
    );
    const list = (await kit.get(b.customer.auth, '/api/Delivery')).json();
    expect(list.items.map((r: { id: number }) => r.id)).not.toContain(request.id);
    // B cannot ask for A's parcels, nor use A's address.
    expectError(
      await kit.create(b.customer.auth, {
        parcelIds: [b.parcelIds[0], a.parcelIds[0]],
        addressId: b.address.id,
        method: 'pickup',
      }),
      404,
      'not-found',
    );
    expectError(
      await kit.create(b.customer.auth, { parcelIds: b.parcelIds, addressId: a.address.id, method: 'pickup' }),
      404,
      'not-found',
    );
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/OrderOrdering/${a.purchase.order.id}/ConfirmReceived`,
        headers: b.customer.auth,
      }),
      404,
      'not-found',
    );
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/OrderShipping/${a.consignment.order.id}/ConfirmReceived`,
        headers: b.customer.auth,
      }),
      404,
      'not-found',
    );
    expect(await countRows(ctx, 'delivery_requests', 'user_id = $1', [b.customer.id])).toBe(0);
  });

  it('staff routes refuse customers and roles outside delivery (403)', async () => {
    const s = await setup(5_000_000);
    const request = await kit.createOk(s.customer.auth, {
      parcelIds: s.parcelIds,
      addressId: s.address.id,
      method: 'pickup',
    });
    const cn = await makeStaff(ctx, 'warehouse_cn');
    const purchaser = await makeStaff(ctx, 'purchaser');
    const accountant = await makeStaff(ctx, 'accountant');
    for (const who of [s.customer, cn, purchaser, accountant]) {
      expectError(await kit.get(who.auth, '/api/Admin/Delivery'), 403, 'forbidden');
      expectError(await kit.get(who.auth, `/api/Admin/Delivery/${request.id}`), 403, 'forbidden');
      expectError(await kit.setStatus(who.auth, request.id, { status: 'processing' }), 403, 'forbidden');
      expectError(await kit.scanOut(who.auth, request.id, s.purchase.parcels[0]!.code), 403, 'forbidden');
    }
    const vnStaff = await makeStaff(ctx, 'warehouse_vn');
    // Staff using the customer app act as customers: they see no other customer's request.
    expectError(await kit.get(vnStaff.auth, `/api/Delivery/${request.id}`), 404, 'not-found');
    expect((await kit.get(s.customer.auth, `/api/Delivery/${request.id}`)).json().status).toBe('requested');
  });

  it('bad input gets a Vietnamese 4xx and writes nothing', async () => {
    const s = await setup(5_000_000);
    const vnStaff = await makeStaff(ctx, 'warehouse_vn');
    const hn = await kit.purchaseOrderAtVn(s.customer, { vnWarehouse: 'Kho TP.HCM' }).catch(() => null);
    const before = {
      requests: await countRows(ctx, 'delivery_requests'),
      entries: await countRows(ctx, 'journal_entries'),
      keys: await countRows(ctx, 'idempotency_keys'),
    };
    const good = { parcelIds: s.parcelIds, addressId: s.address.id, method: 'pickup' };
    expectError(await kit.create(s.customer.auth, { ...good, parcelIds: [] }), 400, 'validation-error');
    expectError(await kit.create(s.customer.auth, { ...good, parcelIds: [0] }), 400, 'validation-error');
    expectError(
      await kit.create(s.customer.auth, { ...good, parcelIds: Array.from({ length: 201 }, (_, i) => i + 1) }),
      400,
      'validation-error',
    );
    expectError(await kit.create(s.customer.auth, { ...good, method: 'drone' }), 400, 'validation-error');
    expectError(await kit.create(s.customer.auth, { ...good, addressId: 2_147_483_648 }), 400, 'validation-error');
    expectError(await kit.create(s.customer.auth, { ...good, note: 'x'.repeat(501) }), 400, 'validation-error');
    expectError(await kit.create(s.customer.auth, { ...good, note: 'a\u0000b' }), 400, 'validation-error');
    expectError(await kit.create(s.customer.auth, { ...good, parcelIds: [2_000_000_000] }), 404, 'not-found');
    const noKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/Delivery',
      headers: s.customer.auth,
      payload: good,
    });
    expectError(noKey, 400, 'idempotency-key-required');
    if (hn) {
      expectError(
        await kit.create(s.customer.auth, { ...good, parcelIds: [...s.parcelIds, hn.parcels[0]!.id] }),
        400,
        'validation-error',
      );
    }
    expectError(await kit.get(s.customer.auth, '/api/Delivery?status=nope'), 400, 'validation-error');
    expectError(await kit.get(s.customer.auth, '/api/Delivery/abc'), 400, 'validation-error');
    expectError(await kit.get(s.customer.auth, '/api/Delivery/999999999'), 404, 'not-found');
    expect({
      requests: await countRows(ctx, 'delivery_requests'),
      entries: await countRows(ctx, 'journal_entries'),
      keys: await countRows(ctx, 'idempotency_keys'),
    }).toEqual(before);

    const request = await kit.createOk(s.customer.auth, good);
    expectError(await kit.setStatus(vnStaff.auth, request.id, { status: 'teleported' }), 400, 'validation-error');
    expectError(
      await kit.setStatus(vnStaff.auth, request.id, { status: 'delivered' }),
      409,
      'invalid-status-transition',
    );
    expectError(
      await kit.setStatus(vnStaff.auth, request.id, { status: 'processing', carrier: 'x'.repeat(101) }),
      400,
      'validation-error',
    );
    expectError(await kit.scanOut(vnStaff.auth, request.id, s.parcelIds[0]), 400, 'validation-error');
    expectError(
      await kit.scanOut(vnStaff.auth, request.id, s.purchase.parcels[0]!.code),
      409,
      'invalid-status-transition',
    );
    expectError(await kit.get(vnStaff.auth, `/api/Admin/Delivery/${request.id}/ExportSlip`), 404, 'not-found');
    const events = await query(
      ctx,
      `select count(*)::int as n from status_events where subject_type = 'delivery_request' and subject_id = $1`,
      [request.id],
    );
    expect(events[0]).toEqual({ n: 1 });
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/OrderOrdering/${s.purchase.order.id}/ConfirmReceived`,
        headers: s.customer.auth,
      }),
      409,
      'invalid-status-transition',
    );
  });

  it('the staff queue is by warehouse, oldest first, and flags requests older than 24 h', async () => {
    const vnStaff = await makeStaff(ctx, 'warehouse_vn');
    const a = await setup(5_000_000);
    const b = await setup(5_000_000);
    const older = await kit.createOk(a.customer.auth, {
      parcelIds: a.parcelIds,
      addressId: a.address.id,
      method: 'pickup',
    });
    const newer = await kit.createOk(b.customer.auth, {
      parcelIds: b.parcelIds,
      addressId: b.address.id,
      method: 'pickup',
    });
    await query(ctx, `update delivery_requests set created_at = now() - interval '25 hours' where id = $1`, [older.id]);
    const res = await kit.get(
      vnStaff.auth,
      `/api/Admin/Delivery?warehouseId=${older.parcels.length ? (await kit.get(vnStaff.auth, `/api/Admin/Delivery/${older.id}`)).json().warehouse.id : 0}&pageSize=100`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    const ids = list.items.map((r: { id: number }) => r.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(list.items.find((r: { id: number }) => r.id === older.id).overdue).toBe(true);
    expect(list.items.find((r: { id: number }) => r.id === newer.id).overdue).toBe(false);
    const hn = list.warehouses.find((w: { name: string }) => w.name === 'Kho Hà Nội');
    expect(hn.overdueCount).toBeGreaterThanOrEqual(1);
    expect(hn.openCount).toBeGreaterThanOrEqual(2);
  });
});

describe('what shipping asks for, by method (decision 0091)', () => {
  async function readyToShip(method: string) {
    const vnStaff = await makeStaff(ctx, 'warehouse_vn');
    const s = await setup(5_000_000);
    const request = await kit.createOk(s.customer.auth, { parcelIds: s.parcelIds, addressId: s.address.id, method });
    await kit.processAndScan(vnStaff.auth, request.id);
    return { vnStaff, request };
  }

  it('the company courier ships with no carrier and no tracking code', async () => {
    const { vnStaff, request } = await readyToShip('company_courier');
    const shipped = await kit.setStatusOk(vnStaff.auth, request.id, { status: 'shipped' });
    expect(shipped).toMatchObject({ status: 'shipped', carrier: null, trackingCode: null, carrierPhone: null });
    expect(shipped.events.at(-1)!.note).toContain('Giao cho nhân viên công ty');
  });

  it('a carrier needs its name and tracking code: a Vietnamese 400 until both are given', async () => {
    const { vnStaff, request } = await readyToShip('carrier');
    for (const body of [{}, { carrier: 'GHTK' }, { trackingCode: 'S123456' }, { carrier: '  ', trackingCode: 'S1' }]) {
      const error = expectError(await kit.setStatus(vnStaff.auth, request.id, { status: 'shipped', ...body }), 400);
      expect(error.Message).toBe('Vui lòng nhập đơn vị vận chuyển và mã vận đơn khi giao cho đơn vị vận chuyển');
    }
    const shipped = await kit.setStatusOk(vnStaff.auth, request.id, {
      status: 'shipped',
      carrier: 'GHTK',
      trackingCode: 'S123456',
    });
    expect(shipped).toMatchObject({ carrier: 'GHTK', trackingCode: 'S123456' });
  });

  it('a coach needs its name and phone: a Vietnamese 400 until both are given, a bad phone refused', async () => {
    const { vnStaff, request } = await readyToShip('coach');
    for (const body of [{}, { carrier: 'Nhà xe Phương Trang' }, { carrierPhone: '0909123456' }]) {
      const error = expectError(await kit.setStatus(vnStaff.auth, request.id, { status: 'shipped', ...body }), 400);
      expect(error.Message).toBe('Vui lòng nhập tên nhà xe và số điện thoại nhà xe khi gửi nhà xe');
    }
    const bad = await kit.setStatus(vnStaff.auth, request.id, {
      status: 'shipped',
      carrier: 'Nhà xe Phương Trang',
      carrierPhone: 'gọi tôi',
    });
    expect(expectError(bad, 400, 'validation-error').Message).toMatch(/Số điện thoại nhà xe không hợp lệ/);
    const shipped = await kit.setStatusOk(vnStaff.auth, request.id, {
      status: 'shipped',
      carrier: 'Nhà xe Phương Trang',
      carrierPhone: '0909 123 456',
    });
    expect(shipped).toMatchObject({ carrier: 'Nhà xe Phương Trang', carrierPhone: '0909123456', trackingCode: null });
    expect(shipped.events.at(-1)!.note).toContain('Nhà xe Phương Trang (0909123456)');
  });
});
