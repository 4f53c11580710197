/**
 * Quotes (decision 0050): an order with a line marked "cần báo giá" or from a link that named no product
 * starts at `awaiting_quote`; staff price every line (POST /api/Admin/OrderOrdering/{id}/Quote) →
 * `awaiting_deposit` with a 100 % deposit; bought cheaper afterwards, what was paid above the new total
 * comes back.
 */
import { calculatePurchaseFees } from '@app/shared/fees';
import { fenToVnd, formatVnd } from '@app/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyingKit, json } from '../../test/buying-kit.ts';
import { creditWallet, makeCustomer, makeStaff, type TestUser } from '../../test/factories.ts';
import {
  cartItemBody,
  countRows,
  deposit,
  expectError,
  expectLedgerBalanced,
  walletBalance,
} from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { purchaseOrderKit } from '../../test/purchase-order-kit.ts';

const ctx = useTestApp();
const { placeOrder } = purchaseOrderKit(ctx);
const { quote, purchase, customerOrder } = buyingKit(ctx);
let purchaser: TestUser;

beforeAll(async () => {
  purchaser = await makeStaff(ctx, 'purchaser');
});

const asked = { title: 'Đèn ngủ (hỏi giá)', unitPriceFen: 5_000, quantity: 2, needsQuote: true };
const plain = { title: 'Cốc sứ', unitPriceFen: 2_000, quantity: 1 };
const shortLink = {
  title: 'Giày vải',
  productId: null,
  url: 'https://e.tb.cn/h.TaBc123',
  unitPriceFen: 9_900,
  quantity: 1,
};

describe('orders that need a quote', () => {
  it.each([
    ['marked "cần báo giá"', [asked, plain]],
    ['from a short link without a product id', [shortLink]],
  ])('start at awaiting_quote when %s, and cannot be deposited yet', async (_, items) => {
    const user = await makeCustomer(ctx, { walletVnd: 5_000_000 });
    const [order] = await placeOrder(user, items);
    expect(order!.status).toBe('awaiting_quote');
    const seen = await customerOrder(user.auth, order!.id);
    expect(seen).toMatchObject({ needsQuote: true, canDeposit: false, canCancel: true });
    expect(seen.events[0]).toMatchObject({ toStatus: 'awaiting_quote', note: 'Khách hàng đặt đơn, chờ báo giá' });
    expect(seen.lines.map((l) => l.needsQuote)).toEqual(
      items.map((i) => 'needsQuote' in i || (i as { productId?: string | null }).productId === null),
    );
    expectError(await deposit(ctx.app, user.auth, order!.id), 409, 'invalid-status-transition');
    expect(await walletBalance(ctx.app, user.auth)).toBe(5_000_000);
  });

  it('"cần báo giá" is set on a cart line when adding it and changed on the cart line', async () => {
    const user = await makeCustomer(ctx);
    const added = json<{ id: number; needsQuote: boolean }>(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/ShoppingCart',
        headers: user.auth,
        payload: cartItemBody({ needsQuote: true }),
      }),
    );
    expect(added.needsQuote).toBe(true);
    const put = (body: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/ShoppingCart/${added.id}`,
        headers: user.auth,
        payload: body as object,
      });
    expect(json<{ needsQuote: boolean }>(await put({ needsQuote: false })).needsQuote).toBe(false);
    expectError(await put({ needsQuote: 'có' }), 400, 'validation-error');
    const cart = json<{ shops: { items: { needsQuote: boolean }[] }[] }>(
      await ctx.app.inject({ method: 'GET', url: '/api/ShoppingCart', headers: user.auth }),
    );
    expect(cart.shops[0]!.items[0]!.needsQuote).toBe(false);
  });

  it('is priced by staff: awaiting_deposit with a 100 % deposit of goods and fee, then paid', async () => {
    const user = await makeCustomer(ctx);
    const [placed] = await placeOrder(user, [asked, plain]);
    const ids = (await customerOrder(user.auth, placed!.id)).lines.map((l) => l.id);
    const res = json(
      await quote(purchaser.auth, placed!.id, {
        lines: [
          { lineId: ids[0]!, unitPriceFen: 6_800 },
          { lineId: ids[1]!, unitPriceFen: 2_000 },
        ],
        note: 'Giá đã gồm hộp',
      }),
    );
    const rate = res.exchangeRate;
    const fees = calculatePurchaseFees({
      lines: [
        { unitPriceFen: 6_800, quantity: 2 },
        { unitPriceFen: 2_000, quantity: 1 },
      ],
      exchangeRate: rate,
      options: res.options,
    });
    expect(res.status).toBe('awaiting_deposit');
    expect(res.lines.map((l) => l.unitPriceFen)).toEqual([6_800, 2_000]);
    expect(res.totals).toMatchObject({
      goodsFen: 15_600,
      goodsVnd: fenToVnd(15_600, rate),
      depositDueVnd: fees.goodsVnd + fees.serviceFeeVnd, // 100 %, not 70 %
      paidVnd: 0,
    });
    expect(res.events.at(-1)).toMatchObject({ fromStatus: 'awaiting_quote', toStatus: 'awaiting_deposit' });
    expect(res.events.at(-1)!.note).toBe(
      `Báo giá: tiền hàng ¥156,00 (${formatVnd(fees.goodsVnd)}), cần đặt cọc 100% ${formatVnd(res.totals.depositDueVnd)}. Giá đã gồm hộp`,
    );
    await creditWallet(ctx, user.id, res.totals.depositDueVnd);
    const paid = await deposit(ctx.app, user.auth, placed!.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().totals.paidVnd).toBe(res.totals.depositDueVnd);
  });

  it('bought cheaper than quoted: the excess over the new total comes back at once', async () => {
    const user = await makeCustomer(ctx);
    const [placed] = await placeOrder(user, [asked]);
    const lineId = (await customerOrder(user.auth, placed!.id)).lines[0]!.id;
    const quoted = json(await quote(purchaser.auth, placed!.id, { lines: [{ lineId, unitPriceFen: 10_000 }] }));
    await creditWallet(ctx, user.id, quoted.totals.depositDueVnd);
    expect((await deposit(ctx.app, user.auth, placed!.id)).statusCode).toBe(200);
    const bought = json(
      await purchase(purchaser.auth, placed!.id, {
        shopOrderNumber: '4400123',
        domesticShippingFen: 0,
        lines: [{ lineId, boughtQuantity: 2, unitPriceFen: 8_000 }],
      }),
    );
    expect(bought.status).toBe('purchased');
    const excess = quoted.totals.depositDueVnd - bought.totals.totalVnd;
    expect(excess).toBeGreaterThan(0);
    expect(bought.refunds).toEqual([
      expect.objectContaining({
        amountVnd: excess,
        description: `Hoàn tiền đơn ${placed!.code} (giá mua thấp hơn, đã trả dư)`,
      }),
    ]);
    expect(bought.totals).toMatchObject({ paidVnd: bought.totals.totalVnd, remainingVnd: 0 });
    expect(await walletBalance(ctx.app, user.auth)).toBe(excess);
    await expectLedgerBalanced(ctx);
  });

  it('refuses an incomplete or foreign quote (400), a wrong status (409) and other roles (403), writing nothing', async () => {
    const user = await makeCustomer(ctx);
    const [placed] = await placeOrder(user, [asked, plain]);
    const [other] = await placeOrder(await makeCustomer(ctx), [asked]);
    const ids = (await customerOrder(user.auth, placed!.id)).lines.map((l) => l.id);
    const otherLine = (
      await ctx.app.inject({ method: 'GET', url: `/api/Admin/OrderOrdering/${other!.id}`, headers: purchaser.auth })
    ).json().lines[0].id as number;
    const before = await customerOrder(user.auth, placed!.id);
    const events = await countRows(ctx, 'status_events');
    const cases: [Record<string, unknown>, number, string, RegExp][] = [
      [{ lines: [{ lineId: ids[0], unitPriceFen: 100 }] }, 400, 'validation-error', /đủ tất cả sản phẩm/],
      [{ lines: [] }, 400, 'validation-error', /ít nhất một sản phẩm/],
      [
        {
          lines: [
            { lineId: ids[0], unitPriceFen: 0 },
            { lineId: ids[1], unitPriceFen: 1 },
          ],
        },
        400,
        'validation-error',
        /Đơn giá/,
      ],
      [
        {
          lines: [
            { lineId: ids[0], unitPriceFen: 1 },
            { lineId: ids[1], unitPriceFen: 1 },
            { lineId: otherLine, unitPriceFen: 1 },
          ],
        },
        400,
        'validation-error',
        /không thuộc đơn hàng/,
      ],
      [
        {
          lines: [
            { lineId: ids[0], unitPriceFen: 1 },
            { lineId: ids[0], unitPriceFen: 2 },
          ],
        },
        400,
        'validation-error',
        /một lần/,
      ],
    ];
    for (const [payload, status, code, message] of cases) {
      expect(expectError(await quote(purchaser.auth, placed!.id, payload), status, code).Message).toMatch(message);
    }
    const full = { lines: ids.map((lineId) => ({ lineId, unitPriceFen: 3_000 })) };
    for (const role of ['warehouse_vn', 'warehouse_cn', 'accountant'] as const) {
      expectError(await quote((await makeStaff(ctx, role)).auth, placed!.id, full), 403, 'forbidden');
    }
    expectError(await quote(user.auth, placed!.id, full), 403, 'forbidden');
    expectError(await quote(purchaser.auth, 999_999_999, full), 404, 'not-found');
    expect(await customerOrder(user.auth, placed!.id)).toEqual(before);
    expect(await countRows(ctx, 'status_events')).toBe(events);
    // Sales may quote too; once quoted, a second quote is refused.
    const sales = await makeStaff(ctx, 'sales');
    expect((await quote(sales.auth, placed!.id, full)).statusCode).toBe(200);
    const again = expectError(await quote(purchaser.auth, placed!.id, full), 409, 'invalid-status-transition');
    expect(again.Message).toBe('Đơn hàng không ở trạng thái chờ báo giá');
  });
});
