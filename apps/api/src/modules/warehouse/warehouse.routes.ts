/** /api/Warehouse: the company's warehouses (declarations: @app/shared/contracts/warehouse.endpoints). */
import { warehouseEndpoints as endpoints } from '@app/shared/contracts/warehouse.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import { listWarehouses } from './warehouse.service.ts';

export function warehouseRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.list, () => listWarehouses(db, { activeOnly: true }));
}
