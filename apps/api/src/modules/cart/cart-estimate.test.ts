/**
 * /api/ShoppingCart's snapshot, weights, shop domestic shipping and landed-cost estimate, against the
 * order the same lines become (the estimate must be the order's own fee code, not a second copy).
 */
import type { Cart } from '@app/shared/contracts/cart';
import type { PublicTariff } from '@app/shared/contracts/tariff';
import { fenToVnd } from '@app/shared/money';
import { chargeableWeightKg10, internationalShippingFeeVnd } from '@app/shared/shipping';
import { categoryGramsPerUnit } from '@app/shared/weight-categories';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Auth,
  addCartItem,
  cartItemBody,
  createAddress,
  currentRate,
  expectError,
  listWarehouses,
  query,
} from '../../test/fixtures.ts';
import { loginAdmin, registerCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let admin: Auth;
let tariff: PublicTariff;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  tariff = (await ctx.app.inject({ method: 'GET', url: '/api/Tariff' })).json();
});

async function cartOf(auth: Auth, qs = ''): Promise<Cart> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/ShoppingCart${qs}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function put(auth: Auth, url: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PUT', url: `/api/ShoppingCart${url}`, headers: auth, payload });
}

const fromExtension = {
  source: 'extension',
  skuId: '5127384950123',
  propertyIds: '1627207:28320;20509:28314',
  listPriceFen: 15_000,
  stock: 37,
  weightGrams: 450,
  domesticShippingFen: 800,
};

describe('cart line snapshot', () => {
  it('keeps what the line was added with, the server time as addedAt, unchanged after edits', async () => {
    const user = await registerCustomer(ctx.app);
    const fetchedAt = new Date(Date.now() - 60_000).toISOString();
    const before = Date.now();
    const item = await addCartItem(ctx.app, user.auth, { ...fromExtension, fetchedAt, unitPriceFen: 12_345 });
    const snapshot = (await cartOf(user.auth)).shops[0]!.items[0]!.snapshot!;
    expect(snapshot).toMatchObject({
      source: 'extension',
      fetchedAt,
      unitPriceFen: 12_345,
      listPriceFen: 15_000,
      skuId: '5127384950123',
      propertyIds: '1627207:28320;20509:28314',
      skuProperties: cartItemBody().skuProperties,
      stock: 37,
      weightGrams: 450,
    });
    expect(Date.parse(snapshot.addedAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(snapshot.addedAt)).toBeLessThanOrEqual(Date.now() + 1_000);

    expect((await put(user.auth, `/${item.id}`, { quantity: 9, note: 'Gói kỹ' })).statusCode).toBe(200);
    const after = (await cartOf(user.auth)).shops[0]!.items[0]!;
    expect(after.quantity).toBe(9);
    expect(after.snapshot).toEqual(snapshot);
    expect(after).toMatchObject({ skuId: '5127384950123', propertyIds: '1627207:28320;20509:28314' });
  });

  it('refuses a fetchedAt more than 5 minutes ahead of the server, in Vietnamese', async () => {
    const user = await registerCustomer(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ShoppingCart',
      headers: user.auth,
      payload: cartItemBody({ fetchedAt: new Date(Date.now() + 10 * 60_000).toISOString() }),
    });
    expect(expectError(res, 400).Message).toContain('quá 5 phút');
    const nearly = new Date(Date.now() + 60_000).toISOString();
    await addCartItem(ctx.app, user.auth, { fetchedAt: nearly });
  });

  it('shows null for a line added before snapshots were kept', async () => {
    const user = await registerCustomer(ctx.app);
    const item = await addCartItem(ctx.app, user.auth);
    await query(ctx, 'update cart_items set snapshot = null where id = $1', [item.id]);
    expect((await cartOf(user.auth)).shops[0]!.items[0]!.snapshot).toBeNull();
  });

  it('is copied onto the order line when the line is ordered', async () => {
    const user = await registerCustomer(ctx.app);
    const item = await addCartItem(ctx.app, user.auth, fromExtension);
    const snapshot = (await cartOf(user.auth)).shops[0]!.items[0]!.snapshot;
    const order = await orderItems(user.auth, [item.id]);
    expect(order.lines[0]).toMatchObject({
      skuId: fromExtension.skuId,
      propertyIds: fromExtension.propertyIds,
      snapshot,
    });
    const staffView = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/OrderOrdering/${order.id}`,
      headers: admin,
    });
    expect(staffView.statusCode, staffView.body).toBe(200);
    expect(staffView.json().lines[0]).toMatchObject({ skuId: fromExtension.skuId, snapshot });
  });
});

async function orderItems(auth: Auth, ids: number[]) {
  const address = await createAddress(ctx.app, auth);
  const { hanoi } = await listWarehouses(ctx.app, auth);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/OrderOrdering',
    headers: auth,
    payload: { cartItemIds: ids, addressId: address.id, vnWarehouseId: hanoi.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0] as {
    id: number;
    fees: { kind: string; amountVnd: number | null; note: string }[];
    lines: Record<string, unknown>[];
  };
}

describe('landed-cost estimate', () => {
  it("prices goods and service fee as the order placed from the same lines, shipping by the route's tariff", async () => {
    const user = await registerCustomer(ctx.app);
    const rate = await currentRate(ctx.app, admin);
    const a = await addCartItem(ctx.app, user.auth, { unitPriceFen: 23_456, quantity: 3, weightGrams: 700 });
    const b = await addCartItem(ctx.app, user.auth, { unitPriceFen: 9_900, quantity: 2, title: 'Ghế' });
    const shop = (await cartOf(user.auth)).shops[0]!;
    const est = shop.estimate!;
    // 3 × 700 g (provider) + 2 × the default category's grams.
    const grams = 3 * 700 + 2 * categoryGramsPerUnit(null);
    expect(est).toMatchObject({ weightGrams: grams, weightSource: 'mixed' });
    const route = tariff.routes.find((r) => r.routeId === est.routeId)!;
    expect(est.routeName).toContain('Kho Hà Nội');
    const kg10 = chargeableWeightKg10({ weightGrams: grams, lengthCm: 0, widthCm: 0, heightCm: 0 });
    const intl = est.lines.find((l) => l.kind === 'international_shipping')!;
    expect(intl.amountVnd).toBe(internationalShippingFeeVnd({ chargeableKg10: kg10 }, route.tariff));
    expect(intl.note).toMatch(/^Ước tính 3,1 kg × 28\.000\s₫\/kg, tuyến Kho Quảng Châu → Kho Hà Nội$/);
    expect(est.lines.find((l) => l.kind === 'domestic_shipping')).toMatchObject({ amountVnd: 0 });
    expect(est.totalVnd).toBe(est.lines.reduce((s, l) => s + (l.amountVnd ?? 0), 0));

    const order = await orderItems(user.auth, [a.id, b.id]);
    for (const kind of ['goods', 'service']) {
      const ordered = order.fees.find((f) => f.kind === kind)!;
      expect(est.lines.find((l) => l.kind === kind)).toMatchObject({
        amountVnd: ordered.amountVnd,
        note: ordered.note,
      });
    }
    expect(est.lines.find((l) => l.kind === 'goods')!.amountVnd).toBe(fenToVnd(3 * 23_456 + 2 * 9_900, rate));
  });

  it('takes the customer weight first, then the provider, then the picked category; null resets', async () => {
    const user = await registerCustomer(ctx.app);
    const item = await addCartItem(ctx.app, user.auth, { quantity: 2, weightGrams: 450 });
    const estimate = async () => (await cartOf(user.auth)).shops[0]!.estimate!;
    expect(await estimate()).toMatchObject({ weightGrams: 900, weightSource: 'provider' });

    expect((await put(user.auth, `/${item.id}`, { weightGrams: 1_200 })).statusCode).toBe(200);
    expect(await estimate()).toMatchObject({ weightGrams: 2_400, weightSource: 'customer' });

    const noProvider = await registerCustomer(ctx.app);
    const other = await addCartItem(ctx.app, noProvider.auth, { quantity: 3 });
    expect((await put(noProvider.auth, `/${other.id}`, { weightCategory: 'shoes' })).json()).toMatchObject({
      weightCategory: 'shoes',
    });
    expect((await cartOf(noProvider.auth)).shops[0]!.estimate).toMatchObject({
      weightGrams: 3 * categoryGramsPerUnit('shoes'),
      weightSource: 'category',
    });

    expect((await put(user.auth, `/${item.id}`, { weightGrams: null })).json()).toMatchObject({ weightGrams: null });
    expect(await estimate()).toMatchObject({ weightGrams: 900, weightSource: 'provider' });
    expect(expectError(await put(user.auth, `/${item.id}`, { weightGrams: 0 }), 400).Message).toBe(
      'Khối lượng mỗi sản phẩm: Khối lượng tối thiểu 1 g',
    );
    expectError(await put(user.auth, `/${item.id}`, { weightCategory: 'rocks' }), 400);
  });

  it('uses ?routeId when it is an active route and refuses a bad one with 400', async () => {
    const user = await registerCustomer(ctx.app);
    await addCartItem(ctx.app, user.auth, { quantity: 1, weightGrams: 1_000 });
    const hcm = tariff.routes.find((r) => r.to === 'Kho TP.HCM')!;
    const est = (await cartOf(user.auth, `?routeId=${hcm.routeId}`)).shops[0]!.estimate!;
    expect(est.routeId).toBe(hcm.routeId);
    expect(est.lines.find((l) => l.kind === 'international_shipping')!.amountVnd).toBe(
      internationalShippingFeeVnd({ chargeableKg10: 10 }, hcm.tariff),
    );
    for (const bad of ['999999', 'abc', '0']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/ShoppingCart?routeId=${bad}`, headers: user.auth });
      expectError(res, 400);
    }
  });
});

describe('PUT /ShoppingCart/Shop', () => {
  const shop = { site: 'taobao', shopName: cartItemBody().shopName };

  it("sets the shop group's domestic shipping, which the estimate converts at the purchase rate", async () => {
    const user = await registerCustomer(ctx.app);
    const rate = await currentRate(ctx.app, admin);
    await addCartItem(ctx.app, user.auth, { domesticShippingFen: 800 });
    let cart = await cartOf(user.auth);
    expect(cart.shops[0]!.domesticShippingFen).toBe(800);
    const res = await put(user.auth, '/Shop', { ...shop, shopName: ' cửa hàng gỗ thông ', domesticShippingFen: 1_250 });
    expect(res.statusCode, res.body).toBe(200);
    cart = res.json();
    expect(cart.shops[0]!.domesticShippingFen).toBe(1_250);
    expect(cart.shops[0]!.estimate!.lines.find((l) => l.kind === 'domestic_shipping')).toMatchObject({
      amountVnd: fenToVnd(1_250, rate),
      note: expect.stringMatching(/^Khách nhập: ¥12,50 × tỷ giá /),
    });
  });

  it('refuses out-of-bounds amounts in Vietnamese and writes nothing', async () => {
    const user = await registerCustomer(ctx.app);
    await addCartItem(ctx.app, user.auth);
    expect(expectError(await put(user.auth, '/Shop', { ...shop, domesticShippingFen: -1 }), 400).Message).toBe(
      'Phí vận chuyển nội địa: Phí vận chuyển nội địa không được âm',
    );
    expectError(await put(user.auth, '/Shop', { ...shop, domesticShippingFen: 10_000_001 }), 400);
    expectError(await put(user.auth, '/Shop', { ...shop, domesticShippingFen: 1.5 }), 400);
    const [row] = await query<{ n: number }>(
      ctx,
      'select count(*)::int as n from cart_shop_shipping where user_id = $1',
      [user.id],
    );
    expect(row!.n).toBe(0);
  });

  it("answers 404 for a shop the customer's cart does not hold, another customer's included", async () => {
    const owner = await registerCustomer(ctx.app);
    const other = await registerCustomer(ctx.app);
    await addCartItem(ctx.app, owner.auth, { shopName: 'Shop Riêng' });
    const res = await put(other.auth, '/Shop', { site: 'taobao', shopName: 'Shop Riêng', domesticShippingFen: 100 });
    expectError(res, 404, 'cart-shop-not-found');
    expect((await cartOf(owner.auth)).shops[0]!.domesticShippingFen).toBe(0);
    expectError(await put(owner.auth, '/Shop', { site: '1688', shopName: 'Shop Riêng', domesticShippingFen: 1 }), 404);
  });

  it('is harmless replayed or raced: one row, one of the values sent', async () => {
    const user = await registerCustomer(ctx.app);
    await addCartItem(ctx.app, user.auth);
    const sends = [500, 700, 500, 700, 900].map((fen) =>
      put(user.auth, '/Shop', { ...shop, domesticShippingFen: fen }),
    );
    for (const res of await Promise.all(sends)) expect(res.statusCode, res.body).toBe(200);
    const rows = await query<{ fen: number }>(
      ctx,
      'select domestic_shipping_fen as fen from cart_shop_shipping where user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect([500, 700, 900]).toContain(rows[0]!.fen);
    expect((await cartOf(user.auth)).shops[0]!.domesticShippingFen).toBe(rows[0]!.fen);
  });

  it('is forgotten once the group leaves the cart', async () => {
    const user = await registerCustomer(ctx.app);
    const item = await addCartItem(ctx.app, user.auth);
    expect((await put(user.auth, '/Shop', { ...shop, domesticShippingFen: 300 })).statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: `/api/ShoppingCart/${item.id}`, headers: user.auth });
    await addCartItem(ctx.app, user.auth);
    expect((await cartOf(user.auth)).shops[0]!.domesticShippingFen).toBe(0);
  });
});
