// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildCartLine, unitPrice } from '../lib/cart-line.ts';
import { fixture } from './fixture.test-support.ts';
import { parsePage } from './parse-page.ts';

const at = '2026-11-27T10:00:00.000Z';
const url = 'https://detail.1688.com/offer/781234567890.html';

describe('1688 offer pages', () => {
  it('reads the quantity price tiers and the minimum order quantity', () => {
    const p = parsePage(fixture('1688/price-tiers-moq.html'), `${url}?spm=a26352`);
    if (!p) throw new Error('not parsed');
    expect(p).toMatchObject({
      site: '1688',
      productId: '781234567890',
      shopName: '义乌市美衣服饰有限公司',
      minOrderQuantity: 3,
      domesticShippingFen: 600,
      priceTiers: [
        { minQuantity: 3, priceFen: 2500 },
        { minQuantity: 50, priceFen: 2250 },
        { minQuantity: 200, priceFen: 1980 },
      ],
    });
    expect([3, 49, 50, 199, 200].map((q) => unitPrice(p, null, q).unitPriceFen)).toEqual([
      2500, 2500, 2250, 2250, 1980,
    ]);
  });

  it('refuses below the minimum, prices by tier, refuses a sold-out variant', () => {
    const p = parsePage(fixture('1688/price-tiers-moq.html'), url);
    if (!p) throw new Error('not parsed');
    expect(buildCartLine(p, { 颜色: '米白', 尺码: 'M' }, 2, {}, at)).toEqual({
      ok: false,
      message: 'Shop chỉ bán từ 3 sản phẩm trở lên',
    });
    const line = buildCartLine(p, { 颜色: '米白', 尺码: 'M' }, 60, {}, at);
    expect(line.ok && line.line).toMatchObject({ unitPriceFen: 2250, skuId: '4800000000011', url, quantity: 60 });
    expect(buildCartLine(p, { 颜色: '卡其', 尺码: 'L' }, 10, {}, at)).toEqual({
      ok: false,
      message: 'Phân loại này đã hết hàng',
    });
  });

  it('per-variant prices with a discount price', () => {
    const p = parsePage(fixture('1688/sku-prices-promotion.html'), 'https://detail.1688.com/offer/792345678901.html');
    if (!p) throw new Error('not parsed');
    expect(p.priceTiers).toEqual([]);
    const line = buildCartLine(p, { 规格: '100个装' }, 2, {}, at);
    expect(line.ok && [line.line.unitPriceFen, line.line.listPriceFen]).toEqual([8800, 9800]);
  });

  it('a changed page keeps the title its heading shows and asks for price, shop and variants', () => {
    const p = parsePage(fixture('1688/changed-layout.html'), 'https://detail.1688.com/offer/703456789012.html');
    expect(p?.title).toBe('手机支架 桌面 懒人支架');
    expect(p?.missing).toEqual(['price', 'shopName', 'variants']);
  });
});
