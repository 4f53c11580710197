/**
 * /api/Admin/OrderOrdering: staff view of every purchase order and status changes
 * (declarations: @app/shared/contracts/purchase-order.endpoints).
 */
import { adminPurchaseOrderEndpoints as endpoints } from '@app/shared/contracts/purchase-order.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sendCsv } from '../../lib/http/csv.ts';
import { route } from '../../lib/http/route.ts';
import * as service from './purchase-order.service.ts';
import { exportOrders } from './purchase-order-export.ts';
import { changeStatus, getAdminOrder } from './purchase-order-status.service.ts';

export function adminPurchaseOrderRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.list, ({ actor, query }) => service.listOrders(db, actor, query));
  route(app, endpoints.export, async ({ actor, query, reply }) => sendCsv(reply, await exportOrders(db, actor, query)));
  route(app, endpoints.get, ({ actor, params }) => getAdminOrder(db, actor, params.id));
  route(app, endpoints.setStatus, ({ actor, params, body }) => changeStatus(db, actor, params.id, body));
}
