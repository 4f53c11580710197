/** /api/ShoppingCart: the customer's cart (declarations: @app/shared/contracts/cart.endpoints). */
import { cartEndpoints as endpoints } from '@app/shared/contracts/cart.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import * as service from './cart.service.ts';

export function cartRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.get, ({ actor, query }) => service.getCart(db, actor, query));
  route(app, endpoints.setShop, ({ actor, body }) => service.setShopShipping(db, actor, body));
  route(app, endpoints.add, ({ actor, body }) => service.addItem(db, actor, body));
  route(app, endpoints.update, ({ actor, params, body }) => service.updateItem(db, actor, params.id, body));
  route(app, endpoints.remove, async ({ actor, params }) => {
    await service.removeItem(db, actor, params.id);
    return { ok: true as const };
  });
}
