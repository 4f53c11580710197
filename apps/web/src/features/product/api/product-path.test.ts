import { describe, expect, it } from 'vitest';
import { parseSiteId, productPath } from './product-path.ts';

describe('product page path', () => {
  it('round-trips a product id', () => {
    const link = {
      site: 'taobao' as const,
      productId: '691541677564',
      url: 'https://item.taobao.com/item.htm?id=691541677564',
    };
    expect(productPath(link)).toBe('/chinaWebProduct/taobao-691541677564');
    expect(parseSiteId('taobao-691541677564', null)).toEqual({ site: 'taobao', productId: '691541677564', url: '' });
    expect(parseSiteId('1688-610947572360', null)?.site).toBe('1688');
  });

  it('round-trips a short link through ?url=', () => {
    const link = { site: 'taobao' as const, productId: null, url: 'https://e.tb.cn/h.gXyZ?tk=a b' };
    const path = productPath(link);
    expect(path).toBe('/chinaWebProduct/taobao-link?url=https%3A%2F%2Fe.tb.cn%2Fh.gXyZ%3Ftk%3Da%20b');
    const url = new URL(path, 'http://x').searchParams.get('url');
    expect(parseSiteId('taobao-link', url)).toEqual(link);
  });

  it.each([
    [undefined, null],
    ['taobao', null],
    ['amazon-12345678', null],
    ['taobao-12', null],
    ['taobao-abc123456', null],
    ['taobao-link', null],
    ['taobao-link', 'javascript:alert(1)'],
  ])('refuses %s (url %s)', (siteId, url) => {
    expect(parseSiteId(siteId, url)).toBeNull();
  });
});
