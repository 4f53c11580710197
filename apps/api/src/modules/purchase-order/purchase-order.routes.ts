/** /api/OrderOrdering: the customer's purchase orders (declarations: @app/shared/contracts/purchase-order.endpoints). */
import { purchaseOrderEndpoints as endpoints } from '@app/shared/contracts/purchase-order.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import * as service from './purchase-order.service.ts';
import { cancelByCustomer, payDeposit } from './purchase-order-payment.service.ts';

export function purchaseOrderRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.list, ({ actor, query }) => service.listOrders(db, actor, query));
  route(app, endpoints.get, ({ actor, params }) => service.getOrder(db, actor, params.id));
  route(app, endpoints.create, ({ actor, body }) => service.placeOrders(db, actor, body));
  route(app, endpoints.deposit, ({ actor, params, idempotencyKey }) =>
    payDeposit(db, actor, params.id, idempotencyKey),
  );
  route(app, endpoints.cancel, ({ actor, params, body }) => cancelByCustomer(db, actor, params.id, body.reason));
}
