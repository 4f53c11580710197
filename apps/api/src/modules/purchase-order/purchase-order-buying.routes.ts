/**
 * Buying (declarations: @app/shared/contracts/buying.endpoints): the staff queue, purchasers,
 * assigning, recording a purchase and quoting under /api/Admin/OrderOrdering, and the customer's
 * answer to a price change under /api/OrderOrdering.
 */
import { adminBuyingEndpoints, buyingEndpoints } from '@app/shared/contracts/buying.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import { recordPurchase } from './purchase-order-buying.service.ts';
import { confirmPriceChange } from './purchase-order-price-change.service.ts';
import { assignOrder, listPurchasers, listQueue } from './purchase-order-queue.service.ts';
import { quoteOrder } from './purchase-order-quote.service.ts';

export function buyingRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const admin = adminBuyingEndpoints;
  route(app, admin.queue, ({ actor, query }) => listQueue(db, actor, query));
  route(app, admin.purchasers, () => listPurchasers(db));
  route(app, admin.assign, ({ actor, params, body }) => assignOrder(db, actor, params.id, body.assigneeId));
  route(app, admin.purchase, ({ actor, params, body }) => recordPurchase(db, actor, params.id, body));
  route(app, admin.quote, ({ actor, params, body }) => quoteOrder(db, actor, params.id, body));
  route(app, buyingEndpoints.confirmPriceChange, ({ actor, params, body, idempotencyKey }) =>
    confirmPriceChange(db, actor, params.id, body.accept, idempotencyKey),
  );
}
