/** /api/Admin/Warehouse and /api/Admin/Route (declarations: warehouse-admin.endpoints, decision 0099). */
import { warehouseAdminEndpoints as endpoints } from '@app/shared/contracts/warehouse-admin.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import * as service from './warehouse-admin.service.ts';

export function warehouseAdminRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.list, () => service.listAdminWarehouses(db));
  route(app, endpoints.create, ({ actor, body }) => service.createWarehouse(db, actor, body));
  route(app, endpoints.update, ({ actor, params, body }) => service.updateWarehouse(db, actor, params.id, body));
  route(app, endpoints.remove, ({ actor, params }) => service.deleteWarehouse(db, actor, params.id));
  route(app, endpoints.routes, () => service.listRoutes(db));
  route(app, endpoints.createRoute, ({ actor, body }) => service.createRoute(db, actor, body));
  route(app, endpoints.updateRoute, ({ actor, params, body }) => service.updateRoute(db, actor, params.id, body));
}
