/**
 * Product-data providers: where the details of a shop's product come from. Today only the manual
 * provider exists (the customer types what the shop shows); an automatic importer (a real client of a
 * product-data service, tested against a local fake) can be added behind the same interface.
 */
import type { ProductDraft, Site } from '@app/shared/contracts/product';
import { canonicalProductUrl } from '@app/shared/links';

export interface ProductRef {
  site: Site;
  productId: string | null;
  url: string;
}

export interface ProductDataProvider {
  readonly name: ProductDraft['source'];
  /** Details of the product, or null when this provider cannot tell. */
  lookup(ref: ProductRef): Promise<ProductDraft | null>;
}

/** Knows only the link: every shop field is left for the customer to fill in. */
export const manualProvider: ProductDataProvider = {
  name: 'manual',
  async lookup(ref) {
    const url = ref.productId ? canonicalProductUrl(ref.site, ref.productId) : ref.url;
    return {
      site: ref.site,
      productId: ref.productId,
      url,
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
      providerStatus: 'not_configured',
    };
  },
};

/** Asks each provider in turn; the manual provider always answers. */
export async function lookupProduct(providers: ProductDataProvider[], ref: ProductRef): Promise<ProductDraft> {
  for (const p of providers) {
    const draft = await p.lookup(ref);
    if (draft) return draft;
  }
  return (await manualProvider.lookup(ref))!;
}
