/**
 * The product-data provider as the app uses it (decision 0124): the API client behind a cache and a
 * circuit breaker (cockatiel). Each call is given `timeoutMs` (default 3 s) and then aborted; five
 * failures in a row open the circuit for 30 s, during which every call fails at once without a
 * request; then one trial call half-opens it. Successful answers are cached (detail 15 min, search
 * 5 min, unknown items 15 min); failures never are.
 */

import { createHash } from 'node:crypto';
import type { ProductDraft, ProductSearchResult, Site } from '@app/shared/contracts/product';
import { ConsecutiveBreaker, circuitBreaker, handleAll, TimeoutStrategy, timeout, wrap } from 'cockatiel';
import type { ProductApiClient } from './onebound-client.ts';
import type { ProductCache } from './product-cache.ts';

export const DETAIL_TTL_MS = 15 * 60_000;
export const SEARCH_TTL_MS = 5 * 60_000;
export const BREAKER_FAILURES = 5;
export const BREAKER_HALF_OPEN_AFTER_MS = 30_000;

/** What a lookup found: the provider's draft, `not_found`, or `unavailable` (timed out, failed, circuit open). */
export type CatalogLookup = { status: 'ok'; draft: ProductDraft } | { status: 'not_found' | 'unavailable' };
/** A search page, or `unavailable`. */
export type CatalogSearch = { status: 'ok'; result: ProductSearchResult } | { status: 'unavailable' };

export interface ProductCatalog {
  /** Whether the plan includes keyword search. */
  readonly canSearch: boolean;
  lookup(site: Site, productId: string): Promise<CatalogLookup>;
  search(site: Site, q: string, page: number): Promise<CatalogSearch>;
  close(): Promise<void>;
}

export interface CatalogOptions {
  client: ProductApiClient;
  cache: ProductCache;
  canSearch: boolean;
  timeoutMs?: number;
  /** How long the open circuit waits before a trial call (default 30 s; tests shorten it). */
  halfOpenAfterMs?: number;
  /** Hears each failure (logged as a warning: the customer sees the manual form, staff should know why). */
  warn?: (message: string) => void;
}

const searchKey = (site: Site, q: string, page: number) =>
  `search:${site}:${page}:${createHash('sha256').update(q.normalize('NFC').toLowerCase()).digest('hex').slice(0, 32)}`;

export function productCatalog(opts: CatalogOptions): ProductCatalog {
  const warn = opts.warn ?? (() => {});
  const policy = wrap(
    circuitBreaker(handleAll, {
      halfOpenAfter: opts.halfOpenAfterMs ?? BREAKER_HALF_OPEN_AFTER_MS,
      breaker: new ConsecutiveBreaker(BREAKER_FAILURES),
    }),
    timeout(opts.timeoutMs ?? 3_000, TimeoutStrategy.Aggressive),
  );

  async function guarded<T>(what: string, fn: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
    try {
      return await policy.execute(({ signal }) => fn(signal));
    } catch (e) {
      warn(`product provider ${what}: ${(e as Error).message}`);
      return undefined;
    }
  }

  return {
    canSearch: opts.canSearch,
    async lookup(site, productId) {
      const key = `item:${site}:${productId}`;
      const cached = await opts.cache.get<ProductDraft | { notFound: true }>(key);
      if (cached) return 'notFound' in cached ? { status: 'not_found' } : { status: 'ok', draft: cached };
      const found = await guarded(`item ${site} ${productId}`, (signal) => opts.client.item(site, productId, signal));
      if (found === undefined) return { status: 'unavailable' };
      await opts.cache.set(key, found ?? { notFound: true }, DETAIL_TTL_MS);
      return found ? { status: 'ok', draft: found } : { status: 'not_found' };
    },
    async search(site, q, page) {
      const key = searchKey(site, q, page);
      const cached = await opts.cache.get<ProductSearchResult>(key);
      if (cached) return { status: 'ok', result: cached };
      const result = await guarded(`search ${site}`, (signal) => opts.client.search(site, q, page, signal));
      if (!result) return { status: 'unavailable' };
      await opts.cache.set(key, result, SEARCH_TTL_MS);
      return { status: 'ok', result };
    },
    close: () => opts.cache.close(),
  };
}
