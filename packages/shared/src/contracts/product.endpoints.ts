/** /ChinaWebProduct: parse a pasted link, look a product up, search (DESIGN.md §3.1). */
import { endpointsOf } from './endpoint.ts';

const root = '/ChinaWebProduct';
const endpoint = endpointsOf('product', () => import('./product.ts'));
const errors = [400, 401, 422] as const;

export const productEndpoints = {
  /** The first supported link in pasted text, with a share text's product title; 422 `unsupported-link` when there is no link. */
  parse: endpoint({
    method: 'POST',
    path: `${root}/Parse`,
    access: 'customer',
    errors,
    schemas: (s) => ({ body: s.parseLinkInput, response: s.parseLinkResult }),
  }),
  /**
   * Keyword search through the product-data provider; 404 `product-search-not-enabled` when no
   * provider that can search is configured, 503 `product-provider-unavailable` when it does not
   * answer in time. Per-user rate limit (429 `too-many-requests`). Declared before `lookup`, whose
   * `:site/:productId` would otherwise not be reached for `Search`.
   */
  search: endpoint({
    method: 'GET',
    path: `${root}/Search`,
    access: 'customer',
    errors: [400, 401, 404, 429, 503],
    schemas: (s) => ({ query: s.productSearchQuery, response: s.productSearchResult }),
  }),
  /**
   * A product by id; `productId` `link` with `?url=` for a short link. The product-data provider's
   * details when it answers within 3 s, else the manual draft with `providerStatus` saying why.
   * Per-user rate limit (429 `too-many-requests`).
   */
  lookup: endpoint({
    method: 'GET',
    path: `${root}/:site/:productId`,
    access: 'customer',
    errors: [400, 401, 422, 429],
    schemas: (s) => ({
      params: s.productRefParams,
      query: s.productLookupQuery.pick({ url: true }),
      response: s.productDraft,
    }),
  }),
  /** The same lookup for staff (purchasers compare the cart's snapshot with the live price). */
  staffLookup: endpoint({
    method: 'GET',
    path: `/Admin${root}/:site/:productId`,
    access: 'view:purchase-order',
    errors: [400, 401, 403, 422, 429],
    schemas: (s) => ({
      params: s.productRefParams,
      query: s.productLookupQuery.pick({ url: true }),
      response: s.productDraft,
    }),
  }),
};
