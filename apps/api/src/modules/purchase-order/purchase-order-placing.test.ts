/**
 * /api/OrderOrdering, placing: one order per shop among the chosen cart items, rate frozen, fees from
 * the shared calculator, the items leave the cart; refusals write nothing; customers see only their
 * own orders. Cart items and addresses come from the factories; the placing goes over HTTP.
 */
import { calculatePurchaseFees, defaultPurchaseFeeTariff } from '@app/shared/fees';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAddress, makeCustomer } from '../../test/factories.ts';
import {
  type Auth,
  countRows,
  currentRate,
  expectError,
  getCart,
  listWarehouses,
  newKey,
  type OrderJson,
} from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { purchaseOrderKit } from '../../test/purchase-order-kit.ts';

const ctx = useTestApp();
const { getOrder, placeOrder, cartItem } = purchaseOrderKit(ctx);
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

describe('placing orders', () => {
  it('places one order per shop, rate frozen, fees from the shared calculator, items leave the cart', async () => {
    const user = await makeCustomer(ctx);
    const rate = await currentRate(ctx.app, admin);
    const a1 = await cartItem(user, {
      shopName: 'Shop Áo',
      title: 'Áo khoác',
      unitPriceFen: 15_990,
      quantity: 3,
    });
    const a2 = await cartItem(user, {
      shopName: 'Shop Áo',
      title: 'Khăn',
      unitPriceFen: 2_550,
      quantity: 1,
      skuProperties: {},
    });
    const b1 = await cartItem(user, {
      shopName: 'Xưởng Giày',
      site: '1688',
      title: 'Giày',
      unitPriceFen: 8_800,
      quantity: 12,
    });
    const stays = await cartItem(user, {
      shopName: 'Shop Áo',
      title: 'Để sau',
      unitPriceFen: 100,
      quantity: 1,
    });
    const address = await makeAddress(ctx, user.id);
    const { hanoi, cn } = await listWarehouses(ctx.app, user.auth);
    const options = { counting: true, woodenCrate: true, insurance: true };

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/OrderOrdering',
      headers: user.auth,
      payload: { cartItemIds: [a1.id, b1.id, a2.id], addressId: address.id, vnWarehouseId: hanoi.id, options },
    });
    expect(res.statusCode, res.body).toBe(200);
    const orders = res.json() as (OrderJson & Record<string, unknown>)[];
    expect(orders).toHaveLength(2);
    const codes = orders.map((o) => o.code);
    for (const code of codes) expect(code).toMatch(/^MH\d{4}-\d{6}$/);
    expect(new Set(codes).size).toBe(2);

    const shopA = orders.find((o) => o.shopName === 'Shop Áo')!;
    const shopB = orders.find((o) => o.shopName === 'Xưởng Giày')!;
    expect(shopA.lines.map((l) => [l.title, l.quantity, l.unitPriceFen])).toEqual([
      ['Áo khoác', 3, 15_990],
      ['Khăn', 1, 2_550],
    ]);
    expect(shopB.lines.map((l) => [l.title, l.quantity])).toEqual([['Giày', 12]]);

    for (const [order, lines] of [
      [
        shopA,
        [
          { unitPriceFen: 15_990, quantity: 3 },
          { unitPriceFen: 2_550, quantity: 1 },
        ],
      ],
      [shopB, [{ unitPriceFen: 8_800, quantity: 12 }]],
    ] as const) {
      const expected = calculatePurchaseFees({
        lines: [...lines],
        exchangeRate: rate,
        options,
        tariff: defaultPurchaseFeeTariff,
      });
      expect(order.exchangeRate).toBe(rate);
      expect(order.status).toBe('awaiting_deposit');
      expect(order.fees).toEqual(expected.lines);
      expect(order.totals).toEqual({
        goodsFen: expected.goodsFen,
        goodsVnd: expected.goodsVnd,
        feesVnd: expected.feesVnd,
        totalVnd: expected.totalVnd,
        depositDueVnd: expected.depositDueVnd,
        paidVnd: 0,
        remainingVnd: expected.totalVnd,
        refundedVnd: 0,
      });
      // The numbers a customer can check by hand.
      expect(order.totals.goodsVnd).toBe(Math.round((expected.goodsFen * rate) / 100));
      const service = order.fees.find((f) => f.kind === 'service')!.amountVnd!;
      expect(order.totals.depositDueVnd).toBe(Math.round(((order.totals.goodsVnd + service) * 70) / 100));
      expect(order.fees.find((f) => f.kind === 'international_shipping')).toMatchObject({
        amountVnd: null,
        note: 'Tính khi hàng về kho',
      });
      expect(order.fees.find((f) => f.kind === 'wooden_crate')).toMatchObject({
        amountVnd: null,
        note: 'Tính khi hàng về kho',
      });
      expect(order.events).toHaveLength(1);
      expect(order.events[0]).toMatchObject({
        fromStatus: null,
        toStatus: 'awaiting_deposit',
        actorName: user.fullName,
      });
      expect(order).toMatchObject({
        canDeposit: true,
        canCancel: true,
        receiver: { name: 'Nguyễn Thị Lan', phone: '0987654321', address: address.fullAddress },
        vnWarehouse: { id: hanoi.id, name: 'Kho Hà Nội' },
        cnWarehouse: { id: cn.id, name: 'Kho Quảng Châu' },
        options,
      });
    }
    expect(shopB.site).toBe('1688');

    // The ordered items left the cart; the one not chosen stays.
    const cart = await getCart(ctx.app, user.auth);
    expect(cart.shops.flatMap((s) => s.items.map((i) => i.id))).toEqual([stays.id]);

    // Listed for the customer, filterable by status, and readable one by one.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/OrderOrdering?status=awaiting_deposit',
      headers: user.auth,
    });
    expect(list.json().total).toBe(2);
    expect(
      list
        .json()
        .items.map((o: { id: number }) => o.id)
        .sort(),
    ).toEqual(orders.map((o) => o.id).sort());
    expect(list.json().items[0]).not.toHaveProperty('customer');
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/OrderOrdering?status=deposited',
      headers: user.auth,
    });
    expect(none.json()).toMatchObject({ total: 0, items: [] });
    expect(await getOrder(user.auth, shopA.id)).toEqual(shopA);

    // The receiver is a snapshot: editing the address later does not change the order.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/Address/${address.id}`,
      headers: user.auth,
      payload: {
        receiverName: 'Người Khác',
        phone: '0911111111',
        provinceCode: '01',
        wardCode: '00004',
        street: 'Nơi khác',
      },
    });
    expect((await getOrder(user.auth, shopA.id)).receiver).toEqual(shopA.receiver);
  });

  it('orders without options: no counting or insurance line, deposit 70 % of goods + service', async () => {
    const user = await makeCustomer(ctx);
    const rate = await currentRate(ctx.app, admin);
    const [order] = await placeOrder(user, [{ unitPriceFen: 1_000, quantity: 1 }]);
    const expected = calculatePurchaseFees({
      lines: [{ unitPriceFen: 1_000, quantity: 1 }],
      exchangeRate: rate,
      options: { counting: false, woodenCrate: false, insurance: false },
    });
    expect(order!.fees).toEqual(expected.lines);
    expect(order!.fees.map((f) => f.kind)).toEqual(['goods', 'service', 'international_shipping']);
    // A small order pays the 10,000 đ minimum service fee.
    expect(order!.fees[1]!.amountVnd).toBe(10_000);
    expect(order!.totals.depositDueVnd).toBe(Math.round(((expected.goodsVnd + 10_000) * 70) / 100));
  });

  it("keeps the customer's choice of shipping by volume (per m³), and refuses an unknown one in Vietnamese", async () => {
    const user = await makeCustomer(ctx);
    const byVolume = { counting: false, woodenCrate: false, insurance: false, shippingBasis: 'volume' };
    const [order] = await placeOrder(user, [{}], byVolume);
    expect(order!.options).toMatchObject({ shippingBasis: 'volume' });
    expect((await getOrder(user.auth, order!.id)).options).toMatchObject({ shippingBasis: 'volume' });
    const [plain] = await placeOrder(user);
    expect(plain!.options.shippingBasis ?? 'weight').toBe('weight');

    const item = await cartItem(user);
    const address = await makeAddress(ctx, user.id);
    const { hanoi } = await listWarehouses(ctx.app, user.auth);
    const before = await countRows(ctx, 'purchase_orders');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/OrderOrdering',
      headers: user.auth,
      payload: {
        cartItemIds: [item.id],
        addressId: address.id,
        vnWarehouseId: hanoi.id,
        options: { shippingBasis: 'm3' },
      },
    });
    expect(expectError(res, 400, 'validation-error').Message).toContain('Cách tính phí vận chuyển không hợp lệ');
    expect(await countRows(ctx, 'purchase_orders')).toBe(before);
  });

  it('refuses an unknown or foreign cart item with 404 and writes nothing', async () => {
    const other = await makeCustomer(ctx);
    const foreign = await cartItem(other);
    const user = await makeCustomer(ctx);
    const own = await cartItem(user);
    const address = await makeAddress(ctx, user.id);
    const { hanoi } = await listWarehouses(ctx.app, user.auth);
    const before = {
      cart: await getCart(ctx.app, user.auth),
      otherCart: await getCart(ctx.app, other.auth),
      orders: await countRows(ctx, 'purchase_orders'),
    };

    for (const cartItemIds of [[own.id, foreign.id], [foreign.id], [own.id, 999_999_999]]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/OrderOrdering',
        headers: user.auth,
        payload: { cartItemIds, addressId: address.id, vnWarehouseId: hanoi.id },
      });
      expect(expectError(res, 404, 'cart-item-not-found').Message).toBe('Sản phẩm không còn trong giỏ hàng');
    }
    expect(await getCart(ctx.app, user.auth)).toEqual(before.cart);
    expect(await getCart(ctx.app, other.auth)).toEqual(before.otherCart);
    expect(await countRows(ctx, 'purchase_orders')).toBe(before.orders);
    expect(await countRows(ctx, 'purchase_orders', 'user_id = $1', [user.id])).toBe(0);
  });

  it('refuses a foreign address (404), a CN warehouse (400) and bad input (400), writing nothing', async () => {
    const other = await makeCustomer(ctx);
    const foreignAddress = await makeAddress(ctx, other.id);
    const user = await makeCustomer(ctx);
    const item = await cartItem(user);
    const address = await makeAddress(ctx, user.id);
    const { hanoi, cn } = await listWarehouses(ctx.app, user.auth);
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/OrderOrdering', headers: user.auth, payload });
    const good = { cartItemIds: [item.id], addressId: address.id, vnWarehouseId: hanoi.id };

    expect(expectError(await post({ ...good, addressId: foreignAddress.id }), 404, 'not-found').Message).toBe(
      'Không tìm thấy địa chỉ nhận hàng',
    );
    expect(expectError(await post({ ...good, vnWarehouseId: cn.id }), 400, 'warehouse-invalid').Message).toBe(
      'Kho nhận hàng không hợp lệ',
    );
    expectError(await post({ ...good, vnWarehouseId: 999_999 }), 400, 'warehouse-invalid');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, cartItemIds: [] }, 'Sản phẩm trong giỏ: Vui lòng chọn ít nhất một sản phẩm'],
      [{ ...good, cartItemIds: undefined }, 'Sản phẩm trong giỏ: Vui lòng chọn sản phẩm trong giỏ'],
      [{ ...good, addressId: undefined }, 'Địa chỉ nhận hàng: Vui lòng chọn địa chỉ nhận hàng'],
      [{ ...good, vnWarehouseId: 0 }, 'Kho nhận hàng tại Việt Nam: Vui lòng chọn kho nhận hàng'],
    ];
    for (const [payload, message] of cases)
      expect(expectError(await post(payload), 400, 'validation-error').Message).toBe(message);
    expectError(await post({ ...good, options: { counting: 'yes' } }), 400, 'validation-error');

    expect(await countRows(ctx, 'purchase_orders', 'user_id = $1', [user.id])).toBe(0);
    expect((await getCart(ctx.app, user.auth)).itemCount).toBe(1);
  });

  it("answers 404 for another customer's order and never lists it", async () => {
    const owner = await makeCustomer(ctx);
    const [order] = await placeOrder(owner);
    const intruder = await makeCustomer(ctx);
    const res = expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/OrderOrdering/${order!.id}`, headers: intruder.auth }),
      404,
      'not-found',
    );
    expect(res.Message).toBe('Không tìm thấy đơn hàng');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/OrderOrdering', headers: intruder.auth });
    expect(list.json()).toMatchObject({ total: 0, items: [] });
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/OrderOrdering?status=bay', headers: intruder.auth }),
      400,
      'validation-error',
    );
  });

  it('is 401 without a token', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/OrderOrdering' }), 401, 'unauthenticated');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/OrderOrdering/1' }), 401, 'unauthenticated');
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/OrderOrdering', payload: {} }),
      401,
      'unauthenticated',
    );
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/OrderOrdering/1/Deposit',
        headers: { 'idempotency-key': newKey() },
      }),
      401,
      'unauthenticated',
    );
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/OrderOrdering/1/Cancel', payload: {} }),
      401,
      'unauthenticated',
    );
  });
});
