/** Product lookup, keyword search and link parsing (DESIGN.md §3.1, productEndpoints); page paths are in product-path.ts. */

import type { ParsedLink, Site } from '@app/shared/contracts/product';
import { productEndpoints } from '@app/shared/contracts/product.endpoints';
import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * The product by site and id → ProductDraft; a short link asks with product id `link` and
 * `?url=…` (the manual provider answers the link alone).
 */
export function productDraftQuery(link: ParsedLink) {
  const params = { site: link.site, productId: link.productId ?? 'link' };
  const query = link.productId ? {} : { url: link.url };
  return queryOptions({
    queryKey: ['product', link.site, link.productId ?? link.url],
    queryFn: ({ signal }) => call(productEndpoints.lookup, { params, query, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Pasted text { text } → { site, productId, url }; 422 when no supported link. */
export function useParseLink() {
  return useMutation({
    mutationFn: (text: string) => call(productEndpoints.parse, { body: { text } }),
  });
}

/**
 * Keyword search pages (GET /ChinaWebProduct/Search?q=&site=&page=), 20-odd results each as the
 * provider pages them; the next page while `hasMore`. Errors: 404 `product-search-not-enabled`, 503
 * `product-provider-unavailable` (the page says each plainly, decision 0126).
 */
export function productSearchQuery(q: string, site: Site) {
  return infiniteQueryOptions({
    queryKey: ['product-search', site, q],
    queryFn: ({ pageParam, signal }) => call(productEndpoints.search, { query: { q, site, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });
}
