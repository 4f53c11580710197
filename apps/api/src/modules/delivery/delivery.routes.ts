/**
 * /api/Delivery (the customer's delivery requests), /api/Admin/Delivery (staff), and the customer's
 * confirmation of receipt on purchase and consignment orders. Declarations:
 * @app/shared/contracts/delivery.endpoints.
 */
import {
  deliveryEndpoints as endpoints,
  adminDeliveryEndpoints as staff,
} from '@app/shared/contracts/delivery.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import { available, cancelDelivery, createDelivery, getDelivery, listDeliveries } from './delivery.service.ts';
import { confirmOrderReceived } from './delivery-receipt.service.ts';
import {
  adminQueue,
  availableFor,
  createForCustomer,
  getAdminDelivery,
  getExportSlip,
  scanOut,
  setStatus,
} from './delivery-staff.service.ts';

export function deliveryRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, endpoints.available, ({ actor }) => available(db, actor.userId));
  route(app, endpoints.list, ({ actor, query }) => listDeliveries(db, actor, query));
  route(app, endpoints.get, ({ actor, params }) => getDelivery(db, actor, params.id));
  route(app, endpoints.create, ({ actor, body, idempotencyKey }) => createDelivery(db, actor, body, idempotencyKey));
  route(app, endpoints.cancel, ({ actor, params, body }) => cancelDelivery(db, actor, params.id, body.reason));
  route(app, endpoints.confirmPurchaseOrder, ({ actor, params }) =>
    confirmOrderReceived(db, actor, { type: 'purchase_order', id: params.id }),
  );
  route(app, endpoints.confirmConsignmentOrder, ({ actor, params }) =>
    confirmOrderReceived(db, actor, { type: 'consignment_order', id: params.id }),
  );
}

export function adminDeliveryRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, staff.list, ({ actor, query }) => adminQueue(db, actor, query));
  route(app, staff.available, ({ actor, query }) => availableFor(db, actor, query.customer));
  route(app, staff.get, ({ actor, params }) => getAdminDelivery(db, actor, params.id));
  route(app, staff.create, ({ actor, body, idempotencyKey }) => createForCustomer(db, actor, body, idempotencyKey));
  route(app, staff.setStatus, ({ actor, params, body }) => setStatus(db, actor, params.id, body));
  route(app, staff.exportSlip, ({ actor, params }) => getExportSlip(db, actor, params.id));
  route(app, staff.scanOut, ({ actor, params, body }) => scanOut(db, actor, params.id, body.code));
}
