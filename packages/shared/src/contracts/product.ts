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

/** A product as a product-data provider knows it; the manual provider leaves the shop's fields empty. */
export const productDraft = z.object({
  site,
  productId: z.string().nullable(),
  url: z.string(),
  title: z.string().nullable(),
  shopName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  unitPriceFen: z.number().int().nullable(),
  skuOptions: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  source: z.enum(['manual']),
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
