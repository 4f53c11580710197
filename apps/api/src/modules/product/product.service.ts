/**
 * Products of the Chinese shops: the link parser (@app/shared/links), the lookup through the
 * product-data provider (the manual draft when there is none or it cannot answer) and the keyword
 * search (decision 0124). No per-customer data here.
 */
import type { ParseLinkResult, ProductDraft, ProductSearchResult, Site } from '@app/shared/contracts/product';
import { parseProductLink } from '@app/shared/links';
import { shareTitle } from '@app/shared/share-title';
import { AppError } from '../../lib/platform/app-error.ts';
import type { ProductCatalog } from './product-catalog.ts';
import { catalogProvider, lookupProduct, manualProvider } from './product-provider.ts';

/**
 * The first supported link in pasted text, and the product title when the text is an app's share
 * text (「女士针织开衫」: offered as the product name); 422 `unsupported-link` when there is no link.
 */
export function parseLink(text: string): ParseLinkResult {
  const parsed = parseProductLink(text);
  if (!parsed) throw new AppError('unsupported-link');
  return { ...parsed, title: shareTitle(text) };
}

/**
 * A product by site and id (5–20 digits, else 400 `product-id-invalid`); `productId` `link` looks up
 * the short link `url` instead, which must be of the same site (else 422 `unsupported-link`). With a
 * catalog, the provider's details (`providerStatus: 'ok'`), else the manual draft whose
 * `providerStatus` says why (`not_configured`, `not_found`, `unavailable`); never fails because of
 * the provider, and answers within the catalog's timeout (3 s).
 */
export function findProduct(
  catalog: ProductCatalog | null,
  site: Site,
  productId: string,
  url: string | undefined,
): Promise<ProductDraft> {
  const providers = catalog ? [catalogProvider(catalog)] : [manualProvider];
  if (productId === 'link') {
    const parsed = url ? parseProductLink(url) : null;
    if (!parsed || parsed.site !== site) throw new AppError('unsupported-link');
    return lookupProduct(providers, parsed);
  }
  if (!/^\d{5,20}$/.test(productId)) throw new AppError('product-id-invalid');
  return lookupProduct(providers, { site, productId, url: '' });
}

/**
 * One page of a keyword search: 404 `product-search-not-enabled` without a catalog or when the
 * plan has no search; 503 `product-provider-unavailable` when the provider times out, fails or its
 * circuit is open (a search has no manual form to fall back on).
 */
export async function searchProducts(
  catalog: ProductCatalog | null,
  query: { q: string; site: Site; page: number },
): Promise<ProductSearchResult> {
  if (!catalog?.canSearch) throw new AppError('product-search-not-enabled');
  const found = await catalog.search(query.site, query.q, query.page);
  if (found.status !== 'ok') throw new AppError('product-provider-unavailable');
  return found.result;
}
