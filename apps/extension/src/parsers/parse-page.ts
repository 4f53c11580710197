/**
 * Which parser reads a page, by its host and path; the panel's one entry point. A parser that
 * throws (a page shape no one foresaw) answers null, and the page is left as it was.
 */
import { parse1688 } from './alibaba-1688.ts';
import type { PageProduct } from './page-product.ts';
import { parsePinduoduo } from './pinduoduo.ts';
import { parseTaobao, parseTmall } from './taobao.ts';

type Parser = (doc: Document, url: string) => PageProduct;

/** The parser of an item page URL, or null when the URL is not one the extension reads. */
export function parserFor(url: string): Parser | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  const host = u.hostname;
  if (host === 'item.taobao.com' && u.pathname === '/item.htm') return parseTaobao;
  if (/^(?:chaoshi\.)?detail\.tmall\.(?:com|hk)$/.test(host) && u.pathname === '/item.htm') return parseTmall;
  if (host === 'detail.1688.com' && /^\/offer\/\d+\.html$/.test(u.pathname)) return parse1688;
  if (/^(?:mobile\.yangkeduo|mobile\.pinduoduo)\.com$/.test(host) && /^\/goods\d?\.html$/.test(u.pathname)) {
    return parsePinduoduo;
  }
  return null;
}

/** Reads the item page `doc` at `url`; null when it is not an item page or reading threw. */
export function parsePage(doc: Document, url: string): PageProduct | null {
  try {
    return parserFor(url)?.(doc, url) ?? null;
  } catch {
    return null;
  }
}
