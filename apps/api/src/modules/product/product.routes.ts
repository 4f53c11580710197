/** /api/ChinaWebProduct: parse a pasted link, look a product up (declarations: @app/shared/contracts/product.endpoints). */
import { productEndpoints as endpoints } from '@app/shared/contracts/product.endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/http/route.ts';
import { findProduct, parseLink } from './product.service.ts';

export function productRoutes(app: FastifyInstance): void {
  route(app, endpoints.parse, ({ body }) => parseLink(body.text));
  route(app, endpoints.lookup, ({ params, query }) => findProduct(params.site, params.productId, query.url));
}
