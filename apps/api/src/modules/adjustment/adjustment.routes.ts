/** /api/Admin/Adjustment (declarations: @app/shared/contracts/adjustment.endpoints). */
import { adjustmentEndpoints as endpoints } from '@app/shared/contracts/adjustment.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import * as service from './adjustment.service.ts';

export function adjustmentRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.list, ({ actor, query }) => service.listAdjustments(db, actor, query));
  route(app, endpoints.create, ({ actor, body, idempotencyKey }) =>
    service.proposeAdjustment(db, actor, body, idempotencyKey),
  );
  route(app, endpoints.approve, ({ actor, params }) => service.approveAdjustment(db, actor, params.id));
  route(app, endpoints.reject, ({ actor, params, body }) =>
    service.rejectAdjustment(db, actor, params.id, body.reason),
  );
}
