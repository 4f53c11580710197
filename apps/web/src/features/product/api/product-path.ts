/**
 * Product page paths: `/chinaWebProduct/{site}-{productId}`, or `/chinaWebProduct/{site}-link?url=…`
 * for short links whose id only staff can resolve. No zod or query library here: the home page's
 * paste box imports it and must stay light (docs/decisions/0012).
 */
import type { ParsedLink } from '@app/shared/contracts/product';
import { type Site, sites } from '@app/shared/sites';

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
