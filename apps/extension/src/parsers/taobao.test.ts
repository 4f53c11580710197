// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildCartLine, isAvailable } from '../lib/cart-line.ts';
import { fixture } from './fixture.test-support.ts';
import { parsePage } from './parse-page.ts';

const at = '2026-11-27T10:00:00.000Z';

describe('Taobao item pages', () => {
  it('reads variants with each SKU price, stock and property ids, and the shop’s shipping fee', () => {
    const p = parsePage(fixture('taobao/variants-sold-out.html'), 'https://item.taobao.com/item.htm?id=723456789012');
    expect(p).toMatchObject({
      site: 'taobao',
      productId: '723456789012',
      title: '2026秋冬新款女装针织开衫宽松毛衣外套',
      shopName: '小林服饰工作室',
      imageUrl: 'https://img.alicdn.com/imgextra/i1/2200000001/O1CN01item723456789012_!!0-item_pic.jpg',
      priceFen: 8900,
      domesticShippingFen: 800,
      missing: [],
    });
    expect(p?.props.map((x) => [x.name, x.values.map((v) => v.name)])).toEqual([
      ['颜色分类', ['白色', '黑色']],
      ['尺码', ['S', 'M', 'L']],
    ]);
    const line = p && buildCartLine(p, { 颜色分类: '黑色', 尺码: 'L' }, 2, {}, at);
    expect(line).toEqual({
      ok: true,
      line: expect.objectContaining({
        url: 'https://item.taobao.com/item.htm?id=723456789012',
        skuId: '5012345678907',
        propertyIds: '1627207:28341;20509:28316',
        skuProperties: { 颜色分类: '黑色', 尺码: 'L' },
        unitPriceFen: 9900,
        listPriceFen: null,
        stock: 5,
        source: 'extension',
        fetchedAt: at,
      }),
    });
  });

  it('disables and refuses a sold-out combination', () => {
    const p = parsePage(fixture('taobao/variants-sold-out.html'), 'https://item.taobao.com/item.htm?id=723456789012');
    if (!p) throw new Error('not parsed');
    expect(isAvailable(p, { 颜色分类: '白色' }, '尺码', 'L')).toBe(false);
    expect(isAvailable(p, { 颜色分类: '白色' }, '尺码', 'M')).toBe(true);
    expect(buildCartLine(p, { 颜色分类: '白色', 尺码: 'L' }, 1, {}, at)).toEqual({
      ok: false,
      message: 'Phân loại này đã hết hàng',
    });
    expect(buildCartLine(p, { 颜色分类: '白色' }, 1, {}, at)).toEqual({ ok: false, message: 'Vui lòng chọn 尺码' });
  });

  it('uses the promotion price and keeps the list price beside it; free shipping is 0', () => {
    const p = parsePage(fixture('taobao/promotion-price.html'), 'https://item.taobao.com/item.htm?id=734567890123');
    if (!p) throw new Error('not parsed');
    expect(p.domesticShippingFen).toBe(0);
    const line = buildCartLine(p, { 容量: '500ml' }, 1, {}, at);
    expect(line.ok && [line.line.unitPriceFen, line.line.listPriceFen]).toEqual([12900, 15900]);
    expect(buildCartLine(p, { 容量: '750ml' }, 1, {}, at)).toEqual({ ok: false, message: 'Phân loại này đã hết hàng' });
  });

  it('a changed page says what it could not read and takes the customer’s input instead', () => {
    const p = parsePage(fixture('taobao/changed-layout.html'), 'https://item.taobao.com/item.htm?id=745600000001');
    if (!p) throw new Error('not parsed');
    expect(p.missing).toEqual(['title', 'price', 'shopName', 'variants']);
    expect(buildCartLine(p, {}, 1, {}, at)).toEqual({ ok: false, message: 'Vui lòng nhập tên sản phẩm' });
    const line = buildCartLine(
      p,
      {},
      1,
      { title: 'Balo vải', shopName: 'Shop balo', priceYuan: '59,5', variants: 'Màu: Xanh' },
      at,
    );
    expect(line.ok && [line.line.unitPriceFen, line.line.skuProperties, line.line.skuId]).toEqual([
      5950,
      { Màu: 'Xanh' },
      null,
    ]);
  });

  it('an unknown page or one that throws is left alone', () => {
    expect(parsePage(fixture('taobao/variants-sold-out.html'), 'https://www.taobao.com/')).toBeNull();
    const throwing = {
      querySelectorAll: () => {
        throw new Error('boom');
      },
    } as unknown as Document;
    expect(parsePage(throwing, 'https://item.taobao.com/item.htm?id=723456789012')).toBeNull();
  });
});
