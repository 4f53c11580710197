/** /api/ShoppingCart: add, list grouped by shop with the VND estimate at the current rate, edit, remove. */
import { fenToVnd } from '@app/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Auth,
  addCartItem,
  cartItemBody,
  countRows,
  currentRate,
  expectError,
  getCart,
  query,
} from '../../test/fixtures.ts';
import { loginAdmin, registerCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

describe('ShoppingCart', () => {
  it('adds an item and answers it with its id and VND estimate', async () => {
    const user = await registerCustomer(ctx.app);
    const rate = await currentRate(ctx.app, admin);
    const body = cartItemBody({ unitPriceFen: 12_345, quantity: 3 });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/ShoppingCart', headers: user.auth, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json();
    expect(item.id).toBeGreaterThan(0);
    expect(item).toMatchObject({ ...body, amountFen: 37_035, estimatedVnd: Math.round((37_035 * rate) / 100) });
    expect(item.estimatedVnd).toBe(fenToVnd(37_035, rate));
    expect(await countRows(ctx, 'cart_items', 'user_id = $1', [user.id])).toBe(1);
  });

  it('fills the optional fields with their defaults', async () => {
    const user = await registerCustomer(ctx.app);
    const {
      imageUrl: _i,
      note: _n,
      skuProperties: _s,
      ...minimal
    } = cartItemBody({ productId: null, url: 'https://e.tb.cn/h.T8dxmP68pyc4u8t' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ShoppingCart',
      headers: user.auth,
      payload: minimal,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ productId: null, imageUrl: null, note: '', skuProperties: {} });
  });

  it('lists items grouped by shop, each valued at round(fen × rate / 100)', async () => {
    const user = await registerCustomer(ctx.app);
    const rate = await currentRate(ctx.app, admin);
    const a1 = await addCartItem(ctx.app, user.auth, { shopName: 'Shop A', unitPriceFen: 999, quantity: 1 });
    const b1 = await addCartItem(ctx.app, user.auth, {
      shopName: 'Shop B',
      site: '1688',
      unitPriceFen: 1_001,
      quantity: 7,
    });
    // Same shop name with other case and spaces: still shop A.
    const a2 = await addCartItem(ctx.app, user.auth, { shopName: ' shop a ', unitPriceFen: 50, quantity: 3 });

    const cart = await getCart(ctx.app, user.auth);
    expect(cart.exchangeRate).toBe(rate);
    expect(cart.itemCount).toBe(3);
    expect(cart.shops).toHaveLength(2);
    const shopA = cart.shops.find((s) => s.shopName === 'Shop A')!;
    const shopB = cart.shops.find((s) => s.shopName === 'Shop B')!;
    expect(shopA.items.map((i) => i.id)).toEqual([a1.id, a2.id]);
    expect(shopB.items.map((i) => i.id)).toEqual([b1.id]);
    expect(shopA.amountFen).toBe(999 + 150);
    expect(shopB.amountFen).toBe(7_007);
    for (const shop of cart.shops) {
      expect(shop.estimatedVnd).toBe(Math.round((shop.amountFen * rate) / 100));
      for (const item of shop.items) expect(item.estimatedVnd).toBe(Math.round((item.amountFen * rate) / 100));
    }
    expect(cart.amountFen).toBe(999 + 150 + 7_007);
    expect(cart.estimatedVnd).toBe(Math.round((cart.amountFen * rate) / 100));
  });

  it("shows only the customer's own items", async () => {
    const other = await registerCustomer(ctx.app);
    await addCartItem(ctx.app, other.auth);
    const user = await registerCustomer(ctx.app);
    const cart = await getCart(ctx.app, user.auth);
    expect(cart).toMatchObject({ itemCount: 0, shops: [], amountFen: 0, estimatedVnd: 0 });
  });

  it('edits quantity and note (PUT)', async () => {
    const user = await registerCustomer(ctx.app);
    const rate = await currentRate(ctx.app, admin);
    const item = await addCartItem(ctx.app, user.auth, { unitPriceFen: 2_000, quantity: 1 });
    const q = await ctx.app.inject({
      method: 'PUT',
      url: `/api/ShoppingCart/${item.id}`,
      headers: user.auth,
      payload: { quantity: 4 },
    });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toMatchObject({
      id: item.id,
      quantity: 4,
      note: 'Đóng gói kỹ',
      amountFen: 8_000,
      estimatedVnd: fenToVnd(8_000, rate),
    });
    const n = await ctx.app.inject({
      method: 'PUT',
      url: `/api/ShoppingCart/${item.id}`,
      headers: user.auth,
      payload: { note: '  Màu khác nếu hết  ' },
    });
    expect(n.json()).toMatchObject({ quantity: 4, note: 'Màu khác nếu hết' });
    const cart = await getCart(ctx.app, user.auth);
    expect(cart.shops[0]!.items[0]).toMatchObject({ quantity: 4, note: 'Màu khác nếu hết' });
  });

  it('removes an item (DELETE); a second delete is 404', async () => {
    const user = await registerCustomer(ctx.app);
    const keep = await addCartItem(ctx.app, user.auth);
    const item = await addCartItem(ctx.app, user.auth);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/ShoppingCart/${item.id}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cart = await getCart(ctx.app, user.auth);
    expect(cart.shops.flatMap((s) => s.items.map((i) => i.id))).toEqual([keep.id]);
    const again = expectError(
      await ctx.app.inject({ method: 'DELETE', url: `/api/ShoppingCart/${item.id}`, headers: user.auth }),
      404,
      'cart-item-not-found',
    );
    expect(again.Message).toBe('Sản phẩm không còn trong giỏ hàng');
  });

  it("answers 404 for another customer's item and leaves it alone", async () => {
    const owner = await registerCustomer(ctx.app);
    const item = await addCartItem(ctx.app, owner.auth, { quantity: 2, note: 'Của chủ' });
    const intruder = await registerCustomer(ctx.app);
    expectError(
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/ShoppingCart/${item.id}`,
        headers: intruder.auth,
        payload: { quantity: 9, note: 'x' },
      }),
      404,
      'cart-item-not-found',
    );
    expectError(
      await ctx.app.inject({ method: 'DELETE', url: `/api/ShoppingCart/${item.id}`, headers: intruder.auth }),
      404,
      'cart-item-not-found',
    );
    const cart = await getCart(ctx.app, owner.auth);
    expect(cart.shops[0]!.items[0]).toMatchObject({ id: item.id, quantity: 2, note: 'Của chủ' });
  });

  it('refuses bad items with 400 naming the field in Vietnamese, and adds nothing', async () => {
    const user = await registerCustomer(ctx.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: 0 }, 'Số lượng: Số lượng tối thiểu là 1'],
      [{ quantity: 1.5 }, 'Số lượng: Số lượng phải là số nguyên'],
      [{ unitPriceFen: 0 }, 'Đơn giá: Đơn giá phải lớn hơn 0'],
      [{ unitPriceFen: 12.5 }, 'Đơn giá: Đơn giá không hợp lệ'],
      [{ unitPriceFen: undefined }, 'Đơn giá: Vui lòng nhập đơn giá'],
      [{ title: '  ' }, 'Tên sản phẩm: Vui lòng nhập tên sản phẩm'],
      [{ shopName: '' }, 'Tên shop: Vui lòng nhập tên shop'],
      [{ site: 'amazon' }, 'Trang web: Trang web không được hỗ trợ'],
      [{ url: 'javascript:alert(1)' }, 'Link sản phẩm: Link không hợp lệ'],
      [{ imageUrl: 'khong-phai-link' }, 'Link ảnh: Link không hợp lệ'],
      [{ productId: 'abc' }, 'Mã sản phẩm: Mã sản phẩm không hợp lệ'],
      [{ note: 'x'.repeat(1001) }, 'Ghi chú: Ghi chú tối đa 1000 ký tự'],
      // Each text says it is too long, naming itself (decision 0008), never that it is missing.
      [{ title: 'Áo '.repeat(200) }, 'Tên sản phẩm: Tên sản phẩm tối đa 500 ký tự'],
      [{ shopName: 'x'.repeat(201) }, 'Tên shop: Tên shop tối đa 200 ký tự'],
      // (a property is named by the customer's own key, cut at 50 characters)
      [{ skuProperties: { ['M'.repeat(51)]: 'Đen' } }, `${'M'.repeat(50)}: Tên thuộc tính tối đa 50 ký tự`],
      [{ skuProperties: { Màu: 'Đ'.repeat(201) } }, 'Màu: Giá trị thuộc tính tối đa 200 ký tự'],
    ];
    for (const [overrides, message] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/ShoppingCart',
        headers: user.auth,
        payload: cartItemBody(overrides),
      });
      expect(expectError(res, 400, 'validation-error').Message, JSON.stringify(overrides)).toBe(message);
    }
    expect(await countRows(ctx, 'cart_items', 'user_id = $1', [user.id])).toBe(0);
    expect((await getCart(ctx.app, user.auth)).itemCount).toBe(0);
  });

  it('refuses a bad update with 400 and changes nothing', async () => {
    const user = await registerCustomer(ctx.app);
    const item = await addCartItem(ctx.app, user.auth, { quantity: 2 });
    const [before] = await query(ctx, 'select quantity, note from cart_items where id = $1', [item.id]);
    const put = (payload: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/ShoppingCart/${item.id}`,
        headers: user.auth,
        payload: payload as object,
      });
    expect(expectError(await put({}), 400, 'validation-error').Message).toBe('Không có gì để cập nhật');
    expect(expectError(await put({ quantity: -1 }), 400, 'validation-error').Message).toBe(
      'Số lượng: Số lượng tối thiểu là 1',
    );
    expect(expectError(await put({ quantity: 100_001 }), 400, 'validation-error').Message).toBe(
      'Số lượng: Số lượng quá lớn',
    );
    expectError(
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/ShoppingCart/abc',
        headers: user.auth,
        payload: { quantity: 1 },
      }),
      400,
      'validation-error',
    );
    expectError(
      await ctx.app.inject({ method: 'DELETE', url: '/api/ShoppingCart/0', headers: user.auth }),
      400,
      'validation-error',
    );
    const [after] = await query(ctx, 'select quantity, note from cart_items where id = $1', [item.id]);
    expect(after).toEqual(before);
  });

  it('is 401 without a token', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/ShoppingCart' }), 401, 'unauthenticated');
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/ShoppingCart', payload: cartItemBody() }),
      401,
      'unauthenticated',
    );
    expectError(
      await ctx.app.inject({ method: 'PUT', url: '/api/ShoppingCart/1', payload: { quantity: 1 } }),
      401,
      'unauthenticated',
    );
    expectError(await ctx.app.inject({ method: 'DELETE', url: '/api/ShoppingCart/1' }), 401, 'unauthenticated');
  });
});
