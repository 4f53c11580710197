/**
 * The product-data cache (decision 0124): JSON values with a time to live. With REDIS_URL it is
 * Redis (keys under `REDIS_KEY_PREFIX` + `product:`), shared by every instance; without it an
 * in-process LRU (lru-cache, 5 000 entries). A cache that fails is a miss, never an error.
 */
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface ProductCache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

/** This process's cache. */
export function memoryProductCache(max = 5_000): ProductCache {
  const lru = new LRUCache<string, { json: string }>({ max });
  return {
    kind: 'memory',
    get: async <T>(key: string) => {
      const hit = lru.get(key);
      return hit ? (JSON.parse(hit.json) as T) : undefined;
    },
    set: async (key, value, ttlMs) => {
      lru.set(key, { json: JSON.stringify(value) }, { ttl: ttlMs });
    },
    close: async () => lru.clear(),
  };
}

/** Redis at `url`, keys `{prefix}product:{key}`; `warn` hears connection errors. */
export function redisProductCache(url: string, prefix: string, warn: (m: string) => void): ProductCache {
  const redis = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 1, commandTimeout: 500 });
  redis.on('error', (e: Error) => warn(`redis (product cache): ${e.message}`));
  const k = (key: string) => `${prefix}product:${key}`;
  return {
    kind: 'redis',
    get: async <T>(key: string) => {
      const json = await redis.get(k(key)).catch(() => null);
      return json ? (JSON.parse(json) as T) : undefined;
    },
    set: async (key, value, ttlMs) => {
      await redis.set(k(key), JSON.stringify(value), 'PX', ttlMs).catch(() => {});
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
