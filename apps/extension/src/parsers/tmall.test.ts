// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildCartLine, isAvailable } from '../lib/cart-line.ts';
import { fixture } from './fixture.test-support.ts';
import { parsePage } from './parse-page.ts';

const at = '2026-11-27T10:00:00.000Z';

describe('Tmall item pages', () => {
  it('reads a promotion on every variant and a sold-out size', () => {
    const p = parsePage(fixture('tmall/variants-promotion.html'), 'https://detail.tmall.com/item.htm?id=745678901234');
    if (!p) throw new Error('not parsed');
    expect(p).toMatchObject({
      site: 'tmall',
      shopName: '恒源祥男装官方旗舰店',
      priceFen: 6900,
      promotionPriceFen: 4900,
    });
    expect(isAvailable(p, { 颜色: '浅灰' }, '尺码', 'XL')).toBe(false);
    const line = buildCartLine(p, { 颜色: '藏青', 尺码: 'XL' }, 3, {}, at);
    expect(line.ok && line.line).toMatchObject({
      url: 'https://detail.tmall.com/item.htm?id=745678901234',
      unitPriceFen: 4900,
      listPriceFen: 6900,
      skuId: '5200000000102',
      propertyIds: '1627207:28326;20509:28317',
      domesticShippingFen: 0,
    });
  });

  it('reads a Tmall Supermarket item without variants', () => {
    const p = parsePage(
      fixture('tmall/chaoshi-no-variants.html'),
      'https://chaoshi.detail.tmall.com/item.htm?id=756789012345',
    );
    if (!p) throw new Error('not parsed');
    expect(p).toMatchObject({ title: '天猫超市 五常大米 5kg 东北香米', props: [], priceFen: 5990, missing: [] });
    const line = buildCartLine(p, {}, 2, {}, at);
    expect(line.ok && [line.line.unitPriceFen, line.line.skuId, line.line.stock]).toEqual([5990, null, 3000]);
  });

  it('refuses the sold-out colour and sells the other', () => {
    const p = parsePage(fixture('tmall/sold-out-colour.html'), 'https://detail.tmall.com/item.htm?id=767890123456');
    if (!p) throw new Error('not parsed');
    expect(buildCartLine(p, { 颜色: '军绿色' }, 1, {}, at)).toEqual({
      ok: false,
      message: 'Phân loại này đã hết hàng',
    });
    expect(buildCartLine(p, { 颜色: '黑色' }, 4, {}, at)).toEqual({ ok: false, message: 'Shop chỉ còn 3 sản phẩm' });
    const line = buildCartLine(p, { 颜色: '黑色' }, 3, {}, at);
    expect(line.ok && line.line.unitPriceFen).toBe(39900);
  });
});
