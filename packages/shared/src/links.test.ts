import { describe, expect, it } from 'vitest';
import type { Site } from './contracts/product.ts';
import fixtures from './links.fixtures.json' with { type: 'json' };
import { canonicalProductUrl, parseProductLink } from './links.ts';

interface FixtureRecord {
  key: string;
  format: string;
  shop: Site;
  url: string;
  productId: string | null;
}
const records = fixtures.records as FixtureRecord[];

describe('parseProductLink over ../shared/data/product-urls.json', () => {
  it('has every one of the 21 format labels', () => {
    expect(new Set(records.map((r) => r.format)).size).toBe(21);
  });

  it.each(records.map((r) => [`${r.key} ${r.format}`, r] as const))('%s', (_name, record) => {
    const parsed = parseProductLink(record.url);
    expect(parsed).not.toBeNull();
    expect(parsed?.site).toBe(record.shop);
    expect(parsed?.productId).toBe(record.productId);
    if (record.productId) {
      expect(parsed?.url).toBe(canonicalProductUrl(record.shop, record.productId));
    } else {
      // The short link is kept as found, for the staff to resolve.
      expect(parsed?.url).toMatch(/^https?:\/\//);
      expect(record.url).toContain(parsed?.url.replace(/^https:/, ''));
    }
  });
});

describe('parseProductLink on other inputs', () => {
  const withId: [string, string, Site, string][] = [
    ['scheme-less', 'item.taobao.com/item.htm?id=691541677564', 'taobao', '691541677564'],
    [
      'scheme-less inside Vietnamese text, comma glued on',
      'Shop ơi lấy giúp em mẫu này detail.tmall.com/item.htm?id=590488524313, màu đen size M nhé',
      'tmall',
      '590488524313',
    ],
    [
      'Vietnamese text glued to the scheme',
      'Đặt giúp emhttps://detail.1688.com/offer/610494659403.html?spm=a26g8 cảm ơn',
      '1688',
      '610494659403',
    ],
    ['uppercase', 'HTTPS://ITEM.TAOBAO.COM/ITEM.HTM?ID=691541677564', 'taobao', '691541677564'],
    [
      'id after other params, fragment',
      'http://item.taobao.com/item.htm?ns=1&abbucket=16&id=637790875524#detail',
      'taobao',
      '637790875524',
    ],
    ['item_o.htm variant', 'https://detail.tmall.com/item_o.htm?id=674029285425', 'tmall', '674029285425'],
    ['HTML-escaped ampersand', 'https://detail.tmall.com/item.htm?spm=a&amp;id=674029285425', 'tmall', '674029285425'],
    ['id in a hash route', 'https://main.m.taobao.com/app/x/home.html#/?id=834550783063', 'taobao', '834550783063'],
    ['protocol-relative 1688 page', '//detail.m.1688.com/page/index.htm?offerId=566136916082', '1688', '566136916082'],
    [
      'encoded link inside an agent site URL',
      'https://www.wegobuy.com/en/page/buy?url=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D674029285425&x=1',
      'taobao',
      '674029285425',
    ],
    [
      'encoded link inside a Taobao app deep link',
      'tbopen://m.taobao.com/tbopen/index.html?module=h5&h5Url=https%3A%2F%2Fa.m.taobao.com%2Fi572456021063.htm%3Fprice%3D198',
      'taobao',
      '572456021063',
    ],
    [
      'a link with an id wins over a short link before it',
      '【淘宝】https://e.tb.cn/h.abc?tk=x 或 https://item.taobao.com/item.htm?id=123456789',
      'taobao',
      '123456789',
    ],
    [
      'PDD goods_id wins over ps',
      'https://mobile.yangkeduo.com/goods.html?ps=abc&goods_id=88069366847',
      'pinduoduo',
      '88069366847',
    ],
  ];
  it.each(withId)('%s', (_name, text, site, productId) => {
    expect(parseProductLink(text)).toEqual({ site, productId, url: canonicalProductUrl(site, productId) });
  });

  const shortLinks: [string, string, Site, string][] = [
    [
      'scheme-less e.tb.cn',
      'e.tb.cn/h.T8dxmP68pyc4u8t?tk=x8EDe1bZmZu',
      'taobao',
      'https://e.tb.cn/h.T8dxmP68pyc4u8t?tk=x8EDe1bZmZu',
    ],
    ['trailing full stop', 'Link đây: https://m.tb.cn/h.3n52vLA.', 'taobao', 'https://m.tb.cn/h.3n52vLA'],
    ['Chinese glued after', 'https://m.tb.cn/h.3n52vLA点击链接', 'taobao', 'https://m.tb.cn/h.3n52vLA'],
    ['1688 /s/ short link', '【1688】https://qr.1688.com/s/Oe9AAOMO CZ0001', '1688', 'https://qr.1688.com/s/Oe9AAOMO'],
    [
      'p.pinduoduo.com',
      'Mua giúp mình https://p.pinduoduo.com/AbCdEf12 nhé',
      'pinduoduo',
      'https://p.pinduoduo.com/AbCdEf12',
    ],
  ];
  it.each(shortLinks)('short link: %s', (_name, text, site, url) => {
    expect(parseProductLink(text)).toEqual({ site, productId: null, url });
  });

  it.each([
    ['empty text', ''],
    ['only spaces', '   \n '],
    ['random Vietnamese text', 'Chào shop, mẫu này còn hàng không ạ? Mã 691541677564'],
    ['a JD link', 'https://item.jd.com/100012043978.html'],
    ['a Taobao shop home page', 'https://shop249029897.taobao.com/'],
    ['a Taobao search page', 'https://s.taobao.com/search?q=%E8%A1%A3%E6%9C%8D'],
    ['a tao password without link', '復·制这段描述￥E1UAbOaNcwP￥后到👉淘♂寳♀👈'],
    ['an e-mail address at taobao.com', 'hotro@taobao.com'],
    ['a look-alike host', 'https://taobao.com.example.net/item.htm?id=123456789'],
    ['a look-alike domain', 'https://nottaobao.com/item.htm?id=123456789'],
    ['an id that is not numeric', 'https://item.taobao.com/item.htm?id=abc123'],
  ])('no supported product link: %s', (_name, text) => {
    expect(parseProductLink(text)).toBeNull();
  });
});

describe('canonicalProductUrl', () => {
  it.each([
    ['taobao', 'https://item.taobao.com/item.htm?id=123456'],
    ['tmall', 'https://detail.tmall.com/item.htm?id=123456'],
    ['1688', 'https://detail.1688.com/offer/123456.html'],
    ['pinduoduo', 'https://mobile.yangkeduo.com/goods.html?goods_id=123456'],
  ] as [Site, string][])('%s', (site, url) => {
    expect(canonicalProductUrl(site, '123456')).toBe(url);
    expect(parseProductLink(url)).toEqual({ site, productId: '123456', url });
  });
});
