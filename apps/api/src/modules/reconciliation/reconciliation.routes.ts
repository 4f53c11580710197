/** /api/Admin/Reconciliation (declarations: @app/shared/contracts/reconciliation.endpoints). */
import { reconciliationEndpoints as endpoints } from '@app/shared/contracts/reconciliation.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sendCsv } from '../../lib/http/csv.ts';
import { route } from '../../lib/http/route.ts';
import { reconcileDay, reconciliationEntries } from './reconciliation.service.ts';
import { exportReconciliation } from './reconciliation-export.ts';

export function reconciliationRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.get, ({ query }) => reconcileDay(db, query.date));
  route(app, endpoints.export, async ({ actor, query, reply }) =>
    sendCsv(reply, await exportReconciliation(db, actor, query.date)),
  );
  route(app, endpoints.entries, ({ query }) => reconciliationEntries(db, query));
}
