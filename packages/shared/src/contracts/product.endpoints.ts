/** /ChinaWebProduct: parse a pasted link, look a product up (DESIGN.md §3.1). */
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
  /** A product by id; `productId` `link` with `?url=` for a short link (the manual provider answers the link alone). */
  lookup: endpoint({
    method: 'GET',
    path: `${root}/:site/:productId`,
    access: 'customer',
    errors,
    schemas: (s) => ({
      params: s.productRefParams,
      query: s.productLookupQuery.pick({ url: true }),
      response: s.productDraft,
    }),
  }),
};
