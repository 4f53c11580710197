/**
 * The catalog's breaker and cache with a stub client (no HTTP): the circuit half-opens after its
 * wait and closes again on a success; a plan without search answers 404; the Redis cache is shared
 * by two catalogs (two instances) when a Redis server is at hand.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { ProductDraft } from '@app/shared/contracts/product';
import { manualProductDraft } from '@app/shared/product-draft';
import { describe, expect, it } from 'vitest';
import type { ProductApiClient } from './onebound-client.ts';
import { searchProducts } from './product.service.ts';
import { memoryProductCache, redisProductCache } from './product-cache.ts';
import { productCatalog } from './product-catalog.ts';

function stubClient(answer: () => Promise<ProductDraft | null>) {
  let calls = 0;
  const client: ProductApiClient = {
    item: () => {
      calls += 1;
      return answer();
    },
    search: async (_site, _q, page) => ({ items: [], page, hasMore: false, fetchedAt: new Date().toISOString() }),
  };
  return { client, calls: () => calls };
}

const draft = (id: string): ProductDraft => ({
  ...manualProductDraft({ site: 'taobao', productId: id, url: '' }, 'ok'),
  source: 'provider',
  title: 'x',
});

describe('product catalog', () => {
  it('half-opens the circuit after its wait, and closes it on a success', async () => {
    let failing = true;
    const stub = stubClient(async () => {
      if (failing) throw new Error('HTTP 502');
      return draft('10001');
    });
    const catalog = productCatalog({
      client: stub.client,
      cache: memoryProductCache(),
      canSearch: true,
      halfOpenAfterMs: 200,
    });
    for (let i = 0; i < 5; i += 1) expect((await catalog.lookup('taobao', `1000${i}`)).status).toBe('unavailable');
    expect(stub.calls()).toBe(5);
    expect((await catalog.lookup('taobao', '10001')).status).toBe('unavailable');
    expect(stub.calls()).toBe(5);
    failing = false;
    await new Promise((r) => setTimeout(r, 250));
    expect(await catalog.lookup('taobao', '10001')).toEqual({ status: 'ok', draft: draft('10001') });
    expect(stub.calls()).toBe(6);
    expect((await catalog.lookup('taobao', '10002')).status).toBe('ok');
    expect(stub.calls()).toBe(7);
  });

  it('answers 404 product-search-not-enabled when the plan has no search', async () => {
    const catalog = productCatalog({
      client: stubClient(async () => null).client,
      cache: memoryProductCache(),
      canSearch: false,
    });
    await expect(searchProducts(catalog, { q: 'x', site: 'taobao', page: 1 })).rejects.toMatchObject({
      id: 'product-search-not-enabled',
      statusCode: 404,
    });
    await expect(searchProducts(null, { q: 'x', site: 'taobao', page: 1 })).rejects.toMatchObject({
      id: 'product-search-not-enabled',
      statusCode: 404,
    });
  });

  it.skipIf(!existsSync('/usr/bin/redis-server'))('shares the cache between instances through Redis', async () => {
    const port = 16_379 + Math.floor(Math.random() * 1000);
    const server = spawn('/usr/bin/redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout.on('data', (d: Buffer) => d.toString().includes('Ready to accept') && resolve());
        server.on('exit', () => reject(new Error('redis-server stopped')));
      });
      const url = `redis://127.0.0.1:${port}`;
      const a = stubClient(async () => draft('20001'));
      const b = stubClient(async () => draft('20001'));
      const one = productCatalog({ client: a.client, cache: redisProductCache(url, 't:', () => {}), canSearch: true });
      const two = productCatalog({ client: b.client, cache: redisProductCache(url, 't:', () => {}), canSearch: true });
      expect((await one.lookup('taobao', '20001')).status).toBe('ok');
      expect(await two.lookup('taobao', '20001')).toEqual({ status: 'ok', draft: draft('20001') });
      expect([a.calls(), b.calls()]).toEqual([1, 0]);
      await one.close();
      await two.close();
    } finally {
      server.kill();
    }
  });
});
