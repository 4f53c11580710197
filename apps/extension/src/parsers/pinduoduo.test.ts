// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildCartLine, isAvailable } from '../lib/cart-line.ts';
import { fixture } from './fixture.test-support.ts';
import { parsePage } from './parse-page.ts';

const at = '2026-11-27T10:00:00.000Z';

describe('Pinduoduo goods pages', () => {
  it('reads specs, the group price against the single-purchase price, and free shipping', () => {
    const p = parsePage(
      fixture('pinduoduo/variants-group-price.html'),
      'https://mobile.yangkeduo.com/goods.html?goods_id=512345678901',
    );
    if (!p) throw new Error('not parsed');
    expect(p).toMatchObject({
      site: 'pinduoduo',
      shopName: '优品收纳旗舰店',
      imageUrl: 'https://img.pddpic.com/gaudit-image/2026-11-20/512345678901a.jpeg',
      domesticShippingFen: 0,
    });
    expect(isAvailable(p, { 颜色: '粉色' }, '尺寸', '小号')).toBe(false);
    const line = buildCartLine(p, { 颜色: '蓝色', 尺寸: '小号' }, 2, {}, at);
    expect(line.ok && line.line).toMatchObject({
      url: 'https://mobile.yangkeduo.com/goods.html?goods_id=512345678901',
      unitPriceFen: 1290,
      listPriceFen: 1690,
      skuId: '1600000000004',
      propertyIds: '1215:770002;1226:770012',
    });
  });

  it('refuses the sold-out flavour', () => {
    const p = parsePage(
      fixture('pinduoduo/sold-out-flavour.html'),
      'https://mobile.pinduoduo.com/goods2.html?goods_id=523456789012',
    );
    if (!p) throw new Error('not parsed');
    expect(buildCartLine(p, { 口味: '麻辣' }, 1, {}, at)).toEqual({ ok: false, message: 'Phân loại này đã hết hàng' });
    const line = buildCartLine(p, { 口味: '原味' }, 1, {}, at);
    expect(line.ok && [line.line.unitPriceFen, line.line.listPriceFen]).toEqual([990, null]);
  });

  it('a changed page says what is missing', () => {
    const p = parsePage(
      fixture('pinduoduo/changed-layout.html'),
      'https://mobile.yangkeduo.com/goods.html?goods_id=534567890123',
    );
    expect(p?.missing).toEqual(['title', 'price', 'shopName', 'variants']);
  });
});
