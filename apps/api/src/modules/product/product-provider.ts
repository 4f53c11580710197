/**
 * Product-data providers: where the details of a shop's product come from. The manual provider
 * knows only the link (the customer types what the shop shows); the catalog provider asks the
 * product-data API (product-catalog.ts, decision 0124) and, when it cannot, answers the manual
 * draft with `providerStatus` saying why, so a lookup never fails because of the provider.
 */
import type { ProductDraft, Site } from '@app/shared/contracts/product';
import { manualProductDraft } from '@app/shared/product-draft';
import type { ProductCatalog } from './product-catalog.ts';

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

/** Knows only the link: every shop field is left for the customer to fill in (`not_configured`). */
export const manualProvider: ProductDataProvider = {
  name: 'manual',
  lookup: async (ref) => manualProductDraft(ref, 'not_configured'),
};

/**
 * The product-data API's answer; when it has none, the manual draft with `not_found` (unknown id, or
 * a short link it cannot read) or `unavailable` (timed out, failed, circuit open).
 */
export function catalogProvider(catalog: ProductCatalog): ProductDataProvider {
  return {
    name: 'provider',
    async lookup(ref) {
      if (!ref.productId) return manualProductDraft(ref, 'not_found');
      const found = await catalog.lookup(ref.site, ref.productId);
      return found.status === 'ok' ? found.draft : manualProductDraft(ref, found.status);
    },
  };
}

/** Asks each provider in turn; the manual provider always answers. */
export async function lookupProduct(providers: ProductDataProvider[], ref: ProductRef): Promise<ProductDraft> {
  for (const p of providers) {
    const draft = await p.lookup(ref);
    if (draft) return draft;
  }
  return (await manualProvider.lookup(ref))!;
}
