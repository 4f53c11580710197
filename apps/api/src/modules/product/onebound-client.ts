/**
 * The real HTTP client of the OneBound product API (decision 0124): `GET {baseUrl}/{platform}/item_get/
 * ?key=&secret=&num_iid=` and `/{platform}/item_search/?key=&secret=&q=&page=`, platform `taobao`
 * (Taobao and Tmall share item ids), `1688` or `pinduoduo`. Answers are normalised here; failures
 * (network, HTTP ≠ 200, a refusal such as a bad key, an answer that does not parse) throw
 * ProviderUnavailableError; an unknown item is `null`. No timeout here: the caller's breaker
 * aborts through `signal` (product-catalog.ts).
 */
import type { ProductDraft, ProductSearchResult, Site } from '@app/shared/contracts/product';
import { normaliseItem, normaliseSearchItem } from './onebound-normalise.ts';
import { ONEBOUND_NOT_FOUND, ONEBOUND_OK, oneboundAnswer, oneboundItem, oneboundSearchItem } from './onebound-wire.ts';

export class ProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

export interface OneboundConfig {
  baseUrl: string;
  key: string;
  secret: string;
  now?: () => Date;
}

export interface ProductApiClient {
  /** The item's details, or null when the provider does not know it. */
  item(site: Site, productId: string, signal?: AbortSignal): Promise<ProductDraft | null>;
  /** One page (from 1) of a keyword search. */
  search(site: Site, q: string, page: number, signal?: AbortSignal): Promise<ProductSearchResult>;
}

const platformOf = (site: Site) => (site === 'tmall' ? 'taobao' : site);

export function oneboundClient(config: OneboundConfig): ProductApiClient {
  const now = config.now ?? (() => new Date());
  const base = config.baseUrl.replace(/\/+$/, '');

  async function call(
    site: Site,
    api: 'item_get' | 'item_search',
    params: Record<string, string>,
    signal?: AbortSignal,
  ) {
    const qs = new URLSearchParams({ key: config.key, secret: config.secret, ...params });
    let res: Response;
    try {
      res = await fetch(`${base}/${platformOf(site)}/${api}/?${qs}`, {
        signal,
        headers: { accept: 'application/json' },
      });
    } catch (e) {
      throw new ProviderUnavailableError(`product API ${api}: ${(e as Error).message}`);
    }
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => {});
      throw new ProviderUnavailableError(`product API ${api}: HTTP ${res.status}`);
    }
    const parsed = oneboundAnswer.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new ProviderUnavailableError(`product API ${api}: unreadable answer`);
    return parsed.data;
  }

  return {
    async item(site, productId, signal) {
      const answer = await call(site, 'item_get', { num_iid: productId }, signal);
      if (answer.error_code === ONEBOUND_NOT_FOUND) return null;
      if (answer.error_code !== ONEBOUND_OK)
        throw new ProviderUnavailableError(`product API item_get: ${answer.error_code} ${answer.reason ?? ''}`);
      const item = oneboundItem.safeParse(answer.item);
      if (!item.success) throw new ProviderUnavailableError('product API item_get: unreadable item');
      return normaliseItem(site, item.data, now());
    },
    async search(site, q, page, signal) {
      const answer = await call(site, 'item_search', { q, page: String(page) }, signal);
      if (answer.error_code !== ONEBOUND_OK)
        throw new ProviderUnavailableError(`product API item_search: ${answer.error_code} ${answer.reason ?? ''}`);
      const hits = (answer.items?.item ?? []).flatMap((raw) => {
        const hit = oneboundSearchItem.safeParse(raw);
        return hit.success ? [normaliseSearchItem(site, hit.data)] : [];
      });
      const pages = Number(answer.items?.pagecount ?? 0);
      return { items: hits, page, hasMore: Number.isFinite(pages) && page < pages, fetchedAt: now().toISOString() };
    },
  };
}
