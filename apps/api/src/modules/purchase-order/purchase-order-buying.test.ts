/**
 * POST /api/Admin/OrderOrdering/{id}/Purchase and POST /api/OrderOrdering/{id}/ConfirmPriceChange
 * (decision 0050) on the real database: short lines refunded at once and exactly once,
 * several shop orders, a price increase the customer accepts or declines, nothing bought at all.
 * Amounts are re-derived here by hand from the order's frozen rate (fenToVnd, half up).
 */
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { divRoundHalfUp, fenToVnd, percentOf } from '@app/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyingKit, json } from '../../test/buying-kit.ts';
import { makeCustomer, makeStaff, type TestUser } from '../../test/factories.ts';
import { countRows, expectError, expectLedgerBalanced, newKey, walletBalance } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { purchaseOrderKit } from '../../test/purchase-order-kit.ts';

const ctx = useTestApp();
const { orderAt, transactions } = purchaseOrderKit(ctx);
const { purchase, confirm, customerOrder, staffOrder } = buyingKit(ctx);
let purchaser: TestUser;

beforeAll(async () => {
  purchaser = await makeStaff(ctx, 'purchaser', { fullName: 'Phạm Văn Mua' });
});

const sweater = { title: 'Áo len cổ lọ', unitPriceFen: 10_000, quantity: 3 };
const scarf = { title: 'Khăn quàng', unitPriceFen: 5_000, quantity: 2 };

/** A deposited order of sweater + scarf (or `items`), its lines' ids, its rate and its service fee. */
async function depositedOrder(items = [sweater, scarf]) {
  const { user, order } = await orderAt('deposited', undefined, items);
  const full = await customerOrder(user.auth, order.id);
  const service = full.fees.find((f) => f.kind === 'service')!.amountVnd!;
  return { user, order: full, ids: full.lines.map((l) => l.id), rate: full.exchangeRate, service };
}

describe('recording a purchase', () => {
  it('refunds a short line at once: its goods value and its share of the service fee, exactly, once', async () => {
    const { user, order, ids, rate, service } = await depositedOrder();
    const paid = order.totals.paidVnd;
    expect(paid).toBe(order.totals.depositDueVnd);
    const body = {
      shopOrderNumber: '2983746510293847',
      domesticShippingFen: 800,
      lines: [
        { lineId: ids[0]!, boughtQuantity: 2, unitPriceFen: 10_000 },
        { lineId: ids[1]!, boughtQuantity: 2, unitPriceFen: 5_000 },
      ],
    };
    const res = json(await purchase(purchaser.auth, order.id, body));

    // One sweater missing: ¥100 back, and the fee's share of it (the fee scales with the goods value).
    const goodsBefore = fenToVnd(40_000, rate);
    const goodsAfter = fenToVnd(30_000, rate);
    const serviceAfter = divRoundHalfUp(service * goodsAfter, goodsBefore);
    const refund = goodsBefore - goodsAfter + (service - serviceAfter);
    const shipping = fenToVnd(800, rate);
    expect(res.status).toBe('purchased');
    expect(res.refunds).toEqual([
      expect.objectContaining({
        amountVnd: refund,
        description: `Hoàn tiền đơn ${order.code} (thiếu 1 sản phẩm khi mua hàng)`,
      }),
    ]);
    expect(res.lines.map((l) => [l.quantity, l.boughtQuantity, l.shopOrderNumber])).toEqual([
      [3, 2, '2983746510293847'],
      [2, 2, '2983746510293847'],
    ]);
    expect(res.shopOrders).toEqual([
      expect.objectContaining({ shopOrderNumber: '2983746510293847', domesticShippingFen: 800 }),
    ]);
    expect(res.fees.find((f) => f.kind === 'domestic_shipping')).toMatchObject({ amountVnd: shipping });
    expect(res.fees.find((f) => f.kind === 'service')).toMatchObject({ amountVnd: serviceAfter });
    expect(res.totals).toMatchObject({
      goodsVnd: goodsAfter,
      totalVnd: goodsAfter + serviceAfter + shipping,
      paidVnd: paid - refund,
      remainingVnd: goodsAfter + serviceAfter + shipping - (paid - refund),
      depositDueVnd: percentOf(goodsAfter + serviceAfter, 7_000),
    });
    expect(res.events.slice(-2).map((e) => [e.fromStatus, e.toStatus, e.actorName])).toEqual([
      ['deposited', 'purchasing', 'Phạm Văn Mua'],
      ['purchasing', 'purchased', 'Phạm Văn Mua'],
    ]);
    expect(res.events.at(-1)!.note).toBe('Đã mua hàng: đơn shop 2983746510293847');
    // The customer sees the refund in the wallet and on the order.
    expect(await walletBalance(ctx.app, user.auth)).toBe(refund);
    expect((await transactions(user.auth)).items[0]).toMatchObject({ type: 'order_refund', amountVnd: refund });
    const seen = await customerOrder(user.auth, order.id);
    expect(seen.refunds).toEqual(res.refunds);
    expect(seen.totals).toEqual(res.totals);

    // The same request again (a retry after a lost answer): the same order, nothing posted twice.
    const entries = await countRows(ctx, 'journal_entries');
    const again = json(await purchase(purchaser.auth, order.id, body));
    expect(again.totals).toEqual(res.totals);
    expect(await countRows(ctx, 'journal_entries')).toBe(entries);
    expect(await walletBalance(ctx.app, user.auth)).toBe(refund);
    // The same shop order with other content is refused.
    const other = { ...body, domesticShippingFen: 900 };
    expectError(await purchase(purchaser.auth, order.id, other), 409, 'shop-order-exists');
    expect(await countRows(ctx, 'journal_entries')).toBe(entries);
    await expectLedgerBalanced(ctx);
  });

  it('posts a short line once when the same shop order arrives five times at once (retries racing)', async () => {
    const { user, order, ids } = await depositedOrder();
    const body = {
      shopOrderNumber: '5550001',
      domesticShippingFen: 0,
      lines: [
        { lineId: ids[0]!, boughtQuantity: 1, unitPriceFen: 10_000 },
        { lineId: ids[1]!, boughtQuantity: 2, unitPriceFen: 5_000 },
      ],
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => purchase(purchaser.auth, order.id, body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const totals = answers.map((a) => JSON.stringify(a.json().totals));
    expect(new Set(totals).size).toBe(1);
    expect(await countRows(ctx, 'purchase_order_shop_orders', 'order_id = $1', [order.id])).toBe(1);
    const refunds = await countRows(ctx, 'journal_entries', 'idempotency_key like $1', [`order-refund:${order.id}:%`]);
    expect(refunds).toBe(1);
    const seen = await customerOrder(user.auth, order.id);
    expect(await walletBalance(ctx.app, user.auth)).toBe(seen.refunds[0]!.amountVnd);
    await expectLedgerBalanced(ctx);
  });

  it('records several shop orders: the order stays purchasing until every line is bought', async () => {
    const { user, order, ids, rate } = await depositedOrder();
    const first = json(
      await purchase(purchaser.auth, order.id, {
        shopOrderNumber: 'TB-2001',
        domesticShippingFen: 800,
        lines: [{ lineId: ids[0]!, boughtQuantity: 3, unitPriceFen: 10_000 }],
      }),
    );
    expect(first.status).toBe('purchasing');
    expect(first.lines.map((l) => l.boughtQuantity)).toEqual([3, null]);
    expect(first.canPurchase).toBe(true);
    // A line already bought cannot be bought again in another shop order.
    expectError(
      await purchase(purchaser.auth, order.id, {
        shopOrderNumber: 'TB-2003',
        domesticShippingFen: 0,
        lines: [{ lineId: ids[0]!, boughtQuantity: 1, unitPriceFen: 10_000 }],
      }),
      409,
      'order-line-already-bought',
    );
    const second = json(
      await purchase(purchaser.auth, order.id, {
        shopOrderNumber: 'TB-2002',
        domesticShippingFen: 500,
        lines: [{ lineId: ids[1]!, boughtQuantity: 2, unitPriceFen: 4_500 }],
      }),
    );
    expect(second.status).toBe('purchased');
    expect(second.shopOrders.map((s) => s.shopOrderNumber)).toEqual(['TB-2001', 'TB-2002']);
    expect(second.lines.map((l) => [l.shopOrderNumber, l.unitPriceFen])).toEqual([
      ['TB-2001', 10_000],
      ['TB-2002', 4_500], // bought cheaper: the lower price stands
    ]);
    const shipping = second.fees.find((f) => f.kind === 'domestic_shipping')!;
    expect(shipping.amountVnd).toBe(fenToVnd(1_300, rate));
    expect(shipping.note).toMatch(/^Đơn shop TB-2001, TB-2002: /);
    expect(second.totals.goodsVnd).toBe(fenToVnd(39_000, rate));
    expect(second.refunds).toEqual([]);
    expect(await walletBalance(ctx.app, user.auth)).toBe(0);
    expect(second.canPurchase).toBe(false);
    // Everything bought: one more shop order is refused.
    expectError(
      await purchase(purchaser.auth, order.id, {
        shopOrderNumber: 'TB-2004',
        domesticShippingFen: 0,
        lines: [{ lineId: ids[1]!, boughtQuantity: 1, unitPriceFen: 4_500 }],
      }),
      409,
      'invalid-status-transition',
    );
  });

  it('cancels an order of which nothing could be bought and gives the whole deposit back once', async () => {
    const { user, order, ids } = await depositedOrder([sweater]);
    const res = json(
      await purchase(purchaser.auth, order.id, {
        shopOrderNumber: 'HETHANG1',
        domesticShippingFen: 0,
        lines: [{ lineId: ids[0]!, boughtQuantity: 0, unitPriceFen: 0 }],
      }),
    );
    expect(res.status).toBe('cancelled');
    expect(res.events.at(-1)).toMatchObject({ fromStatus: 'purchasing', toStatus: 'cancelled', actorName: 'Hệ thống' });
    expect(res.events.at(-1)!.note).toContain('Shop hết toàn bộ sản phẩm');
    expect(res.totals).toMatchObject({ paidVnd: 0, remainingVnd: 0, refundedVnd: order.totals.paidVnd });
    expect(res.refunds).toHaveLength(1);
    expect(await walletBalance(ctx.app, user.auth)).toBe(order.totals.paidVnd);
    await expectLedgerBalanced(ctx);
  });
});

describe('a price above what the customer agreed', () => {
  /** Sweater bought 2 of 3 at ¥120 instead of ¥100, scarf as ordered. */
  async function pricedUp() {
    const o = await depositedOrder();
    const res = json(
      await purchase(purchaser.auth, o.order.id, {
        shopOrderNumber: '77001',
        domesticShippingFen: 600,
        lines: [
          { lineId: o.ids[0]!, boughtQuantity: 2, unitPriceFen: 12_000 },
          { lineId: o.ids[1]!, boughtQuantity: 2, unitPriceFen: 5_000 },
        ],
      }),
    );
    return { ...o, res };
  }

  it('waits for the customer with old and new prices; the short sweater is refunded at once', async () => {
    const { user, order, res, rate } = await pricedUp();
    expect(res.status).toBe('awaiting_customer_confirmation');
    expect(res.events.at(-1)!.note).toMatch(
      /^Giá mua cao hơn giá đã đặt: tiền hàng tăng ¥40,00 \(.+\)\. Chờ khách hàng xác nhận giá mới\.$/,
    );
    expect(res.refunds).toHaveLength(1);
    const seen = await customerOrder(user.auth, order.id);
    expect(seen.priceChange).toMatchObject({
      lines: [{ title: sweater.title, quantity: 2, oldUnitPriceFen: 10_000, newUnitPriceFen: 12_000 }],
      before: { goodsFen: 30_000, goodsVnd: fenToVnd(30_000, rate) },
      after: { goodsFen: 34_000, goodsVnd: fenToVnd(34_000, rate) },
    });
    // Until the customer answers, the order holds the agreed prices.
    expect(seen.totals.goodsVnd).toBe(fenToVnd(30_000, rate));
    expect(seen.lines[0]).toMatchObject({ unitPriceFen: 10_000, boughtUnitPriceFen: 12_000, boughtQuantity: 2 });
    expect(seen.totals.totalVnd).toBe(seen.priceChange!.before.totalVnd);
  });

  it('accepting: the order goes on with the new prices and totals it was shown; nothing is debited', async () => {
    const { user, order, res } = await pricedUp();
    const shown = (await customerOrder(user.auth, order.id)).priceChange!;
    const balance = await walletBalance(ctx.app, user.auth);
    const key = newKey();
    const accepted = json<PurchaseOrder>(await confirm(user.auth, order.id, { accept: true }, key));
    expect(accepted.status).toBe('purchased');
    expect(accepted.priceChange).toBeNull();
    expect(accepted.lines.map((l) => l.unitPriceFen)).toEqual([12_000, 5_000]);
    expect(accepted.totals).toMatchObject({
      goodsFen: shown.after.goodsFen,
      goodsVnd: shown.after.goodsVnd,
      feesVnd: shown.after.feesVnd,
      totalVnd: shown.after.totalVnd,
      depositDueVnd: shown.after.depositDueVnd,
      paidVnd: res.totals.paidVnd,
      remainingVnd: shown.after.totalVnd - res.totals.paidVnd,
    });
    expect(accepted.fees).toEqual(shown.after.fees);
    expect(accepted.events.slice(-2).map((e) => [e.fromStatus, e.toStatus, e.actorName])).toEqual([
      ['awaiting_customer_confirmation', 'purchasing', user.fullName],
      ['purchasing', 'purchased', user.fullName],
    ]);
    expect(await walletBalance(ctx.app, user.auth)).toBe(balance);
    // The same key answers the same; a new answer is refused; staff see the accepted order.
    const replay = json<PurchaseOrder>(await confirm(user.auth, order.id, { accept: true }, key));
    expect(replay.totals).toEqual(accepted.totals);
    expect((await customerOrder(user.auth, order.id)).events).toHaveLength(accepted.events.length);
    const late = expectError(await confirm(user.auth, order.id, { accept: false }), 409, 'invalid-status-transition');
    expect(late.Message).toBe('Đơn hàng không còn chờ bạn xác nhận giá mới');
    expect((await staffOrder(purchaser.auth, order.id)).status).toBe('purchased');
  });

  it('declining: cancelled, and everything still paid goes back to the wallet with the cancellation', async () => {
    const { user, order, res } = await pricedUp();
    const shortRefund = res.refunds[0]!.amountVnd;
    const declined = json<PurchaseOrder>(await confirm(user.auth, order.id, { accept: false }));
    expect(declined.status).toBe('cancelled');
    expect(declined.events.at(-1)).toMatchObject({
      fromStatus: 'awaiting_customer_confirmation',
      toStatus: 'cancelled',
      actorName: user.fullName,
      note: 'Khách hàng không đồng ý giá mới, hủy đơn',
    });
    expect(declined.totals).toMatchObject({ paidVnd: 0, remainingVnd: 0, refundedVnd: res.totals.paidVnd });
    expect(declined.refunds.map((r) => r.amountVnd)).toEqual([shortRefund, res.totals.paidVnd]);
    // The whole deposit is back: the short line at once, the rest with the cancellation.
    expect(await walletBalance(ctx.app, user.auth)).toBe(order.totals.paidVnd);
    const tx = await transactions(user.auth);
    expect(tx.items[0]).toMatchObject({ type: 'order_refund', description: `Hoàn tiền đơn ${order.code} (hủy đơn)` });
    await expectLedgerBalanced(ctx);
  });

  it('is answered only by its customer, with a key and a yes or no; nothing written otherwise', async () => {
    const { user, order } = await pricedUp();
    const stranger = await makeCustomer(ctx);
    const before = await customerOrder(user.auth, order.id);
    const keys = await countRows(ctx, 'idempotency_keys');
    expectError(await confirm(stranger.auth, order.id, { accept: true }), 404, 'not-found');
    expectError(await confirm(user.auth, order.id, { accept: true }, null), 400, 'idempotency-key-required');
    const bad = expectError(await confirm(user.auth, order.id, { accept: 'có' }), 400, 'validation-error');
    expect(bad.Message).toMatch(/đồng ý/);
    expectError(await confirm(user.auth, order.id, {}), 400, 'validation-error');
    expectError(await confirm(user.auth, 999_999_999, { accept: true }), 404, 'not-found');
    // Staff cannot answer for the customer in the console.
    expectError(await confirm(purchaser.auth, order.id, { accept: true }), 404, 'not-found');
    expect(await customerOrder(user.auth, order.id)).toEqual(before);
    expect(await countRows(ctx, 'idempotency_keys')).toBe(keys);
  });
});

describe('who may buy, and bad input', () => {
  it('refuses other roles (403) and a customer (403), writing nothing', async () => {
    const { user, order, ids } = await depositedOrder();
    const body = {
      shopOrderNumber: '1001',
      domesticShippingFen: 0,
      lines: [{ lineId: ids[0]!, boughtQuantity: 3, unitPriceFen: 10_000 }],
    };
    const before = await customerOrder(user.auth, order.id);
    for (const role of ['warehouse_vn', 'warehouse_cn', 'sales', 'accountant'] as const) {
      const staff = await makeStaff(ctx, role);
      expectError(await purchase(staff.auth, order.id, body), 403, 'forbidden');
    }
    expectError(await purchase(user.auth, order.id, body), 403, 'forbidden');
    // A purchaser never buys their own order.
    const own = await orderAt('deposited', purchaser, [sweater]);
    const ownLine = (await customerOrder(purchaser.auth, own.order.id)).lines[0]!.id;
    expectError(
      await purchase(purchaser.auth, own.order.id, { ...body, lines: [{ ...body.lines[0]!, lineId: ownLine }] }),
      403,
      'own-order-action',
    );
    expect(await customerOrder(user.auth, order.id)).toEqual(before);
    expect(await countRows(ctx, 'purchase_order_shop_orders', 'order_id = $1', [order.id])).toBe(0);
  });

  it('answers bad input with a Vietnamese 400/404/409 and writes nothing', async () => {
    const { user, order, ids } = await depositedOrder();
    const other = await depositedOrder([scarf]);
    const line = (over: Record<string, unknown> = {}) => ({
      lineId: ids[0]!,
      boughtQuantity: 1,
      unitPriceFen: 10_000,
      ...over,
    });
    const body = (over: Record<string, unknown> = {}) => ({
      shopOrderNumber: '5566',
      domesticShippingFen: 0,
      lines: [line()],
      ...over,
    });
    const before = await customerOrder(user.auth, order.id);
    const cases: [Record<string, unknown>, number, string, RegExp?][] = [
      [body({ shopOrderNumber: '' }), 400, 'validation-error', /^Mã đơn shop: Vui lòng nhập mã đơn shop$/],
      [body({ shopOrderNumber: 'TB 12/3' }), 400, 'validation-error', /chữ, số và dấu gạch ngang/],
      [body({ domesticShippingFen: -1 }), 400, 'validation-error', /vận chuyển nội địa/],
      [body({ domesticShippingFen: 1.5 }), 400, 'validation-error'],
      [body({ lines: [] }), 400, 'validation-error', /ít nhất một sản phẩm/],
      [body({ lines: [line({ boughtQuantity: -1 })] }), 400, 'validation-error', /Số lượng mua/],
      [body({ lines: [line({ unitPriceFen: 0 })] }), 400, 'validation-error', /đơn giá thực mua/],
      [body({ lines: [line(), line()] }), 400, 'validation-error', /một lần/],
      [body({ lines: [line({ lineId: other.ids[0] })] }), 400, 'validation-error', /không thuộc đơn hàng/],
      [body({ lines: [line({ boughtQuantity: 4 })] }), 400, 'validation-error', /không được lớn hơn/],
      [body({ lines: [line({ lineId: 'x' })] }), 400, 'validation-error'],
    ];
    for (const [payload, status, code, message] of cases) {
      const err = expectError(await purchase(purchaser.auth, order.id, payload), status, code);
      if (message) expect(err.Message).toMatch(message);
    }
    expectError(await purchase(purchaser.auth, 999_999_999, body()), 404, 'not-found');
    const waiting = await orderAt('awaiting_deposit', undefined, [sweater]);
    const waitingLine = (await customerOrder(waiting.user.auth, waiting.order.id)).lines[0]!.id;
    expectError(
      await purchase(purchaser.auth, waiting.order.id, body({ lines: [line({ lineId: waitingLine })] })),
      409,
      'invalid-status-transition',
    );
    expect(await customerOrder(user.auth, order.id)).toEqual(before);
    expect(
      await countRows(ctx, 'purchase_order_shop_orders', 'order_id = any($1)', [[order.id, waiting.order.id]]),
    ).toBe(0);
  });
});
