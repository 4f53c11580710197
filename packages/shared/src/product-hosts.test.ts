import { describe, expect, it } from 'vitest';
import { cartItemInput } from './contracts/cart.ts';
import { isProductImageUrl, isProductPageUrl } from './product-hosts.ts';

const item = {
  site: 'taobao',
  productId: null,
  url: 'https://item.taobao.com/item.htm?id=691541677564',
  title: 'Bàn',
  shopName: 'Shop',
  unitPriceFen: 100,
  quantity: 1,
};

function messageOf(overrides: Record<string, unknown>): string | undefined {
  return cartItemInput.safeParse({ ...item, ...overrides }).error?.issues[0]?.message;
}

describe('customer-supplied links and images (decision 0022)', () => {
  it.each([
    'https://item.taobao.com/item.htm?id=1',
    'http://detail.tmall.com/item.htm?id=1',
    'https://detail.tmall.hk/hk/item.htm?id=1',
    'https://e.tb.cn/h.T8dxmP68pyc4u8t',
    'https://m.tb.cn/h.abc',
    'https://detail.1688.com/offer/610494659403.html',
    'https://qr.1688.com/s/abc',
    'https://mobile.yangkeduo.com/goods.html?goods_id=1',
    'https://p.pinduoduo.com/abc',
    'https://TAOBAO.COM./x',
  ])('accepts the shop page %s', (url) => {
    expect(isProductPageUrl(url)).toBe(true);
    expect(messageOf({ url })).toBeUndefined();
  });

  it.each([
    'https://evil.example/item.htm?id=1',
    'https://taobao.com.evil.example/',
    'https://eviltaobao.com/',
    'https://user:pw@item.taobao.com/',
    'https://jd.com/1.html',
    'https://item.taobao.com@evil.example/',
  ])('refuses the link %s with a Vietnamese message', (url) => {
    expect(isProductPageUrl(url)).toBe(false);
    expect(messageOf({ url })).toBe('Chỉ nhận link sản phẩm Taobao, Tmall, 1688 hoặc Pinduoduo');
  });

  it.each([
    'https://img.alicdn.com/imgextra/ban.jpg',
    'https://gw.alicdn.com/bao/uploaded/i1/x.jpg',
    'https://cbu01.alicdn.com/img/ibank/x.jpg',
    'https://img.pddpic.com/goods/x.jpeg',
    'https://t00img.yangkeduo.com/goods/x.jpeg',
  ])('accepts the image %s', (imageUrl) => {
    expect(isProductImageUrl(imageUrl)).toBe(true);
    expect(messageOf({ imageUrl })).toBeUndefined();
  });

  it.each([
    'http://img.alicdn.com/imgextra/ban.jpg',
    'https://evil.example/tracker.gif',
    'https://alicdn.com.evil.example/x.jpg',
    'https://127.0.0.1/x.jpg',
  ])('refuses the image %s with a Vietnamese message', (imageUrl) => {
    expect(isProductImageUrl(imageUrl)).toBe(false);
    expect(messageOf({ imageUrl })).toBe('Chỉ nhận ảnh https từ Taobao, Tmall, 1688 hoặc Pinduoduo');
  });

  it('keeps the plain URL message for what is no http(s) URL', () => {
    expect(messageOf({ url: 'javascript:alert(1)' })).toBe('Link không hợp lệ');
    expect(messageOf({ imageUrl: 'ftp://x/y.jpg' })).toBe('Link không hợp lệ');
  });
});
