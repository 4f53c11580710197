/**
 * Product lookup and link parsing (issue 2 §5). The product page path is
 * `/chinaWebProduct/{site}-{productId}`, or `/chinaWebProduct/{site}-link?url=<short url>` for
 * short links whose id only staff can resolve.
 */
import type { ParsedLink, ProductDraft, Site } from '@app/shared/contracts/product';
import { sites } from '@app/shared/contracts/product';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Where a parsed link is shown. */
export function productPath(link: ParsedLink): string {
  if (link.productId) return `/chinaWebProduct/${link.site}-${link.productId}`;
  return `/chinaWebProduct/${link.site}-link?url=${encodeURIComponent(link.url)}`;
}

/** `taobao-691541677564` → site and id; `1688-link` + url → short link; null when malformed. */
export function parseSiteId(siteId: string | undefined, url: string | null): ParsedLink | null {
  const dash = siteId?.indexOf('-') ?? -1;
  if (!siteId || dash < 1) return null;
  const site = siteId.slice(0, dash) as Site;
  const rest = siteId.slice(dash + 1);
  if (!sites.includes(site)) return null;
  if (rest === 'link') return url && /^https?:\/\//.test(url) ? { site, productId: null, url } : null;
  return /^\d{5,20}$/.test(rest) ? { site, productId: rest, url: '' } : null;
}

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
