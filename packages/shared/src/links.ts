/**
 * Shop-link parser: finds a Taobao, Tmall, 1688 or Pinduoduo product link in whatever a customer
 * pastes (a URL, a URL without scheme, an app share text in Chinese or Vietnamese) and pulls out
 * the product id offline. Rules are per host and URL shape, not per example; the shapes come from
 * ../shared/data/product-urls.json (see packages/shared/README.md for its sources).
 */
import type { ParsedLink, Site } from './contracts/product.ts';

/**
 * A supported host, optionally with scheme and path. The look-behind keeps us from starting inside
 * another word, an e-mail address or a percent-escape (`%2Fitem.taobao.com` is handled by the
 * decoding pass instead). The path stops at the first character that cannot be in a pasted URL:
 * a space, any non-ASCII character (Chinese or Vietnamese text glued to the link), quotes, brackets.
 */
const candidatePattern =
  /(?<![a-z0-9.\-_%@])(?:https?:)?(?:\/\/)?((?:[a-z0-9-]+\.)*(?:taobao\.com|tmall\.com|tmall\.hk|tb\.cn|1688\.com|yangkeduo\.com|pinduoduo\.com))(?![a-z0-9-]|\.[a-z0-9])(?::\d+)?(?:[/?#][\w\-.~:/?#@!$&*+,;=%|]*)?/gi;

/** Punctuation that ends a sentence around a link rather than belonging to it. */
const trailingPunctuation = /[.,;:!?]+$/;

/** Ids are 5–20 digits; the look-ahead rejects `123abc` but accepts `123,` glued to text. */
const idValue = /^(\d{5,20})(?![0-9a-z])/i;

/** Nested links (share pages, app deep links, agent sites) are followed this many levels deep. */
const maxDepth = 3;

const paramNames: Record<Site, readonly string[]> = {
  taobao: ['id', 'itemid', 'item_id', 'num_iid'],
  tmall: ['id', 'itemid', 'item_id', 'num_iid'],
  '1688': ['offerid', 'offer_id'],
  pinduoduo: ['goods_id', 'goodsid'],
};

/** Path shapes that carry the id: `/item/ID.htm`, `/item/wap/ID.htm`, `/list/item/ID.htm`, `/iID.htm`, `/offer/ID.html`. */
const pathPatterns: Record<Site, readonly RegExp[]> = {
  taobao: [/\/item\/(?:[a-z]+\/)?(\d{5,20})\.html?$/i, /\/i(\d{5,20})\.html?$/i],
  tmall: [/\/item\/(?:[a-z]+\/)?(\d{5,20})\.html?$/i],
  '1688': [/\/offer\/(\d{5,20})\.html?$/i],
  pinduoduo: [],
};

/** Site family by host (data README §3): `*.tmall.com` and `tmall.hk` are Tmall, other `taobao.com` and `tb.cn` hosts Taobao. */
function siteOfHost(host: string): Site | null {
  if (/(?:^|\.)tmall\.(?:com|hk)$/.test(host)) return 'tmall';
  if (/(?:^|\.)(?:taobao\.com|tb\.cn)$/.test(host)) return 'taobao';
  if (/(?:^|\.)1688\.com$/.test(host)) return '1688';
  if (/(?:^|\.)(?:yangkeduo|pinduoduo)\.com$/.test(host)) return 'pinduoduo';
  return null;
}

/**
 * Canonical product URL for a site and id (DESIGN.md glossary: the link staff open to buy).
 * `canonicalProductUrl('1688', '610494659403')` → `https://detail.1688.com/offer/610494659403.html`.
 */
export function canonicalProductUrl(site: Site, productId: string): string {
  const id = encodeURIComponent(productId);
  switch (site) {
    case 'taobao':
      return `https://item.taobao.com/item.htm?id=${id}`;
    case 'tmall':
      return `https://detail.tmall.com/item.htm?id=${id}`;
    case '1688':
      return `https://detail.1688.com/offer/${id}.html`;
    case 'pinduoduo':
      return `https://mobile.yangkeduo.com/goods.html?goods_id=${id}`;
  }
}

/** Query parameters and `#…?a=b` / `#a=b` fragment parameters, names lower-cased, `&amp;` undone. */
function paramsOf(url: URL): [string, string][] {
  const hash = url.hash.slice(1);
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : hash.includes('=') ? hash : '';
  return [...url.searchParams, ...new URLSearchParams(hashQuery)].map(([name, value]) => [
    name.toLowerCase().replace(/^(?:amp;)+/, ''),
    value.trim(),
  ]);
}

function idFromUrl(site: Site, url: URL, params: [string, string][]): string | null {
  for (const pattern of pathPatterns[site]) {
    const m = pattern.exec(url.pathname);
    if (m?.[1]) return m[1];
  }
  for (const name of paramNames[site]) {
    for (const [key, value] of params) {
      const m = key === name ? idValue.exec(value) : null;
      if (m?.[1]) return m[1];
    }
  }
  // Taobao's overseas share page: targetId is the item when targetType is ITEM (or absent).
  const targetType = params.find(([key]) => key === 'targettype')?.[1];
  if ((site === 'taobao' || site === 'tmall') && (!targetType || targetType.toUpperCase() === 'ITEM')) {
    const target = params.find(([key]) => key === 'targetid')?.[1];
    const m = target ? idValue.exec(target) : null;
    if (m?.[1]) return m[1];
  }
  return null;
}

/** Links whose id needs a network redirect: the staff resolve them by hand. */
function isShortLink(site: Site, url: URL, params: [string, string][]): boolean {
  const host = url.hostname;
  const hasPath = url.pathname.length > 1;
  switch (site) {
    case 'taobao':
      return (/(?:^|\.)tb\.cn$/.test(host) || host === 's.click.taobao.com') && hasPath;
    case 'tmall':
      return false;
    case '1688':
      return host === 'qr.1688.com' && hasPath;
    case 'pinduoduo':
      return params.some(([key, value]) => key === 'ps' && value !== '') || (/^p\./.test(host) && hasPath);
  }
}

function withScheme(found: string): string {
  if (/^https?:\/\//i.test(found)) return found;
  return found.startsWith('//') ? `https:${found}` : `https://${found}`;
}

function evaluate(found: string, depth: number): ParsedLink | null {
  let url: URL;
  try {
    url = new URL(withScheme(found));
  } catch {
    return null;
  }
  const site = siteOfHost(url.hostname);
  if (!site) return null;
  const params = paramsOf(url);
  const productId = idFromUrl(site, url, params);
  if (productId) return { site, productId, url: canonicalProductUrl(site, productId) };
  // A link inside a parameter (targetUrl, h5Url, url=…): URLSearchParams has decoded it once.
  let nestedShort: ParsedLink | null = null;
  for (const [, value] of depth < maxDepth ? params : []) {
    const nested = findLink(value, depth + 1);
    if (nested?.productId) return nested;
    nestedShort ??= nested;
  }
  if (isShortLink(site, url, params)) return { site, productId: null, url: withScheme(found) };
  return nestedShort;
}

/** Decodes percent-escapes run by run, leaving malformed ones as they are. */
function percentDecode(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

function findLink(text: string, depth: number): ParsedLink | null {
  let firstShort: ParsedLink | null = null;
  for (const match of text.matchAll(candidatePattern)) {
    const found = match[0].replace(trailingPunctuation, '');
    const hit = evaluate(found, depth);
    if (hit?.productId) return hit;
    firstShort ??= hit;
  }
  if (firstShort) return firstShort;
  // A link that is only present percent-encoded, e.g. an agent site's `?url=https%3A%2F%2Fitem.taobao.com…`.
  if (depth < maxDepth && /%[0-9a-f]{2}/i.test(text)) {
    const decoded = percentDecode(text);
    if (decoded !== text) return findLink(decoded, depth + 1);
  }
  return null;
}

/**
 * Finds the first supported shop link in any pasted text (a URL, a URL without scheme, a Chinese or
 * Vietnamese share text around a link) and returns `{ site, productId, url }`; returns null when none.
 * - With an id: `url` is `canonicalProductUrl(site, productId)`. A link carrying an id is preferred
 *   over a short link elsewhere in the same text.
 * - Short links (`e.tb.cn`, `m.tb.cn`, `s.click.taobao.com`, `qr.1688.com`, `p.pinduoduo.com`,
 *   Pinduoduo `?ps=`): `productId` is null and `url` is the link as found, with `https://` added
 *   when it had no scheme and trailing sentence punctuation removed.
 * - Site by host: `*.tmall.com`/`tmall.hk` → tmall, `taobao.com`/`tb.cn` → taobao (a Tmall item behind
 *   an `e.tb.cn` link is still `taobao` until resolved).
 * Shop home pages, search pages and other sites (jd.com…) are not product links: null.
 */
export function parseProductLink(text: string): ParsedLink | null {
  return findLink(text, 0);
}
