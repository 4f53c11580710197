/** Product lookup and link parsing (issue 2 §5); page paths are in product-path.ts. */
import type { ParsedLink, ProductDraft } from '@app/shared/contracts/product';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /ChinaWebProduct/{site}/{productId} → ProductDraft; short links ask
 * GET /ChinaWebProduct/{site}/link?url=… (the manual provider answers the link alone).
 */
export function productDraftQuery(link: ParsedLink) {
  const path = link.productId
    ? `/ChinaWebProduct/${link.site}/${link.productId}`
    : `/ChinaWebProduct/${link.site}/link?url=${encodeURIComponent(link.url)}`;
  return queryOptions({
    queryKey: ['product', link.site, link.productId ?? link.url],
    queryFn: ({ signal }) => api<ProductDraft>(path, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /ChinaWebProduct/Parse { text } → { site, productId, url }; 422 when no supported link. */
export function useParseLink() {
  return useMutation({
    mutationFn: (text: string) => api<ParsedLink>('/ChinaWebProduct/Parse', { method: 'POST', body: { text } }),
  });
}
