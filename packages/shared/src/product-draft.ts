/**
 * The draft of a product link alone: every shop field empty for the customer to fill in, with
 * `providerStatus` saying why the product-data provider gave nothing (contracts/product.ts).
 */
import type { ProductDraft, Site } from './contracts/product.ts';
import { canonicalProductUrl } from './links.ts';

export function manualProductDraft(
  ref: { site: Site; productId: string | null; url: string },
  providerStatus: ProductDraft['providerStatus'],
): ProductDraft {
  return {
    site: ref.site,
    productId: ref.productId,
    url: ref.productId ? canonicalProductUrl(ref.site, ref.productId) : ref.url,
    title: null,
    shopName: null,
    imageUrl: null,
    unitPriceFen: null,
    skuOptions: [],
    source: 'manual',
    shopId: null,
    images: [],
    promotionPriceFen: null,
    props: [],
    skus: [],
    priceTiers: [],
    minOrderQuantity: 1,
    stock: null,
    weightGrams: null,
    fetchedAt: null,
    providerStatus,
  };
}
