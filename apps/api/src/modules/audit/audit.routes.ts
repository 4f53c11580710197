/** /api/Admin/AuditLog: reading the audit log and its CSV (declarations: audit.endpoints, decision 0096). */
import { auditEndpoints as endpoints } from '@app/shared/contracts/audit.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sendCsv } from '../../lib/http/csv.ts';
import { route } from '../../lib/http/route.ts';
import * as service from './audit.service.ts';
import { exportAuditLog } from './audit-export.ts';

export function auditRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.list, ({ query }) => service.listAuditLog(db, query));
  route(app, endpoints.export, async ({ actor, query, reply }) =>
    sendCsv(reply, await exportAuditLog(db, actor, query)),
  );
}
