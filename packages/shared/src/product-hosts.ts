/**
 * The hosts a customer-supplied product link or image may point to (decision 0022): kept
 * apart from sites.ts so the pages that only name the sites do not download the lists.
 */

/**
 * Hosts (and their subdomains) of the supported shops' product pages, short links included
 * (`e.tb.cn`, `m.tb.cn`, `tmall.hk`, `qr.1688.com`, `mobile.yangkeduo.com`): the only links a cart
 * item may carry, since staff open them (decision 0022). The link parser (links.ts) knows the same.
 */
export const productHosts = [
  'taobao.com',
  'tmall.com',
  'tmall.hk',
  'tb.cn',
  '1688.com',
  'yangkeduo.com',
  'pinduoduo.com',
] as const;

/** The shops' image hosts: Alibaba's CDN (Taobao, Tmall, 1688) and Pinduoduo's (`img.pddpic.com`). */
export const productImageHosts = [
  'alicdn.com',
  'taobaocdn.com',
  'tbcdn.cn',
  '1688.com',
  'pddpic.com',
  'yangkeduo.com',
  'pinduoduo.com',
] as const;

function hostIn(host: string, list: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return list.some((d) => h === d || h.endsWith(`.${d}`));
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True for an http(s) URL on a product host, with no user name or password in it. */
export function isProductPageUrl(url: string): boolean {
  const u = parse(url);
  return !!u && /^https?:$/.test(u.protocol) && !u.username && !u.password && hostIn(u.hostname, productHosts);
}

/** True for an https URL on a shop image host, with no user name or password in it. */
export function isProductImageUrl(url: string): boolean {
  const u = parse(url);
  return !!u && u.protocol === 'https:' && !u.username && !u.password && hostIn(u.hostname, productImageHosts);
}
