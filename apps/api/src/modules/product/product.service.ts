/**
 * Products of the Chinese shops: the link parser (@app/shared/links) and the product-data providers
 * (only the manual one today, which answers the link alone). No per-customer data here.
 */
import type { ParseLinkResult, ProductDraft, Site } from '@app/shared/contracts/product';
import { parseProductLink } from '@app/shared/links';
import { shareTitle } from '@app/shared/share-title';
import { AppError } from '../../lib/platform/app-error.ts';
import { lookupProduct, manualProvider } from './product-provider.ts';

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
 * the short link `url` instead, which must be of the same site (else 422 `unsupported-link`).
 */
export function findProduct(site: Site, productId: string, url: string | undefined): Promise<ProductDraft> {
  if (productId === 'link') {
    const parsed = url ? parseProductLink(url) : null;
    if (!parsed || parsed.site !== site) throw new AppError('unsupported-link');
    return lookupProduct([manualProvider], parsed);
  }
  if (!/^\d{5,20}$/.test(productId)) throw new AppError('product-id-invalid');
  return lookupProduct([manualProvider], { site, productId, url: '' });
}
