/** /api/Admin/CustomerLevel: the customer levels (declarations: customer-level.endpoints). */
import { customerLevelEndpoints as endpoints } from '@app/shared/contracts/customer-level.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import * as service from './customer-level.service.ts';

export function customerLevelRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.list, () => service.listLevels(db));
  route(app, endpoints.put, ({ actor, body }) => service.replaceLevels(db, actor, body));
}
