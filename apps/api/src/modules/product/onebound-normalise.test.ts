/** The OneBound answers → ProductDraft normalisers, on the recorded answers and on edge cases. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { productDraft } from '@app/shared/contracts/product';
import { describe, expect, it } from 'vitest';
import {
  httpsImage,
  kgToGrams,
  normaliseItem,
  normaliseProps,
  skuProperties,
  yuanToFen,
} from './onebound-normalise.ts';
import { oneboundItem } from './onebound-wire.ts';

const at = new Date('2026-11-20T02:15:03.000Z');
const recorded = (name: string) =>
  oneboundItem.parse(
    JSON.parse(readFileSync(path.join(import.meta.dirname, 'recordings', `${name}.json`), 'utf8')).item,
  );

describe('yuanToFen', () => {
  it.each([
    ['59.00', 5900],
    ['59', 5900],
    ['59.9', 5990],
    ['0.01', 1],
    ['12.805', 1280],
    ['59.00-79.00', 5900],
    [' 9.90 ', 990],
    ['0.00', null],
    ['', null],
    ['abc', null],
    ['-5.00', null],
    [undefined, null],
  ])('%s → %s', (input, fen) => expect(yuanToFen(input)).toBe(fen));
});

describe('httpsImage', () => {
  it.each([
    ['//img.alicdn.com/a.jpg', 'https://img.alicdn.com/a.jpg'],
    ['http://img.pddpic.com/a.jpeg', 'https://img.pddpic.com/a.jpeg'],
    ['https://cbu01.alicdn.com/img/ibank/x.jpg', 'https://cbu01.alicdn.com/img/ibank/x.jpg'],
    ['https://evil.example.com/a.jpg', null],
    ['javascript:alert(1)', null],
    [undefined, null],
  ])('%s → %s', (input, out) => expect(httpsImage(input)).toBe(out));
});

describe('properties', () => {
  it('groups props_list by property id, in the shop order, with value pictures', () => {
    expect(
      normaliseProps(
        { '1627207:28320': '颜色分类:红色', '20509:28314': '尺码:S', '1627207:28341': '颜色分类:黑色', bad: 'x' },
        { '1627207:28320': '//img.alicdn.com/red.jpg' },
      ),
    ).toEqual([
      {
        pid: '1627207',
        name: '颜色分类',
        values: [
          { vid: '28320', name: '红色', imageUrl: 'https://img.alicdn.com/red.jpg' },
          { vid: '28341', name: '黑色', imageUrl: null },
        ],
      },
      { pid: '20509', name: '尺码', values: [{ vid: '28314', name: 'S', imageUrl: null }] },
    ]);
  });

  it('reads a SKU name, a value with a colon included', () => {
    expect(skuProperties('1627207:28320:颜色分类:红色;20509:28314:尺码:M')).toEqual({ 颜色分类: '红色', 尺码: 'M' });
    expect(skuProperties('0:1:规格:10:30')).toEqual({ 规格: '10:30' });
    expect(skuProperties(undefined)).toEqual({});
  });

  it('turns kilograms into grams', () => {
    expect(kgToGrams('0.35')).toBe(350);
    expect(kgToGrams('0')).toBeNull();
    expect(kgToGrams('n/a')).toBeNull();
  });
});

describe('normaliseItem', () => {
  it('reads a Taobao item with variants, a promotion price and a sold-out variant', () => {
    const draft = normaliseItem('taobao', recorded('taobao-712093054418'), at);
    expect(productDraft.parse(draft)).toEqual(draft);
    expect(draft).toMatchObject({
      productId: '712093054418',
      url: 'https://item.taobao.com/item.htm?id=712093054418',
      title: '女士针织开衫春秋新款宽松百搭外套毛衣',
      shopName: '暖暖针织女装店',
      shopId: '109876543',
      unitPriceFen: 8900,
      promotionPriceFen: 5900,
      weightGrams: 350,
      minOrderQuantity: 1,
      source: 'provider',
      providerStatus: 'ok',
      fetchedAt: '2026-11-20T02:15:03.000Z',
    });
    expect(draft.skuOptions).toEqual([
      { name: '颜色分类', values: ['红色', '黑色', '米白色'] },
      { name: '尺码', values: ['S', 'M', 'L'] },
    ]);
    expect(draft.skus).toHaveLength(9);
    expect(draft.skus.find((s) => s.properties.颜色分类 === '黑色' && s.properties.尺码 === 'L')).toMatchObject({
      propertyIds: '1627207:28341;20509:28316',
      priceFen: 9200,
      promotionPriceFen: 6200,
      stock: 0,
    });
    expect(draft.images.every((u) => u.startsWith('https://img.alicdn.com/'))).toBe(true);
    expect(draft.imageUrl).toBe(draft.images[0]);
    expect(draft.props[0]!.values[0]!.imageUrl).toMatch(/^https:\/\/img\.alicdn\.com\//);
  });

  it('has no promotion price when the price is the list price', () => {
    const draft = normaliseItem('taobao', recorded('taobao-668570605351'), at);
    expect(draft.promotionPriceFen).toBeNull();
    expect(draft.skus.every((s) => s.promotionPriceFen === null && s.priceFen === 12900)).toBe(true);
    expect(draft.skus.map((s) => s.stock)).toEqual([25, 50, 0]);
  });

  it('reads 1688 price tiers and the minimum order quantity', () => {
    const draft = normaliseItem('1688', recorded('1688-610494659403'), at);
    expect(draft.priceTiers).toEqual([
      { minQuantity: 2, priceFen: 1280 },
      { minQuantity: 50, priceFen: 1150 },
      { minQuantity: 200, priceFen: 1020 },
    ]);
    expect(draft.minOrderQuantity).toBe(2);
    expect(draft.url).toBe('https://detail.1688.com/offer/610494659403.html');
  });

  it('drops 1688 quantity tiers when the SKUs are priced one by one (规格报价)', () => {
    const item = recorded('1688-610494659403');
    const skus = item.skus!.sku.map((s, i) => {
      const price = ['12.80', '15.80', '19.80'][i]!;
      return { ...s, price, orginal_price: price };
    });
    const draft = normaliseItem('1688', { ...item, skus: { sku: skus } }, at);
    expect(draft.priceTiers).toEqual([]);
    expect(draft.skus.map((s) => s.priceFen)).toEqual([1280, 1580, 1980]);
    expect(draft.minOrderQuantity).toBe(2);
  });

  it('reads a Pinduoduo item: its http image becomes https, no weight', () => {
    const draft = normaliseItem('pinduoduo', recorded('pinduoduo-88069366847'), at);
    expect(draft.images).toEqual([
      'https://img.pddpic.com/mms-material-img/2026-03-02/esp32c3-main.jpeg',
      'https://img.pddpic.com/mms-material-img/2026-03-02/esp32c3-pins.jpeg',
    ]);
    expect(draft.weightGrams).toBeNull();
    expect(draft.skus[0]).toMatchObject({ skuId: '1234567890123', priceFen: 1290, promotionPriceFen: 990, stock: 320 });
  });

  it('leaves out what an answer lacks rather than failing', () => {
    const draft = normaliseItem('tmall', oneboundItem.parse({ num_iid: 41323941056, price: 'n/a', skus: 'x' }), at);
    expect(productDraft.parse(draft)).toMatchObject({
      productId: '41323941056',
      title: null,
      unitPriceFen: null,
      skus: [],
      images: [],
      stock: null,
    });
  });
});
