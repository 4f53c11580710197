import { describe, expect, it } from 'vitest';
import { fenToVnd } from '../money.ts';
import { cartItemInput, cartTextMax, isLargeLine, LARGE_LINE_FEN, LARGE_LINE_QUANTITY } from './cart.ts';

describe('isLargeLine (the product form asks before adding it; decision 0032)', () => {
  it.each([
    [1250, 10_000, true], // decision 0032: 10,000 × ¥12.50 ≈ 456 million ₫
    [1250, 100, true], // 100 units, whatever the price
    [1250, 99, false],
    [1_000_000, 1, true], // one ¥10,000 item
    [999_999, 1, false],
    [10_000, 100, true],
    [5_000, 199, true],
    [5_000, 2, false],
  ])('%i fen × %i → %s', (fen, quantity, large) => {
    expect(isLargeLine(fen, quantity)).toBe(large);
  });

  it('sits far below the largest line the API takes, around 36 million ₫ at 3,650 ₫/¥', () => {
    expect(LARGE_LINE_QUANTITY).toBe(100);
    expect(fenToVnd(LARGE_LINE_FEN, 3650)).toBe(36_500_000);
  });
});

describe('cart item texts', () => {
  const line = {
    site: 'taobao',
    productId: '691541677564',
    url: 'https://item.taobao.com/item.htm?id=691541677564',
    title: 'Áo len',
    shopName: 'Shop A',
    unitPriceFen: 1250,
    quantity: 1,
  };
  const messageOf = (patch: object) => cartItemInput.safeParse({ ...line, ...patch }).error?.issues[0]?.message;

  it('says which text is too long, with the contract bound, and never that it is missing', () => {
    expect(messageOf({ title: 'x'.repeat(600) })).toBe('Tên sản phẩm tối đa 500 ký tự');
    expect(messageOf({ shopName: 'x'.repeat(cartTextMax.shopName + 1) })).toBe('Tên shop tối đa 200 ký tự');
    expect(messageOf({ skuProperties: { ['M'.repeat(51)]: 'Đen' } })).toBe('Tên thuộc tính tối đa 50 ký tự');
    expect(messageOf({ skuProperties: { Màu: 'Đ'.repeat(201) } })).toBe('Giá trị thuộc tính tối đa 200 ký tự');
    expect(messageOf({ title: '   ' })).toBe('Vui lòng nhập tên sản phẩm');
  });
});
