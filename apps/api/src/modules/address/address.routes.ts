/** /api/Address: the customer's delivery addresses (declarations: @app/shared/contracts/address.endpoints). */
import { addressEndpoints as endpoints } from '@app/shared/contracts/address.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import * as service from './address.service.ts';

export function addressRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.list, ({ actor }) => service.list(db, actor));
  route(app, endpoints.get, ({ actor, params }) => service.get(db, actor, params.id));
  route(app, endpoints.create, ({ actor, body }) => service.create(db, actor, body));
  route(app, endpoints.update, ({ actor, params, body }) => service.update(db, actor, params.id, body));
  route(app, endpoints.remove, async ({ actor, params }) => {
    await service.remove(db, actor, params.id);
    return { ok: true as const };
  });
}
