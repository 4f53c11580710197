/** /api/ChinaWebProduct: parsing what a customer pastes, and the product lookup and search with no provider configured. */
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/fixtures.ts';
import { registerCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();

async function parse(auth: { authorization: string }, text: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/api/ChinaWebProduct/Parse', headers: auth, payload: { text } });
}

describe('ChinaWebProduct/Parse', () => {
  // Inputs from the product-urls data file (packages/shared/src/links.fixtures.json), one or two per site.
  const cases: { name: string; text: string; site: string; productId: string | null; url?: string }[] = [
    {
      name: 'taobao item page',
      text: 'https://item.taobao.com/item.htm?spm=a1z10.3-c.w4002-13979990307.10.46c7707e2PW6oL&id=691541677564',
      site: 'taobao',
      productId: '691541677564',
      url: 'https://item.taobao.com/item.htm?id=691541677564',
    },
    {
      name: 'taobao world page',
      text: 'https://world.taobao.com/item/wap/668570605351.htm?spm=a21wu.23452756-tw.taglist-content.30.6cca2b64RCVOqW#',
      site: 'taobao',
      productId: '668570605351',
    },
    {
      name: 'tmall item page',
      text: 'https://detail.tmall.com/item.htm?spm=a230r.1.14.47.29c45370i9NVFF&id=41323941056&ns=1&abbucket=1&skuId=3944185979947',
      site: 'tmall',
      productId: '41323941056',
    },
    {
      name: 'tmall share text',
      text: '【天猫】https://detail.tmall.com/item.htm?id=1050906790941 「某商品」',
      site: 'tmall',
      productId: '1050906790941',
    },
    {
      name: '1688 offer',
      text: 'https://detail.1688.com/offer/610494659403.html',
      site: '1688',
      productId: '610494659403',
      url: 'https://detail.1688.com/offer/610494659403.html',
    },
    {
      name: '1688 mobile page',
      text: 'http://detail.m.1688.com/page/index.htm?offerId=566136916082',
      site: '1688',
      productId: '566136916082',
    },
    {
      name: 'pinduoduo goods',
      text: 'https://mobile.pinduoduo.com/goods.html?goods_id=88069366847',
      site: 'pinduoduo',
      productId: '88069366847',
    },
    {
      name: 'URL without scheme in Vietnamese text',
      text: 'Shop ơi, mình muốn mua cái này: item.taobao.com/item.htm?id=691541677564 nhé',
      site: 'taobao',
      productId: '691541677564',
    },
    {
      name: 'taobao short link',
      text: 'https://e.tb.cn/h.T8dxmP68pyc4u8t?tk=x8EDe1bZmZu',
      site: 'taobao',
      productId: null,
      url: 'https://e.tb.cn/h.T8dxmP68pyc4u8t?tk=x8EDe1bZmZu',
    },
    {
      name: 'taobao app share text with a short link',
      text: '【淘宝】https://e.tb.cn/h.8IcTrtZuTU19ieN?tk=nyXpT7VA7lt CZ356\n「新中式双人书桌靠墙长条桌简约现代学生写字学习桌实木办公电脑桌」\n点击链接直接打开 或者 淘宝搜索直接打开',
      site: 'taobao',
      productId: null,
    },
    { name: '1688 share link', text: 'https://qr.1688.com/share.html?secret=0H9TOj6I', site: '1688', productId: null },
    {
      name: 'pinduoduo share text',
      text: '【拼多多】ESP32C3开发板2.4GWIFI蓝牙模块 https://mobile.yangkeduo.com/goods2.html?ps=LVQqM9Zj5g',
      site: 'pinduoduo',
      productId: null,
    },
  ];

  it.each(cases)('finds the site and id in a $name', async ({ text, site, productId, url }) => {
    const user = await registerCustomer(ctx.app);
    const res = await parse(user.auth, text);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['productId', 'site', 'title', 'url']);
    expect(body).toMatchObject({ site, productId });
    expect(body.url).toMatch(/^https?:\/\//);
    if (url) expect(body.url).toBe(url);
    if (productId) expect(body.url).toContain(productId);
  });

  it('offers the title of an app share text as the product name, and none for a bare link', async () => {
    const user = await registerCustomer(ctx.app);
    const share = await parse(
      user.auth,
      '【淘宝】https://e.tb.cn/h.8IcTrtZuTU19ieN?tk=nyXpT7VA7lt CZ356 「女士针织开衫」 点击链接直接打开 或者 淘宝搜索直接打开',
    );
    expect(share.json()).toMatchObject({ site: 'taobao', productId: null, title: '女士针织开衫' });
    const tmall = await parse(user.auth, '【天猫】https://detail.tmall.com/item.htm?id=1050906790941 「某商品」');
    expect(tmall.json()).toMatchObject({ site: 'tmall', productId: '1050906790941', title: '某商品' });
    const bare = await parse(user.auth, 'https://item.taobao.com/item.htm?id=691541677564');
    expect(bare.json().title).toBeNull();
  });

  it('keeps the short link for staff to resolve', async () => {
    const user = await registerCustomer(ctx.app);
    const res = await parse(user.auth, 'Xem giúp em: https://m.tb.cn/h.5ABCdefGhi?tk=abc');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ site: 'taobao', productId: null });
    expect(res.json().url).toContain('tb.cn/h.5ABCdefGhi');
  });

  it('answers 422 in Vietnamese for text without a supported link', async () => {
    const user = await registerCustomer(ctx.app);
    for (const text of [
      'Xin chào, tôi muốn mua hàng',
      'https://www.jd.com/product/100012043978.html',
      'https://shopee.vn/abc-i.1.2',
    ]) {
      const res = expectError(await parse(user.auth, text), 422, 'unsupported-link');
      expect(res.Message).toBe('Không tìm thấy link sản phẩm Taobao, Tmall, 1688 hoặc Pinduoduo trong nội dung đã dán');
    }
  });

  it('answers 400 in Vietnamese for empty or missing text', async () => {
    const user = await registerCustomer(ctx.app);
    expect(expectError(await parse(user.auth, '   '), 400, 'validation-error').Message).toBe(
      'Nội dung dán: Vui lòng dán link sản phẩm',
    );
    expectError(await parse(user.auth, undefined), 400, 'validation-error');
    expectError(await parse(user.auth, 'x'.repeat(4001)), 400, 'validation-error');
  });

  it('is 401 without a token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ChinaWebProduct/Parse',
      payload: { text: 'https://detail.1688.com/offer/610494659403.html' },
    });
    expectError(res, 401, 'unauthenticated');
  });
});

describe('ChinaWebProduct lookup', () => {
  it('answers a draft with the canonical link for the manual provider', async () => {
    const user = await registerCustomer(ctx.app);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/ChinaWebProduct/1688/610494659403',
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      site: '1688',
      productId: '610494659403',
      url: 'https://detail.1688.com/offer/610494659403.html',
      title: null,
      shopName: null,
      imageUrl: null,
      unitPriceFen: null,
      skuOptions: [],
      source: 'manual',
      shopId: null,
      images: [],
      promotionPriceFen: null,
      props: [],
      skus: [],
      priceTiers: [],
      minOrderQuantity: 1,
      stock: null,
      weightGrams: null,
      fetchedAt: null,
      providerStatus: 'not_configured',
    });
  });

  it('says plainly that search is not enabled when no provider is configured (404)', async () => {
    const user = await registerCustomer(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ChinaWebProduct/Search?q=balo', headers: user.auth });
    expect(expectError(res, 404, 'product-search-not-enabled').Message).toBe(
      'Tìm kiếm sản phẩm chưa được bật, vui lòng dán link sản phẩm',
    );
  });

  it('answers a draft for a short link given as ?url=', async () => {
    const user = await registerCustomer(ctx.app);
    const url = 'https://e.tb.cn/h.T8dxmP68pyc4u8t?tk=x8EDe1bZmZu';
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/ChinaWebProduct/taobao/link?url=${encodeURIComponent(url)}`,
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ site: 'taobao', productId: null, url, source: 'manual' });
  });

  it('refuses a bad id (400), an unknown site (400) and a link of another site (422)', async () => {
    const user = await registerCustomer(ctx.app);
    const badId = expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/ChinaWebProduct/taobao/12ab', headers: user.auth }),
      400,
      'validation-error',
    );
    expect(badId.Message).toBe('Mã sản phẩm không hợp lệ');
    const badSite = expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/ChinaWebProduct/amazon/610494659403', headers: user.auth }),
      400,
      'validation-error',
    );
    expect(badSite.Message).toContain('Trang web không được hỗ trợ');
    const url = encodeURIComponent('https://detail.1688.com/offer/610494659403.html');
    const mismatch = await ctx.app.inject({
      method: 'GET',
      url: `/api/ChinaWebProduct/taobao/link?url=${url}`,
      headers: user.auth,
    });
    expectError(mismatch, 422, 'unsupported-link');
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/ChinaWebProduct/taobao/link', headers: user.auth }),
      422,
      'unsupported-link',
    );
  });

  it('is 401 without a token', async () => {
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/ChinaWebProduct/1688/610494659403' }),
      401,
      'unauthenticated',
    );
  });
});
