/**
 * The product-data provider of this server (decision 0124), from the environment: PRODUCT_API_URL,
 * PRODUCT_API_KEY, PRODUCT_API_SECRET, PRODUCT_API_SEARCH, PRODUCT_API_TIMEOUT_MS; the cache in
 * Redis when REDIS_URL is set. Without URL and key the provider is off: lookups answer the manual
 * draft (`not_configured`), search 404 `product-search-not-enabled`.
 * Development (`npm start` with no PRODUCT_API_URL): the local fake provider starts in-process with
 * its recorded products; production never does.
 */
import type { Env } from '../../config/env.ts';
import { type FakeProductServer, startFakeProductServer } from './fake-product-server.ts';
import { oneboundClient } from './onebound-client.ts';
import { memoryProductCache, redisProductCache } from './product-cache.ts';
import { type ProductCatalog, productCatalog } from './product-catalog.ts';

/** The catalog of `env`, or null when no provider is configured. */
export function productCatalogFromEnv(env: Env, warn: (m: string) => void): ProductCatalog | null {
  if (!env.PRODUCT_API_URL || !env.PRODUCT_API_KEY) return null;
  return productCatalog({
    client: oneboundClient({
      baseUrl: env.PRODUCT_API_URL,
      key: env.PRODUCT_API_KEY,
      secret: env.PRODUCT_API_SECRET ?? '',
    }),
    cache: env.REDIS_URL ? redisProductCache(env.REDIS_URL, env.REDIS_KEY_PREFIX, warn) : memoryProductCache(),
    canSearch: env.PRODUCT_API_SEARCH === 'true',
    timeoutMs: env.PRODUCT_API_TIMEOUT_MS,
    warn,
  });
}

/** The environment variables that point the client at a running fake (tests and the demo). */
export function envForFakeProduct(fake: FakeProductServer): Record<string, string> {
  return { PRODUCT_API_URL: fake.url, PRODUCT_API_KEY: fake.key, PRODUCT_API_SECRET: fake.secret };
}

/**
 * Development only: when no PRODUCT_API_URL is set, starts the fake provider in this process and
 * answers `env` pointed at it; returns the fake too, to close on shutdown. Production: unchanged.
 */
export async function withDevProductApi(env: Env): Promise<{ env: Env; fake: FakeProductServer | null }> {
  if (env.NODE_ENV === 'production' || env.PRODUCT_API_URL) return { env, fake: null };
  const fake = await startFakeProductServer();
  return { env: { ...env, ...envForFakeProduct(fake) } as Env, fake };
}
