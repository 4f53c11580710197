/**
 * /api/ChinaWebProduct through the product-data provider (a local fake of the OneBound API serving
 * recorded answers): details, search with paging, the cache, per-user limits, staff lookup.
 */
import type { ProductDraft } from '@app/shared/contracts/product';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, expectError } from '../../test/fixtures.ts';
import { registerCustomer, useTestApp } from '../../test/helpers.ts';
import { useFakeProduct } from './product.test-support.ts';

const provider = useFakeProduct({ PRODUCT_SEARCHES_PER_MINUTE: '5', PRODUCT_LOOKUPS_PER_MINUTE: '20' });
const ctx = useTestApp(provider.env);
let customer: Auth;

beforeAll(async () => {
  customer = (await registerCustomer(ctx.app)).auth;
});

const get = (url: string, headers: Auth = customer) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
const itemRequests = (id: string) =>
  provider
    .fake()
    .requests()
    .filter((r) => r.params.num_iid === id).length;

describe('product details from the provider', () => {
  it('answers a Taobao item with its variants, prices in fen, stock and images', async () => {
    const res = await get('/ChinaWebProduct/taobao/712093054418');
    expect(res.statusCode, res.body).toBe(200);
    const draft: ProductDraft = res.json();
    expect(draft).toMatchObject({
      site: 'taobao',
      productId: '712093054418',
      title: '女士针织开衫春秋新款宽松百搭外套毛衣',
      shopName: '暖暖针织女装店',
      unitPriceFen: 8900,
      promotionPriceFen: 5900,
      weightGrams: 350,
      source: 'provider',
      providerStatus: 'ok',
    });
    expect(Date.now() - Date.parse(draft.fetchedAt!)).toBeLessThan(60_000);
    expect(draft.props.map((p) => p.name)).toEqual(['颜色分类', '尺码']);
    const soldOut = draft.skus.filter((s) => s.stock === 0);
    expect(soldOut).toEqual([
      {
        skuId: expect.any(String),
        propertyIds: '1627207:28341;20509:28316',
        properties: { 颜色分类: '黑色', 尺码: 'L' },
        priceFen: 9200,
        promotionPriceFen: 6200,
        stock: 0,
      },
    ]);
    expect(draft.images.length).toBeGreaterThan(0);
    for (const url of draft.images) expect(url).toMatch(/^https:\/\/img\.alicdn\.com\//);
    // the real API was called with the account's key and secret
    expect(provider.fake().requests().at(-1)).toMatchObject({
      platform: 'taobao',
      api: 'item_get',
      params: { key: 'test-key', secret: 'test-secret', num_iid: '712093054418' },
    });
  });

  it('answers a Tmall item (asked on the Taobao endpoint) with the Tmall link', async () => {
    const draft = (await get('/ChinaWebProduct/tmall/41323941056')).json();
    expect(draft).toMatchObject({
      site: 'tmall',
      url: 'https://detail.tmall.com/item.htm?id=41323941056',
      providerStatus: 'ok',
      unitPriceFen: 8900,
      promotionPriceFen: 6900,
    });
    expect(draft.skus).toHaveLength(4);
    expect(provider.fake().requests().at(-1)).toMatchObject({ platform: 'taobao', params: { num_iid: '41323941056' } });
  });

  it('answers 1688 price tiers and minimum order quantity, and a Pinduoduo item', async () => {
    const offer = (await get('/ChinaWebProduct/1688/610494659403')).json();
    expect(offer).toMatchObject({ minOrderQuantity: 2, providerStatus: 'ok', weightGrams: 600 });
    expect(offer.priceTiers).toEqual([
      { minQuantity: 2, priceFen: 1280 },
      { minQuantity: 50, priceFen: 1150 },
      { minQuantity: 200, priceFen: 1020 },
    ]);
    const goods = (await get('/ChinaWebProduct/pinduoduo/88069366847')).json();
    expect(goods).toMatchObject({
      title: 'ESP32C3开发板2.4GWIFI蓝牙模块',
      promotionPriceFen: 990,
      providerStatus: 'ok',
    });
    expect(goods.imageUrl).toMatch(/^https:\/\/img\.pddpic\.com\//);
  });

  it('answers the manual draft with not_found for an id the provider does not know, and for a short link', async () => {
    const res = await get('/ChinaWebProduct/taobao/123456789012');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'manual', providerStatus: 'not_found', title: null, skus: [] });
    const short = encodeURIComponent('https://e.tb.cn/h.T8dxmP68pyc4u8t?tk=x8EDe1bZmZu');
    const before = provider.fake().requests().length;
    expect((await get(`/ChinaWebProduct/taobao/link?url=${short}`)).json()).toMatchObject({
      source: 'manual',
      providerStatus: 'not_found',
      productId: null,
    });
    expect(provider.fake().requests().length).toBe(before);
  });

  it('serves the second lookup of an item from the cache, without asking the provider', async () => {
    const first = (await get('/ChinaWebProduct/taobao/668570605351')).json();
    expect(itemRequests('668570605351')).toBe(1);
    const other = (await registerCustomer(ctx.app)).auth;
    const second = (await get('/ChinaWebProduct/taobao/668570605351', other)).json();
    expect(itemRequests('668570605351')).toBe(1);
    expect(second).toEqual(first);
  });

  it('is 401 without a token, and 400 in Vietnamese for a malformed id', async () => {
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/ChinaWebProduct/taobao/712093054418' }),
      401,
      'unauthenticated',
    );
    const bad = expectError(await get('/ChinaWebProduct/taobao/69154abc'), 400, 'validation-error');
    expect(bad.Message).toBe('Mã sản phẩm không hợp lệ');
  });

  it('limits lookups per user: 429 once the minute is used, other users unaffected', async () => {
    const user = (await registerCustomer(ctx.app)).auth;
    for (let i = 0; i < 20; i += 1)
      expect((await get('/ChinaWebProduct/taobao/712093054418', user)).statusCode).toBe(200);
    const res = expectError(await get('/ChinaWebProduct/taobao/712093054418', user), 429, 'too-many-requests');
    expect(res.Message).toBe('Bạn thao tác quá nhiều lần, vui lòng thử lại sau ít phút');
    expect((await get('/ChinaWebProduct/taobao/712093054418')).statusCode).toBe(200);
  });
});

describe('product search', () => {
  it('pages through the results of a keyword', async () => {
    const user = (await registerCustomer(ctx.app)).auth;
    const q = encodeURIComponent('背包');
    const page1 = await get(`/ChinaWebProduct/Search?q=${q}`, user);
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json()).toMatchObject({ page: 1, hasMore: true });
    expect(page1.json().items).toHaveLength(4);
    expect(page1.json().items[1]).toMatchObject({
      site: 'taobao',
      title: '双肩背包女韩版时尚小背包百搭',
      priceFen: 8900,
      promotionPriceFen: 6900,
      sales: 1520,
      shopName: '小雅包包',
    });
    expect(page1.json().items[1].imageUrl).toMatch(/^https:\/\/img\.alicdn\.com\//);
    expect(page1.json().items[1].url).toMatch(/^https:\/\/item\.taobao\.com\/item\.htm\?id=\d+$/);
    const page2 = (await get(`/ChinaWebProduct/Search?q=${q}&page=2`, user)).json();
    expect(page2).toMatchObject({ page: 2, hasMore: false });
    expect(page2.items).toHaveLength(2);
    const ids = [...page1.json().items, ...page2.items].map((i: { productId: string }) => i.productId);
    expect(new Set(ids).size).toBe(6);
  });

  it('answers an empty page for a keyword with no results, and serves a repeated search from the cache', async () => {
    const user = (await registerCustomer(ctx.app)).auth;
    expect((await get(`/ChinaWebProduct/Search?q=${encodeURIComponent('không có')}`, user)).json()).toMatchObject({
      items: [],
      hasMore: false,
    });
    const searches = () =>
      provider
        .fake()
        .requests()
        .filter((r) => r.api === 'item_search' && r.params.q === '连衣裙');
    const q = encodeURIComponent('连衣裙');
    const first = (await get(`/ChinaWebProduct/Search?q=${q}`, user)).json();
    expect(first.items).toHaveLength(3);
    expect((await get(`/ChinaWebProduct/Search?q=${q}`, user)).json()).toEqual(first);
    expect(searches()).toHaveLength(1);
  });

  it('refuses a malformed query in Vietnamese (400) and answers 401 without a token', async () => {
    const user = (await registerCustomer(ctx.app)).auth;
    expect(expectError(await get('/ChinaWebProduct/Search?q=%20', user), 400, 'validation-error').Message).toContain(
      'Vui lòng nhập từ khóa',
    );
    expect(
      expectError(await get('/ChinaWebProduct/Search?q=a&page=0', user), 400, 'validation-error').Message,
    ).toContain('Trang không hợp lệ');
    expect(
      expectError(await get('/ChinaWebProduct/Search?q=a&page=51', user), 400, 'validation-error').Message,
    ).toContain('tối đa 50 trang');
    expect(
      expectError(await get('/ChinaWebProduct/Search?q=a&site=amazon', user), 400, 'validation-error').Message,
    ).toContain('Trang web không được hỗ trợ');
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/ChinaWebProduct/Search?q=a' }),
      401,
      'unauthenticated',
    );
  });

  it('limits searches per user (429)', async () => {
    const user = (await registerCustomer(ctx.app)).auth;
    for (let i = 0; i < 5; i += 1) expect((await get('/ChinaWebProduct/Search?q=x', user)).statusCode).toBe(200);
    expectError(await get('/ChinaWebProduct/Search?q=x', user), 429, 'too-many-requests');
  });
});

describe('staff lookup', () => {
  let purchaser: TestUser;
  beforeAll(async () => {
    purchaser = await makeStaff(ctx, 'purchaser', { fullName: 'Phạm Văn Mua' });
  });

  it('shows purchasers the live product, and refuses customers (403)', async () => {
    const res = await get('/Admin/ChinaWebProduct/taobao/712093054418', purchaser.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ providerStatus: 'ok', promotionPriceFen: 5900 });
    expectError(await get('/Admin/ChinaWebProduct/taobao/712093054418'), 403, 'forbidden');
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Admin/ChinaWebProduct/taobao/712093054418' }),
      401,
      'unauthenticated',
    );
  });
});
