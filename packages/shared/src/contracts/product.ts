import { z } from 'zod';

import { sites } from '../sites.ts';
import { safeText } from './common.ts';

export { type Site, siteLabels, sites } from '../sites.ts';
export const site = z.enum(sites, { error: 'Trang web không được hỗ trợ' });

export const parseLinkInput = z.object({
  text: safeText(4000, 'Nội dung quá dài', 'Vui lòng dán link sản phẩm').trim().min(1, 'Vui lòng dán link sản phẩm'),
});

/** What the link parser found: the site, the id (null for short links) and a URL (canonical, or the short link). */
export const parsedLink = z.object({ site, productId: z.string().nullable(), url: z.string() });
export type ParsedLink = z.infer<typeof parsedLink>;

/** POST /ChinaWebProduct/Parse: the link, and the product title of an app share text (「女士针织开衫」),
 *  offered as the product name (null when the text has none; share-title.ts). */
export const parseLinkResult = parsedLink.extend({ title: z.string().nullable() });
export type ParseLinkResult = z.infer<typeof parseLinkResult>;

/**
 * One sellable combination of a product's properties (a SKU): Taobao's `skuId` and its property ids
 * (`1627207:28320;20509:28314`, pid:vid pairs joined by `;`), the property names and values as the
 * shop names them, price and promotion price in fen, stock (null when unknown).
 */
export const productSku = z.object({
  skuId: z.string().nullable(),
  propertyIds: z.string().nullable(),
  properties: z.record(z.string(), z.string()),
  priceFen: z.number().int().nullable(),
  promotionPriceFen: z.number().int().nullable(),
  stock: z.number().int().nullable(),
});
export type ProductSku = z.infer<typeof productSku>;

/** A property the customer picks (颜色, 尺码…), with its values; `pid`/`vid` when the source has them. */
export const productProp = z.object({
  pid: z.string().nullable(),
  name: z.string(),
  values: z.array(z.object({ vid: z.string().nullable(), name: z.string(), imageUrl: z.string().nullable() })),
});
export type ProductProp = z.infer<typeof productProp>;

/** 1688's quantity price tiers: from `minQuantity` units (of the whole offer) each costs `priceFen`. */
export const priceTier = z.object({ minQuantity: z.number().int(), priceFen: z.number().int() });
export type PriceTier = z.infer<typeof priceTier>;

/** Whether the product-data provider answered: `ok`; `not_configured` (no provider set up); `unavailable`
 *  (timed out, failed or its circuit is open); `not_found`. Only `ok` carries the shop's fields. */
export const providerStatuses = ['ok', 'not_configured', 'unavailable', 'not_found'] as const;

/**
 * A product as a product-data provider knows it (one shape whatever the provider). The manual
 * provider leaves the shop's fields empty and `source: 'manual'`; the product-data API fills them
 * (`source: 'provider'`, `fetchedAt` when it was read). `skuOptions` is the older, names-only view of
 * `props`. Money in fen; `weightGrams` per unit when the provider knows it.
 */
export const productDraft = z.object({
  site,
  productId: z.string().nullable(),
  url: z.string(),
  title: z.string().nullable(),
  shopName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  unitPriceFen: z.number().int().nullable(),
  skuOptions: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  source: z.enum(['manual', 'provider']),
  shopId: z.string().nullable(),
  images: z.array(z.string()),
  promotionPriceFen: z.number().int().nullable(),
  props: z.array(productProp),
  skus: z.array(productSku),
  priceTiers: z.array(priceTier),
  minOrderQuantity: z.number().int(),
  stock: z.number().int().nullable(),
  weightGrams: z.number().int().nullable(),
  fetchedAt: z.string().nullable(),
  providerStatus: z.enum(providerStatuses),
});
export type ProductDraft = z.infer<typeof productDraft>;

/** `/ChinaWebProduct/{site}/{productId}`: the id is checked by the API (`link` asks by `?url=`). */
export const productRefParams = z.object({ site, productId: safeText(40, 'Mã sản phẩm không hợp lệ') });

export const productLookupQuery = z.object({
  site,
  productId: z
    .string()
    .regex(/^\d{5,20}$/, 'Mã sản phẩm không hợp lệ')
    .optional(),
  url: safeText(2000, 'Link quá dài').optional(),
});

/** GET /ChinaWebProduct/Search: keyword search through the product-data provider (when it can). */
export const productSearchQuery = z.object({
  q: safeText(200, 'Từ khóa tối đa 200 ký tự', 'Vui lòng nhập từ khóa').trim().min(1, 'Vui lòng nhập từ khóa'),
  site: site.default('taobao'),
  page: z.coerce
    .number({ error: 'Trang không hợp lệ' })
    .int('Trang không hợp lệ')
    .min(1, 'Trang không hợp lệ')
    .max(50, 'Chỉ xem được tối đa 50 trang')
    .default(1),
});

export const productSearchItem = z.object({
  site,
  productId: z.string(),
  url: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  priceFen: z.number().int().nullable(),
  promotionPriceFen: z.number().int().nullable(),
  /** Sold count as the shop shows it, when known. */
  sales: z.number().int().nullable(),
  shopName: z.string().nullable(),
});
export type ProductSearchItem = z.infer<typeof productSearchItem>;

export const productSearchResult = z.object({
  items: z.array(productSearchItem),
  page: z.number().int(),
  hasMore: z.boolean(),
  fetchedAt: z.string(),
});
export type ProductSearchResult = z.infer<typeof productSearchResult>;
