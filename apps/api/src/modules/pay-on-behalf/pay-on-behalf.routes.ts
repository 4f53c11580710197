/**
 * /api/OrderPob (customer), /api/Agency/OrderPob (agent), /api/Admin/OrderPob (staff).
 * Declarations: @app/shared/contracts/pay-on-behalf.endpoints.
 */
import {
  agencyPayOnBehalfEndpoints as agency,
  payOnBehalfEndpoints as endpoints,
  adminPayOnBehalfEndpoints as staff,
} from '@app/shared/contracts/pay-on-behalf.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import {
  cancelOrder,
  confirmOrder,
  confirmReceived,
  createAgentOrder,
  createOwnOrder,
  listOrders,
  loadOrder,
  quote,
} from './pay-on-behalf.service.ts';
import { approveRefund, listRefunds, rejectRefund, requestRefund } from './pay-on-behalf-refund.service.ts';
import { failOrder, markPaid, takeOrder } from './pay-on-behalf-staff.service.ts';

export function payOnBehalfRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.quote, ({ actor, body }) => quote(db, actor, body.lines));
  route(app, endpoints.create, ({ actor, body, idempotencyKey }) => createOwnOrder(db, actor, body, idempotencyKey));
  route(app, endpoints.list, ({ actor, query }) => listOrders(db, actor, query));
  route(app, endpoints.refunds, ({ actor, query }) => listRefunds(db, actor, query));
  route(app, endpoints.get, ({ actor, params }) => loadOrder(db, actor, params.id));
  route(app, endpoints.cancel, ({ actor, params }) => cancelOrder(db, actor, params.id));
  route(app, endpoints.confirm, ({ actor, params }) => confirmOrder(db, actor, params.id));
  route(app, endpoints.confirmReceived, ({ actor, params }) => confirmReceived(db, actor, params.id));
  route(app, endpoints.requestRefund, ({ actor, params, body }) => requestRefund(db, actor, params.id, body));
}

export function agencyPayOnBehalfRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, agency.list, ({ actor, query }) => listOrders(db, actor, query));
  route(app, agency.create, ({ actor, body, idempotencyKey }) => createAgentOrder(db, actor, body, idempotencyKey));
}

export function adminPayOnBehalfRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, staff.list, ({ actor, query }) => listOrders(db, actor, query));
  route(app, staff.refunds, ({ actor, query }) => listRefunds(db, actor, query));
  route(app, staff.get, ({ actor, params }) => loadOrder(db, actor, params.id));
  route(app, staff.take, ({ actor, params }) => takeOrder(db, actor, params.id));
  route(app, staff.paid, ({ actor, params, body }) => markPaid(db, actor, params.id, body));
  route(app, staff.fail, ({ actor, params, body }) => failOrder(db, actor, params.id, body.reason));
  route(app, staff.requestRefund, ({ actor, params, body }) => requestRefund(db, actor, params.id, body));
  route(app, staff.approveRefund, ({ actor, params, body }) => approveRefund(db, actor, params.id, body.faultParty));
  route(app, staff.rejectRefund, ({ actor, params, body }) => rejectRefund(db, actor, params.id, body.reason));
}
