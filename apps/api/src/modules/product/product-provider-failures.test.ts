/**
 * A provider that is slow, failing or switched off never slows the app: a lookup answers the manual
 * draft (`unavailable`) within the 3 s timeout, search answers 503, and after five failures in a
 * row the circuit opens and calls answer at once without asking the provider. The steps run in
 * order: the breaker counts consecutive failures across them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Auth, expectError } from '../../test/fixtures.ts';
import { registerCustomer, useTestApp } from '../../test/helpers.ts';
import { useFakeProduct } from './product.test-support.ts';

const provider = useFakeProduct();
const ctx = useTestApp(provider.env);
let customer: Auth;

beforeAll(async () => {
  customer = (await registerCustomer(ctx.app)).auth;
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: customer });

describe('when the provider fails', () => {
  it('answers the manual draft in under 3.5 s when the provider takes 5 s', async () => {
    provider.fake().setDelay(5_000);
    const started = performance.now();
    const res = await get('/ChinaWebProduct/taobao/712093054418');
    const elapsed = performance.now() - started;
    provider.fake().setDelay(0);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'manual',
      providerStatus: 'unavailable',
      productId: '712093054418',
      url: 'https://item.taobao.com/item.htm?id=712093054418',
      title: null,
    });
    expect(elapsed).toBeLessThan(3_500);
    // the provider was asked (and the answer given up on), not skipped
    expect(
      provider
        .fake()
        .requests()
        .filter((r) => r.params.num_iid === '712093054418'),
    ).toHaveLength(1);
  });

  it('does not cache a failure: the next lookup asks again and gets the details', async () => {
    const res = (await get('/ChinaWebProduct/taobao/712093054418')).json();
    expect(res).toMatchObject({ providerStatus: 'ok', source: 'provider' });
    expect(
      provider
        .fake()
        .requests()
        .filter((r) => r.params.num_iid === '712093054418'),
    ).toHaveLength(2);
  });

  it('answers the manual draft on a 5xx, and search 503 in Vietnamese', async () => {
    provider.fake().setFailure(502);
    expect((await get('/ChinaWebProduct/1688/610494659403')).json()).toMatchObject({
      source: 'manual',
      providerStatus: 'unavailable',
      minOrderQuantity: 1,
    });
    const search = expectError(
      await get(`/ChinaWebProduct/Search?q=${encodeURIComponent('背包')}`),
      503,
      'product-provider-unavailable',
    );
    expect(search.Message).toBe(
      'Nguồn dữ liệu sản phẩm đang không phản hồi, vui lòng thử lại sau hoặc dán link sản phẩm',
    );
  });

  it('opens the circuit after five failures in a row: the next calls ask nobody and answer at once', async () => {
    // failures since the last success: the 502 lookup (1) and search (2); three more open it
    for (const path of ['pinduoduo/88069366847', 'taobao/668570605351', 'taobao/123456789012']) {
      expect((await get(`/ChinaWebProduct/${path}`)).json().providerStatus).toBe('unavailable');
    }
    const before = provider.fake().requests().length;
    provider.fake().setFailure(null);
    const started = performance.now();
    const lookup = await get('/ChinaWebProduct/tmall/41323941056');
    expect(lookup.json()).toMatchObject({ source: 'manual', providerStatus: 'unavailable' });
    expectError(
      await get(`/ChinaWebProduct/Search?q=${encodeURIComponent('连衣裙')}`),
      503,
      'product-provider-unavailable',
    );
    expect(performance.now() - started).toBeLessThan(500);
    expect(provider.fake().requests().length).toBe(before);
  });
});
