/**
 * No input reaches PostgreSQL out of range (decision 0022). Each case answered 500
 * before the bounds: an id above 2^31−1, a NUL in a string, a cart line whose sum leaves 2^53.
 */
import { describe, expect, it } from 'vitest';
import { makeCartItems, makeCustomer } from '../../test/factories.ts';
import { addCartItem, cartItemBody, countRows, expectError, getCart, query } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { clientErrorOf } from '../db/pg-errors.ts';

const ctx = useTestApp();

describe('input bounds', () => {
  it('answers 400 for ids above 2^31−1 in paths and bodies', async () => {
    const user = await makeCustomer(ctx);
    for (const url of [
      '/api/Address/3000000000',
      '/api/OrderOrdering/2147483648',
      '/api/Address/99999999999999999999',
    ]) {
      expectError(await ctx.app.inject({ method: 'GET', url, headers: user.auth }), 400, 'validation-error');
    }
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Address/2147483647', headers: user.auth }),
      404,
      'not-found',
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/OrderOrdering',
      headers: user.auth,
      payload: { cartItemIds: [3_000_000_000], addressId: 1, vnWarehouseId: 1 },
    });
    expectError(res, 400, 'validation-error');
  });

  it('answers 400 in Vietnamese for a NUL in any string, login included, and writes nothing', async () => {
    const user = await makeCustomer(ctx);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: 'a\u0000b@example.vn', password: 'matkhau123' },
    });
    expect(expectError(login, 400, 'validation-error').Message).toBe(
      'Email hoặc số điện thoại: Nội dung có ký tự không hợp lệ',
    );
    const failures = await countRows(ctx, 'login_failures');
    const bodies: [string, string, Record<string, unknown>][] = [
      ['POST', '/api/ShoppingCart', cartItemBody({ title: 'Bàn\u0000' })],
      ['POST', '/api/ChinaWebProduct/Parse', { text: 'https://item.taobao.com/item.htm?id=691541677564\u0000' }],
      ['POST', '/api/auth/forgotPassword', { userName: '\u0000' }],
      ['PUT', '/api/CurrentUser/ChangePassword', { currentPassword: 'x\u0000', newPassword: 'matkhau1234' }],
    ];
    for (const [method, url, payload] of bodies) {
      const res = await ctx.app.inject({ method: method as 'POST', url, headers: user.auth, payload });
      expect(expectError(res, 400, 'validation-error').Message, url).toContain('Nội dung có ký tự không hợp lệ');
    }
    const key = await ctx.app.inject({
      method: 'POST',
      url: '/api/ShoppingCart',
      headers: user.auth,
      payload: cartItemBody({ skuProperties: { 'Màu\u0000': 'Nâu' } }),
    });
    expect(expectError(key, 400, 'validation-error').Message).not.toContain('\u0000');
    expect(await countRows(ctx, 'cart_items', 'user_id = $1', [user.id])).toBe(0);
    expect(await countRows(ctx, 'login_failures')).toBe(failures);
  });

  it('refuses a cart line of 1e8 fen × 1e5, and the cart and ordering keep working', async () => {
    const user = await makeCustomer(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ShoppingCart',
      headers: user.auth,
      payload: cartItemBody({ unitPriceFen: 100_000_000, quantity: 100_000 }),
    });
    expect(expectError(res, 400, 'validation-error').Message).toBe(
      'Số lượng: Thành tiền một sản phẩm tối đa ¥1.000.000 (đơn giá × số lượng)',
    );
    // The update path, which cannot see the unit price: the database's check answers 422.
    const item = await addCartItem(ctx.app, user.auth, { unitPriceFen: 100_000_000, quantity: 1 });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/ShoppingCart/${item.id}`,
      headers: user.auth,
      payload: { quantity: 100_000 },
    });
    expectError(put, 422, 'cart-line-too-large');
    const [row] = await query(ctx, 'select quantity from cart_items where id = $1', [item.id]);
    expect(row).toEqual({ quantity: 1 });
    expect((await getCart(ctx.app, user.auth)).amountFen).toBe(100_000_000);
  });

  it('maps PostgreSQL data and integrity errors to 4xx ids, leaves others alone', () => {
    const wrapped = (code: string, constraint?: string) => ({ message: 'q', cause: { code, constraint } });
    expect(clientErrorOf(wrapped('22003'))).toBe('input-out-of-range');
    expect(clientErrorOf(wrapped('22021'))).toBe('input-invalid-characters');
    expect(clientErrorOf(wrapped('22P02'))).toBe('input-invalid');
    expect(clientErrorOf(wrapped('23505'))).toBe('data-conflict');
    expect(clientErrorOf(wrapped('23503'))).toBe('data-reference-missing');
    expect(clientErrorOf(wrapped('23514', 'cart_items_line_amount_check'))).toBe('cart-line-too-large');
    expect(clientErrorOf(wrapped('23514', 'other'))).toBe('data-constraint-violated');
    expect(clientErrorOf(wrapped('40001'))).toBeNull();
    expect(clientErrorOf(wrapped('57014'))).toBeNull();
    expect(clientErrorOf(new Error('boom'))).toBeNull();
  });

  it('answers a database range error that slips past a contract with 400, not 500', async () => {
    const user = await makeCustomer(ctx);
    // A row the contract would refuse, written around it: the database's check refuses it too.
    await expect(makeCartItems(ctx, user.id, [{ unitPriceFen: 100_000_000, quantity: 2 }])).rejects.toMatchObject({
      cause: { code: '23514' },
    });
  });
});
