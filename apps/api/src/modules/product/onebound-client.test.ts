/** The OneBound client against the fake API: what counts as an unknown item and what as a failure. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProductServer, startFakeProductServer } from './fake-product-server.ts';
import { oneboundClient, ProviderUnavailableError } from './onebound-client.ts';

let fake: FakeProductServer;
beforeAll(async () => {
  fake = await startFakeProductServer({ key: 'k1', secret: 's1' });
});
afterAll(() => fake.close());

describe('oneboundClient', () => {
  it('reads an item, and null for an id the API does not know', async () => {
    const client = oneboundClient({ baseUrl: `${fake.url}/`, key: 'k1', secret: 's1' });
    expect(await client.item('pinduoduo', '88069366847')).toMatchObject({
      productId: '88069366847',
      providerStatus: 'ok',
    });
    expect(fake.requests().at(-1)).toMatchObject({ platform: 'pinduoduo', api: 'item_get' });
    expect(await client.item('taobao', '100000')).toBeNull();
  });

  it('fails (does not answer "unknown") on a wrong key, an HTTP error or a closed port', async () => {
    const wrongKey = oneboundClient({ baseUrl: fake.url, key: 'k1', secret: 'wrong' });
    await expect(wrongKey.item('taobao', '712093054418')).rejects.toThrow(/4005/);
    fake.setFailure(503);
    const client = oneboundClient({ baseUrl: fake.url, key: 'k1', secret: 's1' });
    await expect(client.search('taobao', '背包', 1)).rejects.toBeInstanceOf(ProviderUnavailableError);
    fake.setFailure(null);
    const nowhere = oneboundClient({ baseUrl: 'http://127.0.0.1:9', key: 'k1', secret: 's1' });
    await expect(nowhere.item('taobao', '712093054418')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('stops when its signal aborts', async () => {
    fake.setDelay(2_000);
    const client = oneboundClient({ baseUrl: fake.url, key: 'k1', secret: 's1' });
    const started = performance.now();
    await expect(client.item('taobao', '712093054418', AbortSignal.timeout(100))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    fake.setDelay(0);
  });
});
