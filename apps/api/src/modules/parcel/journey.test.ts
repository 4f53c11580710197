/**
 * The whole journey of a purchase order through both halves (DESIGN.md §3.1, §3.5b), on the real database over
 * HTTP. The customer places an order of two lines and pays the deposit; a purchaser buys one line
 * short and the other dearer; the customer accepts the new price; tracking codes; the CN warehouse
 * receives, weighs, labels, bags and ships; the VN warehouse receives the bag and scans the parcel.
 * The customer then sees `at_vn_warehouse` on the order and the parcel, the short line's refund once
 * in the ledger, and Tổng / Đã thanh toán / Còn lại exact to the đồng with the weighed shipping fee.
 * Plus an unknown code claimed, a declined price change, cross-role and cross-user checks.
 */
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { divRoundHalfUp, fenToVnd } from '@app/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyingKit, json } from '../../test/buying-kit.ts';
import { creditWallet, makeCustomer, type TestUser } from '../../test/factories.ts';
import {
  type Auth,
  countRows,
  deposit,
  expectError,
  expectLedgerBalanced,
  walletBalance,
} from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { purchaseOrderKit } from '../../test/purchase-order-kit.ts';
import { newTrackingCode, type ParcelJson, parcelKit } from './parcel.test-support.ts';

const ctx = useTestApp();
const kit = parcelKit(ctx);
const buying = buyingKit(ctx);
const orders = purchaseOrderKit(ctx);
let team: Awaited<ReturnType<typeof kit.staff>>;
let houses: Awaited<ReturnType<typeof kit.warehouses>>;

beforeAll(async () => {
  team = await kit.staff();
  houses = await kit.warehouses(team.cn.auth);
});

const sweater = { title: 'Áo len cổ lọ', unitPriceFen: 10_000, quantity: 3 };
const scarf = { title: 'Khăn quàng', unitPriceFen: 5_000, quantity: 2 };

const post = (auth: Auth, url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: auth, payload });

/** A customer places sweater + scarf over HTTP and pays the deposit from a wallet holding exactly it. */
async function placedAndDeposited(user?: TestUser) {
  const customer = user ?? (await makeCustomer(ctx));
  const [placed] = await orders.placeOrder(customer, [sweater, scarf]);
  expect(placed!.status).toBe('awaiting_deposit');
  await creditWallet(ctx, customer.id, placed!.totals.depositDueVnd);
  const paid = await deposit(ctx.app, customer.auth, placed!.id);
  expect(paid.statusCode, paid.body).toBe(200);
  const order = await buying.customerOrder(customer.auth, placed!.id);
  expect(order.status).toBe('deposited');
  expect(await walletBalance(ctx.app, customer.auth)).toBe(0);
  return { user: customer, order };
}

/** The purchaser buys one sweater short (2 of 3) and the scarves at ¥60 instead of ¥50. */
async function boughtShortAndDearer(order: PurchaseOrder) {
  const [sweaterLine, scarfLine] = order.lines;
  return json<PurchaseOrder>(
    await buying.purchase(team.purchaser.auth, order.id, {
      shopOrderNumber: `TB${order.id}0001`,
      domesticShippingFen: 1_200,
      lines: [
        { lineId: sweaterLine!.id, boughtQuantity: 2, unitPriceFen: 10_000 },
        { lineId: scarfLine!.id, boughtQuantity: 2, unitPriceFen: 6_000 },
      ],
    }),
  );
}

describe('the journey of one order, deposit to the Vietnam warehouse', () => {
  it('short line refunded once, price change accepted, parcel weighed, bagged, shipped and received; totals exact', async () => {
    const { user, order } = await placedAndDeposited();
    const rate = order.exchangeRate;
    const deposited = order.totals.paidVnd;
    const service = order.fees.find((f) => f.kind === 'service')!.amountVnd!;

    // Buying: one sweater short (refunded at once), scarves dearer (the customer must answer).
    const bought = await boughtShortAndDearer(order);
    expect(bought.status).toBe('awaiting_customer_confirmation');
    const goodsOrdered = fenToVnd(40_000, rate);
    const goodsShort = fenToVnd(30_000, rate);
    const serviceShort = divRoundHalfUp(service * goodsShort, goodsOrdered);
    const refund = goodsOrdered - goodsShort + (service - serviceShort);
    expect(bought.refunds.map((r) => r.amountVnd)).toEqual([refund]);
    expect(bought.totals.paidVnd).toBe(deposited - refund);
    expect(await walletBalance(ctx.app, user.auth)).toBe(refund);

    // The order waits for the customer, who sees old and new prices, and accepts.
    const waiting = await buying.customerOrder(user.auth, order.id);
    expect(waiting.priceChange).toMatchObject({
      lines: [{ title: scarf.title, quantity: 2, oldUnitPriceFen: 5_000, newUnitPriceFen: 6_000 }],
      after: { goodsFen: 32_000 },
    });
    const accepted = json<PurchaseOrder>(await buying.confirm(user.auth, order.id, { accept: true }));
    expect(accepted.status).toBe('purchased');
    expect(accepted.totals.paidVnd).toBe(deposited - refund);
    const goodsAfter = fenToVnd(32_000, rate);
    expect(accepted.totals.goodsVnd).toBe(goodsAfter);
    const serviceAfter = accepted.fees.find((f) => f.kind === 'service')!.amountVnd!;
    const domestic = fenToVnd(1_200, rate);
    expect(accepted.fees.find((f) => f.kind === 'domestic_shipping')!.amountVnd).toBe(domestic);

    // Tracking code → expected parcel, order seller_shipped.
    const trackingCode = newTrackingCode('JT');
    const codes = await kit.addCodes(team.purchaser.auth, order.id, [trackingCode]);
    expect(codes.statusCode, codes.body).toBe(200);
    const [expected] = codes.json() as ParcelJson[];
    expect(expected!.status).toBe('expected');
    expect((await kit.getOrder(user.auth, order.id)).status).toBe('seller_shipped');

    // CN warehouse: scan, weigh, label.
    const received = await kit.scanOk(team.cn.auth, houses.cn.id, trackingCode);
    expect(received).toMatchObject({ outcome: 'received', parcel: { id: expected!.id, status: 'at_cn_warehouse' } });
    expect((await kit.getOrder(user.auth, order.id)).status).toBe('at_cn_warehouse');
    const weighed = await kit.measure(team.cn.auth, expected!.id, {
      weightGrams: 2_301,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    // 2.301 kg actual, 1 kg volumetric → 2.4 kg chargeable × 28,000 ₫/kg (DESIGN.md §4, Hà Nội).
    const shipping = 67_200;
    // Paid is below the deposit due now (full short refund, dearer scarves), yet the deposit was paid:
    // the parcel may leave China (it was stuck there before decision 0060).
    expect(accepted.totals.paidVnd).toBeLessThan(accepted.totals.depositDueVnd);
    expect(weighed.json()).toMatchObject({ chargeableKg10: 24, feeVnd: shipping, mayLeaveChina: true });
    const label = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/Parcel/${expected!.id}/Label`,
      headers: team.cn.auth,
    });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(label.body).toContain(expected!.code);
    expect(label.body).toContain(`Đơn: ${order.code}`);

    // Bag: open, add, close, ship.
    const opened = await post(team.cn.auth, '/api/Admin/Bag', {
      fromWarehouseId: houses.cn.id,
      toWarehouseId: houses.hanoi.id,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const bag = opened.json() as { id: number; code: string };
    const added = await post(team.cn.auth, `/api/Admin/Bag/${bag.id}/Parcels`, { code: expected!.code });
    expect(added.statusCode, added.body).toBe(200);
    const closed = await post(team.cn.auth, `/api/Admin/Bag/${bag.id}/Close`, { weightGrams: 2_500 });
    expect(closed.statusCode, closed.body).toBe(200);
    const shipped = await post(team.cn.auth, `/api/Admin/Bag/${bag.id}/Ship`);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await kit.getOrder(user.auth, order.id)).status).toBe('in_transit');

    // VN warehouse: receive the bag, scan the parcel.
    const bagIn = await post(team.vn.auth, `/api/Admin/Bag/${bag.id}/Receive`);
    expect(bagIn.statusCode, bagIn.body).toBe(200);
    const arrived = await kit.scanOk(team.vn.auth, houses.hanoi.id, trackingCode);
    expect(arrived).toMatchObject({ outcome: 'arrived', parcel: { status: 'at_vn_warehouse' } });

    // What the customer sees.
    const seen = await buying.customerOrder(user.auth, order.id);
    expect(seen.status).toBe('at_vn_warehouse');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/Package', headers: user.auth });
    expect(list.statusCode, list.body).toBe(200);
    const mine = (list.json().items as ParcelJson[]).find((p) => p.id === expected!.id);
    expect(mine).toMatchObject({ status: 'at_vn_warehouse', trackingCode, order: { id: order.id } });
    expect(seen.refunds.map((r) => r.amountVnd)).toEqual([refund]);
    const refundEntries = await countRows(ctx, 'journal_entries', 'idempotency_key like $1', [
      `order-refund:${order.id}:%`,
    ]);
    expect(refundEntries).toBe(1);
    expect(await walletBalance(ctx.app, user.auth)).toBe(refund);
    const tx = await orders.transactions(user.auth);
    expect(tx.items.filter((t) => t.type === 'order_refund').map((t) => t.amountVnd)).toEqual([refund]);

    expect(seen.fees.find((f) => f.kind === 'international_shipping')).toMatchObject({ amountVnd: shipping });
    const total = goodsAfter + serviceAfter + domestic + shipping;
    const paid = deposited - refund;
    expect(seen.totals).toMatchObject({
      goodsVnd: goodsAfter,
      totalVnd: total,
      paidVnd: paid,
      remainingVnd: total - paid,
    });
    expect(seen.totals.feesVnd).toBe(serviceAfter + domestic + shipping);
    expect(seen.events.map((e) => e.toStatus)).toEqual([
      'awaiting_deposit',
      'deposited',
      'purchasing',
      'awaiting_customer_confirmation',
      'purchasing',
      'purchased',
      'seller_shipped',
      'at_cn_warehouse',
      'in_transit',
      'at_vn_warehouse',
    ]);
    await expectLedgerBalanced(ctx);
  });

  it('an unknown tracking code becomes an unclaimed parcel that a customer claims and staff confirm', async () => {
    const code = newTrackingCode('UK');
    const scanned = await kit.scanOk(team.cn.auth, houses.cn.id, code);
    expect(scanned.outcome).toBe('unclaimed_created');
    const id = scanned.parcel!.id;
    const mai = await makeCustomer(ctx);
    const open = await ctx.app.inject({ method: 'GET', url: '/api/Package/Unclaimed?pageSize=100', headers: mai.auth });
    const masked = (open.json().items as { id: number; trackingCode: string }[]).find((p) => p.id === id);
    expect(masked).toBeDefined();
    expect(masked!.trackingCode).not.toBe(code);
    const claimed = await post(mai.auth, `/api/Package/${id}/Claim`, { note: `Mã vận đơn ${code}, áo khoác` });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const staffList = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/Parcel/Unclaimed?warehouseId=${houses.cn.id}&pageSize=100`,
      headers: team.cn.auth,
    });
    const row = staffList.json().items.find((p: { id: number }) => p.id === id);
    const claim = row.claims.find((c: { customer: { id: number } }) => c.customer.id === mai.id);
    const confirmed = await post(team.cn.auth, `/api/Admin/ParcelClaim/${claim.id}/Confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const mine = await kit.customerParcel(mai.auth, id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ trackingCode: code, status: 'at_cn_warehouse' });
  });

  it('a declined price change cancels the order and the whole deposit is back in the wallet', async () => {
    const { user, order } = await placedAndDeposited();
    const bought = await boughtShortAndDearer(order);
    const refund = bought.refunds[0]!.amountVnd;
    const declined = json<PurchaseOrder>(await buying.confirm(user.auth, order.id, { accept: false }));
    expect(declined.status).toBe('cancelled');
    expect(declined.totals).toMatchObject({ paidVnd: 0, remainingVnd: 0 });
    expect(declined.refunds.map((r) => r.amountVnd)).toEqual([refund, order.totals.paidVnd - refund]);
    expect(await walletBalance(ctx.app, user.auth)).toBe(order.totals.paidVnd);
    // A cancelled order takes no tracking codes.
    expect((await kit.addCodes(team.purchaser.auth, order.id, [newTrackingCode()])).statusCode).toBe(409);
    await expectLedgerBalanced(ctx);
  });

  it('cross-role: a VN warehouse cannot buy, a customer cannot scan; cross-user: another customer’s parcel is 404', async () => {
    const { user, order } = await placedAndDeposited();
    const before = await buying.buyingRows();
    const body = {
      shopOrderNumber: 'TB-VN-1',
      domesticShippingFen: 0,
      lines: order.lines.map((l) => ({ lineId: l.id, boughtQuantity: l.quantity, unitPriceFen: l.unitPriceFen })),
    };
    expectError(await buying.purchase(team.vn.auth, order.id, body), 403, 'forbidden');
    expect(await buying.buyingRows()).toEqual(before);
    expect((await buying.customerOrder(user.auth, order.id)).status).toBe('deposited');

    const scans = await countRows(ctx, 'warehouse_scans');
    expectError(await kit.scan(user.auth, houses.cn.id, newTrackingCode()), 403, 'forbidden');
    expect(await countRows(ctx, 'warehouse_scans')).toBe(scans);

    json(await buying.purchase(team.purchaser.auth, order.id, body));
    const code = newTrackingCode();
    const [parcel] = (await kit.addCodes(team.purchaser.auth, order.id, [code])).json() as ParcelJson[];
    expect((await kit.customerParcel(user.auth, parcel!.id)).statusCode).toBe(200);
    const stranger = await makeCustomer(ctx);
    expectError(await kit.customerParcel(stranger.auth, parcel!.id), 404, 'not-found');
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/Package', headers: stranger.auth });
    expect((theirs.json().items as ParcelJson[]).some((p) => p.id === parcel!.id)).toBe(false);
  });
});
