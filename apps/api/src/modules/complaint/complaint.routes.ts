/** /api/Complaint (customer) and /api/Admin/Complaint (staff). Declarations: @app/shared/contracts/complaint.endpoints. */
import { complaintEndpoints as own, adminComplaintEndpoints as staff } from '@app/shared/contracts/complaint.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import * as customer from './complaint.service.ts';
import * as filing from './complaint-filing.service.ts';
import { listComplaints, loadComplaint } from './complaint-read.ts';
import * as handling from './complaint-staff.service.ts';

export function complaintRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, own.create, ({ actor, body, idempotencyKey }) => filing.createComplaint(db, actor, body, idempotencyKey));
  route(app, own.list, ({ actor, query }) => listComplaints(db, actor, query));
  route(app, own.forOrder, ({ actor, query }) => filing.complaintsForOrder(db, actor, query.orderType, query.orderId));
  route(app, own.get, ({ actor, params }) => loadComplaint(db, actor, params.id));
  route(app, own.cancel, ({ actor, params }) => customer.cancelComplaint(db, actor, params.id));
  route(app, own.acceptOffer, ({ actor, params }) => customer.acceptOffer(db, actor, params.id));
  route(app, own.counter, ({ actor, params, body }) => customer.counterOffer(db, actor, params.id, body));
  route(app, own.addInfo, ({ actor, params, body }) => customer.addInfo(db, actor, params.id, body));
}

export function adminComplaintRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, staff.list, ({ actor, query }) => listComplaints(db, actor, query));
  route(app, staff.get, ({ actor, params }) => loadComplaint(db, actor, params.id));
  route(app, staff.take, ({ actor, params }) => handling.takeComplaint(db, actor, params.id));
  route(app, staff.requestInfo, ({ actor, params, body }) => handling.requestInfo(db, actor, params.id, body.note));
  route(app, staff.offer, ({ actor, params, body }) => handling.offerRefund(db, actor, params.id, body));
  route(app, staff.approve, ({ actor, params }) => handling.approveOffer(db, actor, params.id));
  route(app, staff.reject, ({ actor, params, body }) => handling.rejectComplaint(db, actor, params.id, body.reason));
}
