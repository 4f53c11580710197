/** /api/ChinaWebProduct: parse a pasted link, look a product up, search (declarations: @app/shared/contracts/product.endpoints). */
import { productEndpoints as endpoints } from '@app/shared/contracts/product.endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/http/route.ts';
import { perUserLimit } from '../../plugins/rate-limit.ts';
import { findProduct, parseLink, searchProducts } from './product.service.ts';
import type { ProductCatalog } from './product-catalog.ts';

export interface ProductRouteDeps {
  /** The product-data provider, null when none is configured (decision 0124). */
  catalog: ProductCatalog | null;
  lookupsPerMinute: number;
  searchesPerMinute: number;
}

export function productRoutes(app: FastifyInstance, deps: ProductRouteDeps): void {
  route(app, endpoints.parse, ({ body }) => parseLink(body.text));
  // Search is declared before lookup, whose `:site/:productId` would also match `Search`.
  route(
    app,
    endpoints.search,
    ({ query }) => searchProducts(deps.catalog, query),
    perUserLimit(deps.searchesPerMinute),
  );
  const lookup = perUserLimit(deps.lookupsPerMinute);
  route(
    app,
    endpoints.lookup,
    ({ params, query }) => findProduct(deps.catalog, params.site, params.productId, query.url),
    lookup,
  );
  route(
    app,
    endpoints.staffLookup,
    ({ params, query }) => findProduct(deps.catalog, params.site, params.productId, query.url),
    lookup,
  );
}
