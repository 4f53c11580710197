/** ProductDraft fixtures for the product feature's tests: a manual draft, a Taobao item with two
 *  properties (one combination sold out, one on promotion) and a 1688 offer with price tiers. */
import type { ProductDraft } from '@app/shared/contracts/product';
import { manualProductDraft } from '@app/shared/product-draft';

export const manualDraft: ProductDraft = manualProductDraft(
  { site: 'taobao', productId: '691541677564', url: '' },
  'not_configured',
);

const img = (n: string) => `https://img.alicdn.com/imgextra/i1/${n}.jpg`;

/** 颜色 黑色/白色 × 尺码 M/L: 白色 L sold out, 黑色 M on promotion (¥59.00 → ¥49.00). */
export const taobaoDraft: ProductDraft = {
  ...manualDraft,
  source: 'provider',
  providerStatus: 'ok',
  title: '女士针织开衫 秋冬',
  shopName: '小美服饰店',
  shopId: '57301234',
  imageUrl: img('main'),
  images: [img('main'), img('side')],
  unitPriceFen: 5900,
  skuOptions: [
    { name: '颜色', values: ['黑色', '白色'] },
    { name: '尺码', values: ['M', 'L'] },
  ],
  props: [
    {
      pid: '1627207',
      name: '颜色',
      values: [
        { vid: '28341', name: '黑色', imageUrl: img('black') },
        { vid: '28320', name: '白色', imageUrl: img('white') },
      ],
    },
    {
      pid: '20509',
      name: '尺码',
      values: [
        { vid: '28314', name: 'M', imageUrl: null },
        { vid: '28315', name: 'L', imageUrl: null },
      ],
    },
  ],
  skus: [
    sku('5001', '1627207:28341;20509:28314', '黑色', 'M', 5900, 4900, 12),
    sku('5002', '1627207:28341;20509:28315', '黑色', 'L', 6500, null, 3),
    sku('5003', '1627207:28320;20509:28314', '白色', 'M', 5900, null, 8),
    sku('5004', '1627207:28320;20509:28315', '白色', 'L', 6500, null, 0),
  ],
  weightGrams: 350,
  fetchedAt: '2026-11-27T08:00:00.000Z',
};

function sku(
  skuId: string,
  propertyIds: string,
  color: string,
  size: string,
  priceFen: number,
  promotionPriceFen: number | null,
  stock: number,
) {
  return { skuId, propertyIds, properties: { 颜色: color, 尺码: size }, priceFen, promotionPriceFen, stock };
}

/** A 1688 offer: one property, tiers ¥8.00 from 2, ¥7.00 from 50, ¥6.50 from 200; MOQ 2. */
export const alibabaDraft: ProductDraft = {
  ...manualDraft,
  site: '1688',
  productId: '610947572360',
  url: 'https://detail.1688.com/offer/610947572360.html',
  source: 'provider',
  providerStatus: 'ok',
  title: '批发 纯棉袜子',
  shopName: '义乌袜业',
  imageUrl: img('sock'),
  images: [img('sock')],
  unitPriceFen: 800,
  props: [{ pid: '3216', name: '颜色', values: ['白', '黑'].map((name) => ({ vid: null, name, imageUrl: null })) }],
  skus: ['白', '黑'].map((c, i) => ({
    skuId: `410${i}`,
    propertyIds: null,
    properties: { 颜色: c },
    priceFen: null,
    promotionPriceFen: null,
    stock: 5000,
  })),
  priceTiers: [
    { minQuantity: 2, priceFen: 800 },
    { minQuantity: 50, priceFen: 700 },
    { minQuantity: 200, priceFen: 650 },
  ],
  minOrderQuantity: 2,
  weightGrams: 40,
  fetchedAt: '2026-11-27T08:00:00.000Z',
};
