/** Product lookup and link parsing (DESIGN.md §3.1, productEndpoints); page paths are in product-path.ts. */

import type { ParsedLink } from '@app/shared/contracts/product';
import { productEndpoints } from '@app/shared/contracts/product.endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
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
